// The per-request context every resolver receives (DESIGN §2): the database, the store the storefront
// server asked for (X-Shop-Store), the visitor's user id (X-User-Id), null when absent or malformed, and
// the client address with its rate limits.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import type { Db } from './db/client';
import type { RequestRateLimit } from './limits/requestRateLimit';
import type { RatingLinkCipher } from './rating/ratingLink';

export interface ApiContext {
  db: Db;
  /** Reads and makes rating links with the key derived from the server secret (rating/ratingLink.ts). */
  ratingLinks: RatingLinkCipher;
  store: StoreConfig;
  userId: string | null;
  /** The client's address (limits/clientAddress.ts): rate limits and the lightning fair share count per address. */
  clientAddress: string;
  /** Rate limits for this request's address and visitor (limits/rateLimitTable.ts). */
  rateLimit: RequestRateLimit;
}
