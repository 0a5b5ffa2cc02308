// The shop's bank account, where a prepayment is transferred to (issue 16 item 5: the confirmation mail of a
// prepaid order names it). The one place the bank data lives; every store pays into it in the store's
// currency, with the order number as the transfer reference (docs/payments.md, docs/not-shown.md).
import type { PaymentId } from '@ranzen/sdk-core/rules';

export interface BankAccount {
  readonly holder: string;
  readonly bankName: string;
  readonly iban: string;
  readonly bic: string;
}

export const SHOP_BANK_ACCOUNT: BankAccount = {
  holder: 'Ranzen GmbH',
  bankName: 'Ranzen Testbank',
  iban: 'DE02 1203 0000 0000 2020 51',
  bic: 'BYLADEM1001',
};

/** The payment ids paid by bank transfer before shipping (shopping §3 payment ids: prepayment). */
export const PREPAYMENT_PAYMENT_IDS = [
  'PREPAID',
  'VORKASSE',
  'VORKASSE_V',
] as const satisfies readonly PaymentId[];

/** The account a prepaid order is transferred to; null for every other method. */
export function transferAccountFor(paymentId: string): BankAccount | null {
  return (PREPAYMENT_PAYMENT_IDS as readonly string[]).includes(paymentId) ? SHOP_BANK_ACCOUNT : null;
}
