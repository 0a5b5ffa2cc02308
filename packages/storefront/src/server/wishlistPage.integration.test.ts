// The wish list page against the real shop API, as a browser sees it: the server-rendered HTML of
// /myaccount/wishlist (spec shopping §2, §6 "anonymous users use the single current list", "B2B ... wish
// list labelled basket"; §9 noindex). The page's queries pass the API's operation limits only if they fit
// them, so this also proves the storefront's wish list documents are not refused.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@ranzen/api/testing';
import { MESSAGES, routePath, STORES, translate } from '@ranzen/sdk-core';
import { CART_ID_ENDPOINT } from '@ranzen/sdk-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountStack,
  logIn,
  postForm,
  type Storefront,
  startAccountStack,
} from './testing/accountStack';
import { CookieJar } from './testing/cookieJar';
import { requestWithHost } from './testing/hostRequest';

const [, B2B_DEMO] = DEMO_ACCOUNTS;
const NOINDEX = '<meta name="robots" content="noindex,follow">';
const GERMAN = MESSAGES[STORES.de.messages];

let stack: AccountStack;

beforeAll(async () => {
  stack = await startAccountStack();
}, 120_000);

afterAll(() => stack?.stop());

/** The page's status and its main element's HTML (the document also carries the message catalogue). */
async function page(
  storefront: Storefront,
  jar: CookieJar,
): Promise<{ status: number; main: string; head: string; header: string }> {
  const answer = await requestWithHost(storefront.base, routePath('wishlist'), storefront.host, {
    headers: { cookie: jar.header() },
  });
  const html = answer.body;
  return {
    status: answer.status,
    head: html.slice(0, html.indexOf('</head>')),
    main: html.slice(html.indexOf('<main'), html.indexOf('</main>')),
    header: html.slice(html.indexOf('<header'), html.indexOf('</header>')),
  };
}

async function graphql<T>(
  jar: CookieJar,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await requestWithHost(stack.consumer.base, '/graphql', stack.consumer.host, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: `http://${stack.consumer.host}`,
      cookie: jar.header(),
    },
    body: JSON.stringify({ query, variables }),
  });
  return answer.json<{ data: T }>().data;
}

describe('the wish list page (shopping §2, §6)', () => {
  it('shows an anonymous visitor their empty merkzettel, noindex', async () => {
    // The visitor's ids, as the browser fetches them with its first cart or wish list action.
    const jar = new CookieJar();
    const ids = await requestWithHost(stack.consumer.base, CART_ID_ENDPOINT, stack.consumer.host);
    jar.take(ids.setCookies());
    const { status, head, main } = await page(stack.consumer, jar);
    expect(status).toBe(200);
    expect(head).toContain(NOINDEX);
    expect(main).toContain(translate(GERMAN, 'vue.wishlist.empty'));
  });

  it('shows a first-time visitor without ids the empty merkzettel, not an empty page', async () => {
    // No cart or wish list action yet: no user id cookie, and the API reads no lists without one.
    const { status, head, main } = await page(stack.consumer, new CookieJar());
    expect(status).toBe(200);
    expect(head).toContain(NOINDEX);
    expect(main).toMatch(new RegExp(`<h1[^>]*>${translate(GERMAN, 'vue.login.wishlist')}</h1>`));
    expect(main).toContain(translate(GERMAN, 'vue.wishlist.empty'));
  });

  it("shows a customer's entry after it was added", async () => {
    // A new customer, whose merkzettel starts empty (the demo customers' lists are seeded).
    const jar = new CookieJar();
    const registered = await postForm(
      stack.consumer,
      '/api/register-action/',
      {
        firstName: 'Nina',
        lastName: 'Neu',
        email: `merkzettel-${Date.now()}@ranzen.test`,
        password: 'anfang1',
      },
      jar,
    );
    jar.take(registered.setCookies());
    const { categoryProducts } = await graphql<{
      categoryProducts: { products: { id: string; bestItemId: string; name: string }[] };
    }>(
      jar,
      '{ categoryProducts(coreCategoryId: "1", paging: { offset: 0, limit: 1 }) { products { id bestItemId name } } }',
    );
    const [product] = categoryProducts.products;
    if (!product) throw new Error('the seeded category has no product');
    const { addToWishlist } = await graphql<{ addToWishlist: { successful: boolean } }>(
      jar,
      'mutation($entry: WishlistEntryInput!) { addToWishlist(entry: $entry) { successful } }',
      { entry: { productId: product.id, itemId: product.bestItemId, quantity: 2 } },
    );
    expect(addToWishlist.successful).toBe(true);

    const { status, main, header } = await page(stack.consumer, jar);
    expect(status).toBe(200);
    expect(main).toContain(`>${product.name.replaceAll('&', '&amp;')}</a>`);
    // Storefront §2.5: the header's wish list shortcut counts the entry in the first HTML.
    expect(header).toContain(
      `aria-label="${translate(GERMAN, 'vue.login.wishlist')}, ${translate(GERMAN, 'vue.header.cartItemsOne')}"`,
    );
    expect(main).toContain('value="2"');
    expect(main).not.toContain(translate(GERMAN, 'vue.wishlist.empty'));
  });

  it('calls the list "Bestellliste" in the B2B shop', async () => {
    const jar = new CookieJar();
    await logIn(stack.b2b, { email: B2B_DEMO.customerNumber, password: DEMO_PASSWORD }, jar);
    const { status, main } = await page(stack.b2b, jar);
    expect(status).toBe(200);
    expect(main).toMatch(new RegExp(`<h1[^>]*>${translate(GERMAN, 'vue.login.basket')}</h1>`));
  });
});
