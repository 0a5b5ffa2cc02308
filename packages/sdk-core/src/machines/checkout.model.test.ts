// Model-based test of the checkout machine (issue 16 "Tests": every path of the machine; spec shopping §2
// "Guards and redirects", §4 "Checkout steps: each available only when the previous is ok", "Summary
// submit"). XState's graph traversal (xstate/graph) walks every snapshot the machine can reach from a
// checkout start, for several kinds of visitor and cart, with the events the checkout pages send in each
// state and every answer each invoked call can give. On every transition it checks the spec's rules, and
// at the end that the walk reached every state of the machine. Pure transitions, no actors or timers:
// the whole walk takes 1–2 s (2 shared cores).
import { describe, expect, it } from 'vitest';
import type { ActorLogic, EventFromLogic, SnapshotFrom } from 'xstate';
import { type AdjacencyMap, getAdjacencyMap, getStateNodes } from 'xstate/graph';
import { routePath } from '../routes/routeTable';
import {
  CHECKOUT_STEPS,
  type CheckoutFacts,
  type CheckoutState,
  type CheckoutStep,
  checkoutStepGuard,
  checkoutStepPath,
  EMPTY_CHECKOUT_STATE,
  isCheckoutStepAvailable,
  isPaymentStepAvailable,
} from '../rules/checkoutSteps';
import {
  type CartSubmitCheck,
  type CheckoutMachineInput,
  checkoutMachine,
  type SubmitCartResult,
} from './checkout.machine';
import { authResult, SHIPPING_PLAN, submitResult } from './checkoutTestData';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;
type Event = EventFromLogic<typeof checkoutMachine>;

const AUTH = authResult();
const SUBMITTED = submitResult();

/** XState's event types for an invoked call's answer and failure, and for the redirect timer. */
const done = (stateId: string, output: unknown) => ({ type: `xstate.done.actor.0.${stateId}`, output });
const failed = (stateId: string) => ({
  type: `xstate.error.actor.0.${stateId}`,
  error: new Error('network'),
});
const REDIRECT_TIMER = { type: 'xstate.after.submitRedirect.checkout.redirecting' };

