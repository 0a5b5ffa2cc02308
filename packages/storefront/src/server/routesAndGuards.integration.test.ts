// The fixed routes beside the core pages and their guards, against the real shop API (a copy
// of the run's seed), as a browser or crawler sees them: status codes, Location, Set-Cookie and page
// text (spec storefront §2.1, §2.2, §2.4, §6, §8, §9).
import type { Server } from 'node:http';
import {
  createRatingLinkCipher,
  newsletterSubscriptions,
  productIdForIndex,
  type RunningApi,
  ratingLinkPayload,
} from '@ranzen/api/testing';
import {
  MESSAGES,
  NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH,
  NEWSLETTER_SUCCESS_PATH,
  parseServerToasts,
  SERVER_TOAST_COOKIE,
  STORES,
} from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontServer } from './createStorefrontServer';
import { closeServers, type HostAnswer, listenOnLoopback, requestWithHost } from './testing/hostRequest';
import { API_CREDENTIALS as CREDENTIALS, type SeededApi, startSeededApi } from './testing/seededApi';

const SECRET = 'storefront-routes-secret';
const DE = 'localhost:3000';
const B2B_DE = 'educational.localhost:3001';
const B2B_EN = 'en.educational.localhost:3001';
const LOGGED_IN = 'X-JWT-exist=1';

let seeded: SeededApi;
let api: RunningApi;
const servers: Server[] = [];
let consumerUrl: string;
let b2bUrl: string;

async function listen(server: Server): Promise<string> {
  servers.push(server);
  return listenOnLoopback(server);
}

function get(base: string, path: string, host: string, cookie?: string): Promise<HostAnswer> {
  return requestWithHost(base, path, host, cookie ? { headers: { cookie } } : {});
}

/** The server toasts a response leaves for the next page (spec §3.15). */
function toastsOf(answer: HostAnswer) {
  const cookie = (answer.headers['set-cookie'] ?? []).find((value) =>
    value.startsWith(`${SERVER_TOAST_COOKIE}=`),
  );
  return parseServerToasts(cookie?.slice(SERVER_TOAST_COOKIE.length + 1).split(';')[0]).map(
    ({ type, message }) => ({
      type,
      message,
    }),
  );
}

beforeAll(async () => {
  seeded = await startSeededApi(60, { auth: { ...CREDENTIALS, signingSecret: SECRET } });
  api = seeded.api;
  const consumerStores = [STORES.de, STORES.at, STORES.ch, STORES['en-DE']];
  const b2bStores = [STORES['b2b-de'], STORES['b2b-en']];
  consumerUrl = await listen(
    createStorefrontServer({ stores: consumerStores, apiUrl: api.url, ...CREDENTIALS }),
  );
  b2bUrl = await listen(
    createStorefrontServer({ stores: b2bStores, fallbackStoreId: 'b2b-de', apiUrl: api.url, ...CREDENTIALS }),
  );
});

afterAll(async () => {
  await closeServers(servers);
  await seeded?.stop();
});

describe('fixed routes (spec storefront §2.1, §9)', () => {
  it('answers every route with and without the trailing slash', async () => {
    for (const path of [
      '/login',
      '/prime',
      '/cf/test',
      '/service/katalog',
      '/service/orderform',
      '/service/newsletter',
      '/service/newsletter/success',
      '/service/newsletter/newsletter-abmelden',
      '/beratung',
      '/service/sicher-einkaufen',
      '/service/spielwarensicherheit',
    ]) {
      expect((await get(consumerUrl, path, DE)).status, path).toBe(200);
      expect((await get(consumerUrl, `${path}/`, DE)).status, `${path}/`).toBe(200);
    }
    for (const path of [
      '/service/product-safety/',
      '/service/your-advantages/',
      '/service/ranzen-education/',
    ]) {
      expect((await get(b2bUrl, path, B2B_DE)).status, path).toBe(200);
    }
  });

  it('shows the login form on /login, never indexed', async () => {
    const { body } = await get(consumerUrl, '/login/', DE);
    expect(body).toContain('<h1');
    expect(body).toContain('Anmelden oder registrieren');
    expect(body).toContain('E-Mail-Adresse');
    expect(body).toContain('<meta name="robots" content="noindex,follow">');
    expect((await get(b2bUrl, '/login/', B2B_DE)).body).toContain('Kundennummer');
  });

  it('renders /prime with the CMS prime content and /cf/test in the empty layout', async () => {
    expect((await get(consumerUrl, '/prime/', DE)).body).toContain('Ranzen Prime</h1>');
    const test = await get(consumerUrl, '/cf/test', DE);
    expect(test.body).toContain('Verbindungstest');
    expect(test.body).not.toContain('<footer');
    expect(test.body).toContain('<meta name="robots" content="noindex,follow">');
  });

  it('keeps the newsletter success and unsubscribe pages out of the index (§9)', async () => {
    for (const path of ['/service/newsletter/success/', '/service/newsletter/newsletter-abmelden/']) {
      expect((await get(consumerUrl, path, DE)).body).toContain(
        '<meta name="robots" content="noindex,follow">',
      );
    }
    expect((await get(consumerUrl, '/service/newsletter/', DE)).body).toContain(
      '<meta name="robots" content="index,follow">',
    );
  });
});

