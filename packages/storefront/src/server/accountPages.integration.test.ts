// The account pages and their guards against the real shop API (seeded with the demo accounts),
// as a browser sees them: status, Location, the message cookie and the server-rendered HTML (spec
// shopping §2 account routes and "Guards and redirects", §6 "Account pages ... require login", §8
// "Already logged in on register"; issue 15 "Account pages send visitors without a session to /login").
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ranzen/api/testing';
import { parseServerToasts, routePath, SERVER_TOAST_COOKIE } from '@ranzen/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountStack, logIn, startAccountStack } from './testing/accountStack';
import { CookieJar } from './testing/cookieJar';
import { type HostAnswer, requestWithHost } from './testing/hostRequest';

const [CONSUMER_DEMO, B2B_DEMO] = DEMO_ACCOUNTS;

let stack: AccountStack;

beforeAll(async () => {
  stack = await startAccountStack();
}, 120_000);

afterAll(() => stack?.stop());

/** The storefront a request goes to; its host decides the store (spec storefront §1). */
type Target = 'consumer' | 'b2b';

function get(path: string, jar = new CookieJar(), target: Target = 'consumer'): Promise<HostAnswer> {
  const storefront = stack[target];
  return requestWithHost(storefront.base, path, storefront.host, { headers: { cookie: jar.header() } });
}

/** Logs in through the storefront's endpoint, as the login form does; the jar keeps the session. */
async function loggedIn(identifier: string, target: Target = 'consumer'): Promise<CookieJar> {
  const jar = new CookieJar();
  const answer = await logIn(stack[target], { email: identifier, password: DEMO_PASSWORD }, jar);
  expect(answer.status).toBe(200);
  return jar;
}

function toastsOf(answer: HostAnswer) {
  const cookie = answer.setCookies().find((value) => value.startsWith(`${SERVER_TOAST_COOKIE}=`));
  return parseServerToasts(cookie?.slice(SERVER_TOAST_COOKIE.length + 1).split(';')[0]).map(
    ({ type, message }) => ({ type, message }),
  );
}

describe('account pages need a login (shopping §2, §6)', () => {
  it('sends a visitor without a session to /login with the way back', async () => {
    for (const path of [
      '/myaccount/',
      '/myaccount/contact-details/',
      '/myaccount/password',
      '/myaccount/customernumber/',
      '/myaccount/certificate/',
    ]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe(routePath('login', { redirect: path }));
    }
    // A guest session is not a login (§4 "Session kind").
    const guest = await get('/myaccount/password/', new CookieJar().set('X-JWT-guest', '1'));
    expect(guest.headers.location).toBe('/login/?redirect=%2Fmyaccount%2Fpassword%2F');
  });

  it('sends a stale session cookie the API no longer knows to /login too', async () => {
    const answer = await get('/myaccount/contact-details/', new CookieJar().set('X-JWT-exist', '1'));
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe('/login/?redirect=%2Fmyaccount%2Fcontact-details%2F');
  });

  it('opens the account of a logged-in customer: /myaccount redirects to the contact details', async () => {
    const jar = await loggedIn(CONSUMER_DEMO.email);
    const account = await get('/myaccount', jar);
    expect(account.status).toBe(301);
    expect(account.headers.location).toBe('/myaccount/contact-details/');
    const contact = await get('/myaccount/contact-details/', jar);
    expect(contact.status).toBe(200);
    expect(contact.body).toContain('Kontaktdaten</h1>');
    expect(contact.body).toContain(`value="${CONSUMER_DEMO.email}"`);
    expect(contact.body).toContain(`value="${CONSUMER_DEMO.firstName}"`);
    const password = await get('/myaccount/password/', jar);
    expect(password.status).toBe(200);
    expect(password.body).toContain('Aktuelles Passwort');
    expect(password.body).toContain('<meta name="robots" content="noindex,follow">');
  });
});

describe('customer number page (shopping §2, §6: B2B)', () => {
  it("shows the B2B customer's number and is no page of a consumer store", async () => {
    const jar = await loggedIn(B2B_DEMO.customerNumber ?? '', 'b2b');
    const page = await get('/myaccount/customernumber/', jar, 'b2b');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`${B2B_DEMO.customerNumber}</dd>`);
    const consumerPage = await get('/myaccount/customernumber/', await loggedIn(CONSUMER_DEMO.email));
    expect(consumerPage.status).toBe(404);
  });
});

describe('certificate page (shopping §1, §7 "upload B2B certificate"; issue 20 item 6)', () => {
  it("shows the B2B customer's certificate status and upload form, and is no page of a consumer store", async () => {
    const jar = await loggedIn(B2B_DEMO.customerNumber ?? '', 'b2b');
    const page = await get('/myaccount/certificate/', jar, 'b2b');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Nachweis als Bildungseinrichtung</h1>');
    expect(page.body).toContain('Sie haben noch keinen Nachweis hochgeladen.');
    expect(page.body).toContain('type="file"');
    const consumerPage = await get('/myaccount/certificate/', await loggedIn(CONSUMER_DEMO.email));
    expect(consumerPage.status).toBe(404);
  });
});

describe('register, reset and new password guards (shopping §2 "Guards and redirects", §8)', () => {
  it('shows the registration form to visitors, with the lists in the B2B store', async () => {
    const consumerForm = await get('/myaccount/register/?origin=/checkout/basket/');
    expect(consumerForm.status).toBe(200);
    expect(consumerForm.body).toContain('schließen Sie Ihre Bestellung danach direkt ab');
    expect(consumerForm.body).toContain('<meta name="robots" content="noindex,follow">');
    const b2bForm = await get('/myaccount/register/', new CookieJar(), 'b2b');
    expect(b2bForm.status).toBe(200);
    expect(b2bForm.body).toContain('Branche');
    expect(b2bForm.body).toMatch(/<option value="[^"]+">[^<]+<\/option>/);
  });

  it('sends a logged-in customer from register to the account (or the wish list) with the message', async () => {
    const jar = await loggedIn(CONSUMER_DEMO.email);
    const message = { type: 'success', message: 'Sie sind bereits angemeldet und haben ein Kundenkonto.' };
    const plain = await get('/myaccount/register/', jar);
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe('/myaccount/');
    expect(toastsOf(plain)).toEqual([message]);
    const wishlist = await get('/myaccount/register/?origin=wishlist', jar);
    expect(wishlist.headers.location).toBe('/myaccount/wishlist/');
    expect(toastsOf(wishlist)).toEqual([message]);
  });

  it('sends a logged-in customer from the reset-password layout to the password page', async () => {
    const jar = await loggedIn(CONSUMER_DEMO.email);
    for (const path of ['/myaccount/resetpassword/', '/myaccount/newpassword/?token=abc']) {
      const answer = await get(path, jar);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.location, path).toBe('/myaccount/password/');
    }
  });

  it('shows the reset form, and sends a new-password link without a working token back to it', async () => {
    const reset = await get('/myaccount/resetpassword/');
    expect(reset.status).toBe(200);
    expect(reset.body).toContain('data-layout="resetpassword"');
    const missing = await get('/myaccount/newpassword/');
    expect(missing.status).toBe(302);
    expect(missing.headers.location).toBe('/myaccount/resetpassword/');
    expect(toastsOf(missing)).toEqual([]);
    const invalid = await get('/myaccount/newpassword/?token=not-a-token');
    expect(invalid.status).toBe(302);
    expect(invalid.headers.location).toBe('/myaccount/resetpassword/');
    expect(toastsOf(invalid)).toEqual([
      {
        type: 'error',
        message:
          'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
      },
    ]);
  });
});
