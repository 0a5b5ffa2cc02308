// The cart's lightning reservation for a page (spec shopping §4 "Lightning deals"): while the cart holds
// deal units, the lightning-reservation machine counts down, refreshes at expiry and reports the
// outcome as toasts; `extend` is for checkout. The machine is loaded only when there is a reservation.
import { useApolloClient } from '@apollo/client/react';
import type { LightningReservationEmitted, LightningReservationState } from '@ranzen/sdk-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LightningReservationActor, LightningReservationView } from './lightningReservationActor';
import { useTranslate } from './ShopProvider';
import { useToasts } from './ToastProvider';

export interface UseLightningReservationResult extends LightningReservationView {
  /** Extends the reservation once (at checkout). */
  readonly extend: () => void;
}

const IDLE_VIEW: LightningReservationView = { state: 'none', remainingMs: 0, changedItemIds: [] };

let noticeSequence = 0;

export function useLightningReservation(
  cartId: string | null,
  reservation: LightningReservationState | null,
): UseLightningReservationResult {
  const client = useApolloClient();
  const t = useTranslate();
  const { addToast } = useToasts();
  const [view, setView] = useState<LightningReservationView>(IDLE_VIEW);
  const actor = useRef<LightningReservationActor | null>(null);
  const onEmitted = useRef<(event: LightningReservationEmitted) => void>(() => undefined);
  onEmitted.current = (event) => {
    noticeSequence += 1;
    if (event.type === 'LIGHTNING.NOTICE')
      addToast({ id: `lightning-${noticeSequence}`, type: event.kind, message: t(event.key) });
    else if (event.type === 'LIGHTNING.ERROR')
      addToast({ id: `lightning-${noticeSequence}`, type: 'error', message: event.message });
  };
  const active = reservation?.hasLightningDealReservation === true;
  // The machine starts with the reservation of the moment and follows later ones by LIGHTNING.UPDATE.
  const latestReservation = useRef(reservation);
  latestReservation.current = reservation;

  useEffect(() => {
    if (!cartId || !active) return;
    let cancelled = false;
    import('./lightningReservationActor').then(({ startLightningReservationActor }) => {
      if (cancelled) return;
      actor.current = startLightningReservationActor({
        client,
        cartId,
        reservation: latestReservation.current,
        onView: setView,
        onEmitted: (event) => onEmitted.current(event),
      });
    });
    return () => {
      cancelled = true;
      actor.current?.stop();
      actor.current = null;
      setView(IDLE_VIEW);
    };
  }, [client, cartId, active]);

  useEffect(() => {
    actor.current?.send({ type: 'LIGHTNING.UPDATE', reservation });
  }, [reservation]);

  const extend = useCallback(() => actor.current?.send({ type: 'LIGHTNING.EXTEND' }), []);
  return { ...view, extend };
}
