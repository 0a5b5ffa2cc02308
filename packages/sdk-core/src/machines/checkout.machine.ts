// The checkout steps (spec shopping §2 "Guards and redirects", §3 "Checkout state", §4 "Checkout steps",
// "Summary submit"; §8 "Submit fails", "Cart already submitted", "Cart changed before submit"; §9).
//
// - A host starts the machine on a checkout page with the page's step, the cart and session facts and
//   the stored state (rules/checkoutSteps.ts: the cookie CHECKOUT_STATE_COOKIE). `entering` runs the
//   step's guard — the same pure function the storefront server runs before rendering — and either
//   shows the step or emits `CHECKOUT.NAVIGATE` to where the guard sends the visitor (`redirected`).
// - Finishing a step (login, shipping saved, payment saved) stores the state (`CHECKOUT.PERSIST`, the
//   host writes the cookie) and goes on to the next available step: the payment step is skipped for
//   B2B, payless orders and express wallet payment.
// - The summary submit runs spec §4's sequence: the checkout event, the order comment, the newsletter,
//   the already-submitted/changed check, then the submit. Its answer: an error message → toast and a
//   payment-error event; computopData → the card payment form (`paymentForm`); redirectUrl → followed
//   after SUBMIT_REDIRECT_DELAY_MS (`redirecting`); otherwise the confirmation.
// - `CHECKOUT.REINITIALISE` adopts the state another tab stored (the cookie), like the login machine.
// - A shown step with no call in flight runs its guard again on every change of what the guard reads
//   (`CHECKOUT.FACTS`: the cart emptied in another tab, the session ended; `CHECKOUT.SHIPPING_CHANGED`,
//   `CHECKOUT.PAYMENT_CHANGED`) and when a call ends: a step no longer allowed goes where its guard
//   sends. A login, shipping save or submit in flight and the confirmation are not interrupted.
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { MessageKey } from '../i18n/messages';
import type { GuardMessage } from '../routes/guards';
import {
  type CheckoutFacts,
  type CheckoutState,
  type CheckoutStep,
  checkoutConfirmationGuard,
  checkoutLoginGuard,
  checkoutPaymentGuard,
  checkoutShippingGuard,
  checkoutStepGuard,
  checkoutStepPath,
  EMPTY_CHECKOUT_STATE,
  type LoginOption,
  nextCheckoutStep,
  serializeCheckoutState,
} from '../rules/checkoutSteps';
import type { ServerFieldError } from '../rules/serverFieldErrors';
import type { SessionKind } from '../rules/session';
import type { ShippingSavePlan } from '../rules/shippingStep';
import { errorText } from './errorText';
import type { AuthResult } from './login.machine';
import { notImplemented } from './notImplemented';

/** `/api/checkout-auth/`: how the visitor goes on from the login step. */
export type CheckoutAuthType = 'guest' | 'register' | 'login';

/** What the `checkoutAuth` actor sends (authType, formData; the host adds the cart id). */
export interface CheckoutAuthInput {
  readonly authType: CheckoutAuthType;
  readonly formData: Readonly<Record<string, string | boolean>>;
}

/** After guest checkout the visitor counts as logged in as a guest; after registering, as logged in. */
const AUTH_OUTCOME: Readonly<Record<CheckoutAuthType, { option: LoginOption; session: SessionKind }>> = {
  guest: { option: 'guest', session: 'guest' },
  register: { option: 'register', session: 'logged-in' },
  login: { option: 'loggedIn', session: 'logged-in' },
};

/**
 * The `saveShipping` actor's answer: the server validated the step,
 * or refused a part of it (its message and field errors for the form).
 */
export type ShippingSaveResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly fieldErrors: readonly ServerFieldError[] };

/** What the summary sends with the submit. */
export interface CheckoutSubmitForm {
  readonly comment: string;
  readonly newsletter: boolean;
}

/** The `checkCart` actor's answer ("check whether the cart was already submitted or changed"). */
export interface CartSubmitCheck {
  readonly submitted: boolean;
  readonly changed: boolean;
}

/** The card payment form of a submit. */
export interface CardPaymentForm {
  readonly action: string;
  readonly fields: Readonly<Record<string, string>>;
}

