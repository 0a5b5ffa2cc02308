// What one GraphQL HTTP request may carry (DESIGN §7 "Every request has a cost and time budget"; spec
// storefront §7 batching). The storefront's same-origin proxy and the shop API enforce the same numbers.

/** At most 10 operations per batch. */
export const BATCH_MAX = 10;

/** Largest GraphQL request body in bytes; a full batch of the storefront's operations needs well under 20 KB. */
export const GRAPHQL_BODY_LIMIT_BYTES = 100 * 1024;
