// Buying a prime membership (shopping §4 "Prime: a subscription is submitted from /prime/checkout", §7
// "Submit prime subscription"; issue 20 item 4). The purchase is paid through the checkout's redirect
// providers (payments/provider.ts): a payments row points at the purchase, the payer goes to the
// provider's page and the sandbox's finish (payments/finishPayment.ts) closes the purchase here.
//
//   submit  a logged-in customer who is no member, while registration is open, in a prime store, with one
//           of the offer's methods: the plan's price (the server's) is charged; an earlier purchase still
//           at the provider is superseded and its attempt closed, so it can never be paid as well
//   close   once per purchase, under its row lock: paid writes the customer's one membership row; failed,
//           cancelled and expired only close the purchase
import {
  PRIME_ERROR_MESSAGES,
  type PrimeErrorCode,
  primeCheckoutRefusal,
  primePeriodEnd,
  primeStatusOf,
} from '@ranzen/sdk-core/rules';
import { storeById } from '@ranzen/sdk-core/store';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { customers, payments, primeMemberships, primePlans, primePurchases } from '../db/schema';
import type { PrimePurchaseStatus as PurchaseRowStatus } from '../db/schema/prime';
import type {
  PrimePurchase,
  PrimePurchaseStatus,
  PrimeSubscriptionInput,
  PrimeSubscriptionResult,
} from '../generated/resolvers';
import { primeMembershipMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';
import { money } from '../shop/money';
import { activePrimePlan, primeSwitches } from './primeMembership';

function refused(code: PrimeErrorCode): PrimeSubscriptionResult {
  return {
    successful: false,
    errorCode: code,
    errorMessage: PRIME_ERROR_MESSAGES[code],
    purchaseNumber: null,
    redirectUrl: null,
    computopData: null,
  };
}

/** The logged-in registered customer (a guest session buys no membership). */
function accountOf(ctx: ApiContext) {
  const customer = ctx.customer?.customer;
  return customer && customer.kind !== 'guest' ? customer : null;
}

export async function submitPrimeSubscription(
  ctx: ApiContext,
  input: PrimeSubscriptionInput,
): Promise<PrimeSubscriptionResult> {
  await ctx.rateLimit.consume('primeSubscriptions');
  const customer = accountOf(ctx);
  const switches = await primeSwitches(ctx.db, ctx.store, ctx.paymentProviders);
  return ctx.db.transaction(async (tx) => {
    // The customer's row lock: two submits of one customer run one after the other.
    if (customer)
      await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, customer.id))
        .for('update');
    const [membership] = customer
      ? await tx.select().from(primeMemberships).where(eq(primeMemberships.customerId, customer.id))
      : [];
    const refusal = primeCheckoutRefusal({
      store: ctx.store,
      loggedIn: customer !== null,
      status: primeStatusOf(membership ?? null, false, new Date()),
      registrationOpen: switches.registrationOpen,
    });
    if (refusal) return refused(refusal);
    const plan = await activePrimePlan(tx);
    if (!customer || !plan) return refused('NO_PRIME');
    const paymentId = switches.paymentIds.find((id) => id === input.paymentId);
    if (!paymentId) return refused('PAYMENT_UNAVAILABLE');

    await supersedeOpenPurchase(tx, customer.id);
    const [purchase] = await tx
      .insert(primePurchases)
      .values({
        customerId: customer.id,
        storeId: ctx.store.id,
        planCode: plan.code,
        amountCents: plan.priceCents,
        currency: plan.currency,
        paymentId,
        autoRenew: input.autoRenew,
      })
      .returning();
    if (!purchase) throw new Error('The prime purchase insert returned no row.');
    const started = await ctx.paymentProviders.forPaymentId(paymentId).provider.start(tx, {
      subject: 'primePurchase',
      id: purchase.id,
      orderNumber: purchase.purchaseNumber,
      totalCents: purchase.amountCents,
      currency: purchase.currency,
      storeId: purchase.storeId,
      paymentId,
    });
    if (started.kind === 'completed') {
      throw new Error(`The prime payment method ${paymentId} completed without the payer.`);
    }
    return {
      successful: true,
      errorCode: null,
      errorMessage: null,
      purchaseNumber: purchase.purchaseNumber,
      redirectUrl: started.kind === 'redirect' ? started.redirectUrl : null,
      computopData:
        started.kind === 'form'
          ? { action: started.computopData.action, fields: [...started.computopData.fields] }
          : null,
    };
  });
}

