// Checkout steps and guards (spec shopping §2 "Guards and redirects", §3 "Checkout state", §4
// "Checkout steps"; §8 "Session expired at checkout").
import { describe, expect, it } from 'vitest';
import { routePath } from '../routes/routeTable';
import {
  CHECKOUT_SESSION_EXPIRED_MESSAGE,
  CHECKOUT_STEPS,
  type CheckoutFacts,
  type CheckoutState,
  checkoutConfirmationGuard,
  checkoutLoginGuard,
  checkoutPaymentGuard,
  checkoutShippingGuard,
  checkoutStepGuard,
  checkoutStepOfPath,
  checkoutStepPath,
  checkoutSummaryGuard,
  EMPTY_CHECKOUT_STATE,
  isAmazonPayReturn,
  isCheckoutStepAvailable,
  isPaymentStepAvailable,
  LOGIN_OPTIONS,
  nextCheckoutStep,
  openCheckoutStep,
  parseCheckoutState,
  serializeCheckoutState,
} from './checkoutSteps';
import type { SessionKind } from './session';

const FACTS: CheckoutFacts = {
  isB2b: false,
  itemsCount: 2,
  basketValueCents: 1990,
  sessionKind: 'anonymous',
};
const facts = (changes: Partial<CheckoutFacts> = {}): CheckoutFacts => ({ ...FACTS, ...changes });
const state = (changes: Partial<CheckoutState> = {}): CheckoutState => ({
  ...EMPTY_CHECKOUT_STATE,
  ...changes,
});
const url = (path: string) => new URL(path, 'https://shop.example/');
const DONE = state({ loginOption: 'guest', shippingValidated: true, paymentValidated: true });

describe('payment step availability (spec §4)', () => {
  it('is available for a consumer cart with a value', () => {
    expect(isPaymentStepAvailable(facts(), state())).toBe(true);
  });
  it('is unavailable for B2B, a payless order and express wallet payment', () => {
    expect(isPaymentStepAvailable(facts({ isB2b: true }), state())).toBe(false);
    expect(isPaymentStepAvailable(facts({ basketValueCents: 0 }), state())).toBe(false);
    expect(isPaymentStepAvailable(facts(), state({ expressWallet: true }))).toBe(false);
  });
  it('an empty cart with value 0 is not payless (payless needs items)', () => {
    expect(isPaymentStepAvailable(facts({ itemsCount: 0, basketValueCents: 0 }), state())).toBe(true);
  });
});

describe('step availability: each step only when the previous is ok (spec §4)', () => {
  it('shipping needs a login option or a session', () => {
    expect(isCheckoutStepAvailable('shipping', facts(), state())).toBe(false);
    expect(isCheckoutStepAvailable('shipping', facts(), state({ loginOption: 'register' }))).toBe(true);
    expect(isCheckoutStepAvailable('shipping', facts({ sessionKind: 'logged-in' }), state())).toBe(true);
  });
  it('payment needs validated shipping; summary needs payment ok or unavailable', () => {
    const loggedIn = facts({ sessionKind: 'logged-in' });
    expect(isCheckoutStepAvailable('payment', loggedIn, state())).toBe(false);
    expect(isCheckoutStepAvailable('payment', loggedIn, state({ shippingValidated: true }))).toBe(true);
    expect(isCheckoutStepAvailable('summary', loggedIn, state({ shippingValidated: true }))).toBe(false);
    expect(
      isCheckoutStepAvailable(
        'summary',
        facts({ sessionKind: 'logged-in', isB2b: true }),
        state({ shippingValidated: true }),
      ),
    ).toBe(true);
    expect(isCheckoutStepAvailable('summary', loggedIn, DONE)).toBe(true);
  });
  it('the payment step is skipped when unavailable', () => {
    expect(nextCheckoutStep('shipping', facts(), state())).toBe('payment');
    expect(nextCheckoutStep('shipping', facts({ isB2b: true }), state())).toBe('summary');
    expect(nextCheckoutStep('login', facts(), state())).toBe('shipping');
    expect(nextCheckoutStep('payment', facts(), state())).toBe('summary');
    expect(nextCheckoutStep('summary', facts(), state())).toBe('confirmation');
  });
});

