// The checkout pages' host (spec shopping §2 "Guards and redirects", §3 "Checkout state", §4 "Checkout
// steps", "Summary submit"; §8 "Submit fails", "Session expired at checkout"; §9 "Cookie polling every
// 300 ms"): one sdk-core checkoutMachine per checkout page, loaded by dynamic import() when the page
// mounts (useLazyMachine; DESIGN §6), its actors wired to the API and `/api/checkout-auth/`
// (provideCheckoutMachine.ts).
//
// What the machine emits becomes page effects here: the state written to the checkout cookie
// (CHECKOUT.PERSIST), a navigation with the guard's message (CHECKOUT.NAVIGATE, performed by the
// storefront), error toasts, the payment-error tracking event, a merged cart adopted, the cart and the
// lightning reservation refetched. Another tab's state (the cookie changed) re-enters the step
// (CHECKOUT.REINITIALISE). Until the machine runs, and on the server, the view is the step the server's
// guard let through, so hydration matches.
import { useApolloClient } from '@apollo/client/react';
import {
  CartDocument,
  CHECKOUT_STATE_POLL_MS,
  type CheckoutAuthType,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutFacts,
  type CheckoutState,
  type CheckoutStep,
  type CheckoutSubmitForm,
  type checkoutMachine,
  errorText,
  type GuardMessage,
  isMessageKey,
  LightningDealReservationDocument,
  parseCheckoutState,
  type ServerFieldError,
  type ShippingSavePlan,
  type SubmitCartResult,
} from '@ranzen/sdk-core';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useCartContext } from './CartProvider';
import { readCheckoutStateCookie, writeCheckoutStateCookie } from './checkoutStateCookie';
import { createLazyMachineContext, useLazyMachineContext } from './createLazyMachineContext';
import { useShop, useTranslate } from './ShopProvider';
import { refetchShopQueries } from './shopClient';
import { useToasts } from './ToastProvider';
import { useLazyMachine } from './useLazyMachine';
import { useTracking } from './useTracking';

/**
 * The machine's finite state as the page renders it (`data-state`): the step shown, its sub-state
 * joined with a dot ('login.authenticating', 'summary.submitting'), or where the checkout went
 * ('redirected', 'leaving', 'paymentForm', 'redirecting', 'left').
 */
export type CheckoutViewState =
  | 'entering'
  | 'redirected'
  | 'login.choosing'
  | 'login.authenticating'
  | 'shipping.editing'
  | 'shipping.saving'
  | 'payment'
  | 'summary.idle'
  | 'summary.tracking'
  | 'summary.commenting'
  | 'summary.subscribing'
  | 'summary.checking'
  | 'summary.submitting'
  | 'leaving'
  | 'paymentForm'
  | 'redirecting'
  | 'left'
  | 'confirmation';

/**
 * How a step's form went (the login step's call, the shipping step's save); the shape of ui's
 * AccountFormOutcome, so account forms can send through it.
 */
export type CheckoutFormOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly fieldErrors: readonly ServerFieldError[];
      readonly generalErrorMessage: string;
    };

export interface CheckoutView {
  readonly state: CheckoutViewState;
  /** The step whose page is shown. */
  readonly step: CheckoutStep;
  /** What the checkout keeps between pages, reloads and tabs. */
  readonly checkoutState: CheckoutState;
  /** The cart, store and session facts the guards read (the session as the login step left it). */
  readonly facts: CheckoutFacts;
  /** The last submit's answer (the card payment form, the order). */
  readonly submitResult: SubmitCartResult | null;
}

export interface CheckoutContextValue {
  readonly view: CheckoutView;
  /**
   * The login step: continue as guest, register or log in. Answers how
   * it went, for the form: on success the checkout has already moved on to the next step.
   */
  readonly authenticate: (
    authType: CheckoutAuthType,
    formData: Readonly<Record<string, string | boolean>>,
  ) => Promise<CheckoutFormOutcome>;
  /**
   * Saves the shipping step's valid values in the order the API needs (sdk-core shippingSavePlan); on success
   * the checkout has already moved on to the next available step.
   */
  readonly saveShipping: (plan: ShippingSavePlan) => Promise<CheckoutFormOutcome>;
  /** The shipping step was saved and validated elsewhere: on to the next available step. */
  readonly shippingSaved: () => void;
  /** A shipping field changed after the step was saved: it must be saved again. */
  readonly shippingChanged: () => void;
  readonly paymentSaved: () => void;
  readonly paymentChanged: () => void;
  /** The wallet pays, shipping counts as validated. */
  readonly expressWallet: () => void;
  /** An express abort or the confirmation cleanup clears the stored checkout state. */
  readonly reset: () => void;
  /**
   * The page leaves the summary by a way of its own (an express abort): until then a checkout state
   * changed elsewhere (the abort clears it) does not send the visitor to a guard's page.
   */
  readonly leave: () => void;
  /** The way out failed: the summary is shown again. */
  readonly stay: () => void;
  /** Summary submit. */
  readonly submit: (form: CheckoutSubmitForm) => void;
}