/** Submit cart (cartId) returns orderId, redirectUrl, computopData, newCartId, errorMessage. */
export interface SubmitCartResult {
  readonly orderId: string | null;
  readonly redirectUrl: string | null;
  /** The card payment form: the host posts `fields` to `action`, the payment provider's page. */
  readonly computopData: CardPaymentForm | null;
  readonly newCartId: string | null;
  readonly errorMessage: string | null;
}

export interface CheckoutMachineInput {
  /** The step of the page the host shows. */
  readonly step: CheckoutStep;
  /** The page's URL (the confirmation guard reads its order id). */
  readonly url: string;
  readonly facts: CheckoutFacts;
  /** The stored state (parseCheckoutState of the cookie). */
  readonly stored: CheckoutState;
  /** The order comment is saved only when the store enables it. */
  readonly orderCommentEnabled: boolean;
}

export interface CheckoutContext {
  step: CheckoutStep;
  url: string;
  facts: CheckoutFacts;
  state: CheckoutState;
  readonly orderCommentEnabled: boolean;
  submitForm: CheckoutSubmitForm;
  submitResult: SubmitCartResult | null;
  /** The login step's call in flight. */
  pendingAuth: CheckoutAuthType;
}

export type CheckoutEvent =
  /** The host shows a step's page (a navigation): the step's guard runs again. */
  | { type: 'CHECKOUT.ENTER'; step: CheckoutStep; url: string }
  /** The cart or the session changed (a refetch, a login in the header). */
  | { type: 'CHECKOUT.FACTS'; facts: CheckoutFacts }
  /** Another tab stored a new state (the cookie changed). */
  | { type: 'CHECKOUT.REINITIALISE'; stored: CheckoutState }
  | { type: 'CHECKOUT.AUTHENTICATE'; authType: CheckoutAuthType; formData: CheckoutAuthInput['formData'] }
  /** Saves the shipping step's valid values in the order the API needs (the `saveShipping` actor). */
  | { type: 'CHECKOUT.SAVE_SHIPPING'; plan: ShippingSavePlan }
  /** The shipping step was saved and validated by the server elsewhere. */
  | { type: 'CHECKOUT.SHIPPING_SAVED' }
  /** The visitor changed a shipping field: the step must be saved again. */
  | { type: 'CHECKOUT.SHIPPING_CHANGED' }
  | { type: 'CHECKOUT.PAYMENT_SAVED' }
  | { type: 'CHECKOUT.PAYMENT_CHANGED' }
  /** The wallet pays, shipping counts as validated. */
  | { type: 'CHECKOUT.EXPRESS_WALLET' }
  /** An express abort or the confirmation cleanup clears the stored checkout state. */
  | { type: 'CHECKOUT.RESET' }
  /**
   * The summary page is being left by the host (an express abort on its way to the basket): the
   * stored state the host's call clears must not send the visitor elsewhere first.
   */
  | { type: 'CHECKOUT.LEAVE' }
  /** The host's way out failed: the summary is shown again. */
  | { type: 'CHECKOUT.STAY' }
  | ({ type: 'CHECKOUT.SUBMIT' } & CheckoutSubmitForm);

export type CheckoutEmitted =
  /** Where to go, with the message the next page shows. */
  | { type: 'CHECKOUT.NAVIGATE'; location: string; message?: GuardMessage }
  /** The state to store: `cookie` is the value of CHECKOUT_STATE_COOKIE. */
  | { type: 'CHECKOUT.PERSIST'; state: CheckoutState; cookie: string }
  /**
   * The login step's call was refused: the form shows the field errors
   * and the message as its toast.
   */
  | { type: 'CHECKOUT.AUTH_REFUSED'; message: string; fieldErrors: readonly ServerFieldError[] }
  /** The shipping step's save was refused: for the form. */
  | { type: 'CHECKOUT.SHIPPING_REFUSED'; message: string; fieldErrors: readonly ServerFieldError[] }
  /** A message for an error toast (a message key or the server's text). */
  | { type: 'CHECKOUT.ERROR'; message: string }
  /** The payment-error tracking event of a failed submit. */
  | { type: 'CHECKOUT.TRACK_PAYMENT_ERROR'; message: string }
  /** The login step's call gave the cart another id (merged carts). */
  | { type: 'CHECKOUT.CART_CHANGED'; cartId: string }
  | { type: 'CHECKOUT.REFETCH_CART' }
  /** The lightning reservation is refetched after a submit. */
  | { type: 'CHECKOUT.REFETCH_RESERVATION' };

