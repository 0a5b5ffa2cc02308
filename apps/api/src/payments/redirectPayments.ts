// Redirect payments (issue 16 item 4): card, PayPal, Amazon Pay and TWINT leave the shop for the
// provider's page and come back with an outcome. Here the provider is the API's own sandbox
// (sandboxPage.ts), behind the PaymentProvider interface (provider.ts); docs/payments.md says what each
// real provider needs instead.
//
//   start   at submit, in the submit's transaction: a `pending` attempt (db/schema/payments.ts) and what
//           the storefront does next: post the card form (computopData) or follow redirectUrl
//   finish  once, when the payer pressed Pay, Fail or Cancel (finishPayment.ts)
//   expire  an attempt neither finished nor returned within PAYMENT_SESSION_MINUTES (paymentExpiry.ts)
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/orders';
import { payments, REDIRECT_PAYMENT_METHODS, type RedirectPaymentMethod } from '../db/schema/payments';
import { primePurchases } from '../db/schema/prime';
import type { PaymentReferences } from './paymentReference';
import {
  type PayableOrder,
  type PaymentProvider,
  type PaymentStart,
  type PaymentSubject,
  PaymentUnavailableError,
} from './provider';

/** Ours (docs/not-shown.md): how long the payer has on the provider's page. */
export const PAYMENT_SESSION_MINUTES = 30;
export const SANDBOX_PAY_PATH = '/sandbox/pay/';
export const SANDBOX_COMPUTOP_PATH = '/sandbox/computop';
/** The card form's field carrying the reference (a computop form's encrypted `Data` field). */
export const COMPUTOP_DATA_FIELD = 'Data';
export const SANDBOX_MERCHANT_ID = 'ranzen-sandbox';
/** The errorCode a declined sandbox payment returns to the payment step with. */
export const SANDBOX_DECLINED_CODE = 'DECLINED';
/** Card and TWINT know no cancelPayment return (shopping §2): a cancel comes back as this errorCode. */
export const SANDBOX_CANCELLED_CODE = 'CANCELLED';

/** Where a redirect payment sends the payer: the card form (computopData) or a page (redirectUrl). */
export type RedirectStart = Exclude<PaymentStart, { readonly kind: 'completed' }>;

/** What starting and finishing an attempt needs: the signer and where browsers reach the sandbox. */
export interface PaymentSandbox {
  readonly references: PaymentReferences;
  /** The sandbox's public origin (sandboxConfig.ts). */
  origin(): string;
}

/** Writes a pending attempt for `order` with `db` (the submit's transaction) and says where to go. */
export async function startRedirectPayment(
  db: Db,
  sandbox: PaymentSandbox,
  order: Pick<PayableOrder, 'subject' | 'id' | 'orderNumber' | 'totalCents' | 'currency'>,
  provider: RedirectPaymentMethod,
): Promise<RedirectStart> {
  const [row] = await db
    .insert(payments)
    .values({
      ...(order.subject === 'order' ? { orderId: order.id } : { primePurchaseId: order.id }),
      provider,
      amountCents: order.totalCents,
      currency: order.currency,
      expiresAt: sql`now() + make_interval(mins => ${PAYMENT_SESSION_MINUTES})`,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('The payments table returned no row for the new attempt.');
  const reference = sandbox.references.sign(row.id);
  if (provider !== 'CREDIT_CARD') {
    return { kind: 'redirect', redirectUrl: `${sandbox.origin()}${SANDBOX_PAY_PATH}${reference}` };
  }
  return {
    kind: 'form',
    computopData: {
      action: `${sandbox.origin()}${SANDBOX_COMPUTOP_PATH}`,
      fields: [
        { name: 'MerchantID', value: SANDBOX_MERCHANT_ID },
        { name: 'TransID', value: order.orderNumber },
        { name: 'Amount', value: String(order.totalCents) },
        { name: 'Currency', value: order.currency },
        { name: COMPUTOP_DATA_FIELD, value: reference },
      ],
    },
  };
}

function isRedirectMethod(paymentId: string): paymentId is RedirectPaymentMethod {
  return (REDIRECT_PAYMENT_METHODS as readonly string[]).includes(paymentId);
}

/**
 * The redirect provider of an API instance: all four methods through the sandbox while it is on; while it
 * is off (production without real providers) none, so the checkout does not offer them (provider.ts
 * PaymentProviders.offers) and a submit with one is refused (docs/payments.md).
 */
export function redirectPaymentProviders(sandbox: PaymentSandbox | null): PaymentProvider[] {
  if (!sandbox) return [];
  return [
    {
      paymentIds: REDIRECT_PAYMENT_METHODS,
      async start(tx, order) {
        if (!isRedirectMethod(order.paymentId)) throw new PaymentUnavailableError(order.paymentId);
        return startRedirectPayment(tx, sandbox, order, order.paymentId);
      },
    },
  ];
}

/** An open attempt as its payment page shows it. */
export interface OpenPayment {
  readonly subject: PaymentSubject;
  readonly paymentId: string;
  readonly provider: RedirectPaymentMethod;
  readonly amountCents: number;
  readonly currency: string;
  readonly orderNumber: string;
  readonly storeId: string;
}

/**
 * The attempt `paymentId` while it can still be finished: pending, not expired, and its order (or prime
 * purchase) still awaiting payment. Anything else (unknown, finished, expired, order placed) is null, all
 * alike.
 */
export async function openPayment(db: Db, paymentId: string): Promise<OpenPayment | null> {
  const [row] = await db
    .select({
      paymentId: payments.id,
      provider: payments.provider,
      amountCents: payments.amountCents,
      currency: payments.currency,
      primePurchaseId: payments.primePurchaseId,
      orderNumber: sql<string>`coalesce(${orders.orderNumber}, ${primePurchases.purchaseNumber})`,
      storeId: sql<string>`coalesce(${orders.storeId}, ${primePurchases.storeId})`,
    })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(primePurchases, eq(primePurchases.id, payments.primePurchaseId))
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'pending'),
        sql`${payments.expiresAt} > now()`,
        or(eq(orders.status, 'awaitingPayment'), eq(primePurchases.status, 'awaitingPayment')),
      ),
    );
  if (!row) return null;
  const { primePurchaseId, ...open } = row;
  return { ...open, subject: primePurchaseId === null ? 'order' : 'primePurchase' };
}