export interface CheckoutProviderProps {
  readonly children: ReactNode;
  /** The step of the page (its route). */
  readonly step: CheckoutStep;
  /** The page's path and query (the confirmation guard reads the order id). */
  readonly url: string;
  /** The cart, store and session facts the server's guard read (the same guard runs in the machine). */
  readonly facts: CheckoutFacts;
  /** The checkout state the server read from the cookie. */
  readonly stored: CheckoutState;
  /** The order comment is saved only when the store enables it. */
  readonly orderCommentEnabled?: boolean;
  /** Goes to `location`; a message is shown on the page arrived at. */
  readonly onNavigate: (location: string, message?: GuardMessage) => void;
  /** Overrides the checkout cookie (tests); `document.cookie` otherwise. */
  readonly cookie?: { readonly read: () => string | undefined; readonly write: (value: string) => void };
}

/** Data-layer/API event of a failed submit. */
export const PAYMENT_ERROR_TRACKING_EVENT = 'payment_error';

const CHECKOUT_ERROR_TOAST_ID = 'checkout-error';

const DOCUMENT_COOKIE = { read: readCheckoutStateCookie, write: writeCheckoutStateCookie };

/** The first state the view shows for a step the server let through (the machine's initial sub-state). */
const STEP_VIEW_STATE: Readonly<Record<CheckoutStep, CheckoutViewState>> = {
  login: 'login.choosing',
  shipping: 'shipping.editing',
  payment: 'payment',
  summary: 'summary.idle',
  confirmation: 'confirmation',
};

/** A snapshot's value as one name: 'shipping', or a step and its sub-state joined by a dot. */
export function checkoutViewState(value: SnapshotFrom<typeof checkoutMachine>['value']): CheckoutViewState {
  if (typeof value === 'string') return value as CheckoutViewState;
  const [[parent, child]] = Object.entries(value) as [[string, string]];
  return `${parent}.${child}` as CheckoutViewState;
}

function checkoutView(snapshot: SnapshotFrom<typeof checkoutMachine>): CheckoutView {
  const { step, state, facts, submitResult } = snapshot.context;
  return {
    state: checkoutViewState(snapshot.value),
    step,
    checkoutState: state,
    facts,
    submitResult,
  };
}

const CheckoutContext = createLazyMachineContext<CheckoutContextValue>({
  provider: 'CheckoutProvider',
  hook: 'useCheckout',
});

