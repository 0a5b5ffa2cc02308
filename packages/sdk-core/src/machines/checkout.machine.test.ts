// Checkout machine (spec shopping §2 "Guards and redirects", §3 "Checkout state", §4 "Checkout steps",
// "Summary submit"; §8 "Submit fails", "Cart already submitted", "Cart changed before submit"; §9
// "Redirect after submit: 100 ms"). Actors are swapped with .provide() so nothing touches the network;
// the redirect timer runs on XState's SimulatedClock.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { routePath } from '../routes/routeTable';
import {
  CHECKOUT_SESSION_EXPIRED_MESSAGE,
  CHECKOUT_STEPS,
  type CheckoutFacts,
  type CheckoutState,
  type CheckoutStep,
  checkoutStepGuard,
  EMPTY_CHECKOUT_STATE,
  parseCheckoutState,
} from '../rules/checkoutSteps';
import type { ShippingSavePlan } from '../rules/shippingStep';
import {
  CART_ALREADY_SUBMITTED_MESSAGE,
  CART_CHANGED_MESSAGE,
  type CartSubmitCheck,
  type CheckoutAuthInput,
  type CheckoutEmitted,
  checkoutMachine,
  type ShippingSaveResult,
  SUBMIT_FAILED_MESSAGE,
  SUBMIT_REDIRECT_DELAY_MS,
  type SubmitCartResult,
} from './checkout.machine';
import { authResult, SHIPPING_PLAN, submitResult } from './checkoutTestData';
import type { AuthResult } from './login.machine';

const FACTS: CheckoutFacts = {
  isB2b: false,
  itemsCount: 2,
  basketValueCents: 1990,
  sessionKind: 'anonymous',
};
const LOGGED_IN: CheckoutFacts = { ...FACTS, sessionKind: 'logged-in' };
const SHIPPED: CheckoutState = { ...EMPTY_CHECKOUT_STATE, loginOption: 'loggedIn', shippingValidated: true };
const PAID: CheckoutState = { ...SHIPPED, paymentValidated: true };

const PAGE: Readonly<Record<CheckoutStep, string>> = {
  login: routePath('checkoutLogin'),
  shipping: routePath('checkoutShipping'),
  payment: routePath('checkoutPayment'),
  summary: routePath('checkoutSummary'),
  confirmation: routePath('checkoutConfirmation'),
};

interface Options {
  readonly step?: CheckoutStep;
  readonly url?: string;
  readonly facts?: CheckoutFacts;
  readonly stored?: CheckoutState;
  readonly orderCommentEnabled?: boolean;
  readonly auth?: (input: CheckoutAuthInput) => Promise<AuthResult>;
  readonly saveShipping?: (plan: ShippingSavePlan) => Promise<ShippingSaveResult>;
  readonly track?: () => Promise<void>;
  readonly comment?: (input: { comment: string }) => Promise<void>;
  readonly newsletter?: () => Promise<void>;
  readonly check?: () => Promise<CartSubmitCheck>;
  readonly submit?: () => Promise<SubmitCartResult>;
}

