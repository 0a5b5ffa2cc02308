// @vitest-environment jsdom
// useCheckout over the checkout machine (spec shopping §2 "Guards and redirects", §3 "Checkout state",
// §4 "Checkout steps"; §7 `/api/checkout-auth/`; §8 error toasts; §9 "Cookie polling every 300 ms"):
// the login step posts to the storefront server, stores the state in the checkout cookie and goes on;
// a refusal is a toast with the form's field errors; another tab's state re-runs the page's guard.
import {
  type CheckoutFacts,
  type CheckoutState,
  type CheckoutStep,
  EMPTY_CHECKOUT_STATE,
  parseCheckoutState,
  routePath,
  type ShippingSavePlan,
  STORES,
  serializeCheckoutState,
} from '@ranzen/sdk-core';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountActionResult } from './accountActions';
import { type CheckoutFormOutcome, CheckoutProvider, useCheckout } from './CheckoutProvider';
import { useToasts } from './ToastProvider';
import { answeringLink, ShopTestProvider } from './testing';

const ACCEPTED: AccountActionResult = {
  successfull: true,
  errorMessage: null,
  generalErrorMessage: null,
  fieldErrors: [],
  firstName: 'Gina',
  lastName: 'Gast',
  cartMerged: false,
  sharedListMerged: false,
  updatedCartId: null,
  cartId: 'cart-1',
  serverError: false,
  isReset: false,
};

const ANONYMOUS: CheckoutFacts = {
  isB2b: false,
  itemsCount: 2,
  basketValueCents: 1990,
  sessionKind: 'anonymous',
};
const STORE = STORES.de;

const PLAN: ShippingSavePlan = {
  speditionFields: null,
  orderReference: '',
  phone: null,
  email: null,
  billing: { kind: 'chosen', addressId: 'a1' },
  shipping: null,
  deliveryType: 'sameAsBilling',
  contactEmails: {
    billingEmail: '',
    shippingEmail: '',
    billingAlternativeEmail: false,
    shippingAlternativeEmail: false,
  },
  shipperCode: 'dhl',
};

function Probe() {
  const checkout = useCheckout();
  const { toasts } = useToasts();
  const [outcome, setOutcome] = useState<CheckoutFormOutcome | null>(null);
  return (
    <div>
      <p data-testid="state">{checkout.view.state}</p>
      <p data-testid="outcome">{outcome ? JSON.stringify(outcome) : ''}</p>
      <ul>
        {toasts.map((toast) => (
          <li key={toast.id}>{toast.message}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void checkout.authenticate('guest', { email: 'gast@example.org' }).then(setOutcome)}
      >
        guest
      </button>
      <button type="button" onClick={() => void checkout.saveShipping(PLAN).then(setOutcome)}>
        save shipping
      </button>
    </div>
  );
}

function setup(step: CheckoutStep, facts: CheckoutFacts, stored: CheckoutState, answer = ACCEPTED) {
  const { link } = answeringLink(() => ({ data: null }));
  const posts: { url: string; body: URLSearchParams }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ url, body: new URLSearchParams(String(init.body)) });
      return Response.json(answer);
    }),
  );
  let cookie: string | undefined = serializeCheckoutState(stored);
  const written: string[] = [];
  const cookieJar = {
    read: () => cookie,
    write: (value: string) => {
      cookie = value;
      written.push(value);
    },
  };
  const navigate = vi.fn();
  render(
    <ShopTestProvider store={STORE} link={link} cartId="cart-1">
      <CheckoutProvider
        step={step}
        url={routePath(step === 'login' ? 'checkoutLogin' : 'checkoutShipping')}
        facts={facts}
        stored={stored}
        onNavigate={navigate}
        cookie={cookieJar}
      >
        <Probe />
      </CheckoutProvider>
    </ShopTestProvider>,
  );
  return {
    posts,
    written,
    navigate,
    /** What another tab storing a state does to the shared cookie. */
    storeInOtherTab: (state: CheckoutState) => {
      cookie = serializeCheckoutState(state);
    },
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout host (spec shopping §4 "Checkout steps")', () => {
  it('renders the step the server let through before the machine runs', () => {
    setup('login', ANONYMOUS, EMPTY_CHECKOUT_STATE);
    expect(screen.getByTestId('state')).toHaveTextContent('login.choosing');
  });

  it('continuing as guest posts to /api/checkout-auth/, stores the option and goes to shipping (§7)', async () => {
    const { posts, written, navigate } = setup('login', ANONYMOUS, EMPTY_CHECKOUT_STATE);
    act(() => screen.getByRole('button', { name: 'guest' }).click());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(routePath('checkoutShipping'), undefined));
    expect(screen.getByTestId('outcome')).toHaveTextContent('{"ok":true}');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.url).toBe('/api/checkout-auth/');
    expect(Object.fromEntries(posts[0]?.body ?? [])).toEqual({
      authType: 'guest',
      email: 'gast@example.org',
      cartId: 'cart-1',
    });
    expect(parseCheckoutState(written.at(-1)).loginOption).toBe('guest');
  });

  it('a refused login step answers the form with its field errors and message, and stays (§5, §8)', async () => {
    const fieldErrors = [{ field: 'email', message: 'vue.form.error.email.incorrect' }];
    const refused: AccountActionResult = {
      ...ACCEPTED,
      successfull: false,
      generalErrorMessage: 'vue.form.error.general',
      fieldErrors,
    };
    const { navigate, written } = setup('login', ANONYMOUS, EMPTY_CHECKOUT_STATE, refused);
    act(() => screen.getByRole('button', { name: 'guest' }).click());
    await waitFor(() =>
      expect(screen.getByTestId('outcome')).toHaveTextContent(
        JSON.stringify({ ok: false, fieldErrors, generalErrorMessage: 'vue.form.error.general' }),
      ),
    );
    expect(screen.getByTestId('state')).toHaveTextContent('login.choosing');
    expect(navigate).not.toHaveBeenCalled();
    expect(written).toEqual([]);
  });

  it('a shipping save the API refuses answers the form and stays on the step (spec §4, §5)', async () => {
    // The scripted API answers nothing: the first operation of the save counts as refused.
    const { written, navigate } = setup('shipping', ANONYMOUS, {
      ...EMPTY_CHECKOUT_STATE,
      loginOption: 'guest',
    });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing'));
    act(() => screen.getByRole('button', { name: 'save shipping' }).click());
    await waitFor(() =>
      expect(screen.getByTestId('outcome')).toHaveTextContent(
        JSON.stringify({ ok: false, fieldErrors: [], generalErrorMessage: 'vue.checkout.error.invalid' }),
      ),
    );
    expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing');
    expect(written).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("another tab's state (the cookie changed) runs the page's guard again (§9 cookie polling)", async () => {
    const { navigate, storeInOtherTab } = setup('shipping', ANONYMOUS, {
      ...EMPTY_CHECKOUT_STATE,
      loginOption: 'guest',
    });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing'));
    storeInOtherTab(EMPTY_CHECKOUT_STATE);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(routePath('checkoutLogin'), undefined));
    expect(screen.getByTestId('state')).toHaveTextContent('redirected');
  });
});
