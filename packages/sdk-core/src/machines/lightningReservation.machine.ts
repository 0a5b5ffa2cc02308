// Lightning deal reservation of a cart (spec shopping §3 "Lightning reservation", §4 "Lightning deals",
// §7 "lightning deal reservation", "Extend or refresh lightning reservation"; §9 countdown tick 1 s).
// While the cart holds deal units the machine counts down to the reservation's end once a second; at
// zero it asks the server to refresh the reservation and reports what changed: deals no longer
// valid, reduced quantities, whether the refresh succeeded, and the changed item ids (emitted for
// the page's toasts). At checkout the reservation can be extended.
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import { COUNTDOWN_TICK_MS } from '../rules/countdown';
import { errorText } from './errorText';
import { notImplemented } from './notImplemented';

export interface LightningReservationState {
  readonly hasLightningDealReservation: boolean;
  readonly isLightningDealReservationExpired: boolean;
  /** Epoch milliseconds when the reservation ends; null without one. */
  readonly lightningDealReservationTimestampEnd: number | null;
  readonly extended: boolean;
}

export interface LightningRefreshOutput {
  readonly successful: boolean;
  readonly isAnyDealNoLongerValid: boolean;
  readonly areQuantitiesReduced: boolean;
  readonly changedItemIds: readonly string[];
  readonly errorMessage: string | null;
  /** The reservation after the refresh (from the refreshed cart); null when the cart holds no deal. */
  readonly reservation: LightningReservationState | null;
}

export interface LightningExtendOutput {
  readonly successful: boolean;
  readonly errorMessage: string | null;
  readonly reservation: LightningReservationState | null;
}

export interface LightningReservationInput {
  readonly cartId: string;
  /** The reservation the page already has (from the cart query); loaded when missing. */
  readonly reservation?: LightningReservationState | null;
}

export interface LightningReservationContext {
  cartId: string;
  reservation: LightningReservationState | null;
  /** Time left, recomputed from the wall clock on every tick (a throttled tab does not drift). */
  remainingMs: number;
  changedItemIds: readonly string[];
}

export type LightningReservationEvent =
  | { type: 'LIGHTNING.LOAD' }
  | { type: 'LIGHTNING.EXTEND' }
  /** The page got a newer reservation with the cart (after an add, another tab). */
  | { type: 'LIGHTNING.UPDATE'; reservation: LightningReservationState | null };

/** Message keys of the refresh outcome, shown as toasts by the page. */
export const LIGHTNING_MESSAGES = {
  noLongerValid: 'vue.lightning.reservation.noLongerValid',
  quantitiesReduced: 'vue.lightning.reservation.quantitiesReduced',
  refreshed: 'vue.lightning.reservation.refreshed',
  extended: 'vue.lightning.reservation.extended',
} as const;

export type LightningReservationEmitted =
  | {
      type: 'LIGHTNING.NOTICE';
      kind: 'success' | 'warning';
      key: (typeof LIGHTNING_MESSAGES)[keyof typeof LIGHTNING_MESSAGES];
    }
  | { type: 'LIGHTNING.ERROR'; message: string }
  /** The refresh changed the cart's positions: cart views should show the new prices. */
  | { type: 'LIGHTNING.CART_CHANGED'; changedItemIds: readonly string[] };

function remainingOf(reservation: LightningReservationState | null): number {
  const end = reservation?.lightningDealReservationTimestampEnd ?? null;
  return end === null ? 0 : Math.max(0, end - Date.now());
}