/** A started checkout actor on a simulated clock, recording what it emits and which actors ran. */
function start(options: Options = {}) {
  const { step = 'summary', facts = LOGGED_IN, stored = PAID, orderCommentEnabled = true } = options;
  const calls: string[] = [];
  const record =
    <T, I>(name: string, fn: (input: I) => Promise<T>) =>
    (input: I) => {
      calls.push(name);
      return fn(input);
    };
  const auth = vi.fn(record('checkoutAuth', options.auth ?? (async () => authResult())));
  const comment = vi.fn(record('saveOrderComment', options.comment ?? (async () => undefined)));
  const saveShipping = vi.fn(
    record('saveShipping', options.saveShipping ?? (async (): Promise<ShippingSaveResult> => ({ ok: true }))),
  );
  const machine = checkoutMachine.provide({
    actors: {
      checkoutAuth: fromPromise<AuthResult, CheckoutAuthInput>(({ input }) => auth(input)),
      saveShipping: fromPromise<ShippingSaveResult, ShippingSavePlan>(({ input }) => saveShipping(input)),
      trackCheckout: fromPromise<void, void>(() =>
        record('trackCheckout', options.track ?? (async () => undefined))(undefined),
      ),
      saveOrderComment: fromPromise<void, { comment: string }>(({ input }) => comment(input)),
      subscribeNewsletter: fromPromise<void, void>(() =>
        record('subscribeNewsletter', options.newsletter ?? (async () => undefined))(undefined),
      ),
      checkCart: fromPromise<CartSubmitCheck, void>(() =>
        record('checkCart', options.check ?? (async () => ({ submitted: false, changed: false })))(undefined),
      ),
      submitCart: fromPromise<SubmitCartResult, void>(() =>
        record('submitCart', options.submit ?? (async () => submitResult()))(undefined),
      ),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { step, url: options.url ?? PAGE[step], facts, stored, orderCommentEnabled },
    clock,
  });
  const emitted: CheckoutEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const value = () => actor.getSnapshot().value;
  const of = <T extends CheckoutEmitted['type']>(type: T) =>
    emitted.filter((event): event is Extract<CheckoutEmitted, { type: T }> => event.type === type);
  const stored_ = () => {
    const persisted = of('CHECKOUT.PERSIST').at(-1);
    return persisted ? parseCheckoutState(persisted.cookie) : null;
  };
  return { actor, clock, calls, auth, comment, saveShipping, emitted, of, value, storedState: stored_ };
}

describe('entering a step runs its guard (spec §2 "Guards and redirects")', () => {
  it('every step over every cart, session and stored state: shown exactly when its pure guard allows', () => {
    const sessions = ['anonymous', 'guest', 'logged-in'] as const;
    for (const sessionKind of sessions)
      for (const itemsCount of [0, 1])
        for (const isB2b of [false, true])
          for (const stored of [EMPTY_CHECKOUT_STATE, SHIPPED, PAID, { ...PAID, orderId: 'R-9' }])
            for (const step of CHECKOUT_STEPS) {
              const facts = { ...FACTS, sessionKind, itemsCount, isB2b };
              const url =
                step === 'confirmation' && stored.orderId
                  ? `${PAGE[step]}?orderId=${stored.orderId}`
                  : PAGE[step];
              const expected = checkoutStepGuard(step, facts, stored, new URL(url, 'https://shop.example/'));
              const { value, of, actor } = start({ step, facts, stored, url });
              if (expected.allow) {
                expect(JSON.stringify(value())).toContain(step);
                expect(of('CHECKOUT.NAVIGATE')).toEqual([]);
              } else {
                expect(value()).toBe('redirected');
                expect(of('CHECKOUT.NAVIGATE')).toEqual([
                  expected.message
                    ? { type: 'CHECKOUT.NAVIGATE', location: expected.location, message: expected.message }
                    : { type: 'CHECKOUT.NAVIGATE', location: expected.location },
                ]);
              }
              actor.stop();
            }
  });

  it('a logged-in visitor on the login step is sent on to shipping', () => {
    const { value, of } = start({ step: 'login', facts: LOGGED_IN, stored: EMPTY_CHECKOUT_STATE });
    expect(value()).toBe('redirected');
    expect(of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: routePath('checkoutShipping') },
    ]);
  });

  it('the summary without valid shipping goes home with the session-expired warning (spec §8)', () => {
    const { of } = start({ step: 'summary', stored: EMPTY_CHECKOUT_STATE });
    expect(of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: '/', message: CHECKOUT_SESSION_EXPIRED_MESSAGE },
    ]);
  });

  it('CHECKOUT.ENTER runs the next page guard; a redirected machine follows', () => {
    const { actor, value } = start({
      step: 'payment',
      stored: { ...EMPTY_CHECKOUT_STATE, loginOption: 'loggedIn' },
    });
    expect(value()).toBe('redirected');
    actor.send({ type: 'CHECKOUT.ENTER', step: 'shipping', url: PAGE.shipping });
    expect(value()).toEqual({ shipping: 'editing' });
  });
});