/** The toast when the answer names no message ("Internal error"). */
/** The wait before following a submit's redirectUrl. */
export const SUBMIT_REDIRECT_DELAY_MS = 100;

export const SUBMIT_FAILED_MESSAGE: MessageKey = 'vue.checkout.submit.failed';

/** A message and / . */
export const CART_ALREADY_SUBMITTED_MESSAGE: GuardMessage = {
  type: 'error',
  key: 'vue.checkout.error.submitted',
};

/** A warning and / (and the cart refetched). */
export const CART_CHANGED_MESSAGE: GuardMessage = {
  type: 'warning',
  key: 'vue.checkout.message.cartChanged',
};

const HOME = '/';

/** After the checkout event: the comment if there is one, the newsletter if ticked, then the check. */
const AFTER_TRACKING = [
  { guard: 'hasOrderComment', target: 'commenting' },
  { guard: 'wantsNewsletter', target: 'subscribing' },
  { target: 'checking' },
] as const;

const AFTER_COMMENT = [{ guard: 'wantsNewsletter', target: 'subscribing' }, { target: 'checking' }] as const;

/** Events that must not interrupt a submit or a redirect in flight. */
const HELD = {
  'CHECKOUT.ENTER': { actions: [] },
  'CHECKOUT.REINITIALISE': { actions: [] },
  'CHECKOUT.RESET': { actions: [] },
} as const;

// On a shown step at rest (spec §2 "Guards and redirects"): checked after every event and when a call
// ends, so a change of the cart, the session or the stored state that the step's guard refuses sends
// the visitor where the guard says (e.g. an emptied cart to the basket).
const WHEN_GUARD_REFUSES = {
  guard: 'shownStepRefused',
  target: '#checkout.redirected',
  actions: 'navigateByGuard',
} as const;

function guardUrl(context: CheckoutContext): URL {
  return new URL(context.url, 'http://checkout.invalid/');
}