/** What the pages send in a state, and every answer of the call a state waits for. */
function eventsIn(snapshot: Snapshot): Event[] {
  const { state, facts } = snapshot.context;
  // Navigation to any checkout page, another tab's stored state, the express abort / cleanup reset,
  // and on a shown step the cart emptied elsewhere (a call in flight with it: checkout.machine.test.ts).
  const emptied = { ...facts, itemsCount: 0, basketValueCents: 0 };
  const emptiedOnStep = shownStep(snapshot) && !hasCallInFlight(snapshot) && facts.itemsCount > 0;
  const common = [
    ...CHECKOUT_STEPS.map((step) => ({ type: 'CHECKOUT.ENTER', step, url: checkoutStepPath(step, state) })),
    ...(emptiedOnStep ? [{ type: 'CHECKOUT.FACTS', facts: emptied }] : []),
    { type: 'CHECKOUT.REINITIALISE', stored: EMPTY_CHECKOUT_STATE },
    {
      type: 'CHECKOUT.REINITIALISE',
      stored: { ...EMPTY_CHECKOUT_STATE, loginOption: 'guest', shippingValidated: true },
    },
    { type: 'CHECKOUT.RESET' },
  ];
  const check = (answer: CartSubmitCheck) => done('checkout.summary.checking', answer);
  const submit = (answer: Partial<SubmitCartResult>) =>
    done('checkout.summary.submitting', { ...SUBMITTED, ...answer });
  const byState: [string, object[]][] = [
    [
      'login.choosing',
      ['guest', 'register', 'login'].map((authType) => ({
        type: 'CHECKOUT.AUTHENTICATE',
        authType,
        formData: {},
      })),
    ],
    [
      'login.authenticating',
      [
        done('checkout.login.authenticating', AUTH),
        done('checkout.login.authenticating', {
          ...AUTH,
          successfull: false,
          errorMessage: 'vue.login.error.failed',
        }),
        failed('checkout.login.authenticating'),
      ],
    ],
    [
      'shipping.editing',
      [
        { type: 'CHECKOUT.SAVE_SHIPPING', plan: SHIPPING_PLAN },
        { type: 'CHECKOUT.SHIPPING_SAVED' },
        { type: 'CHECKOUT.SHIPPING_CHANGED' },
      ],
    ],
    [
      'shipping.saving',
      [
        done('checkout.shipping.saving', { ok: true }),
        done('checkout.shipping.saving', { ok: false, message: 'vue.form.error.general', fieldErrors: [] }),
        failed('checkout.shipping.saving'),
      ],
    ],
    ['payment', [{ type: 'CHECKOUT.PAYMENT_SAVED' }, { type: 'CHECKOUT.PAYMENT_CHANGED' }]],
    [
      'summary.idle',
      [
        { type: 'CHECKOUT.SUBMIT', comment: '', newsletter: false },
        { type: 'CHECKOUT.SUBMIT', comment: 'Bitte klingeln', newsletter: true },
        { type: 'CHECKOUT.LEAVE' },
      ],
    ],
    ['summary.tracking', [done('checkout.summary.tracking', undefined), failed('checkout.summary.tracking')]],
    [
      'summary.commenting',
      [done('checkout.summary.commenting', undefined), failed('checkout.summary.commenting')],
    ],
    [
      'summary.subscribing',
      [done('checkout.summary.subscribing', undefined), failed('checkout.summary.subscribing')],
    ],
    [
      'summary.checking',
      [
        check({ submitted: true, changed: false }),
        check({ submitted: false, changed: true }),
        check({ submitted: false, changed: false }),
        failed('checkout.summary.checking'),
      ],
    ],
    [
      'summary.submitting',
      [
        submit({ orderId: null, newCartId: null, errorMessage: 'vue.checkout.message.outOfStock' }),
        submit({ computopData: { action: 'https://pay.example/', fields: { MerchantID: 'm' } } }),
        submit({ redirectUrl: 'https://pay.example/paypal' }),
        submit({}),
        failed('checkout.summary.submitting'),
      ],
    ],
    ['redirecting', [REDIRECT_TIMER]],
    ['leaving', [{ type: 'CHECKOUT.STAY' }]],
  ];
  const own = byState.filter(([path]) => snapshot.matches(path as never)).flatMap(([, events]) => events);
  return [...common, ...own] as Event[];
}

/** What makes two snapshots different for the checkout: where it is, the stored state, the cart and session, the form. */
function serialize(snapshot: Snapshot): string {
  const { step, state, facts, submitForm } = snapshot.context;
  return JSON.stringify([snapshot.value, step, state, facts, submitForm]);
}

/** The checkout step a snapshot shows, if it shows one. */
function shownStep(snapshot: Snapshot): CheckoutStep | null {
  return CHECKOUT_STEPS.find((step) => snapshot.matches(step)) ?? null;
}

/** A shown step with a call in flight: a change waits until the call ends. */
const IN_FLIGHT = [
  'login.authenticating',
  'shipping.saving',
  'summary.tracking',
  'summary.commenting',
  'summary.subscribing',
  'summary.checking',
  'summary.submitting',
];

function hasCallInFlight(snapshot: Snapshot): boolean {
  return IN_FLIGHT.some((path) => snapshot.matches(path as never));
}

const CONSUMER: CheckoutFacts = {
  isB2b: false,
  itemsCount: 2,
  basketValueCents: 1990,
  sessionKind: 'anonymous',
};

/** Kinds of visitor and cart the walk starts from (spec §4 "Checkout steps and availability", §6 B2B). */
const STARTS: readonly { name: string; facts: CheckoutFacts; stored: CheckoutState }[] = [
  { name: 'anonymous consumer', facts: CONSUMER, stored: EMPTY_CHECKOUT_STATE },
  { name: 'guest session', facts: { ...CONSUMER, sessionKind: 'guest' }, stored: EMPTY_CHECKOUT_STATE },
  {
    name: 'B2B customer',
    facts: { ...CONSUMER, isB2b: true, sessionKind: 'logged-in' },
    stored: EMPTY_CHECKOUT_STATE,
  },
  {
    name: 'payless basket',
    facts: { ...CONSUMER, basketValueCents: 0, sessionKind: 'logged-in' },
    stored: EMPTY_CHECKOUT_STATE,
  },
  {
    name: 'express wallet (Amazon Pay)',
    facts: { ...CONSUMER, sessionKind: 'logged-in' },
    stored: {
      ...EMPTY_CHECKOUT_STATE,
      loginOption: 'loggedIn',
      expressWallet: true,
      shippingValidated: true,
    },
  },
  {
    name: 'empty cart',
    facts: { ...CONSUMER, itemsCount: 0, basketValueCents: 0 },
    stored: EMPTY_CHECKOUT_STATE,
  },
];