describe('a change runs the shown step\'s guard again (spec §2 "Guards and redirects")', () => {
  const EMPTIED: CheckoutFacts = { ...LOGGED_IN, itemsCount: 0, basketValueCents: 0 };

  it('the cart emptied in another tab sends each step where its guard says', () => {
    const cases: readonly [CheckoutStep, CheckoutFacts, CheckoutState, string][] = [
      ['login', FACTS, EMPTY_CHECKOUT_STATE, routePath('basket')],
      ['shipping', LOGGED_IN, SHIPPED, '/'],
      ['payment', LOGGED_IN, SHIPPED, '/'],
    ];
    for (const [step, facts, stored, location] of cases) {
      const { actor, value, of } = start({ step, facts, stored });
      expect(JSON.stringify(value())).toContain(step);
      actor.send({ type: 'CHECKOUT.FACTS', facts: { ...facts, itemsCount: 0, basketValueCents: 0 } });
      expect(value(), step).toBe('redirected');
      expect(of('CHECKOUT.NAVIGATE'), step).toEqual([{ type: 'CHECKOUT.NAVIGATE', location }]);
    }
  });

  it('a login in the header sends the login step on to shipping', () => {
    const { actor, value, of } = start({ step: 'login', facts: FACTS, stored: EMPTY_CHECKOUT_STATE });
    expect(value()).toEqual({ login: 'choosing' });
    actor.send({ type: 'CHECKOUT.FACTS', facts: LOGGED_IN });
    expect(of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: routePath('checkoutShipping') },
    ]);
  });

  it('a changed shipping or payment is no longer a done step: the payment and summary pages send back', () => {
    const payment = start({ step: 'payment', stored: SHIPPED });
    payment.actor.send({ type: 'CHECKOUT.SHIPPING_CHANGED' });
    expect(payment.value()).toBe('redirected');
    expect(payment.of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: routePath('checkoutShipping') },
    ]);

    const summary = start({ step: 'summary', stored: PAID });
    summary.actor.send({ type: 'CHECKOUT.PAYMENT_CHANGED' });
    expect(summary.of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: routePath('checkoutPayment') },
    ]);
  });

  it('a change the guard still allows keeps the step and sends nowhere', () => {
    const { actor, value, of } = start({ step: 'shipping', stored: SHIPPED });
    actor.send({ type: 'CHECKOUT.FACTS', facts: { ...LOGGED_IN, itemsCount: 5 } });
    actor.send({ type: 'CHECKOUT.SHIPPING_CHANGED' });
    actor.send({ type: 'CHECKOUT.PAYMENT_CHANGED' });
    expect(value()).toEqual({ shipping: 'editing' });
    expect(of('CHECKOUT.NAVIGATE')).toEqual([]);
  });

  it('a shipping save in flight finishes first; a refused one then meets the guard', async () => {
    let answer: (result: ShippingSaveResult) => void = () => undefined;
    const { actor, value, of } = start({
      step: 'shipping',
      stored: SHIPPED,
      saveShipping: () => new Promise((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'CHECKOUT.SAVE_SHIPPING', plan: SHIPPING_PLAN });
    actor.send({ type: 'CHECKOUT.FACTS', facts: EMPTIED });
    expect(value()).toEqual({ shipping: 'saving' });
    expect(of('CHECKOUT.NAVIGATE')).toEqual([]);
    answer({ ok: false, message: 'vue.form.error.general', fieldErrors: [] });
    await waitFor(actor, (snapshot) => snapshot.matches('redirected'));
    expect(of('CHECKOUT.NAVIGATE')).toEqual([{ type: 'CHECKOUT.NAVIGATE', location: '/' }]);
  });

  it("a submit in flight is not interrupted; the order's emptied cart leaves the confirmation alone", async () => {
    let answer: (result: SubmitCartResult) => void = () => undefined;
    const { actor, value, of } = start({ submit: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches({ summary: 'submitting' }));
    actor.send({ type: 'CHECKOUT.FACTS', facts: EMPTIED });
    actor.send({ type: 'CHECKOUT.SHIPPING_CHANGED' });
    expect(value()).toEqual({ summary: 'submitting' });
    answer(submitResult());
    await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
    actor.send({ type: 'CHECKOUT.FACTS', facts: { ...EMPTIED, sessionKind: 'anonymous' } });
    expect(value()).toBe('confirmation');
    expect(of('CHECKOUT.NAVIGATE')).toEqual([
      {
        type: 'CHECKOUT.NAVIGATE',
        location: routePath('checkoutConfirmation', { orderId: 'R-1001' }),
      },
    ]);
  });

  it('a failed submit returns to a summary its guard no longer allows: sent where the guard says', async () => {
    let fail: (error: Error) => void = () => undefined;
    const { actor, value, of } = start({
      submit: () => new Promise((_, reject) => (fail = reject)),
    });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches({ summary: 'submitting' }));
    actor.send({ type: 'CHECKOUT.SHIPPING_CHANGED' });
    fail(new Error('network'));
    await waitFor(actor, (snapshot) => snapshot.matches('redirected'));
    expect(value()).toBe('redirected');
    expect(of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: '/', message: CHECKOUT_SESSION_EXPIRED_MESSAGE },
    ]);
  });
});