/** Closes the customer's purchase still at the provider, and its attempt, before a new one starts. */
async function supersedeOpenPurchase(tx: Db, customerId: string): Promise<void> {
  const superseded = await tx
    .update(primePurchases)
    .set({ status: 'superseded', finishedAt: sql`now()` })
    .where(and(eq(primePurchases.customerId, customerId), eq(primePurchases.status, 'awaitingPayment')))
    .returning({ id: primePurchases.id });
  if (superseded.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(
      and(
        inArray(
          payments.primePurchaseId,
          superseded.map((row) => row.id),
        ),
        eq(payments.status, 'pending'),
      ),
    );
}

/**
 * Closes the purchase `purchaseId` (its row locked by the caller) with the payment's outcome. Paid writes
 * the membership: from now for the plan's months, or, should the customer be a member already (a payment
 * that raced a membership), the running period extended by them, so no paid month is lost.
 */
export async function closePrimePurchase(
  tx: Db,
  purchaseId: string,
  outcome: Exclude<PurchaseRowStatus, 'awaitingPayment' | 'superseded'>,
): Promise<void> {
  const [purchase] = await tx
    .update(primePurchases)
    .set({ status: outcome, finishedAt: sql`now()` })
    .where(and(eq(primePurchases.id, purchaseId), eq(primePurchases.status, 'awaitingPayment')))
    .returning();
  if (!purchase || outcome !== 'paid' || !purchase.customerId) return;
  const [plan] = await tx.select().from(primePlans).where(eq(primePlans.code, purchase.planCode));
  if (!plan) throw new Error(`The prime plan ${purchase.planCode} of a paid purchase is gone.`);
  const [running] = await tx
    .select()
    .from(primeMemberships)
    .where(eq(primeMemberships.customerId, purchase.customerId));
  const now = new Date();
  const extending = running !== undefined && running.endAt > now;
  const period = {
    planCode: plan.code,
    purchaseId: purchase.id,
    startAt: extending ? running.startAt : now,
    endAt: primePeriodEnd(extending ? running.endAt : now, plan.durationMonths),
    autoRenew: purchase.autoRenew,
  };
  await tx
    .insert(primeMemberships)
    .values({ customerId: purchase.customerId, ...period })
    .onConflictDoUpdate({ target: primeMemberships.customerId, set: period });
  // The member learns the period and whether it renews, with the membership it reports.
  const [customer] = await tx
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, purchase.customerId));
  const store = storeById(purchase.storeId);
  if (!customer?.email || !store) return;
  await enqueueMail(
    tx,
    primeMembershipMail({
      store,
      to: customer.email,
      firstName: customer.firstName,
      purchaseNumber: purchase.purchaseNumber,
      ...period,
    }),
  );
}

const PURCHASE_STATUSES: Readonly<Record<PurchaseRowStatus, PrimePurchaseStatus>> = {
  awaitingPayment: 'AWAITING_PAYMENT',
  paid: 'PAID',
  failed: 'FAILED',
  cancelled: 'CANCELLED',
  expired: 'EXPIRED',
  superseded: 'SUPERSEDED',
};

/** The logged-in customer's purchase by number; another customer's answers null, like an unknown one. */
export async function primePurchase(ctx: ApiContext, purchaseNumber: string): Promise<PrimePurchase | null> {
  const customer = accountOf(ctx);
  if (!customer) return null;
  const [purchase] = await ctx.db
    .select()
    .from(primePurchases)
    .where(
      and(eq(primePurchases.purchaseNumber, purchaseNumber), eq(primePurchases.customerId, customer.id)),
    );
  if (!purchase) return null;
  return {
    purchaseNumber: purchase.purchaseNumber,
    status: PURCHASE_STATUSES[purchase.status],
    amount: money(purchase.amountCents, ctx.store),
    paymentId: purchase.paymentId,
  };
}