describe('catalogue guard (spec storefront §2.4)', () => {
  it('sends a consumer host to /service/katalog', async () => {
    expect((await get(consumerUrl, '/service/katalog/', DE)).body).toContain('Unser Katalog');
    const english = await get(consumerUrl, '/service/catalogue/', DE);
    expect(english.status).toBe(302);
    expect(english.headers.location).toBe('/service/katalog/');
  });

  it('sends a B2B visitor without a login to /login on both hosts', async () => {
    for (const [host, path] of [
      [B2B_DE, '/service/katalog/'],
      [B2B_EN, '/service/catalogue/'],
    ] as const) {
      const answer = await get(b2bUrl, path, host);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/login/');
    }
  });

  it('lets a logged-in B2B customer see the catalogue of the host language only', async () => {
    expect((await get(b2bUrl, '/service/katalog/', B2B_DE, LOGGED_IN)).body).toContain(
      'Katalog für Bildungseinrichtungen',
    );
    expect((await get(b2bUrl, '/service/catalogue/', B2B_EN, LOGGED_IN)).body).toContain(
      'Catalogue for educational institutions',
    );
    const wrong = await get(b2bUrl, '/service/katalog/', B2B_EN, LOGGED_IN);
    expect(wrong.status).toBe(302);
    expect(wrong.headers.location).toBe('/service/catalogue/');
  });
});

describe('logout and security logout (spec storefront §2.4, §8)', () => {
  it('deletes the session cookies and leaves the success message', async () => {
    const answer = await get(consumerUrl, '/logout/', DE, `${LOGGED_IN}; had-session=1`);
    expect(answer.status).toBe(200);
    const cookies = answer.headers['set-cookie'] ?? [];
    for (const name of ['X-JWT-exist', 'X-JWT-guest', 'had-session', 'securityLogout', 'activeWishlistId']) {
      expect(cookies).toContain(`${name}=; Max-Age=0; Path=/; SameSite=Lax`);
    }
    expect(toastsOf(answer)).toEqual([
      { type: 'success', message: 'Sie haben sich erfolgreich abgemeldet.' },
    ]);
    expect(answer.body).toContain('<meta name="robots" content="noindex,follow">');
  });

  it('forces /logout while the security-logout cookie is set, then warns there once', async () => {
    for (const path of ['/', '/prime/', '/service/katalog/', '/cat/1/']) {
      const answer = await get(consumerUrl, path, DE, 'securityLogout=1');
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location).toBe('/logout/');
    }
    const logout = await get(consumerUrl, '/logout/', DE, 'securityLogout=1');
    expect(logout.status).toBe(200);
    expect(toastsOf(logout)).toEqual([
      {
        type: 'warning',
        message: 'Sie wurden aus Sicherheitsgründen abgemeldet. Bitte melden Sie sich erneut an.',
      },
    ]);
    expect(logout.headers['set-cookie']).toContain('securityLogout=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('sets the security-logout cookie when the API rejects the customer token (shopping §7)', async () => {
    const rejecting = createStorefrontServer({
      stores: [STORES.de],
      apiUrl: 'http://api.invalid',
      ...CREDENTIALS,
      tokens: { getToken: async () => 'token', invalidate: () => undefined },
      fetch: async () =>
        Response.json([
          { data: null, errors: [{ message: 'Token revoked', extensions: { code: 'revoked_token' } }] },
        ]),
    });
    const url = await listen(rejecting);
    const answer = await requestWithHost(url, '/graphql', DE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${DE}` },
      body: '[{"query":"{ shop { storeCode } }"}]',
    });
    expect(answer.headers['set-cookie']).toContain('securityLogout=1; Path=/; SameSite=Lax');
    // An ordinary answer does not log anyone out.
    const normal = await requestWithHost(consumerUrl, '/graphql', DE, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${DE}` },
      body: '{"query":"{ shop { storeCode } }"}',
    });
    expect(normal.headers['set-cookie'] ?? []).not.toContain('securityLogout=1; Path=/; SameSite=Lax');
  });
});