describe('login step (spec §4 "Checkout steps", §7 /api/checkout-auth/)', () => {
  it('continuing as guest makes the visitor a guest, stores the option and goes to shipping', async () => {
    const { actor, value, of, auth, storedState } = start({
      step: 'login',
      facts: FACTS,
      stored: EMPTY_CHECKOUT_STATE,
    });
    expect(value()).toEqual({ login: 'choosing' });
    const formData = { email: 'gast@example.org', firstName: 'Gina', lastName: 'Gast' };
    actor.send({ type: 'CHECKOUT.AUTHENTICATE', authType: 'guest', formData });
    expect(value()).toEqual({ login: 'authenticating' });
    await waitFor(actor, (snapshot) => snapshot.matches('shipping'));
    expect(auth).toHaveBeenCalledWith({ authType: 'guest', formData });
    expect(actor.getSnapshot().context.facts.sessionKind).toBe('guest');
    expect(storedState()?.loginOption).toBe('guest');
    expect(of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: routePath('checkoutShipping') },
    ]);
  });

  it('register and login count as logged in; a merged cart id is passed on', async () => {
    for (const [authType, option] of [
      ['register', 'register'],
      ['login', 'loggedIn'],
    ] as const) {
      const { actor, of, storedState } = start({
        step: 'login',
        facts: FACTS,
        stored: EMPTY_CHECKOUT_STATE,
        auth: async () => authResult({ updatedCartId: 'merged' }),
      });
      actor.send({ type: 'CHECKOUT.AUTHENTICATE', authType, formData: {} });
      await waitFor(actor, (snapshot) => snapshot.matches('shipping'));
      expect(actor.getSnapshot().context.facts.sessionKind).toBe('logged-in');
      expect(storedState()?.loginOption).toBe(option);
      expect(of('CHECKOUT.CART_CHANGED')).toEqual([{ type: 'CHECKOUT.CART_CHANGED', cartId: 'merged' }]);
    }
  });

  it('a refused registration hands its field errors to the form (spec §5 "Server field errors")', async () => {
    const fieldErrors = [{ field: 'email', message: 'vue.form.error.email.notUnique', form: 'register' }];
    const { actor, of } = start({
      step: 'login',
      facts: FACTS,
      stored: EMPTY_CHECKOUT_STATE,
      auth: async () => authResult({ successfull: false, fieldErrors }),
    });
    actor.send({ type: 'CHECKOUT.AUTHENTICATE', authType: 'register', formData: {} });
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'choosing' }));
    expect(of('CHECKOUT.AUTH_REFUSED')).toEqual([
      { type: 'CHECKOUT.AUTH_REFUSED', message: SUBMIT_FAILED_MESSAGE, fieldErrors },
    ]);
  });

  it('a refused login shows the result message and stays on the login step', async () => {
    const { actor, value, of } = start({
      step: 'login',
      facts: FACTS,
      stored: EMPTY_CHECKOUT_STATE,
      auth: async () => authResult({ successfull: false, generalErrorMessage: 'Falsches Passwort' }),
    });
    actor.send({ type: 'CHECKOUT.AUTHENTICATE', authType: 'login', formData: {} });
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'choosing' }));
    expect(of('CHECKOUT.AUTH_REFUSED')).toEqual([
      { type: 'CHECKOUT.AUTH_REFUSED', message: 'Falsches Passwort', fieldErrors: [] },
    ]);
    expect(of('CHECKOUT.PERSIST')).toEqual([]);
    expect(value()).toEqual({ login: 'choosing' });
  });

  it('a failed call shows why and stays on the login step', async () => {
    const { actor, of } = start({
      step: 'login',
      facts: FACTS,
      stored: EMPTY_CHECKOUT_STATE,
      auth: async () => {
        throw new Error('Network error');
      },
    });
    actor.send({ type: 'CHECKOUT.AUTHENTICATE', authType: 'guest', formData: {} });
    await waitFor(actor, (snapshot) => snapshot.matches({ login: 'choosing' }));
    expect(of('CHECKOUT.ERROR')).toEqual([{ type: 'CHECKOUT.ERROR', message: 'Network error' }]);
  });
});