describe('guards and redirects (spec §2)', () => {
  it('checkout login: logged in or guest goes to shipping; an empty cart goes to the basket', () => {
    expect(checkoutLoginGuard(facts())).toEqual({ allow: true });
    for (const sessionKind of ['logged-in', 'guest'] as const)
      expect(checkoutLoginGuard(facts({ sessionKind }))).toEqual({
        allow: false,
        location: routePath('checkoutShipping'),
      });
    expect(checkoutLoginGuard(facts({ itemsCount: 0 }))).toEqual({
      allow: false,
      location: routePath('basket'),
    });
  });

  it('shipping: an empty cart goes to /; the login step not done goes to the login step', () => {
    expect(checkoutShippingGuard(facts({ itemsCount: 0, sessionKind: 'guest' }), state())).toEqual({
      allow: false,
      location: '/',
    });
    expect(checkoutShippingGuard(facts(), state())).toEqual({
      allow: false,
      location: routePath('checkoutLogin'),
    });
    expect(checkoutShippingGuard(facts(), state({ loginOption: 'guest' }))).toEqual({ allow: true });
  });

  it('payment: an empty cart goes to / with the session-expired warning for a guest or without login', () => {
    expect(checkoutPaymentGuard(facts({ itemsCount: 0, sessionKind: 'guest' }), DONE)).toEqual({
      allow: false,
      location: '/',
      message: CHECKOUT_SESSION_EXPIRED_MESSAGE,
    });
    expect(checkoutPaymentGuard(facts({ itemsCount: 0 }), state())).toEqual({
      allow: false,
      location: '/',
      message: CHECKOUT_SESSION_EXPIRED_MESSAGE,
    });
    expect(checkoutPaymentGuard(facts({ itemsCount: 0, sessionKind: 'logged-in' }), DONE)).toEqual({
      allow: false,
      location: '/',
    });
  });

  it('payment: shipping not valid goes to shipping; an unavailable step goes to summary', () => {
    const loggedIn = facts({ sessionKind: 'logged-in' });
    expect(checkoutPaymentGuard(loggedIn, state())).toEqual({
      allow: false,
      location: routePath('checkoutShipping'),
    });
    expect(checkoutPaymentGuard({ ...loggedIn, isB2b: true }, state({ shippingValidated: true }))).toEqual({
      allow: false,
      location: routePath('checkoutSummary'),
    });
    expect(checkoutPaymentGuard(loggedIn, state({ shippingValidated: true }))).toEqual({ allow: true });
  });

  it('summary: shipping not valid goes to / with the warning; payment not valid goes to payment', () => {
    const loggedIn = facts({ sessionKind: 'logged-in' });
    expect(checkoutSummaryGuard(loggedIn, state())).toEqual({
      allow: false,
      location: '/',
      message: CHECKOUT_SESSION_EXPIRED_MESSAGE,
    });
    expect(checkoutSummaryGuard(loggedIn, state({ shippingValidated: true }))).toEqual({
      allow: false,
      location: routePath('checkoutPayment'),
    });
    expect(checkoutSummaryGuard(loggedIn, state({ shippingValidated: true, expressWallet: true }))).toEqual({
      allow: true,
    });
    expect(checkoutSummaryGuard(loggedIn, DONE)).toEqual({ allow: true });
  });

  it('confirmation: no stored order id goes to /; otherwise the order id is added to the query', () => {
    const page = url(routePath('checkoutConfirmation'));
    expect(checkoutConfirmationGuard(state(), page)).toEqual({ allow: false, location: '/' });
    expect(checkoutConfirmationGuard(state({ orderId: 'R-1001' }), page)).toEqual({
      allow: false,
      location: routePath('checkoutConfirmation', { orderId: 'R-1001' }),
    });
    expect(
      checkoutConfirmationGuard(
        state({ orderId: 'R-1001' }),
        url(routePath('checkoutConfirmation', { orderId: 'R-1001' })),
      ),
    ).toEqual({ allow: true });
  });
});

describe('the Amazon Pay express return (spec §2 summary query amazonCheckoutSessionId, §4)', () => {
  it('lets the return in so the summary can complete the express checkout; without the id the guard holds', () => {
    const summary = routePath('checkoutSummary');
    const back = url(routePath('checkoutSummary', { amazonCheckoutSessionId: 'session_sig' }));
    expect(isAmazonPayReturn(back)).toBe(true);
    expect(checkoutStepGuard('summary', FACTS, state(), back)).toEqual({ allow: true });
    expect(checkoutStepGuard('summary', FACTS, state(), url(`${summary}?amazonCheckoutSessionId=`))).toEqual({
      allow: false,
      location: '/',
      message: CHECKOUT_SESSION_EXPIRED_MESSAGE,
    });
    expect(isAmazonPayReturn(url(summary))).toBe(false);
  });
});