describe('rating page (spec storefront §2.2)', () => {
  const cipher = createRatingLinkCipher(SECRET);
  const productId = productIdForIndex(2);

  it('redirects a valid link to the product with a success toast', async () => {
    const enc = cipher.encrypt(ratingLinkPayload(productId));
    const answer = await get(consumerUrl, `/rating?enc=${enc}`, DE);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(`/prod/${productId}/`);
    expect(toastsOf(answer)).toEqual([
      { type: 'success', message: 'Vielen Dank! Hier können Sie Ihren Artikel jetzt bewerten.' },
    ]);
  });

  it('answers an invalid link with 404 and an error toast, and a missing one with 404', async () => {
    const answer = await get(consumerUrl, '/rating/?enc=tampered-value', DE);
    expect(answer.status).toBe(404);
    expect(toastsOf(answer)).toEqual([{ type: 'error', message: 'Dieser Bewertungslink ist ungültig.' }]);
    expect((await get(consumerUrl, '/rating/', DE)).status).toBe(404);
  });
});

describe('refused redirect targets and preview (spec storefront §6, §8)', () => {
  it('does not follow CMS redirects to another site or to javascript:', async () => {
    expect((await get(consumerUrl, '/partner-shop/', DE)).status).toBe(404);
    expect((await get(consumerUrl, '/aktion/gewinn/', DE)).status).toBe(404);
  });

  it('passes ishop-preview-json through to the API', async () => {
    const plain = await get(consumerUrl, '/beratung/', DE);
    expect(plain.body).toContain('Ranzen-Check im Laden');
    const preview = encodeURIComponent('{"segments":["kita"],"scenarios":{"advice-teaser":"B"}}');
    const previewed = await get(consumerUrl, `/beratung/?ishop-preview-json=${preview}`, DE);
    expect(previewed.body).toContain('Ranzen-Check per Video');
    expect(previewed.body).toContain('Für Kitas');
    expect(previewed.body).not.toContain('Ranzen-Check im Laden');
  });
});

describe('newsletter pages (shopping §2 /service/newsletter/success, §7 "newsletter unsubscribe")', () => {
  it('shows a failed confirmation as content of the first HTML: no redirect, no toast, no thanks', async () => {
    const answer = await get(consumerUrl, `${NEWSLETTER_SUCCESS_PATH}?token=${'A'.repeat(43)}`, DE);
    expect(answer.status).toBe(200);
    expect(toastsOf(answer)).toEqual([]);
    expect(answer.body).toContain(MESSAGES.de['vue.newsletter.confirmFailed']);
    const main = /<main[\s\S]*<\/main>/.exec(answer.body)?.[0] ?? '';
    expect(main).toContain(MESSAGES.de['vue.newsletter.confirmFailed']);
    expect(answer.body).not.toContain('Ihre Anmeldung zum Newsletter ist bestätigt');
  });

  it("unsubscribes by a newsletter mail's one-click POST (RFC 8058); GET and an unknown token change nothing", async () => {
    const token = 'b'.repeat(64);
    await api.db.insert(newsletterSubscriptions).values({
      storeId: 'de',
      email: 'one.click@ranzen.test',
      source: 'newsletterPage',
      tokenHash: 'c'.repeat(64),
      unsubscribeToken: token,
      confirmedAt: new Date(),
    });
    const oneClick = (query: string, method: 'GET' | 'POST' = 'POST') =>
      requestWithHost(consumerUrl, `${NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH}?token=${query}`, DE, {
        method,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        ...(method === 'POST' ? { body: 'List-Unsubscribe=One-Click' } : {}),
      });
    const unsubscribedAt = async () =>
      (await api.db.select().from(newsletterSubscriptions)).find((row) => row.unsubscribeToken === token)
        ?.unsubscribedAt;

    expect((await oneClick(token, 'GET')).status).toBe(405);
    expect((await oneClick('d'.repeat(64))).status).toBe(404);
    expect(await unsubscribedAt()).toBeNull();
    expect((await oneClick(token)).status).toBe(200);
    expect(await unsubscribedAt()).toBeInstanceOf(Date);
  });
});
