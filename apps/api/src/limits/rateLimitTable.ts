// Every rate limit of the API in one place (issue 14 item 4; DESIGN §7). docs/rate-limits.md is generated
// from this table (`pnpm --filter @ranzen/api rate-limits:doc`) and rateLimitDoc.test.ts checks it still
// matches. A limit has a budget per client address (limits/clientAddress.ts) and, where the request carries
// one, per visitor identity (X-User-Id); a request over either budget answers HTTP 429 with Retry-After.

export interface Budget {
  /** Points (requests, events or failures) allowed within the window. */
  readonly points: number;
  readonly windowSeconds: number;
}

export interface RateLimit {
  /** What is limited, for people reading docs/rate-limits.md. */
  readonly operation: string;
  /** What one point is. */
  readonly counts: 'requests' | 'events' | 'failures' | 'requests per account';
  readonly perAddress: Budget;
  readonly perVisitor?: Budget;
}

export const RATE_LIMITS = {
  shopInit: {
    operation: 'shopInit (new visitor and cart; GET /api/cart-id on the storefront)',
    counts: 'requests',
    perAddress: { points: 30, windowSeconds: 60 },
  },
  wishlistChanges: {
    operation:
      'every wish list mutation (anonymous merkzettel writes included): create, rename, add, quantity, remove, restore, replace, comments, invites, import, teaser conversion',
    counts: 'requests',
    perAddress: { points: 300, windowSeconds: 60 },
    perVisitor: { points: 120, windowSeconds: 60 },
  },
  wishlistToCart: {
    operation:
      'addWishlistToCart (a whole wish list or teaser list into the cart, anonymous visitors included)',
    counts: 'requests',
    perAddress: { points: 60, windowSeconds: 60 },
    perVisitor: { points: 20, windowSeconds: 60 },
  },
  reviews: {
    operation: 'saveReview',
    counts: 'requests',
    perAddress: { points: 20, windowSeconds: 3600 },
    perVisitor: { points: 5, windowSeconds: 3600 },
  },
  helpfulVotes: {
    operation: 'rateReviewHelpful',
    counts: 'requests',
    perAddress: { points: 100, windowSeconds: 3600 },
    perVisitor: { points: 30, windowSeconds: 3600 },
  },
  descriptionReviews: {
    operation: 'saveProductDescriptionReview (every answer, also repeated ones or with a filled honeypot)',
    counts: 'requests',
    perAddress: { points: 60, windowSeconds: 3600 },
    perVisitor: { points: 20, windowSeconds: 3600 },
  },
  tracking: {
    operation: 'addTrackingEvents',
    counts: 'events',
    perAddress: { points: 600, windowSeconds: 60 },
    perVisitor: { points: 300, windowSeconds: 60 },
  },
  searchSuggestions: {
    operation: 'searchSuggestions',
    counts: 'requests',
    perAddress: { points: 120, windowSeconds: 60 },
    perVisitor: { points: 120, windowSeconds: 60 },
  },
  logins: {
    operation: 'login (every attempt; 100 aliased or batched logins count as 100)',
    counts: 'requests',
    perAddress: { points: 20, windowSeconds: 300 },
    perVisitor: { points: 10, windowSeconds: 300 },
  },
  loginFailures: {
    operation:
      'login with a wrong password or unknown account, counted per account (e-mail or customer number)',
    counts: 'failures',
    perAddress: { points: 10, windowSeconds: 900 },
  },
  passwordConfirmFailures: {
    operation: 'changePassword or deleteAccount with a wrong password, counted per customer',
    counts: 'failures',
    perAddress: { points: 5, windowSeconds: 900 },
  },
  registrations: {
    operation: 'registerCustomer, registerB2bCustomer',
    counts: 'requests',
    perAddress: { points: 10, windowSeconds: 3600 },
    perVisitor: { points: 5, windowSeconds: 3600 },
  },
  emailChecks: {
    operation: 'emailUniqueCheck',
    counts: 'requests',
    perAddress: { points: 30, windowSeconds: 300 },
    perVisitor: { points: 20, windowSeconds: 300 },
  },
  invoices: {
    operation: "invoice (a parcel's PDF, rendered on request)",
    counts: 'requests',
    perAddress: { points: 60, windowSeconds: 60 },
    perVisitor: { points: 30, windowSeconds: 60 },
  },
  cartSubmits: {
    operation: 'submitCart (an order is one submit; retries and double clicks are a few more)',
    counts: 'requests',
    perAddress: { points: 120, windowSeconds: 3600 },
    perVisitor: { points: 20, windowSeconds: 600 },
  },
  amazonCheckoutStarts: {
    operation: 'startAmazonCheckout (a new Amazon Pay express session; a payer starts one or two)',
    counts: 'requests',
    perAddress: { points: 120, windowSeconds: 3600 },
    perVisitor: { points: 20, windowSeconds: 600 },
  },
  guestRegistrations: {
    operation: 'registerGuest',
    counts: 'requests',
    perAddress: { points: 20, windowSeconds: 3600 },
    perVisitor: { points: 10, windowSeconds: 3600 },
  },
  passwordResetRequests: {
    operation: 'forgotPassword (every request, also for unknown accounts and with a filled honeypot)',
    counts: 'requests',
    perAddress: { points: 10, windowSeconds: 3600 },
    perVisitor: { points: 5, windowSeconds: 3600 },
  },
  passwordResetsPerAccount: {
    operation:
      'forgotPassword, counted per account asked for (e-mail or customer number, known or not), whatever the address',
    counts: 'requests per account',
    perAddress: { points: 3, windowSeconds: 3600 },
  },
  resetTokenChecks: {
    operation: 'tokenValidity and changeForgottenPassword',
    counts: 'requests',
    perAddress: { points: 30, windowSeconds: 900 },
    perVisitor: { points: 20, windowSeconds: 900 },
  },
  newsletterConfirmations: {
    operation: 'confirmNewsletterSubscription (the opt-in link of the newsletter mail)',
    counts: 'requests',
    perAddress: { points: 30, windowSeconds: 900 },
    perVisitor: { points: 20, windowSeconds: 900 },
  },
  newsletterForms: {
    operation:
      'subscribeNewsletter and unsubscribeNewsletter (every request, also with a filled honeypot; a pending address gets its opt-in mail again at most every 15 minutes)',
    counts: 'requests',
    perAddress: { points: 10, windowSeconds: 3600 },
    perVisitor: { points: 5, windowSeconds: 3600 },
  },
  newsletterUnsubscribeLinks: {
    operation:
      "unsubscribeNewsletterByToken (a newsletter mail's one-click link; mail providers post many from one address)",
    counts: 'requests',
    perAddress: { points: 300, windowSeconds: 900 },
    perVisitor: { points: 20, windowSeconds: 900 },
  },
  contactMessages: {
    operation: 'sendContactMessage (every message, also with a filled honeypot)',
    counts: 'requests',
    perAddress: { points: 10, windowSeconds: 3600 },
    perVisitor: { points: 5, windowSeconds: 3600 },
  },
  competitionEntries: {
    operation: 'enterCompetition (every entry, also repeated, refused or with a filled honeypot)',
    counts: 'requests',
    perAddress: { points: 10, windowSeconds: 3600 },
    perVisitor: { points: 5, windowSeconds: 3600 },
  },
  primeWaitingList: {
    operation: 'joinPrimeWaitingList (every entry, also a known address or a filled honeypot)',
    counts: 'requests',
    perAddress: { points: 10, windowSeconds: 3600 },
    perVisitor: { points: 5, windowSeconds: 3600 },
  },
  primeSubscriptions: {
    operation: 'submitPrimeSubscription (every start of a membership payment)',
    counts: 'requests',
    perAddress: { points: 20, windowSeconds: 3600 },
    perVisitor: { points: 10, windowSeconds: 3600 },
  },
  uploads: {
    operation:
      'uploadReturnImage, uploadContactAttachment and uploadB2bCertificate (every upload, also the refused ones)',
    counts: 'requests',
    perAddress: { points: 60, windowSeconds: 3600 },
    perVisitor: { points: 30, windowSeconds: 3600 },
  },
  certificateUploadsPerAccount: {
    operation:
      'uploadB2bCertificate, counted per B2B customer (every upload, also the refused ones), whatever the address',
    counts: 'requests per account',
    perAddress: { points: 10, windowSeconds: 86400 },
  },
  returnLookups: {
    operation: 'returnOrder by order number and postcode (every lookup, found or not)',
    counts: 'requests',
    perAddress: { points: 20, windowSeconds: 900 },
    perVisitor: { points: 10, windowSeconds: 900 },
  },
  returnLookupsPerOrder: {
    operation:
      'returnOrder by order number and postcode, counted per order number asked for, whatever the address',
    counts: 'requests per account',
    perAddress: { points: 10, windowSeconds: 3600 },
  },
  returnSubmits: {
    operation: 'submitReturnOrder (a return is one submit; retries are a few more)',
    counts: 'requests',
    perAddress: { points: 60, windowSeconds: 3600 },
    perVisitor: { points: 20, windowSeconds: 3600 },
  },
  orderForms: {
    operation: 'validateBestellschein, addBestellscheinToCart, orderFormPdf (the order form is public)',
    counts: 'requests',
    perAddress: { points: 120, windowSeconds: 600 },
    perVisitor: { points: 60, windowSeconds: 600 },
  },
  tokenFailures: {
    operation: 'POST /oauth/token with a wrong client id or secret',
    counts: 'failures',
    perAddress: { points: 10, windowSeconds: 300 },
  },
} as const satisfies Record<string, RateLimit>;

export type RateLimitTable = Record<LimitName, RateLimit>;
export type LimitName = keyof typeof RATE_LIMITS;
/**
 * Limits counted against a key the caller names instead of the request's address and visitor: failed
 * attempts only (client secrets, logins, password changes), or every request about one account (password
 * resets). Their budget is the table's perAddress.
 */
export type FailureLimitName = {
  [Name in LimitName]: (typeof RATE_LIMITS)[Name]['counts'] extends 'failures' | 'requests per account'
    ? Name
    : never;
}[LimitName];
