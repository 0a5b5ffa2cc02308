// Lightning reservation calls (spec shopping §3 "Lightning reservation", §4 "Lightning deals", §7 "lightning
// deal reservation", "Extend or refresh lightning reservation"). Reserving happens when adding to the cart
// (apps/api/src/cart/cartOperations.ts); this module reports, extends and refreshes the cart's reservation.
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, gt, sql } from 'drizzle-orm';
import { cartMessage } from '../cart/cartErrors';
import { loadReservations, lockCart, ownedCartId } from '../cart/cartQueries';
import { readCart, reservationState } from '../cart/cartView';
import type { Db } from '../db/client';
import { cartPositions, lightningDeals, lightningReservations } from '../db/schema';
import type {
  LightningRefreshResult,
  LightningReservation,
  LightningReservationResult,
} from '../generated/resolvers';
import type { PaymentOffer } from '../payments/provider';
import { dealsSwitchedOn } from './dealSwitch';
import { fairShareRoom } from './fairShare';
import { holdUnits, releaseUnits, reservationExpiry, takeUnits } from './reservationStore';

export type LightningErrorCode = 'NO_RESERVATION' | 'RESERVATION_EXPIRED' | 'ALREADY_EXTENDED';

const MESSAGES: Record<'de' | 'en', Record<LightningErrorCode, string>> = {
  de: {
    NO_RESERVATION: 'Im Warenkorb ist kein Blitzangebot reserviert.',
    RESERVATION_EXPIRED: 'Die Reservierung ist abgelaufen.',
    ALREADY_EXTENDED: 'Die Reservierung wurde bereits verlängert.',
  },
  en: {
    NO_RESERVATION: 'No lightning deal is reserved in the cart.',
    RESERVATION_EXPIRED: 'The reservation has expired.',
    ALREADY_EXTENDED: 'The reservation has already been extended.',
  },
};

async function currentState(db: Db, cartId: string): Promise<LightningReservation> {
  const [positions, reservations] = await Promise.all([
    db
      .select({ itemId: cartPositions.itemId, lightningQuantity: cartPositions.lightningQuantity })
      .from(cartPositions)
      .where(eq(cartPositions.cartId, cartId)),
    loadReservations(db, cartId),
  ]);
  return reservationState(positions, reservations);
}

export async function getReservation(
  db: Db,
  cartId: string | null,
  userId: string | null,
): Promise<LightningReservation | null> {
  const id = await ownedCartId(db, cartId, userId);
  return id ? currentState(db, id) : null;
}

function reservationFailure(
  code: LightningErrorCode | 'CART_NOT_FOUND',
  store: StoreConfig,
  reservation: LightningReservation | null,
): LightningReservationResult {
  const errorMessage = code === 'CART_NOT_FOUND' ? cartMessage(code, store) : MESSAGES[store.messages][code];
  return { successful: false, errorCode: code, errorMessage, reservation };
}

/** Extends the cart's live reservations by one lifetime (at checkout), once, never past the deal's end. */
export async function extendReservation(
  db: Db,
  cartId: string | null,
  userId: string | null,
  store: StoreConfig,
): Promise<LightningReservationResult> {
  const id = await ownedCartId(db, cartId, userId);
  if (!id) return reservationFailure('CART_NOT_FOUND', store, null);
  const extended = await db
    .update(lightningReservations)
    .set({ expiresAt: reservationExpiry(sql`lightning_reservations.deal_id`), extended: true })
    .where(
      and(
        eq(lightningReservations.cartId, id),
        eq(lightningReservations.released, false),
        gt(lightningReservations.expiresAt, sql`now()`),
        eq(lightningReservations.extended, false),
      ),
    )
    .returning({ id: lightningReservations.id });
  const reservation = await currentState(db, id);
  if (extended.length > 0) return { successful: true, errorCode: null, errorMessage: null, reservation };
  if (!reservation.hasLightningDealReservation)
    return reservationFailure('NO_RESERVATION', store, reservation);
  if (reservation.lightningDealReservationTimestampEnd === null) {
    return reservationFailure('RESERVATION_EXPIRED', store, reservation);
  }
  return reservationFailure('ALREADY_EXTENDED', store, reservation);
}

/**
 * After the reservation timer ran out: gives back expired units and reserves them again where the deal still
 * runs and has units (within the fair share, fairShare.ts). Positions keep their quantity; units that could
 * not be reserved again move to the normal price. Live reservations are left as they are.
 */
export async function refreshReservation(
  db: Db,
  cartId: string | null,
  userId: string | null,
  store: StoreConfig,
  payments: PaymentOffer,
  clientAddress: string,
): Promise<LightningRefreshResult> {
  const id = await ownedCartId(db, cartId, userId);
  if (!id || !userId) {
    return {
      successful: false,
      isAnyDealNoLongerValid: false,
      areQuantitiesReduced: false,
      changedItemIds: [],
      errorCode: 'CART_NOT_FOUND',
      errorMessage: cartMessage('CART_NOT_FOUND', store),
      cart: null,
    };
  }
  const outcome = await db.transaction(async (tx) => {
    await lockCart(tx, id, userId);
    const positions = await tx
      .select()
      .from(cartPositions)
      .where(and(eq(cartPositions.cartId, id), gt(cartPositions.lightningQuantity, 0)));
    const reservations = await loadReservations(tx, id);
    let noLongerValid = false;
    let reduced = false;
    const changed: string[] = [];
    for (const position of positions) {
      const reservation = reservations.get(position.itemId);
      if (reservation?.live && reservation.quantity >= position.lightningQuantity) continue;
      if (reservation && !reservation.released) {
        await releaseUnits(tx, id, reservation.dealId, reservation.quantity);
      }
      const [deal] = await tx
        .select({ id: lightningDeals.id, quantityMax: lightningDeals.quantityMax })
        .from(lightningDeals)
        .where(
          and(
            eq(lightningDeals.itemId, position.itemId),
            sql`${lightningDeals.startsAt} <= now()`,
            gt(lightningDeals.endsAt, sql`now()`),
            dealsSwitchedOn,
          ),
        );
      const reserver = { cartId: id, clientAddress };
      const wanted = deal
        ? Math.min(
            position.lightningQuantity,
            deal.quantityMax,
            await fairShareRoom(tx, deal.id, reserver, 0),
          )
        : 0;
      const granted = deal ? await takeUnits(tx, deal.id, wanted) : 0;
      if (deal && granted > 0) await holdUnits(tx, reserver, deal.id, granted);
      if (!deal) noLongerValid = true;
      if (deal && granted < position.lightningQuantity) reduced = true;
      if (granted !== position.lightningQuantity) {
        changed.push(position.itemId);
        await tx
          .update(cartPositions)
          .set({ lightningQuantity: granted })
          .where(eq(cartPositions.id, position.id));
      }
    }
    return { noLongerValid, reduced, changed };
  });
  return {
    successful: !outcome.noLongerValid && !outcome.reduced,
    isAnyDealNoLongerValid: outcome.noLongerValid,
    areQuantitiesReduced: outcome.reduced,
    changedItemIds: outcome.changed,
    errorCode: null,
    errorMessage: null,
    cart: await readCart(db, id, store, payments),
  };
}
