// The cart's lightning reservation for a page (spec shopping §4 "Lightning deals"): while the cart holds
// deal units, the lightning-reservation machine counts down, refreshes at expiry and reports the
// outcome as toasts; `extend` is for checkout. The machine is loaded only when there is a reservation
// (useLazyMachine started by an effect, not by an event).
import { useApolloClient } from '@apollo/client/react';
import type { LightningReservationState, lightningReservationMachine } from '@ranzen/sdk-core';
import { useCallback, useEffect, useRef } from 'react';
import type { SnapshotFrom, StateValueFrom } from 'xstate';
import { useTranslate } from './ShopProvider';
import { useToasts } from './ToastProvider';
import { useLazyMachine } from './useLazyMachine';

export interface LightningReservationView {
  /** The machine's state: none, loading, counting, extending, refreshing (the UI's data-state). */
  readonly state: StateValueFrom<typeof lightningReservationMachine>;
  readonly remainingMs: number;
  readonly changedItemIds: readonly string[];
}

export interface UseLightningReservationResult extends LightningReservationView {
  /** Extends the reservation once (at checkout). */
  readonly extend: () => void;
}

const IDLE_VIEW: LightningReservationView = { state: 'none', remainingMs: 0, changedItemIds: [] };

function viewOf(snapshot: SnapshotFrom<typeof lightningReservationMachine>): LightningReservationView {
  return {
    state: snapshot.value,
    remainingMs: snapshot.context.remainingMs,
    changedItemIds: snapshot.context.changedItemIds,
  };
}

let noticeSequence = 0;

/**
 * The visitor's lightning-deal reservation in the cart: the time left, extending it, and a notice
 * when it changed.
 *
 * @example
 * ```tsx
 * const { state, remainingMs, extend } = useLightningReservation(cartId, cart.lightningReservation);
 * ```
 */
export function useLightningReservation(
  cartId: string | null,
  reservation: LightningReservationState | null,
): UseLightningReservationResult {
  const client = useApolloClient();
  const t = useTranslate();
  const { addToast } = useToasts();
  // The machine starts with the cart and reservation of the moment and follows later reservations by
  // LIGHTNING.UPDATE.
  const latest = useRef({ cartId, reservation });
  latest.current = { cartId, reservation };

  const { view, start, stop, sendIfStarted } = useLazyMachine({
    load: () =>
      import('./provideLightningReservationMachine').then(({ provideLightningReservationMachine }) =>
        provideLightningReservationMachine(client),
      ),
    input: () => ({ cartId: latest.current.cartId ?? '', reservation: latest.current.reservation }),
    initialView: () => IDLE_VIEW,
    view: viewOf,
    onEmitted: (event) => {
      noticeSequence += 1;
      if (event.type === 'LIGHTNING.NOTICE')
        addToast({ id: `lightning-${noticeSequence}`, type: event.kind, message: t(event.key) });
      else if (event.type === 'LIGHTNING.ERROR')
        addToast({ id: `lightning-${noticeSequence}`, type: 'error', message: event.message });
    },
  });

  const active = reservation?.hasLightningDealReservation === true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new client or cart starts a new machine.
  useEffect(() => {
    if (!cartId || !active) return;
    // Without its chunk the notice stays idle until the cart or its reservation changes.
    start().catch(() => undefined);
    return stop;
  }, [client, cartId, active, start, stop]);

  useEffect(() => {
    sendIfStarted({ type: 'LIGHTNING.UPDATE', reservation });
  }, [reservation, sendIfStarted]);

  const extend = useCallback(() => sendIfStarted({ type: 'LIGHTNING.EXTEND' }), [sendIfStarted]);
  return { ...view, extend };
}
