// Prime membership (spec shopping §2 "/prime, /prime/checkout ... fromPrimeCheckout", "Prime checkout"
// guard, §3 "Customer info" primeInfo, §4 "Prime", §6 "prime member (status not NONE, shown with a
// marker)", §9 feature flag "prime registration"; storefront §3.2). Pure: the API derives the status and
// refuses a purchase with these rules, the storefront guards /prime/checkout and shows the marker with them.

import type { PrimeStatus } from '../graphql/generated';
import type { MessageKey } from '../i18n/messages';
import type { GuardResult } from '../routes/guards';
import { loginPathBack } from '../routes/guards';
import { PRIME_CHECKOUT_FLAG_PARAM } from '../routes/routeDefinitions';
import { routePath } from '../routes/routeTable';
import type { StoreConfig } from '../store/storeConfig';
import { isParameterOn, type ParameterKey, type ParameterRowLike } from './globalParameters';
import { NEWSLETTER_EMAIL_CHECKS } from './newsletter';
import type { PaymentId } from './paymentIds';
import type { FieldCheck } from './validation';

/** The feature flag that opens prime registration; while it is off, visitors join the waiting list. */
export const PRIME_REGISTRATION_PARAMETER = {
  name: 'featureFlags',
  entry: 'primeRegistration',
} as const satisfies ParameterKey;

/**
 * Whether prime registration is open (a missing flag is closed).
 *
 * @example
 * ```ts
 * isPrimeRegistrationOpen([{ ...PRIME_REGISTRATION_PARAMETER, value: 'true' }]); // true
 * isPrimeRegistrationOpen([]); // false
 * ```
 */
export function isPrimeRegistrationOpen(parameters: readonly ParameterRowLike[]): boolean {
  return isParameterOn(parameters, PRIME_REGISTRATION_PARAMETER);
}

/**
 * The methods a membership is paid with: those that charge at once, so the membership starts when the
 * payer comes back (an invoice or prepayment would start it before the money arrives).
 */
export const PRIME_PAYMENT_IDS = [
  'CREDIT_CARD',
  'PAYPAL',
  'AMAZONPAY',
  'TWINT',
] as const satisfies readonly PaymentId[];

/**
 * Whether a Prime membership can be paid with this method (`PRIME_PAYMENT_IDS`: the card and wallet methods).
 *
 * @example
 * ```ts
 * isPrimePaymentId('PAYPAL'); // true
 * isPrimePaymentId('INVOICE'); // false
 * ```
 */
export function isPrimePaymentId(paymentId: string): boolean {
  return (PRIME_PAYMENT_IDS as readonly string[]).includes(paymentId);
}

/** A membership's period as stored. */
export interface PrimePeriod {
  readonly startAt: Date;
  readonly endAt: Date;
}

/**
 * The status of customer info: ACTIVE while the period runs, WAITING_LIST for an address on the waiting
 * list, else NONE. CANCELLED (a cancelled abo) is never written by this shop.
 *
 * @example
 * ```ts
 * primeStatusOf({ startAt, endAt }, false, new Date()); // 'ACTIVE' while start <= now < end
 * ```
 */
export function primeStatusOf(period: PrimePeriod | null, onWaitingList: boolean, now: Date): PrimeStatus {
  if (period && period.startAt <= now && now < period.endAt) return 'ACTIVE';
  return onWaitingList ? 'WAITING_LIST' : 'NONE';
}

/**
 * A member: prime is 'active' only when the status is ACTIVE.
 *
 * @example
 * ```ts
 * isPrimeMember('ACTIVE'); // true
 * isPrimeMember('WAITING_LIST'); // false
 * ```
 */
export function isPrimeMember(status: PrimeStatus): boolean {
  return status === 'ACTIVE';
}

/**
 * When a period bought at `start` ends: `months` calendar months later; a day the month lacks is its
 * last day (a year from 29 February ends on 28 February).
 *
 * @example
 * ```ts
 * primePeriodEnd(new Date('2026-01-31T00:00:00Z'), 1).toISOString(); // '2026-02-28T00:00:00.000Z'
 * ```
 */
