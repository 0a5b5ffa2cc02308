// @vitest-environment jsdom
// The payer back from Amazon on the summary (spec shopping §2 summary query amazonCheckoutSessionId, §4
// "Amazon Pay express": sets payment AMAZONPAY and marks shipping validated, §7 /api/checkout-amazon/
// (amazonCheckoutSessionId, checkoutType, cartId)): the session is completed through the storefront, the
// checkout machine stores the express wallet, then the summary loads again; a refused session goes to the
// basket with its message.
import {
  type CheckoutFacts,
  EMPTY_CHECKOUT_STATE,
  parseCheckoutState,
  routePath,
  SERVER_TOAST_COOKIE,
  STORES,
  serializeCheckoutState,
} from '@ranzen/sdk-core';
import { type AccountActionResult, CheckoutProvider } from '@ranzen/sdk-react';
import { answeringLink, ShopTestProvider } from '@ranzen/sdk-react/testing';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AmazonPayReturn } from './AmazonPayReturn';
import { documentNavigation } from './accountActions';

const STORE = STORES.de;
const FACTS: CheckoutFacts = { isB2b: false, itemsCount: 1, basketValueCents: 990, sessionKind: 'anonymous' };
const SESSION_ID = 'session-uuid_signature';
const RESULT: AccountActionResult = {
  successfull: true,
  errorMessage: null,
  generalErrorMessage: null,
  fieldErrors: [],
  firstName: 'Alexa',
  lastName: 'Amazon-Test',
  cartMerged: false,
  sharedListMerged: false,
  updatedCartId: null,
  cartId: 'cart-1',
  serverError: false,
  isReset: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the server-toast cookie the page wrote
  document.cookie = `${SERVER_TOAST_COOKIE}=; Max-Age=0; Path=/`;
});

function setup(url: string, answer: AccountActionResult) {
  const { link } = answeringLink(() => ({ data: null }));
  const posts: { url: string; body: URLSearchParams }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (target: string, init: RequestInit) => {
      posts.push({ url: target, body: new URLSearchParams(String(init.body)) });
      return Response.json(answer);
    }),
  );
  let cookie: string | undefined = serializeCheckoutState(EMPTY_CHECKOUT_STATE);
  const cookieJar = { read: () => cookie, write: (value: string) => (cookie = value) };
  const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined);
  render(
    <ShopTestProvider store={STORE} link={link} cartId="cart-1">
      <CheckoutProvider
        step="summary"
        url={url}
        facts={FACTS}
        stored={EMPTY_CHECKOUT_STATE}
        onNavigate={vi.fn()}
        cookie={cookieJar}
      >
        <AmazonPayReturn url={url}>
          <p>the summary</p>
        </AmazonPayReturn>
      </CheckoutProvider>
    </ShopTestProvider>,
  );
  return { posts, assign, cookie: () => parseCheckoutState(cookie) };
}

const returnUrl = routePath('checkoutSummary', { amazonCheckoutSessionId: SESSION_ID });

describe('AmazonPayReturn', () => {
  it('completes the session, stores the express wallet and loads the summary again', async () => {
    const { posts, assign, cookie } = setup(returnUrl, RESULT);
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Auswahl bei Amazon Pay wird übernommen …');
    expect(screen.queryByText('the summary')).not.toBeInTheDocument();

    await waitFor(() => expect(assign).toHaveBeenCalledWith(routePath('checkoutSummary')));
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/checkout-amazon/');
    expect(Object.fromEntries(posts[0]?.body ?? [])).toEqual({
      amazonCheckoutSessionId: SESSION_ID,
      checkoutType: 'checkout',
    });
    expect(cookie()).toMatchObject({ expressWallet: true, shippingValidated: true });
  });

  it('sends a refused session to the basket with its message, storing nothing', async () => {
    const { assign, cookie } = setup(returnUrl, {
      ...RESULT,
      successfull: false,
      errorMessage: 'vue.checkout.amazonPay.error.session',
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(routePath('basket')));
    expect(decodeURIComponent(document.cookie)).toContain(
      'Die Zahlung mit Amazon Pay konnte nicht übernommen werden.',
    );
    expect(cookie()).toEqual(EMPTY_CHECKOUT_STATE);
  });

  it('shows the summary when the page is no Amazon return', () => {
    const { posts } = setup(routePath('checkoutSummary'), RESULT);
    expect(screen.getByText('the summary')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });
});