export const lightningReservationMachine = setup({
  types: {
    context: {} as LightningReservationContext,
    events: {} as LightningReservationEvent,
    input: {} as LightningReservationInput,
    emitted: {} as LightningReservationEmitted,
  },
  actors: {
    loadReservation: notImplemented<LightningReservationState | null, { cartId: string }>(
      'lightningReservationMachine',
      'loadReservation',
    ),
    extendReservation: notImplemented<LightningExtendOutput, { cartId: string }>(
      'lightningReservationMachine',
      'extendReservation',
    ),
    refreshReservation: notImplemented<LightningRefreshOutput, { cartId: string }>(
      'lightningReservationMachine',
      'refreshReservation',
    ),
  },
  guards: {
    isRunning: ({ context }) =>
      context.reservation?.hasLightningDealReservation === true &&
      !context.reservation.isLightningDealReservationExpired &&
      remainingOf(context.reservation) > 0,
    /** Deal units whose reservation has run out: they must be reserved again. */
    isOver: ({ context }) => context.reservation?.hasLightningDealReservation === true,
    isKnown: ({ context }) => context.reservation !== null,
    /** A reservation is extended once. */
    canExtend: ({ context }) => !context.reservation?.extended,
    /** The server knows a reservation for the cart (null: the cart holds no deal units). */
    isFound: (_, loaded: { reservation: LightningReservationState | null }) => loaded.reservation !== null,
  },
  actions: {
    /** A newer reservation from the page; while a call is running its own answer wins. */
    adopt: assign({
      reservation: ({ event }) => {
        assertEvent(event, 'LIGHTNING.UPDATE');
        return event.reservation;
      },
    }),
    tick: assign({ remainingMs: ({ context }) => remainingOf(context.reservation) }),
  },
  delays: { tick: COUNTDOWN_TICK_MS },
}).createMachine({
  id: 'lightningReservation',
  context: ({ input }) => ({
    cartId: input.cartId,
    reservation: input.reservation ?? null,
    remainingMs: remainingOf(input.reservation ?? null),
    changedItemIds: [],
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isRunning', target: 'counting', actions: 'tick' },
        { guard: 'isOver', target: 'refreshing', actions: 'tick' },
        { guard: 'isKnown', target: 'none' },
        { target: 'loading' },
      ],
    },
    loading: {
      invoke: {
        src: 'loadReservation',
        input: ({ context }) => ({ cartId: context.cartId }),
        onDone: [
          {
            guard: { type: 'isFound', params: ({ event }) => ({ reservation: event.output }) },
            target: 'checking',
            actions: assign({ reservation: ({ event }) => event.output }),
          },
          { target: 'none' },
        ],
        onError: {
          target: 'none',
          actions: emit(({ event }) => ({ type: 'LIGHTNING.ERROR', message: errorText(event.error) })),
        },
      },
    },
    /** The cart holds no deal units. */
    none: {
      on: { 'LIGHTNING.LOAD': 'loading', 'LIGHTNING.UPDATE': { target: 'checking', actions: 'adopt' } },
    },
    counting: {
      after: {
        tick: [
          { guard: 'isRunning', target: 'counting', reenter: true, actions: 'tick' },
          { target: 'refreshing', actions: 'tick' },
        ],
      },
      on: {
        'LIGHTNING.EXTEND': { guard: 'canExtend', target: 'extending' },
        'LIGHTNING.LOAD': 'loading',
        'LIGHTNING.UPDATE': { target: 'checking', actions: 'adopt' },
      },
    },
    extending: {
      invoke: {
        src: 'extendReservation',
        input: ({ context }) => ({ cartId: context.cartId }),
        onDone: {
          target: 'checking',
          actions: enqueueActions(({ event, enqueue }) => {
            const { successful, errorMessage, reservation } = event.output;
            if (!successful) {
              enqueue.emit({ type: 'LIGHTNING.ERROR', message: errorMessage ?? 'ERROR' });
              return;
            }
            enqueue.assign({ reservation });
            enqueue.emit({ type: 'LIGHTNING.NOTICE', kind: 'success', key: LIGHTNING_MESSAGES.extended });
          }),
        },
        onError: {
          target: 'checking',
          actions: emit(({ event }) => ({ type: 'LIGHTNING.ERROR', message: errorText(event.error) })),
        },
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshReservation',
        input: ({ context }) => ({ cartId: context.cartId }),
        onDone: {
          target: 'settled',
          actions: enqueueActions(({ event, enqueue }) => {
            const result = event.output;
            enqueue.assign({ reservation: result.reservation, changedItemIds: result.changedItemIds });
            if (result.isAnyDealNoLongerValid)
              enqueue.emit({
                type: 'LIGHTNING.NOTICE',
                kind: 'warning',
                key: LIGHTNING_MESSAGES.noLongerValid,
              });
            if (result.areQuantitiesReduced)
              enqueue.emit({
                type: 'LIGHTNING.NOTICE',
                kind: 'warning',
                key: LIGHTNING_MESSAGES.quantitiesReduced,
              });
            if (result.successful)
              enqueue.emit({ type: 'LIGHTNING.NOTICE', kind: 'success', key: LIGHTNING_MESSAGES.refreshed });
            else if (result.errorMessage)
              enqueue.emit({ type: 'LIGHTNING.ERROR', message: result.errorMessage });
            if (result.changedItemIds.length > 0)
              enqueue.emit({ type: 'LIGHTNING.CART_CHANGED', changedItemIds: result.changedItemIds });
          }),
        },
        onError: {
          target: 'none',
          actions: [
            assign({ reservation: null }),
            emit(({ event }) => ({ type: 'LIGHTNING.ERROR', message: errorText(event.error) })),
          ],
        },
      },
    },
    /** After a refresh: a renewed reservation counts down again; anything else rests. */
    settled: {
      always: [{ guard: 'isRunning', target: 'counting', actions: 'tick' }, { target: 'none' }],
    },
  },
});