function shownStepGuard(context: CheckoutContext) {
  return checkoutStepGuard(context.step, context.facts, context.state, guardUrl(context));
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutMachineInput,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    checkoutAuth: notImplemented<AuthResult, CheckoutAuthInput>('checkoutMachine', 'checkoutAuth'),
    saveShipping: notImplemented<ShippingSaveResult, ShippingSavePlan>('checkoutMachine', 'saveShipping'),
    trackCheckout: notImplemented<void, void>('checkoutMachine', 'trackCheckout'),
    saveOrderComment: notImplemented<void, { comment: string }>('checkoutMachine', 'saveOrderComment'),
    subscribeNewsletter: notImplemented<void, void>('checkoutMachine', 'subscribeNewsletter'),
    checkCart: notImplemented<CartSubmitCheck, void>('checkoutMachine', 'checkCart'),
    submitCart: notImplemented<SubmitCartResult, void>('checkoutMachine', 'submitCart'),
  },
  delays: {
    submitRedirect: SUBMIT_REDIRECT_DELAY_MS,
  },
  guards: {
    // Spec §2 "Guards and redirects", one per checkout page: the page's step and its guard lets it open.
    checkoutLoginAllows: ({ context }) => context.step === 'login' && checkoutLoginGuard(context.facts).allow,
    checkoutShippingAllows: ({ context }) =>
      context.step === 'shipping' && checkoutShippingGuard(context.facts, context.state).allow,
    checkoutPaymentAllows: ({ context }) =>
      context.step === 'payment' && checkoutPaymentGuard(context.facts, context.state).allow,
    checkoutSummaryAllows: ({ context }) =>
      context.step === 'summary' &&
      checkoutStepGuard('summary', context.facts, context.state, guardUrl(context)).allow,
    checkoutConfirmationAllows: ({ context }) =>
      context.step === 'confirmation' && checkoutConfirmationGuard(context.state, guardUrl(context)).allow,
    shownStepRefused: ({ context }) => !shownStepGuard(context).allow,
    // Spec §4 "Summary submit".
    hasOrderComment: ({ context }) => context.orderCommentEnabled && context.submitForm.comment.trim() !== '',
    wantsNewsletter: ({ context }) => context.submitForm.newsletter,
    cartAlreadySubmitted: (_, check: CartSubmitCheck) => check.submitted,
    cartChanged: (_, check: CartSubmitCheck) => check.changed,
    submitFailed: (_, result: SubmitCartResult) => result.errorMessage !== null,
    needsPaymentForm: (_, result: SubmitCartResult) => result.computopData !== null,
    hasRedirect: (_, result: SubmitCartResult) => result.redirectUrl !== null,
    authSucceeded: (_, result: AuthResult) => result.successfull,
    shippingValidated: (_, result: ShippingSaveResult) => result.ok,
  },
  actions: {
    persist: emit(({ context }) => ({
      type: 'CHECKOUT.PERSIST' as const,
      state: context.state,
      cookie: serializeCheckoutState(context.state),
    })),
    /** The refused step's guard says where to go and what the next page tells the visitor. */
    navigateByGuard: enqueueActions(({ context, enqueue }) => {
      const result = shownStepGuard(context);
      if (result.allow) return;
      enqueue.emit(
        result.message
          ? { type: 'CHECKOUT.NAVIGATE', location: result.location, message: result.message }
          : { type: 'CHECKOUT.NAVIGATE', location: result.location },
      );
    }),
    /** A done step: on to the next available one. */
    advance: enqueueActions(({ context, enqueue }) => {
      const step = nextCheckoutStep(context.step, context.facts, context.state);
      const location = checkoutStepPath(step, context.state);
      enqueue.assign({ step, url: location });
      enqueue.emit({ type: 'CHECKOUT.NAVIGATE', location });
    }),
    updateState: assign({
      state: ({ context }, changes: Partial<CheckoutState>) => ({ ...context.state, ...changes }),
    }),
    acceptAuth: enqueueActions(({ context, enqueue }, result: AuthResult) => {
      const { option, session } = AUTH_OUTCOME[context.pendingAuth];
      enqueue.assign({
        state: { ...context.state, loginOption: option },
        facts: { ...context.facts, sessionKind: session },
      });
      if (result.updatedCartId) enqueue.emit({ type: 'CHECKOUT.CART_CHANGED', cartId: result.updatedCartId });
    }),
    reportError: emit(({ event }) => ({
      type: 'CHECKOUT.ERROR' as const,
      message: 'error' in event ? errorText(event.error) : SUBMIT_FAILED_MESSAGE,
    })),
    refetchReservation: emit({ type: 'CHECKOUT.REFETCH_RESERVATION' }),
    /** The submit's order (and its answer): the confirmation and a payment return find it. */
    keepOrder: assign(({ context }, result: SubmitCartResult) => ({
      submitResult: result,
      state: result.orderId ? { ...context.state, orderId: result.orderId } : context.state,
    })),
    /** The message (fallback "Internal error") and the payment-error event. */
    failSubmit: enqueueActions(({ enqueue }, message: string | null) => {
      const shown = message || SUBMIT_FAILED_MESSAGE;
      enqueue.emit({ type: 'CHECKOUT.ERROR', message: shown });
      enqueue.emit({ type: 'CHECKOUT.TRACK_PAYMENT_ERROR', message: shown });
    }),
    /** Already submitted or changed → home with the message, and the cart refetched. */
    leaveForHome: enqueueActions(({ enqueue }, message: GuardMessage) => {
      enqueue.emit({ type: 'CHECKOUT.NAVIGATE', location: HOME, message });
      enqueue.emit({ type: 'CHECKOUT.REFETCH_CART' });
    }),
  },
}).createMachine({
  id: 'checkout',
  initial: 'entering',
  context: ({ input }) => ({
    step: input.step,
    url: input.url,
    facts: input.facts,
    state: input.stored,
    orderCommentEnabled: input.orderCommentEnabled,
    submitForm: { comment: '', newsletter: false },
    submitResult: null,
    pendingAuth: 'guest',
  }),
  on: {
    'CHECKOUT.ENTER': {
      target: '.entering',
      actions: assign(({ event }) => ({ step: event.step, url: event.url })),
    },
    'CHECKOUT.FACTS': { actions: assign({ facts: ({ event }) => event.facts }) },
    'CHECKOUT.REINITIALISE': {
      target: '.entering',
      actions: assign({ state: ({ event }) => event.stored }),
    },
    'CHECKOUT.SHIPPING_CHANGED': {
      actions: [{ type: 'updateState', params: { shippingValidated: false } }, 'persist'],
    },
    'CHECKOUT.PAYMENT_CHANGED': {
      actions: [{ type: 'updateState', params: { paymentValidated: false } }, 'persist'],
    },
    'CHECKOUT.EXPRESS_WALLET': {
      actions: [{ type: 'updateState', params: { expressWallet: true, shippingValidated: true } }, 'persist'],
    },
    'CHECKOUT.RESET': {
      target: '.entering',
      actions: [assign({ state: EMPTY_CHECKOUT_STATE }), 'persist'],
    },
  },
  states: {
    entering: {
      always: [
        { guard: 'checkoutLoginAllows', target: 'login' },
        { guard: 'checkoutShippingAllows', target: 'shipping' },
        { guard: 'checkoutPaymentAllows', target: 'payment' },
        { guard: 'checkoutSummaryAllows', target: 'summary' },
        { guard: 'checkoutConfirmationAllows', target: 'confirmation' },
        { target: 'redirected', actions: 'navigateByGuard' },
      ],
    },
    /** A guard sent the visitor elsewhere; the host navigates and sends CHECKOUT.ENTER. */
    redirected: {},
    login: {
      initial: 'choosing',
      states: {
        choosing: {
          always: WHEN_GUARD_REFUSES,
          on: {
            'CHECKOUT.AUTHENTICATE': {
              target: 'authenticating',
              actions: assign({ pendingAuth: ({ event }) => event.authType }),
            },
          },
        },
        authenticating: {
          on: HELD,
          invoke: {
            src: 'checkoutAuth',
            input: ({ event }) => {
              assertEvent(event, 'CHECKOUT.AUTHENTICATE');
              return { authType: event.authType, formData: event.formData };
            },
            onDone: [
              {
                guard: { type: 'authSucceeded', params: ({ event }) => event.output },
                target: '#checkout.entering',
                actions: [{ type: 'acceptAuth', params: ({ event }) => event.output }, 'persist', 'advance'],
              },
              {
                target: 'choosing',
                actions: emit(({ event }) => ({
                  type: 'CHECKOUT.AUTH_REFUSED' as const,
                  message:
                    event.output.generalErrorMessage ?? event.output.errorMessage ?? SUBMIT_FAILED_MESSAGE,
                  fieldErrors: event.output.fieldErrors,
                })),
              },
            ],
            onError: {
              target: 'choosing',
              actions: emit(({ event }) => ({
                type: 'CHECKOUT.ERROR' as const,
                message: errorText(event.error),
              })),
            },
          },
        },
      },
    },
    shipping: {
      initial: 'editing',
      on: {
        'CHECKOUT.SHIPPING_SAVED': {
          target: 'entering',
          actions: [{ type: 'updateState', params: { shippingValidated: true } }, 'persist', 'advance'],
        },
      },
      states: {
        editing: {
          always: WHEN_GUARD_REFUSES,
          on: { 'CHECKOUT.SAVE_SHIPPING': 'saving' },
        },
        saving: {
          on: { ...HELD, 'CHECKOUT.SHIPPING_SAVED': { actions: [] } },
          invoke: {
            src: 'saveShipping',
            input: ({ event }) => {
              assertEvent(event, 'CHECKOUT.SAVE_SHIPPING');
              return event.plan;
            },
            onDone: [
              {
                guard: { type: 'shippingValidated', params: ({ event }) => event.output },
                target: '#checkout.entering',
                actions: [{ type: 'updateState', params: { shippingValidated: true } }, 'persist', 'advance'],
              },
              {
                target: 'editing',
                actions: emit(({ event }) => ({
                  type: 'CHECKOUT.SHIPPING_REFUSED' as const,
                  message: event.output.ok ? SUBMIT_FAILED_MESSAGE : event.output.message,
                  fieldErrors: event.output.ok ? [] : event.output.fieldErrors,
                })),
              },
            ],
            onError: { target: 'editing', actions: 'reportError' },
          },
        },
      },
    },
    payment: {
      always: WHEN_GUARD_REFUSES,
      on: {
        'CHECKOUT.PAYMENT_SAVED': {
          target: 'entering',
          actions: [{ type: 'updateState', params: { paymentValidated: true } }, 'persist', 'advance'],
        },
      },
    },
    summary: {
      initial: 'idle',
      states: {
        idle: {
          always: WHEN_GUARD_REFUSES,
          on: {
            'CHECKOUT.LEAVE': { target: '#checkout.leaving' },
            'CHECKOUT.SUBMIT': {
              target: 'tracking',
              actions: assign({
                submitForm: ({ event }) => ({ comment: event.comment, newsletter: event.newsletter }),
                submitResult: null,
              }),
            },
          },
        },
        // The checkout event is analytics: its failure does not stop the order.
        tracking: {
          on: HELD,
          invoke: {
            src: 'trackCheckout',
            onDone: AFTER_TRACKING,
            onError: AFTER_TRACKING,
          },
        },
        commenting: {
          on: HELD,
          invoke: {
            src: 'saveOrderComment',
            input: ({ context }) => ({ comment: context.submitForm.comment.trim() }),
            onDone: AFTER_COMMENT,
            onError: { target: 'idle', actions: 'reportError' },
          },
        },
        subscribing: {
          on: HELD,
          invoke: {
            src: 'subscribeNewsletter',
            onDone: 'checking',
            onError: { target: 'idle', actions: 'reportError' },
          },
        },
        checking: {
          on: HELD,
          invoke: {
            src: 'checkCart',
            onDone: [
              {
                guard: { type: 'cartAlreadySubmitted', params: ({ event }) => event.output },
                target: '#checkout.redirected',
                actions: { type: 'leaveForHome', params: CART_ALREADY_SUBMITTED_MESSAGE },
              },
              {
                guard: { type: 'cartChanged', params: ({ event }) => event.output },
                target: '#checkout.redirected',
                actions: { type: 'leaveForHome', params: CART_CHANGED_MESSAGE },
              },
              { target: 'submitting' },
            ],
            onError: { target: 'idle', actions: 'reportError' },
          },
        },
        submitting: {
          on: HELD,
          invoke: {
            src: 'submitCart',
            onDone: [
              {
                guard: { type: 'submitFailed', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  { type: 'failSubmit', params: ({ event }) => event.output.errorMessage },
                  'refetchReservation',
                ],
              },
              {
                guard: { type: 'needsPaymentForm', params: ({ event }) => event.output },
                target: '#checkout.paymentForm',
                actions: [
                  { type: 'keepOrder', params: ({ event }) => event.output },
                  'persist',
                  'refetchReservation',
                ],
              },
              {
                guard: { type: 'hasRedirect', params: ({ event }) => event.output },
                target: '#checkout.redirecting',
                actions: [
                  { type: 'keepOrder', params: ({ event }) => event.output },
                  'persist',
                  'refetchReservation',
                ],
              },
              {
                target: '#checkout.entering',
                actions: [
                  { type: 'keepOrder', params: ({ event }) => event.output },
                  'persist',
                  'refetchReservation',
                  'advance',
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'failSubmit', params: ({ event }) => errorText(event.error) },
            },
          },
        },
      },
    },
    /** The card payment: the host posts submitResult.computopData to the payment provider. */
    paymentForm: { on: HELD },
    /** The submit's redirectUrl is followed after SUBMIT_REDIRECT_DELAY_MS. */
    redirecting: {
      on: HELD,
      after: {
        submitRedirect: {
          target: 'left',
          actions: emit(({ context }) => ({
            type: 'CHECKOUT.NAVIGATE' as const,
            location: context.submitResult?.redirectUrl ?? HOME,
          })),
        },
      },
    },
    /** The host leaves the summary (CHECKOUT.LEAVE); another tab's state is not adopted meanwhile. */
    leaving: {
      on: { ...HELD, 'CHECKOUT.STAY': { target: 'summary' } },
    },
    /** The visitor went to the payment provider. */
    left: {},
    /**
     * The placed order's page: the confirmation cleanup clearing the stored state (or another tab) does
     * not take it away; a host's navigation (CHECKOUT.ENTER) still guards the next page.
     */
    confirmation: {
      on: { 'CHECKOUT.REINITIALISE': { actions: [] }, 'CHECKOUT.RESET': { actions: [] } },
    },
  },
});
