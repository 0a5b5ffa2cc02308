// The cart's expected failures (shopping §7 "Cart update" errorCode, errorMessage, fieldErrors): the codes,
// their texts per store language, and the error an operation throws to roll its transaction back.
import { type MessageKey, MESSAGES as SHOP_MESSAGES } from '@ranzen/sdk-core/i18n';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import type { FieldError } from '../generated/resolvers';

export type CartErrorCode =
  | 'CART_NOT_FOUND'
  | 'ITEM_NOT_FOUND'
  | 'POSITION_NOT_FOUND'
  | 'QUANTITY_INVALID'
  | 'OUT_OF_STOCK'
  | 'OPERATION_INVALID'
  | 'VOUCHER_INVALID'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_ALREADY_APPLIED'
  | 'VOUCHER_NOT_APPLIED'
  | 'CATALOG_NOT_FOUND'
  | 'CART_SUBMITTED';

/**
 * The errors answered with the storefront's message keys (spec message keys), so the toast and the field
 * show the same text: the voucher errors, and the checkout's answer for a submitted cart.
 */
const KEYED_ERROR_MESSAGE_KEYS = {
  VOUCHER_INVALID: 'vue.cart.voucher.invalid',
  VOUCHER_NOT_FOUND: 'vue.cart.voucher.notFound',
  VOUCHER_EXPIRED: 'vue.cart.voucher.expired',
  VOUCHER_ALREADY_APPLIED: 'vue.cart.voucher.alreadyApplied',
  // The checkout's answer for the same refusal (checkout/checkoutService.ts), shown as the same toast.
  CART_SUBMITTED: 'vue.checkout.error.submitted',
} as const satisfies Partial<Record<CartErrorCode, MessageKey>>;

type KeyedErrorCode = keyof typeof KEYED_ERROR_MESSAGE_KEYS;
type VoucherErrorCode = Extract<KeyedErrorCode, `VOUCHER_${string}`>;

const MESSAGES: Record<'de' | 'en', Record<Exclude<CartErrorCode, KeyedErrorCode>, string>> = {
  de: {
    CART_NOT_FOUND: 'Der Warenkorb wurde nicht gefunden.',
    ITEM_NOT_FOUND: 'Der Artikel ist nicht verfügbar.',
    POSITION_NOT_FOUND: 'Die Position ist nicht im Warenkorb.',
    QUANTITY_INVALID: 'Bitte geben Sie eine gültige Menge ein.',
    OUT_OF_STOCK: 'Die gewünschte Menge ist leider nicht auf Lager.',
    OPERATION_INVALID: 'Die Warenkorb-Änderung ist ungültig.',
    VOUCHER_NOT_APPLIED: 'Dieser Gutschein ist nicht im Warenkorb.',
    CATALOG_NOT_FOUND: 'Dieser Katalog ist nicht verfügbar.',
  },
  en: {
    CART_NOT_FOUND: 'The cart was not found.',
    ITEM_NOT_FOUND: 'The article is not available.',
    POSITION_NOT_FOUND: 'The position is not in the cart.',
    QUANTITY_INVALID: 'Please enter a valid quantity.',
    OUT_OF_STOCK: 'The requested quantity is not in stock.',
    OPERATION_INVALID: 'The cart change is invalid.',
    VOUCHER_NOT_APPLIED: 'This voucher is not in the cart.',
    CATALOG_NOT_FOUND: 'This catalogue is not available.',
  },
};

function isKeyedError(code: CartErrorCode): code is KeyedErrorCode {
  return code in KEYED_ERROR_MESSAGE_KEYS;
}

export function cartMessage(code: CartErrorCode, store: StoreConfig): string {
  return isKeyedError(code)
    ? SHOP_MESSAGES[store.messages][KEYED_ERROR_MESSAGE_KEYS[code]]
    : MESSAGES[store.messages][code];
}

/** An expected failure: rolls the transaction back and becomes result data, never a GraphQL error. */
export class CartOpError extends Error {
  constructor(
    readonly code: CartErrorCode,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(code);
  }
}

export const QUANTITY_ERROR: FieldError = { field: 'quantity', message: 'vue.buybox.text.quantity.error' };
export const MIN_QUANTITY_ERROR: FieldError = { field: 'quantity', message: 'vue.pdp.minQuantity' };
export const ITEM_ERROR: FieldError = { field: 'itemId', message: 'ITEM_NOT_FOUND' };
export const voucherField = (code: VoucherErrorCode): FieldError => ({
  field: 'code',
  message: KEYED_ERROR_MESSAGE_KEYS[code],
});
