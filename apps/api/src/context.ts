// The per-request context every resolver receives (DESIGN §2): the database, the store the storefront
// server asked for (X-Shop-Store) and the visitor's user id (X-User-Id), null when absent or malformed.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import type { Db } from './db/client';
import type { RatingLinkCipher } from './rating/ratingLink';

export interface ApiContext {
  db: Db;
  /** Reads and makes rating links with the key derived from the server secret (rating/ratingLink.ts). */
  ratingLinks: RatingLinkCipher;
  store: StoreConfig;
  userId: string | null;
}
