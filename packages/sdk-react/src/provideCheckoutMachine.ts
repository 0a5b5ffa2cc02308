// The checkout machine wired to the shop API and the storefront server (spec shopping §4 "Checkout
// steps", "Summary submit"; §7 `/api/checkout-auth/` (authType, formData, cartId), "set order comment",
// "Submit cart"; §4 "Saving the shipping step"; decision 0012: the submit goes through the storefront server). Reached only through the dynamic import() in CheckoutProvider's useLazyMachine, so
// XState and the machine load when a checkout page first needs them (DESIGN §6 first-load budget).
import type { ApolloClient } from '@apollo/client';
import {
  type AuthResult,
  type CartSubmitCheck,
  type CheckoutAuthInput,
  CheckoutCartDocument,
  type CheckoutCartFieldsFragment,
  checkoutMachine,
  SetOrderCommentDocument,
  type ShippingSavePlan,
  type ShippingSaveResult,
  SUBMIT_FAILED_MESSAGE,
  type SubmitCartResult,
  SubscribeNewsletterFromCheckoutDocument,
} from '@ranzen/sdk-core';
import { fromPromise } from 'xstate';
import { postAccountAction } from './accountActions';
import { postSubmitCart, type SubmitCartAnswer } from './checkoutActions';
import { authResultOf } from './provideLoginMachine';
import { saveShippingStep } from './saveShippingStep';
import { sendTrackingEvents } from './useTracking';

/** The data-layer and API tracking event of a started submit. */
export const CHECKOUT_TRACKING_EVENT = 'checkout';

export interface CheckoutMachineDependencies {
  readonly client: ApolloClient;
  /** The visitor's cart id now (it changes when a login merges carts). */
  readonly cartId: () => string | null;
  /** Overrides the POSTs to the storefront server (tests). */
  readonly post?: typeof postAccountAction;
  readonly submitCart?: () => Promise<SubmitCartAnswer>;
}

/** The login step's form as `/api/checkout-auth/` reads it: authType, the form's fields and the cart id. */
export function checkoutAuthForm(
  { authType, formData }: CheckoutAuthInput,
  cartId: string | null,
): URLSearchParams {
  const form = new URLSearchParams({ authType });
  for (const [name, value] of Object.entries(formData)) form.set(name, String(value));
  if (cartId) form.set('cartId', cartId);
  return form;
}

/** The submit's answer as the machine reads it: a refusal always carries a message. */
export function submitResultOf(answer: SubmitCartAnswer): SubmitCartResult {
  return {
    orderId: answer.orderId ?? null,
    redirectUrl: answer.redirectUrl ?? null,
    computopData: answer.computopData
      ? {
          action: answer.computopData.action,
          fields: Object.fromEntries(answer.computopData.fields.map(({ name, value }) => [name, value])),
        }
      : null,
    newCartId: answer.newCartId ?? null,
    errorMessage: answer.successful ? null : (answer.errorMessage ?? SUBMIT_FAILED_MESSAGE),
  };
}

/** What the summary showed against the cart now: the positions or the total moved. */
export function cartSubmitCheck(
  shown: CheckoutCartFieldsFragment | null,
  current: CheckoutCartFieldsFragment,
): CartSubmitCheck {
  return {
    submitted: current.attributes.submitted,
    changed:
      shown !== null &&
      (shown.positionCount !== current.positionCount ||
        shown.totals.total.amount !== current.totals.total.amount),
  };
}

function requireCartId(cartId: string | null): string {
  if (!cartId) throw new Error('vue.checkout.message.cartNotFound');
  return cartId;
}

/** A checkout operation's refusal becomes the actor's failure, with the server's message. */
export function requireSuccess(
  result: { readonly successful: boolean; readonly errorMessage: string | null } | undefined,
): void {
  if (!result?.successful) throw new Error(result?.errorMessage ?? SUBMIT_FAILED_MESSAGE);
}

export function provideCheckoutMachine({
  client,
  cartId,
  post = postAccountAction,
  submitCart = postSubmitCart,
}: CheckoutMachineDependencies) {
  return checkoutMachine.provide({
    actors: {
      checkoutAuth: fromPromise<AuthResult, CheckoutAuthInput>(async ({ input }) =>
        authResultOf(await post('checkoutAuth', checkoutAuthForm(input, cartId()))),
      ),
      saveShipping: fromPromise<ShippingSaveResult, ShippingSavePlan>(({ input }) =>
        saveShippingStep(client, requireCartId(cartId()), input),
      ),
      trackCheckout: fromPromise<void, void>(() =>
        sendTrackingEvents(client, [{ name: CHECKOUT_TRACKING_EVENT, payload: { cartId: cartId() } }]),
      ),
      saveOrderComment: fromPromise<void, { comment: string }>(async ({ input }) => {
        const { data } = await client.mutate({
          mutation: SetOrderCommentDocument,
          variables: { cartId: requireCartId(cartId()), orderComment: input.comment },
        });
        requireSuccess(data?.setOrderComment);
      }),
      // Spec §4 "subscribe to the newsletter (if ticked)".
      subscribeNewsletter: fromPromise<void, void>(async () => {
        const { data } = await client.mutate({
          mutation: SubscribeNewsletterFromCheckoutDocument,
          variables: { cartId: requireCartId(cartId()) },
        });
        requireSuccess(data?.subscribeNewsletterFromCheckout);
      }),
      checkCart: fromPromise<CartSubmitCheck, void>(async () => {
        const variables = { cartId: requireCartId(cartId()) };
        const shown = client.readQuery({ query: CheckoutCartDocument, variables })?.cart ?? null;
        const { data } = await client.query({
          query: CheckoutCartDocument,
          variables,
          fetchPolicy: 'network-only',
        });
        if (!data?.cart) throw new Error('vue.checkout.message.cartNotFound');
        return cartSubmitCheck(shown, data.cart);
      }),
      // Through the storefront server, which puts the new cart into the cookie (decision 0012).
      submitCart: fromPromise<SubmitCartResult, void>(async () => submitResultOf(await submitCart())),
    },
  });
}