/**
 * The machine as xstate/graph types actor logic. Its types know no emitted events, and the checkout
 * machine declares its own (CheckoutEmitted), which the walk does not look at: the one cast of the file.
 */
const model = checkoutMachine as unknown as ActorLogic<Snapshot, Event, CheckoutMachineInput>;

const walks = new Map<string, AdjacencyMap<Snapshot, Event>>();

/** Every snapshot reachable from the start, with its transitions (walked once per start). */
function walk(start: (typeof STARTS)[number]) {
  const known = walks.get(start.name);
  if (known) return known;
  const map = getAdjacencyMap(model, {
    input: {
      step: 'login',
      url: routePath('checkoutLogin'),
      facts: start.facts,
      stored: start.stored,
      orderCommentEnabled: true,
    },
    events: eventsIn,
    serializeState: serialize,
  });
  walks.set(start.name, map);
  return map;
}

/**
 * The machine's states a snapshot can rest in: a transient one, like `entering`, only decides (it
 * always leaves); a shown step's guard check leaves only when the guard refuses.
 */
const RESTING_STATES = getStateNodes(checkoutMachine).filter(
  (node) => !node.always?.some((transition) => !transition.guard),
);

/**
 * A start's walk takes 1-2 s alone and over 12 s while the test command's builds and browser tests share
 * the two cores: vitest's 5 s default would fail the walk for the machine's load.
 */
const WALK_TIMEOUT_MS = 60_000;

describe('checkout machine, every reachable state (model-based)', () => {
  for (const start of STARTS) {
    it(
      `keeps the step rules on every transition: ${start.name}`,
      () => {
        const map = walk(start);
        let transitions = 0;
        for (const { state: from, transitions: next } of Object.values(map)) {
          for (const { event, state: to } of Object.values<{ event: Event; state: Snapshot }>(next)) {
            transitions += 1;
            const step = shownStep(to);
            const where = `${JSON.stringify(from.value)} --${event.type}--> ${JSON.stringify(to.value)}`;
            const { facts, state } = to.context;
            if (step && !hasCallInFlight(to)) {
              // A step is shown only when every step before it is ok (and the payment step exists) and its
              // page's guard allows it, also after the cart or the stored state changed (spec §2 "Guards
              // and redirects").
              expect(isCheckoutStepAvailable(step, facts, state), where).toBe(true);
              const url = new URL(to.context.url, 'https://shop.example/');
              expect(checkoutStepGuard(step, facts, state, url).allow, where).toBe(true);
            }
            if (step) expect(to.context.step, where).toBe(step);
            // A call in flight finishes first: a change moves nothing.
            if (hasCallInFlight(from) && event.type.startsWith('CHECKOUT.')) {
              expect(to.value, where).toEqual(from.value);
            }
            // No payment step for B2B, payless baskets or express wallet payment.
            if (step === 'payment') expect(isPaymentStepAvailable(facts, state), where).toBe(true);
            // The confirmation always names an order.
            if (step === 'confirmation') expect(state.orderId, where).not.toBeNull();
            // An order id is only ever written by a submit that returned one (or a stored state).
            if (state.orderId !== null && from.context.state.orderId === null) {
              expect(event.type, where).toBe('xstate.done.actor.0.checkout.summary.submitting');
            }
          }
        }
        expect(transitions).toBeGreaterThan(0);
      },
      WALK_TIMEOUT_MS,
    );
  }

  it(
    'reaches every state of the machine',
    () => {
      const snapshots = STARTS.flatMap((start) => Object.values(walk(start)).map(({ state }) => state));
      const unreached = RESTING_STATES.filter(
        (node) => !snapshots.some((snapshot) => snapshot.matches(node.path.join('.') as never)),
      );
      expect(unreached.map((node) => node.id)).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