function useCheckoutHost({
  step,
  url,
  facts,
  stored,
  orderCommentEnabled = false,
  onNavigate,
  cookie = DOCUMENT_COOKIE,
}: Omit<CheckoutProviderProps, 'children'>): CheckoutContextValue {
  const client = useApolloClient();
  const { messages } = useShop();
  const t = useTranslate();
  const { addToast } = useToasts();
  const track = useTracking();
  const { view: cartView, adoptCart } = useCartContext();
  const cartId = useRef(cartView.cartId);
  cartId.current = cartView.cartId;
  // The cookie value this tab last saw or wrote: a different one was written by another tab.
  const seenCookie = useRef<string | undefined>(undefined);
  // The form (login step, shipping step) waiting for its answer.
  const pendingForm = useRef<((outcome: CheckoutFormOutcome) => void) | null>(null);
  const settleForm = (outcome: CheckoutFormOutcome): boolean => {
    const settle = pendingForm.current;
    pendingForm.current = null;
    settle?.(outcome);
    return settle !== null;
  };
  const text = (message: string) => (isMessageKey(messages, message) ? t(message) : message);

  const onEmitted = (event: CheckoutEmitted) => {
    switch (event.type) {
      case 'CHECKOUT.NAVIGATE':
        onNavigate(event.location, event.message);
        return;
      case 'CHECKOUT.PERSIST':
        seenCookie.current = event.cookie;
        cookie.write(event.cookie);
        settleForm({ ok: true });
        return;
      case 'CHECKOUT.AUTH_REFUSED':
      case 'CHECKOUT.SHIPPING_REFUSED':
        settleForm({ ok: false, fieldErrors: event.fieldErrors, generalErrorMessage: event.message });
        return;
      case 'CHECKOUT.ERROR':
        // A form waiting for its answer shows the message itself.
        if (settleForm({ ok: false, fieldErrors: [], generalErrorMessage: event.message })) return;
        addToast({ id: CHECKOUT_ERROR_TOAST_ID, type: 'error', message: text(event.message) });
        return;
      case 'CHECKOUT.TRACK_PAYMENT_ERROR':
        track([{ name: PAYMENT_ERROR_TRACKING_EVENT, payload: { message: event.message } }]);
        return;
      case 'CHECKOUT.CART_CHANGED':
        adoptCart(event.cartId);
        return;
      case 'CHECKOUT.REFETCH_CART':
        void refetchShopQueries(client, [CartDocument]);
        return;
      case 'CHECKOUT.REFETCH_RESERVATION':
        void refetchShopQueries(client, [LightningDealReservationDocument]);
        return;
    }
  };

  const machine = useLazyMachine({
    load: () =>
      import('./provideCheckoutMachine').then(({ provideCheckoutMachine }) =>
        provideCheckoutMachine({ client, cartId: () => cartId.current }),
      ),
    input: () => {
      seenCookie.current = cookie.read();
      return {
        step,
        url,
        facts,
        // The cookie now: another tab may have moved on since the server rendered this page.
        stored: parseCheckoutState(seenCookie.current),
        orderCommentEnabled,
      };
    },
    initialView: (): CheckoutView => ({
      state: STEP_VIEW_STATE[step],
      step,
      checkoutState: stored,
      facts,
      submitResult: null,
    }),
    view: checkoutView,
    onEmitted,
    onLoadError: (error, _event, shown) => {
      if (settleForm({ ok: false, fieldErrors: [], generalErrorMessage: errorText(error) })) return shown;
      addToast({ id: CHECKOUT_ERROR_TOAST_ID, type: 'error', message: text(errorText(error)) });
      return shown;
    },
  });
  const { send, sendIfStarted, start } = machine;

  // The page's step runs its guard in the machine too, so a state stored meanwhile (another tab, a
  // reload) sends the visitor where the server would.
  useEffect(() => {
    // The server guarded the page already; a failed chunk load is retried by the next action.
    start().catch((error: unknown) => console.error('[checkout] the checkout machine did not load', error));
  }, [start]);

  useEffect(() => {
    sendIfStarted({ type: 'CHECKOUT.ENTER', step, url });
  }, [sendIfStarted, step, url]);

  useEffect(() => {
    sendIfStarted({ type: 'CHECKOUT.FACTS', facts });
  }, [sendIfStarted, facts]);

  // Spec §9 "Cookie polling every 300 ms": another tab stored a new state.
  useEffect(() => {
    const timer = setInterval(() => {
      const value = cookie.read();
      if (value === seenCookie.current) return;
      seenCookie.current = value;
      sendIfStarted({ type: 'CHECKOUT.REINITIALISE', stored: parseCheckoutState(value) });
    }, CHECKOUT_STATE_POLL_MS);
    return () => clearInterval(timer);
  }, [cookie, sendIfStarted]);

  const actions = useMemo(() => {
    const awaitForm = (event: CheckoutEvent) =>
      new Promise<CheckoutFormOutcome>((resolve) => {
        pendingForm.current = resolve;
        send(event);
      });
    return {
      authenticate: (authType: CheckoutAuthType, formData: Readonly<Record<string, string | boolean>>) =>
        awaitForm({ type: 'CHECKOUT.AUTHENTICATE', authType, formData }),
      saveShipping: (plan: ShippingSavePlan) => awaitForm({ type: 'CHECKOUT.SAVE_SHIPPING', plan }),
      shippingSaved: () => send({ type: 'CHECKOUT.SHIPPING_SAVED' }),
      shippingChanged: () => send({ type: 'CHECKOUT.SHIPPING_CHANGED' }),
      paymentSaved: () => send({ type: 'CHECKOUT.PAYMENT_SAVED' }),
      paymentChanged: () => send({ type: 'CHECKOUT.PAYMENT_CHANGED' }),
      expressWallet: () => send({ type: 'CHECKOUT.EXPRESS_WALLET' }),
      reset: () => send({ type: 'CHECKOUT.RESET' }),
      leave: () => send({ type: 'CHECKOUT.LEAVE' }),
      stay: () => send({ type: 'CHECKOUT.STAY' }),
      submit: (form: CheckoutSubmitForm) => send({ type: 'CHECKOUT.SUBMIT', ...form }),
    };
  }, [send]);

  return useMemo(() => ({ view: machine.view, ...actions }), [machine.view, actions]);
}

/**
 * A checkout page's machine: one per page, for the step's form and the layout around it.
 *
 * @example
 * ```tsx
 * <CheckoutProvider step="shipping" url={url} facts={facts} stored={stored} onNavigate={navigate}>
 *   <ShippingStep />
 * </CheckoutProvider>
 * ```
 */
export function CheckoutProvider({ children, ...props }: CheckoutProviderProps) {
  const value = useCheckoutHost(props);
  return <CheckoutContext.Context.Provider value={value}>{children}</CheckoutContext.Context.Provider>;
}

/**
 * The checkout view and actions; throws outside <CheckoutProvider>.
 *
 * @example
 * ```tsx
 * const { view, saveShipping, submit } = useCheckout();
 * const outcome = await saveShipping(plan);
 * ```
 */
export function useCheckout(): CheckoutContextValue {
  return useLazyMachineContext(CheckoutContext);
}