describe('shipping and payment steps (spec §4)', () => {
  const loggedInOnly = { ...EMPTY_CHECKOUT_STATE, loginOption: 'loggedIn' as const };

  it('saved shipping goes to payment for a consumer cart', () => {
    const { actor, value, storedState, of } = start({ step: 'shipping', stored: loggedInOnly });
    actor.send({ type: 'CHECKOUT.SHIPPING_SAVED' });
    expect(value()).toBe('payment');
    expect(storedState()?.shippingValidated).toBe(true);
    expect(of('CHECKOUT.NAVIGATE').at(-1)).toEqual({
      type: 'CHECKOUT.NAVIGATE',
      location: routePath('checkoutPayment'),
    });
  });

  it('saving the step runs the save with the plan, then stores it validated and goes on (spec §4)', async () => {
    const { actor, value, storedState, saveShipping } = start({ step: 'shipping', stored: loggedInOnly });
    expect(value()).toEqual({ shipping: 'editing' });
    actor.send({ type: 'CHECKOUT.SAVE_SHIPPING', plan: SHIPPING_PLAN });
    expect(value()).toEqual({ shipping: 'saving' });
    await waitFor(actor, (snapshot) => snapshot.matches('payment'));
    expect(saveShipping).toHaveBeenCalledWith(SHIPPING_PLAN);
    expect(storedState()?.shippingValidated).toBe(true);
  });

  it('a refused save stays on the step with the field errors for the form; a failed one is a toast', async () => {
    const fieldErrors = [{ field: 'orderReference', message: 'vue.checkout.error.invalid' }];
    const refused = start({
      step: 'shipping',
      stored: loggedInOnly,
      saveShipping: async () => ({ ok: false, message: 'vue.checkout.error.invalid', fieldErrors }),
    });
    refused.actor.send({ type: 'CHECKOUT.SAVE_SHIPPING', plan: SHIPPING_PLAN });
    await waitFor(refused.actor, (snapshot) => snapshot.matches({ shipping: 'editing' }));
    expect(refused.of('CHECKOUT.SHIPPING_REFUSED')).toEqual([
      { type: 'CHECKOUT.SHIPPING_REFUSED', message: 'vue.checkout.error.invalid', fieldErrors },
    ]);
    expect(refused.storedState()).toBeNull();
    const failed = start({
      step: 'shipping',
      stored: loggedInOnly,
      saveShipping: async () => {
        throw new Error('Network error');
      },
    });
    failed.actor.send({ type: 'CHECKOUT.SAVE_SHIPPING', plan: SHIPPING_PLAN });
    await waitFor(failed.actor, (snapshot) => snapshot.matches({ shipping: 'editing' }));
    expect(failed.of('CHECKOUT.ERROR')).toEqual([{ type: 'CHECKOUT.ERROR', message: 'Network error' }]);
  });

  it('saved shipping skips the payment step for B2B and payless orders', () => {
    for (const facts of [
      { ...LOGGED_IN, isB2b: true },
      { ...LOGGED_IN, basketValueCents: 0 },
    ]) {
      const { actor, value } = start({ step: 'shipping', facts, stored: loggedInOnly });
      actor.send({ type: 'CHECKOUT.SHIPPING_SAVED' });
      expect(value()).toEqual({ summary: 'idle' });
    }
  });

  it('saved payment goes to the summary; a changed payment or shipping must be saved again', () => {
    const { actor, value, storedState } = start({ step: 'payment', stored: SHIPPED });
    actor.send({ type: 'CHECKOUT.PAYMENT_SAVED' });
    expect(value()).toEqual({ summary: 'idle' });
    expect(storedState()?.paymentValidated).toBe(true);
    actor.send({ type: 'CHECKOUT.PAYMENT_CHANGED' });
    expect(storedState()?.paymentValidated).toBe(false);
    actor.send({ type: 'CHECKOUT.SHIPPING_CHANGED' });
    expect(storedState()?.shippingValidated).toBe(false);
  });

  it('an express wallet marks shipping validated and skips payment; a reset clears the stored state', () => {
    const { actor, value, storedState } = start({ step: 'summary', stored: loggedInOnly });
    expect(value()).toBe('redirected');
    actor.send({ type: 'CHECKOUT.EXPRESS_WALLET' });
    expect(storedState()).toMatchObject({ expressWallet: true, shippingValidated: true });
    actor.send({ type: 'CHECKOUT.ENTER', step: 'summary', url: PAGE.summary });
    expect(value()).toEqual({ summary: 'idle' });
    actor.send({ type: 'CHECKOUT.RESET' });
    expect(storedState()).toEqual(EMPTY_CHECKOUT_STATE);
    expect(value()).toBe('redirected');
  });

  it('Amazon Pay sends the payer back to the summary: it opens for the express completion (spec §2, §4)', () => {
    const back = routePath('checkoutSummary', { amazonCheckoutSessionId: 'session_sig' });
    const { actor, value, storedState } = start({ step: 'summary', url: back, stored: EMPTY_CHECKOUT_STATE });
    expect(value()).toEqual({ summary: 'idle' });
    actor.send({ type: 'CHECKOUT.EXPRESS_WALLET' });
    expect(storedState()).toMatchObject({ expressWallet: true, shippingValidated: true });
  });

  it('another tab stored progress: REINITIALISE adopts it and runs the guard again', () => {
    const { actor, value } = start({ step: 'summary', stored: loggedInOnly });
    expect(value()).toBe('redirected');
    actor.send({ type: 'CHECKOUT.REINITIALISE', stored: PAID });
    expect(value()).toEqual({ summary: 'idle' });
  });

  it('an express abort leaves the summary: the state it clears sends nowhere; a failed abort stays (spec §4)', () => {
    const { actor, value } = start({ step: 'summary', stored: PAID });
    expect(value()).toEqual({ summary: 'idle' });
    actor.send({ type: 'CHECKOUT.LEAVE' });
    actor.send({ type: 'CHECKOUT.REINITIALISE', stored: EMPTY_CHECKOUT_STATE });
    expect(value()).toBe('leaving');
    actor.send({ type: 'CHECKOUT.STAY' });
    expect(value()).toEqual({ summary: 'idle' });
  });
});