describe('every guard over the whole state space (model)', () => {
  const sessionKinds: readonly SessionKind[] = ['anonymous', 'guest', 'logged-in'];
  const allFacts = sessionKinds.flatMap((sessionKind) =>
    [0, 3].flatMap((itemsCount) =>
      [0, 990].flatMap((basketValueCents) =>
        [false, true].map((isB2b) => ({ sessionKind, itemsCount, basketValueCents, isB2b })),
      ),
    ),
  );
  const allStates = [null, ...LOGIN_OPTIONS].flatMap((loginOption) =>
    [false, true].flatMap((shippingValidated) =>
      [false, true].flatMap((paymentValidated) =>
        [false, true].flatMap((expressWallet) =>
          [null, 'R-1'].map((orderId) => ({
            loginOption,
            shippingValidated,
            paymentValidated,
            expressWallet,
            orderId,
          })),
        ),
      ),
    ),
  );
  const stepOfPath = new Map(CHECKOUT_STEPS.map((step) => [routePath(checkoutRouteOf(step)), step] as const));

  function checkoutRouteOf(step: (typeof CHECKOUT_STEPS)[number]) {
    return (
      {
        login: 'checkoutLogin',
        shipping: 'checkoutShipping',
        payment: 'checkoutPayment',
        summary: 'checkoutSummary',
        confirmation: 'checkoutConfirmation',
      } as const
    )[step];
  }

  it('a page the guard opens is an available step, and following redirects always ends (no loop)', () => {
    for (const f of allFacts)
      for (const s of allStates)
        for (const start of CHECKOUT_STEPS) {
          let step = start;
          const seen = new Set<string>();
          for (;;) {
            const page = url(
              routePath(
                checkoutRouteOf(step),
                step === 'confirmation' && s.orderId ? { orderId: s.orderId } : {},
              ),
            );
            const result = checkoutStepGuard(step, f, s, page);
            if (result.allow) {
              // Login is the first step: it is always available, the others only after their predecessor.
              expect(isCheckoutStepAvailable(step, f, s)).toBe(true);
              break;
            }
            const next = stepOfPath.get(new URL(result.location, page).pathname);
            if (next === undefined) break; // left the checkout: / or the basket
            expect(seen.has(next)).toBe(false);
            seen.add(step);
            step = next;
          }
        }
  });
});

describe('the stored state (cookie) survives a reload and a second tab', () => {
  it('round-trips', () => {
    const stored = state({
      loginOption: 'loggedIn',
      shippingValidated: true,
      expressWallet: true,
      orderId: 'R-7',
    });
    expect(parseCheckoutState(serializeCheckoutState(stored))).toEqual(stored);
  });
  it('a missing, malformed or tampered value counts as nothing done', () => {
    expect(parseCheckoutState(undefined)).toEqual(EMPTY_CHECKOUT_STATE);
    expect(parseCheckoutState('%7Bnot-json')).toEqual(EMPTY_CHECKOUT_STATE);
    expect(parseCheckoutState(encodeURIComponent('"text"'))).toEqual(EMPTY_CHECKOUT_STATE);
    expect(
      parseCheckoutState(
        encodeURIComponent(JSON.stringify({ loginOption: 'admin', shippingValidated: 'yes', orderId: 5 })),
      ),
    ).toEqual(EMPTY_CHECKOUT_STATE);
  });
});

describe('a checkout on one page: its step from the path and where it resumes (spec §2, §4)', () => {
  it('names the step of each step page, and no step for any other page', () => {
    const withOrder = state({ orderId: 'R-7' });
    for (const step of CHECKOUT_STEPS) {
      const path = url(checkoutStepPath(step, withOrder)).pathname;
      expect(checkoutStepOfPath(path)).toBe(step);
      expect(checkoutStepOfPath(path.replace(/\/$/, ''))).toBe(step);
    }
    expect(checkoutStepOfPath(routePath('basket'))).toBeNull();
    expect(checkoutStepOfPath(routePath('checkout'))).toBeNull();
    expect(checkoutStepOfPath('/')).toBeNull();
  });

  it('resumes at the first step still to do, the payment step only where it is available', () => {
    expect(openCheckoutStep(facts(), EMPTY_CHECKOUT_STATE)).toBe('login');
    expect(openCheckoutStep(facts({ sessionKind: 'logged-in' }), EMPTY_CHECKOUT_STATE)).toBe('shipping');
    expect(openCheckoutStep(facts(), state({ loginOption: 'guest' }))).toBe('shipping');
    const shipped = state({ loginOption: 'guest', shippingValidated: true });
    expect(openCheckoutStep(facts(), shipped)).toBe('payment');
    expect(openCheckoutStep(facts({ isB2b: true }), shipped)).toBe('summary');
    expect(openCheckoutStep(facts({ basketValueCents: 0 }), shipped)).toBe('summary');
    expect(openCheckoutStep(facts(), DONE)).toBe('summary');
    // The step it names is one its own guard lets in.
    for (const sessionKind of ['anonymous', 'guest', 'logged-in'] satisfies SessionKind[]) {
      for (const stored of [EMPTY_CHECKOUT_STATE, state({ loginOption: 'guest' }), shipped, DONE]) {
        const step = openCheckoutStep(facts({ sessionKind }), stored);
        expect(checkoutStepGuard(step, facts({ sessionKind }), stored, url('/')).allow).toBe(true);
      }
    }
  });
});
