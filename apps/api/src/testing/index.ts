// `@ranzen/api/testing`: what tests, e2e specs and benchmarks outside the API use of it (DESIGN §1: nothing
// outside an app imports its sources by path; `pnpm check:deps` enforces it).

/** Carts and their submit through GraphQL, for the orders benchmark. */
export { add, CART_FIELDS, itemsByColor, readCartAs, update } from '../cart/cartTestClient';
/** Password hashing at the API's argon2id parameters, for the login benchmark. */
export { ARGON2_PARAMETERS, hashPassword, verifyPassword } from '../customer/passwords';
/** Lightning deals below the GraphQL surface, for the reservation benchmark. */
export { openDatabase } from '../db/client';
export { carts, newsletterSubscriptions, users } from '../db/schema';
export { fairShareRoom } from '../lightning/fairShare';
export { createDeal } from '../lightning/lightningTestSupport';
export { holdUnits, takeUnits } from '../lightning/reservationStore';
export { completeCheckout, setStock, submit } from '../orders/orderTestSupport';
/** Rating links as the shop's rating e-mail carries them. */
export { createRatingLinkCipher, ratingLinkPayload } from '../rating/ratingLink';
/** The seeded demo accounts (README), for storefront tests that log in. */
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
/** Seed ids and data: which product, category or leaf the deterministic seed writes at an index. */
export { buildCategoryTree, generateProduct, leafForIndex, productIdForIndex } from '../seed/generate';
/** A customer's order history written in bulk, for the order-history benchmark. */
export { writeOrderHistory } from '../seed/orderHistory';
/** A real API over HTTP: the server itself, or the harness with its own seeded database. */
export { type RunningApi, type StartApiOptions, startApi } from '../server';
/** Files for upload tests: real images of each accepted format, and a JPEG above a given size. */
export { sampleJpegOfAtLeast, sampleUploads } from '../uploads/uploadSamples';
/** A teaser wish list of many entries, for the add-all-to-cart benchmark. */
export { createTeaserList } from '../wishlist/wishlistTestClient';
export {
  raiseCatalogueVersion,
  setFooterUspTexts,
  setPrice,
  writeUnannounced,
} from './catalogueWrites';
export { customerByEmail } from './customerByEmail';
/** Seeded data made once per test run and copied per stack (the storefront's integration tests). */
export { prepareSeedTemplates, seededData } from './seedTemplates';
export {
  ensureDatabase,
  fetchToken,
  query,
  registerTestCustomer,
  startTestApi,
  TEST_SECRETS,
  type TestApi,
  testVisitorIds,
} from './testApi';