describe('summary submit (spec §4 "Summary submit", §8, §9)', () => {
  it('runs the checkout event, comment, newsletter and check before the submit, then confirms', async () => {
    const { actor, calls, comment, of, storedState } = start();
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '  Bitte klingeln  ', newsletter: true });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
    expect(calls).toEqual([
      'trackCheckout',
      'saveOrderComment',
      'subscribeNewsletter',
      'checkCart',
      'submitCart',
    ]);
    expect(comment).toHaveBeenCalledWith({ comment: 'Bitte klingeln' });
    expect(storedState()?.orderId).toBe('R-1001');
    expect(of('CHECKOUT.REFETCH_RESERVATION')).toHaveLength(1);
    expect(of('CHECKOUT.NAVIGATE').at(-1)).toEqual({
      type: 'CHECKOUT.NAVIGATE',
      location: routePath('checkoutConfirmation', { orderId: 'R-1001' }),
    });
  });

  it('keeps the placed order\'s confirmation when the cleanup clears the stored state (spec §4 "Confirmation cleanup")', async () => {
    const { actor, of, value } = start();
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
    const navigations = of('CHECKOUT.NAVIGATE').length;
    actor.send({ type: 'CHECKOUT.REINITIALISE', stored: EMPTY_CHECKOUT_STATE });
    actor.send({ type: 'CHECKOUT.RESET' });
    expect(value()).toBe('confirmation');
    expect(of('CHECKOUT.NAVIGATE')).toHaveLength(navigations);
    // A navigation of the host's own still runs the next page's guard.
    actor.send({ type: 'CHECKOUT.ENTER', step: 'login', url: PAGE.login });
    expect(value()).not.toBe('confirmation');
  });

  it('skips an empty comment, a disabled comment and an unticked newsletter', async () => {
    for (const [orderCommentEnabled, text] of [
      [true, '   '],
      [false, 'Hallo'],
    ] as const) {
      const { actor, calls } = start({ orderCommentEnabled });
      actor.send({ type: 'CHECKOUT.SUBMIT', comment: text, newsletter: false });
      await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
      expect(calls).toEqual(['trackCheckout', 'checkCart', 'submitCart']);
    }
  });

  it('a failing checkout event does not stop the order', async () => {
    const { actor } = start({
      track: async () => {
        throw new Error('analytics down');
      },
    });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
  });

  it('a failing comment save stops before the submit with a toast', async () => {
    const { actor, calls, of } = start({
      comment: async () => {
        throw new Error('Kommentar zu lang');
      },
    });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: 'x', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches({ summary: 'idle' }));
    expect(calls).not.toContain('submitCart');
    expect(of('CHECKOUT.ERROR')).toEqual([{ type: 'CHECKOUT.ERROR', message: 'Kommentar zu lang' }]);
  });

  it('a cart already submitted goes home with its message and the cart is refetched (spec §8)', async () => {
    const { actor, calls, of } = start({ check: async () => ({ submitted: true, changed: false }) });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches('redirected'));
    expect(calls).not.toContain('submitCart');
    expect(of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: '/', message: CART_ALREADY_SUBMITTED_MESSAGE },
    ]);
    expect(of('CHECKOUT.REFETCH_CART')).toHaveLength(1);
  });

  it('a changed cart goes home with the warning and the cart is refetched (spec §8)', async () => {
    const { actor, calls, of } = start({ check: async () => ({ submitted: false, changed: true }) });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches('redirected'));
    expect(calls).not.toContain('submitCart');
    expect(of('CHECKOUT.NAVIGATE')).toEqual([
      { type: 'CHECKOUT.NAVIGATE', location: '/', message: CART_CHANGED_MESSAGE },
    ]);
    expect(of('CHECKOUT.REFETCH_CART')).toHaveLength(1);
  });

  it('an error answer: the message as a toast and a payment-error event; the summary stays', async () => {
    const { actor, of } = start({
      submit: async () => submitResult({ orderId: null, errorMessage: 'Zahlung abgelehnt' }),
    });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches({ summary: 'idle' }) && snapshot.context.submitResult === null,
    );
    await waitFor(actor, () => of('CHECKOUT.ERROR').length > 0);
    expect(of('CHECKOUT.ERROR')).toEqual([{ type: 'CHECKOUT.ERROR', message: 'Zahlung abgelehnt' }]);
    expect(of('CHECKOUT.TRACK_PAYMENT_ERROR')).toEqual([
      { type: 'CHECKOUT.TRACK_PAYMENT_ERROR', message: 'Zahlung abgelehnt' },
    ]);
  });

  it('an empty error message and a failed call fall back to "Internal error" / the reason', async () => {
    const empty = start({ submit: async () => submitResult({ orderId: null, errorMessage: '' }) });
    empty.actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(empty.actor, () => empty.of('CHECKOUT.ERROR').length > 0);
    expect(empty.of('CHECKOUT.ERROR')).toEqual([{ type: 'CHECKOUT.ERROR', message: SUBMIT_FAILED_MESSAGE }]);

    const thrown = start({
      submit: async () => {
        throw new Error('Request timed out (5000ms)');
      },
    });
    thrown.actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(thrown.actor, () => thrown.of('CHECKOUT.TRACK_PAYMENT_ERROR').length > 0);
    expect(thrown.value()).toEqual({ summary: 'idle' });
    expect(thrown.of('CHECKOUT.ERROR')).toEqual([
      { type: 'CHECKOUT.ERROR', message: 'Request timed out (5000ms)' },
    ]);
  });

  it('computopData opens the card payment form with the order kept', async () => {
    const computopData = {
      action: 'https://pay.example/computop',
      fields: { MerchantID: 'sandbox', Data: 'abc', Len: '3' },
    };
    const { actor, storedState } = start({ submit: async () => submitResult({ computopData }) });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches('paymentForm'));
    expect(actor.getSnapshot().context.submitResult?.computopData).toEqual(computopData);
    expect(storedState()?.orderId).toBe('R-1001');
  });

  it(`a redirectUrl is followed after ${SUBMIT_REDIRECT_DELAY_MS} ms, not before`, async () => {
    const redirectUrl = 'https://api.example/sandbox/pay/ref';
    const { actor, clock, of } = start({ submit: async () => submitResult({ redirectUrl }) });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    clock.increment(SUBMIT_REDIRECT_DELAY_MS - 1);
    expect(of('CHECKOUT.NAVIGATE')).toEqual([]);
    clock.increment(1);
    expect(of('CHECKOUT.NAVIGATE')).toEqual([{ type: 'CHECKOUT.NAVIGATE', location: redirectUrl }]);
    expect(actor.getSnapshot().value).toBe('left');
  });

  it('a navigation or another tab does not interrupt a submit in flight', async () => {
    let answer: (result: SubmitCartResult) => void = () => undefined;
    const { actor, value } = start({ submit: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false });
    await waitFor(actor, (snapshot) => snapshot.matches({ summary: 'submitting' }));
    actor.send({ type: 'CHECKOUT.ENTER', step: 'shipping', url: PAGE.shipping });
    actor.send({ type: 'CHECKOUT.REINITIALISE', stored: EMPTY_CHECKOUT_STATE });
    actor.send({ type: 'CHECKOUT.RESET' });
    expect(value()).toEqual({ summary: 'submitting' });
    answer(submitResult());
    await waitFor(actor, (snapshot) => snapshot.matches('confirmation'));
  });
});