export function primePeriodEnd(start: Date, months: number): Date {
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

const PRIME_MARKERS: Readonly<Record<Exclude<PrimeStatus, 'NONE'>, MessageKey>> = {
  ACTIVE: 'vue.prime.marker.ACTIVE',
  WAITING_LIST: 'vue.prime.marker.WAITING_LIST',
  CANCELLED: 'vue.prime.marker.CANCELLED',
};

/**
 * The marker of the header and the account flyout: a status that is not NONE is shown.
 *
 * @example
 * ```ts
 * primeMarker('ACTIVE'); // 'vue.prime.marker.ACTIVE'
 * ```
 */
export function primeMarker(status: PrimeStatus): MessageKey | null {
  return status === 'NONE' ? null : PRIME_MARKERS[status];
}

/** Why a visitor may not buy a membership now; null when they may. */
export type PrimeCheckoutRefusal = 'NO_PRIME' | 'LOGIN_REQUIRED' | 'ALREADY_MEMBER' | 'REGISTRATION_CLOSED';

export interface PrimeCheckoutFacts {
  readonly store: Pick<StoreConfig, 'features'>;
  /** A registered customer is logged in (a guest is not: a membership belongs to an account). */
  readonly loggedIn: boolean;
  readonly status: PrimeStatus;
  readonly registrationOpen: boolean;
}

/**
 * The API's refusal of a purchase and the checkout page's guard, in this order.
 *
 * @example
 * ```ts
 * primeCheckoutRefusal({ store: STORES['b2b-de'], loggedIn: true, status: 'NONE', registrationOpen: true }); // 'NO_PRIME'
 * ```
 */
export function primeCheckoutRefusal(facts: PrimeCheckoutFacts): PrimeCheckoutRefusal | null {
  if (!facts.store.features.prime) return 'NO_PRIME';
  if (!facts.loggedIn) return 'LOGIN_REQUIRED';
  if (isPrimeMember(facts.status)) return 'ALREADY_MEMBER';
  if (!facts.registrationOpen) return 'REGISTRATION_CLOSED';
  return null;
}

/** Every refusal of the prime API: the checkout's, an unoffered method, the waiting list while open. */
export type PrimeErrorCode = PrimeCheckoutRefusal | 'PAYMENT_UNAVAILABLE' | 'REGISTRATION_OPEN';

/** The message key of each refusal (the API answers it as errorMessage). */
export const PRIME_ERROR_MESSAGES: Readonly<Record<PrimeErrorCode, MessageKey>> = {
  NO_PRIME: 'vue.prime.error.NO_PRIME',
  LOGIN_REQUIRED: 'vue.prime.error.LOGIN_REQUIRED',
  ALREADY_MEMBER: 'vue.prime.error.ALREADY_MEMBER',
  REGISTRATION_CLOSED: 'vue.prime.error.REGISTRATION_CLOSED',
  PAYMENT_UNAVAILABLE: 'vue.prime.error.PAYMENT_UNAVAILABLE',
  REGISTRATION_OPEN: 'vue.prime.error.REGISTRATION_OPEN',
};

/** The /prime page with the flag that says the visitor was sent back from the prime checkout. */
export function primeOfferPathFromCheckout(): string {
  return routePath('prime', { [PRIME_CHECKOUT_FLAG_PARAM]: 'true' });
}

/**
 * The prime checkout's guard (a refused visitor goes to `/prime/?fromPrimeCheckout=true`): a
 * visitor without a login logs in first and comes back; a member, or anyone while registration is
 * closed, goes to the offer with the flag, where the page says why.
 *
 * @example
 * ```ts
 * const url = new URL('https://shop.example/prime/checkout/');
 * primeCheckoutGuard(null, url); // { allow: true }
 * primeCheckoutGuard('NO_PRIME', url); // { allow: false, location: '/prime/?fromPrimeCheckout=true' }
 * ```
 */
export function primeCheckoutGuard(refusal: PrimeCheckoutRefusal | null, url: URL): GuardResult {
  if (refusal === null) return { allow: true };
  if (refusal === 'LOGIN_REQUIRED') return { allow: false, location: loginPathBack(url) };
  return { allow: false, location: primeOfferPathFromCheckout() };
}

/** The waiting list form's fields; `houseNr` is the honeypot people never see. */
export const PRIME_WAITING_LIST_FIELDS = ['email', 'houseNr'] as const;
export type PrimeWaitingListField = (typeof PRIME_WAITING_LIST_FIELDS)[number];

/** Every check of the waiting list form by field (the newsletter's e-mail rule). */
export const PRIME_WAITING_LIST_CHECKS: Readonly<Record<PrimeWaitingListField, readonly FieldCheck[]>> = {
  email: NEWSLETTER_EMAIL_CHECKS,
  houseNr: [],
};
