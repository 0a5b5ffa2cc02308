// The checkout on one page (spec shopping §2 checkout login step "guest, register, or logged in", §4
// "Checkout steps", "After guest checkout the user counts as logged in as guest"; §5 validation; §6 B2B
// logs in; §7 `/api/checkout-auth/`): the step the machine is at, with its title; a guest's details are
// checked before anything is sent and then start the guest session, and the flow goes on to shipping.
import { MESSAGES, routePath, STORES, type StoreConfig, translate } from '@ranzen/sdk-core';
import type { AccountActionResult } from '@ranzen/sdk-react';
import { answerByName, answeringLink, ShopTestProvider, smallCart } from '@ranzen/sdk-react/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutFlow } from './CheckoutFlow';

const t = (key: Parameters<typeof translate>[1]) => translate(MESSAGES.de, key);

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

/** The operations the login and shipping steps read; the shipping step's cart is not needed here. */
const OPERATIONS = {
  Cart: ({ cartId }: { cartId?: unknown }) => ({ cart: { ...smallCart, id: cartId } }),
  CheckoutCart: () => ({ cart: null }),
  CustomerInfo: () => ({ customerInfo: null }),
};

function openCheckout(store: StoreConfig = STORES.de) {
  window.history.replaceState(null, '', routePath('checkoutLogin'));
  const posts: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      posts.push(new URLSearchParams(String(init.body)));
      return Response.json(GUEST_ACCEPTED);
    }),
  );
  const { link } = answeringLink(answerByName(OPERATIONS));
  render(
    <ShopTestProvider store={store} link={link} cartId="cart-1">
      <CheckoutFlow onLeave={vi.fn()} />
    </ShopTestProvider>,
  );
  return { posts, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('CheckoutFlow (spec shopping §4 "Checkout steps")', () => {
  it('opens an anonymous visitor at the login step: the login and, in a consumer store, the guest form', async () => {
    openCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: t('vue.checkout.login.title') }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: t('vue.login.headline') })).toBeVisible();
    expect(screen.getByRole('form', { name: t('vue.checkout.login.guestHeadline') })).toBeVisible();
  });

  it('offers no guest checkout in a B2B store (spec §6)', async () => {
    const b2b = Object.values(STORES).find((store) => store.family === 'b2b');
    if (!b2b) throw new Error('no B2B store');
    openCheckout(b2b);
    await screen.findByRole('heading', { name: t('vue.login.headline') });
    expect(screen.queryByRole('form', { name: t('vue.checkout.login.guestHeadline') })).toBeNull();
  });

  it("checks a guest's details before sending them (spec §5)", async () => {
    const { posts, user } = openCheckout();
    const guest = await screen.findByRole('form', { name: t('vue.checkout.login.guestHeadline') });
    await user.click(within(guest).getByRole('button', { name: t('vue.checkout.login.guestSubmit') }));
    expect(within(guest).getByLabelText(t('vue.address.firstname'))).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  it("a guest goes on to the shipping step with the person's details sent as the guest way on (spec §4, §7)", async () => {
    const { posts, user } = openCheckout();
    const guest = await screen.findByRole('form', { name: t('vue.checkout.login.guestHeadline') });
    await user.type(within(guest).getByLabelText(t('vue.address.firstname')), ' Gina ');
    await user.type(within(guest).getByLabelText(t('vue.address.lastname')), 'Gast');
    await user.type(within(guest).getByLabelText(t('vue.address.phone')), '0331 1234567');
    await user.type(within(guest).getByRole('combobox', { name: t('vue.login.email') }), 'gina@example.org');
    await user.click(within(guest).getByRole('button', { name: t('vue.checkout.login.guestSubmit') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: t('vue.checkout.shipping.title') }),
    ).toBeVisible();
    expect(Object.fromEntries(posts[0] ?? [])).toEqual({
      authType: 'guest',
      salutation: '',
      firstName: 'Gina',
      lastName: 'Gast',
      phone: '0331 1234567',
      email: 'gina@example.org',
      cartId: 'cart-1',
    });
    expect(window.location.pathname).toBe(routePath('checkoutShipping'));
  });
});
