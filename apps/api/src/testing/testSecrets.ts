// The secrets every test API and the e2e stack run with, apart from the harness so that the seed templates
// (seedTemplates.ts) and the harness (testApi.ts) both start APIs with them.
import type { AuthConfig } from '../auth/token';
import { createVisitorIds } from '../customer/visitorIds';

/**
 * The client id and secrets every test API and the e2e stack run with (playwright.config.ts passes them
 * as RANZEN_API_CLIENT_SECRET / RANZEN_API_SECRET); tests make tokens, rating links and visitor ids with them.
 */
export const TEST_SECRETS = {
  clientId: 'storefront',
  clientSecret: 'ranzen-test-client-secret',
  signingSecret: 'ranzen-test-signing-secret',
} as const satisfies Omit<AuthConfig, 'ttlSeconds'>;

/** Signs user and cart ids as an API started with TEST_SECRETS issues them (X-User-Id, cartId). */
export const testVisitorIds = createVisitorIds(TEST_SECRETS.signingSecret);
