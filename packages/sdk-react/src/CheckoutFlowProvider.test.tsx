// @vitest-environment jsdom
// The checkout on one page (spec shopping §2 "Guards and redirects", §3 "Checkout state", §4 "Checkout
// steps"): the facts come from the cart read in the browser and the session's presence cookies, the
// step from the address bar or where the checkout resumes, and the machine's navigations move the
// address bar between the steps; any other location leaves through the host.

import { ApolloLink } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  CartDocument,
  CHECKOUT_SESSION_EXPIRED_MESSAGE,
  CHECKOUT_STATE_COOKIE,
  type CheckoutState,
  EMPTY_CHECKOUT_STATE,
  routePath,
  SESSION_COOKIE,
  STORES,
  serializeCheckoutState,
} from '@ranzen/sdk-core';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable, type Subscription } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountActionResult } from './accountActions';
import { useCartContext } from './CartProvider';
import { CheckoutFlowProvider } from './CheckoutFlowProvider';
import { useCheckout } from './CheckoutProvider';
import { answerByName, answeringLink, emptyCart, ShopTestProvider, smallCart } from './testing';

const GUEST_ACCEPTED: AccountActionResult = {
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

/** The cart's read (CartDocument), the one operation the flow sends itself. */
const CART_OPERATION = 'Cart';

function Probe() {
  const { view, authenticate } = useCheckout();
  const { adoptCart } = useCartContext();
  return (
    <div>
      <p data-testid="step">{view.step}</p>
      <p data-testid="state">{view.state}</p>
      <button type="button" onClick={() => void authenticate('guest', { email: 'gast@example.org' })}>
        guest
      </button>
      <button type="button" onClick={() => adoptCart('cart-2')}>
        new cart
      </button>
      <label>
        Street <input />
      </label>
    </div>
  );
}

/** The cart the shop read last, outside the flow (it stays mounted whatever the flow does). */
function CartRead() {
  const { view } = useCartContext();
  const { data } = useQuery(CartDocument, view.cartId ? { variables: { cartId: view.cartId } } : skipToken);
  return <p data-testid="cart-read">{data?.cart?.id}</p>;
}

function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server setting the page's cookies
  document.cookie = `${name}=${value}; path=/`;
}

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: removes what a test set
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  }
}

/** Answers after a turn of the event loop, as a network does: a new read is in flight for a render. */
const afterATurn = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      let answer: Subscription | undefined;
      const timer = setTimeout(() => {
        answer = forward(operation).subscribe(observer);
      });
      return () => {
        clearTimeout(timer);
        answer?.unsubscribe();
      };
    }),
);

function open(path: string, { cart = smallCart, cartId = 'cart-1' as string | null } = {}) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      // The storefront server starts the guest session: its presence cookie.
      setCookie('X-JWT-guest', '1');
      return Response.json(GUEST_ACCEPTED);
    }),
  );
  const { link } = answeringLink(
    answerByName({ [CART_OPERATION]: ({ cartId: id }) => ({ cart: { ...cart, id } }) }),
  );
  const onLeave = vi.fn();
  render(
    <ShopTestProvider store={STORES.de} link={afterATurn.concat(link)} cartId={cartId}>
      <CheckoutFlowProvider onLeave={onLeave}>
        <Probe />
      </CheckoutFlowProvider>
      <CartRead />
    </ShopTestProvider>,
  );
  return { onLeave };
}

const store = (state: CheckoutState) => setCookie(CHECKOUT_STATE_COOKIE, serializeCheckoutState(state));

beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checkout on one page (spec shopping §4 "Checkout steps")', () => {
  it('resumes an anonymous visitor at the login step and puts its path in the address bar', async () => {
    open(routePath('checkout'));
    await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent('login'));
    expect(window.location.pathname).toBe(routePath('checkoutLogin'));
  });

  it('goes on to shipping after the guest login step, pushing its path (§4 "After guest checkout")', async () => {
    open(routePath('checkoutLogin'));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('login.choosing'));
    const before = window.history.length;
    act(() => screen.getByRole('button', { name: 'guest' }).click());
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing'));
    expect(window.location.pathname).toBe(routePath('checkoutShipping'));
    expect(window.history.length).toBe(before + 1);
  });

  it('stays on its step, with what was typed, while a new cart id is read (§4 "Summary submit", "Confirmation cleanup")', async () => {
    open(routePath('checkoutLogin'));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('login.choosing'));
    act(() => screen.getByRole('button', { name: 'guest' }).click());
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing'));
    const street = screen.getByRole('textbox', { name: 'Street' });
    await userEvent.type(street, 'Hauptstr. 1');
    // The submit and the cleanup hand the visitor a new cart; the flow must not restart while it is read.
    act(() => screen.getByRole('button', { name: 'new cart' }).click());
    await waitFor(() => expect(screen.getByTestId('cart-read')).toHaveTextContent('cart-2'));
    expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing');
    expect(screen.getByRole('textbox', { name: 'Street' })).toHaveValue('Hauptstr. 1');
    expect(window.location.pathname).toBe(routePath('checkoutShipping'));
  });

  it("a customer's session (presence cookie) skips the login step, as the server's guard does", async () => {
    setCookie(SESSION_COOKIE, '1');
    open(routePath('checkoutLogin'));
    await waitFor(() => expect(screen.getByTestId('step')).toHaveTextContent('shipping'));
    expect(screen.queryByText('login.choosing')).toBeNull();
    expect(window.location.pathname).toBe(routePath('checkoutShipping'));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing'));
  });

  it('a step opened too early goes where its guard sends the visitor (§2): payment before shipping', async () => {
    store({ ...EMPTY_CHECKOUT_STATE, loginOption: 'guest' });
    open(routePath('checkoutPayment'));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing'));
    expect(window.location.pathname).toBe(routePath('checkoutShipping'));
  });

  it('a summary without a done shipping step leaves home with the session-expired warning (§8)', async () => {
    const { onLeave } = open(routePath('checkoutSummary'));
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith('/', CHECKOUT_SESSION_EXPIRED_MESSAGE));
  });

  it('back in the browser shows the step of the address bar again', async () => {
    store({ ...EMPTY_CHECKOUT_STATE, loginOption: 'guest', shippingValidated: true });
    open(routePath('checkoutShipping'));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('shipping.editing'));
    act(() => {
      window.history.pushState(null, '', routePath('checkoutPayment'));
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('payment'));
  });

  it('an empty cart leaves for the basket through the host, once its read answered (§2)', async () => {
    const { onLeave } = open(routePath('checkoutLogin'), { cart: emptyCart });
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith(routePath('basket'), undefined));
    expect(window.location.pathname).toBe(routePath('checkoutLogin'));
  });

  it('a visitor without a cart leaves for the basket too', async () => {
    const { onLeave } = open(routePath('checkoutLogin'), { cartId: null });
    await waitFor(() => expect(onLeave).toHaveBeenCalledWith(routePath('basket'), undefined));
  });
});
