// The per-request context every resolver receives (DESIGN §2): the database, the store the storefront
// server asked for (X-Shop-Store), the visitor's user id (X-User-Id), null when absent or when its
// signature does not verify (customer/visitorIds.ts), and the client address with its rate limits.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import type { CustomerAuthError, CustomerSession, CustomerSessions } from './customer/sessions';
import type { VisitorIds } from './customer/visitorIds';
import type { Db } from './db/client';
import type { RequestRateLimit } from './limits/requestRateLimit';
import type { PaymentProviders } from './payments/provider';
import type { PaymentSandbox } from './payments/redirectPayments';
import type { RatingLinkCipher } from './rating/ratingLink';
import type { CacheScope } from './responseCache/sharedResponseCache';
import type { Uploads } from './uploads/uploadStore';

export interface ApiContext extends CacheScope {
  db: Db;
  /** Reads and makes rating links with the key derived from the server secret (rating/ratingLink.ts). */
  ratingLinks: RatingLinkCipher;
  store: StoreConfig;
  /** The store's public origin (RANZEN_PUBLIC_ORIGINS): the host links in mails point to (mail/mailTemplates.ts). */
  storeOrigin: string;
  /** The customer service mailbox of the contact form (RANZEN_SERVICE_MAILBOX, mail/mailConfig.ts). */
  serviceMailbox: string;
  /** The provider of each payment id (payments/provider.ts); redirect methods only while the sandbox is on. */
  paymentProviders: PaymentProviders;
  /** The payment sandbox while it is on (payments/sandboxConfig.ts): Amazon Pay express starts there. */
  paymentSandbox: PaymentSandbox | null;
  /** The verified visitor's bare uuid (the signed X-User-Id without its signature). */
  userId: string | null;
  /** The logged-in customer of the X-JWT header (customer/sessions.ts), null when logged out. */
  customer: CustomerSession | null;
  /** Why an X-JWT header did not log in (reported with the response: customer/customerAuthPlugin.ts). */
  customerAuthError: CustomerAuthError | null;
  /** Starts and ends customer sessions. */
  customerSessions: CustomerSessions;
  /** Issues and verifies the signed user and cart ids of the wire. */
  visitorIds: VisitorIds;
  /** The client's address (limits/clientAddress.ts): rate limits and the lightning fair share count per address. */
  clientAddress: string;
  /** Rate limits for this request's address and visitor (limits/rateLimitTable.ts). */
  rateLimit: RequestRateLimit;
  /** Upload signatures and the stored uploads (uploads/uploadStore.ts). */
  uploads: Uploads;
}
