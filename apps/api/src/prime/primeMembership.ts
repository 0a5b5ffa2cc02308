// The prime offer and its waiting list (shopping §4 "Prime", §7 "join prime waiting list", §9 feature flag
// "prime registration"; issue 20 item 4). The waiting list answers a new address, a known address and a
// filled honeypot alike, so it tells nobody whether an address is on it.
import {
  availablePaymentIds,
  isPrimePaymentId,
  isPrimeRegistrationOpen,
  type PaymentId,
  PRIME_ERROR_MESSAGES,
  PRIME_WAITING_LIST_CHECKS,
  PRIME_WAITING_LIST_FIELDS,
  paymentFlags,
} from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { asc, eq } from 'drizzle-orm';
import { loadPaymentParameters, offeredPaymentMethod } from '../checkout/checkoutState';
import type { ApiContext } from '../context';
import { FORM_INVALID, validate } from '../customer/accountService';
import type { Db } from '../db/client';
import { primePlans, primeWaitingList } from '../db/schema';
import type { PrimeOffer, PrimeWaitingListInput, PrimeWaitingListResult } from '../generated/resolvers';
import { primeWaitingListMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';
import type { PaymentOffer } from '../payments/provider';
import { money } from '../shop/money';

export type PrimePlan = typeof primePlans.$inferSelect;

/** The plan the shop sells now (one active plan; the first by code if several are). */
export async function activePrimePlan(db: Db): Promise<PrimePlan | null> {
  const [plan] = await db
    .select()
    .from(primePlans)
    .where(eq(primePlans.active, true))
    .orderBy(asc(primePlans.code))
    .limit(1);
  return plan ?? null;
}

/** What the prime rules read of the global parameters: registration and the payment switches. */
export interface PrimeSwitches {
  readonly registrationOpen: boolean;
  /** The methods a membership is paid with in the store now. */
  readonly paymentIds: readonly PaymentId[];
}

export async function primeSwitches(
  db: Db,
  store: StoreConfig,
  providers: PaymentOffer,
): Promise<PrimeSwitches> {
  const parameters = await loadPaymentParameters(db);
  return {
    registrationOpen: isPrimeRegistrationOpen(parameters),
    paymentIds: availablePaymentIds(store, paymentFlags(parameters)).filter(
      (id) => isPrimePaymentId(id) && providers.offers(id),
    ),
  };
}

export async function primeOffer(ctx: ApiContext): Promise<PrimeOffer | null> {
  if (!ctx.store.features.prime) return null;
  const plan = await activePrimePlan(ctx.db);
  if (!plan) return null;
  const switches = await primeSwitches(ctx.db, ctx.store, ctx.paymentProviders);
  return {
    planCode: plan.code,
    price: money(plan.priceCents, ctx.store),
    durationMonths: plan.durationMonths,
    registrationOpen: switches.registrationOpen,
    paymentMethods: switches.paymentIds.map((id) => offeredPaymentMethod(id, false, null)),
  };
}

const JOINED: PrimeWaitingListResult = { successful: true, errorMessage: null, fieldErrors: [] };

export async function joinPrimeWaitingList(
  ctx: ApiContext,
  input: PrimeWaitingListInput,
): Promise<PrimeWaitingListResult> {
  await ctx.rateLimit.consume('primeWaitingList');
  const values = {
    email: input.email.trim(),
    houseNr: (input.houseNr ?? '').trim(),
  };
  const fieldErrors = validate(
    PRIME_WAITING_LIST_FIELDS.map((name) => ({
      name,
      value: values[name],
      checks: PRIME_WAITING_LIST_CHECKS[name],
    })),
    'primeWaitingList',
  );
  if (fieldErrors.length > 0) return { successful: false, errorMessage: FORM_INVALID, fieldErrors };
  if (!ctx.store.features.prime) {
    return { successful: false, errorMessage: PRIME_ERROR_MESSAGES.NO_PRIME, fieldErrors: [] };
  }
  const { registrationOpen } = await primeSwitches(ctx.db, ctx.store, ctx.paymentProviders);
  // The waiting list is for while registration is closed; when it is open the page offers the checkout.
  if (registrationOpen) {
    return { successful: false, errorMessage: PRIME_ERROR_MESSAGES.REGISTRATION_OPEN, fieldErrors: [] };
  }
  if (values.houseNr !== '') return JOINED;
  // A new entry is confirmed by mail, with its row; a known address gets the same answer and no mail.
  await ctx.db.transaction(async (tx) => {
    const added = await tx
      .insert(primeWaitingList)
      .values({ email: values.email, storeId: ctx.store.id })
      .onConflictDoNothing()
      .returning({ id: primeWaitingList.id });
    if (added.length === 0) return;
    await enqueueMail(
      tx,
      primeWaitingListMail({ store: ctx.store, origin: ctx.storeOrigin, to: values.email }),
    );
  });
  return JOINED;
}
