// The order form, Bestellschein (spec shopping §2 /service/orderform, §3 "Bestellschein entry validity":
// valid for cart, has follow product, notification; §7 "Validate Bestellschein and add it to the cart",
// "Generate a PDF form"). One home for the browser (rows, paste, checks) and the API (the same checks,
// the row limit, the notification keys). The printed form has ORDER_FORM_MAX_ROWS lines, and one call
// adds at most that many rows to the cart.
import type { MessageKey } from '../i18n/messages';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity';
import { MAX_LENGTH_MESSAGE, REQUIRED_MESSAGE } from './validation';

/** Lines of the form, on screen and on paper; also the most rows one call validates or adds. */
export const ORDER_FORM_MAX_ROWS = 20;
/** The longest order number accepted (the shop's are 8 characters; catalogues of suppliers differ). */
export const ORDER_NUMBER_MAX_LENGTH = 20;
/** Letters, digits and dashes: what a printed catalogue's order numbers are made of. */
const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;
/** Cells of a pasted spreadsheet line: tab (spreadsheets), semicolon (German CSV) or comma. */
const PASTE_CELL_SEPARATOR = /[\t;,]/;

export const ORDER_NUMBER_MESSAGE: MessageKey = 'vue.orderform.error.orderNumber';
// spec §8 "Quantity"
/** The generic quantity message. */
export const ORDER_FORM_QUANTITY_MESSAGE: MessageKey = 'vue.buybox.text.quantity.error';

/** One line of the form as typed: both cells are text until checked. */
export interface OrderFormRow {
  readonly orderNumber: string;
  readonly quantity: string;
}

/** A checked line as the API takes it. */
export interface OrderFormEntry {
  readonly orderNumber: string;
  readonly quantity: number;
}

// spec §3 "notification"
/**
 * Why a line cannot go into the cart as it is, by the API's answer. Each value is the message key the
 * form shows beside the line.
 */
export const ORDER_FORM_NOTIFICATIONS = {
  /** No article of this store has the order number. */
  UNKNOWN: 'vue.orderform.notification.unknown',
  /** The article is sold out or no longer sold, and nothing follows it. */
  NOT_SALEABLE: 'vue.orderform.notification.notSaleable',
  /** The article is no longer sold: its follow product is offered instead. */
  FOLLOW_PRODUCT: 'vue.orderform.notification.followProduct',
  /** More than the article's maximum (or the quantity field's 1 to 999). */
  QUANTITY: 'vue.buybox.text.quantity.error',
  /** Fewer than the article's minimum order quantity; takes `{amount}`. */
  MIN_QUANTITY: 'vue.pdp.minQuantity',
  /** Fewer in stock than asked for; takes `{amount}`, the units in stock. */
  OUT_OF_STOCK: 'vue.orderform.notification.outOfStock',
} as const satisfies Record<string, MessageKey>;
export type OrderFormNotification = keyof typeof ORDER_FORM_NOTIFICATIONS;

/**
 * A line without an order number is no line: it is left out, not refused (a new line's quantity is
 * already 1).
 *
 * @example
 * ```ts
 * isBlankRow({ orderNumber: '  ', quantity: '1' }); // true
 * isBlankRow({ orderNumber: '10000101', quantity: '2' }); // false
 * ```
 */
export function isBlankRow(row: OrderFormRow): boolean {
  return row.orderNumber.trim() === '';
}

/** The order number as the API looks it up: without surrounding spaces, in capitals. */
export function normaliseOrderNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The order number's failure, or null: required, at most 20 characters, letters, digits and dashes. */
export function orderNumberCheck(value: string): MessageKey | null {
  const orderNumber = normaliseOrderNumber(value);
  if (orderNumber === '') return REQUIRED_MESSAGE;
  if (orderNumber.length > ORDER_NUMBER_MAX_LENGTH) return MAX_LENGTH_MESSAGE;
  return ORDER_NUMBER_PATTERN.test(orderNumber) ? null : ORDER_NUMBER_MESSAGE;
}

// spec §9 quantity field
/** The quantity's failure, or null: a whole number from 1 to 999. */
export function orderQuantityCheck(value: string): MessageKey | null {
  const text = value.trim();
  if (!/^\d{1,3}$/.test(text)) return ORDER_FORM_QUANTITY_MESSAGE;
  const quantity = Number(text);
  return quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX ? null : ORDER_FORM_QUANTITY_MESSAGE;
}

export interface OrderFormRowErrors {
  readonly orderNumber: MessageKey | null;
  readonly quantity: MessageKey | null;
}

/**
 * The line's entry when both cells pass their checks, else the failures by cell.
 *
 * @example
 * ```ts
 * checkOrderFormRow({ orderNumber: ' 10000101 ', quantity: '3' });
 * // { entry: { orderNumber: '10000101', quantity: 3 }, errors: null }
 * ```
 */
export function checkOrderFormRow(
  row: OrderFormRow,
): { entry: OrderFormEntry; errors: null } | { entry: null; errors: OrderFormRowErrors } {
  const errors = {
    orderNumber: orderNumberCheck(row.orderNumber),
    quantity: orderQuantityCheck(row.quantity),
  };
  if (errors.orderNumber || errors.quantity) return { entry: null, errors };
  return {
    entry: { orderNumber: normaliseOrderNumber(row.orderNumber), quantity: Number(row.quantity.trim()) },
    errors: null,
  };
}

/**
 * Lines pasted from a spreadsheet or a list: one line per row; its first cell is the order number, its
 * second the quantity (1 when there is none). Cells are split at tabs, semicolons or commas. Blank lines
 * are left out, and no more than ORDER_FORM_MAX_ROWS rows are taken.
 *
 * @example
 * ```ts
 * parseOrderFormPaste('10000101\t2\n10000202;5\n10000303');
 * // [{ orderNumber: '10000101', quantity: '2' }, { orderNumber: '10000202', quantity: '5' },
 * //  { orderNumber: '10000303', quantity: '1' }]
 * ```
 */
export function parseOrderFormPaste(text: string): OrderFormRow[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.split(PASTE_CELL_SEPARATOR).map((cell) => cell.trim()))
    .filter((cells) => cells.some((cell) => cell !== ''))
    .slice(0, ORDER_FORM_MAX_ROWS)
    .map(([orderNumber = '', quantity = '']) => ({
      orderNumber,
      quantity: quantity === '' ? '1' : quantity,
    }));
}

/**
 * Whether pasted text holds more than one cell, i.e. is a list to spread over the rows, not one value.
 *
 * @example
 * ```ts
 * isOrderFormList('10000101\t2'); // true
 * isOrderFormList('10000101'); // false
 * ```
 */
export function isOrderFormList(text: string): boolean {
  return /[\t;,\r\n]/.test(text.trim());
}

/** The storefront server's download of the printed order form (a PDF, blank or with the given lines). */
export const ORDER_FORM_PDF_PATH = '/api/order-form/';
/** The download's query parameter, once per line: `<order number>:<quantity>`. */
const ORDER_FORM_PDF_LINE_PARAM = 'line';

/**
 * The download link of the printed form with these lines (a blank form for none).
 *
 * @example
 * ```ts
 * orderFormPdfPath([{ orderNumber: '10000101', quantity: 2 }]); // '/api/order-form/?line=10000101%3A2'
 * ```
 */
export function orderFormPdfPath(entries: readonly OrderFormEntry[]): string {
  const query = new URLSearchParams(
    entries.map((entry) => [ORDER_FORM_PDF_LINE_PARAM, `${entry.orderNumber}:${entry.quantity}`]),
  );
  return entries.length === 0 ? ORDER_FORM_PDF_PATH : `${ORDER_FORM_PDF_PATH}?${query}`;
}

/**
 * The lines a download link names; null when one is malformed or there are too many.
 *
 * @example
 * ```ts
 * parseOrderFormPdfQuery(new URLSearchParams('line=10000101:2')); // [ { orderNumber: '10000101', quantity: 2 } ]
 * parseOrderFormPdfQuery(new URLSearchParams()); // []
 * ```
 */
export function parseOrderFormPdfQuery(query: URLSearchParams): OrderFormEntry[] | null {
  const lines = query.getAll(ORDER_FORM_PDF_LINE_PARAM);
  if (lines.length > ORDER_FORM_MAX_ROWS) return null;
  const entries: OrderFormEntry[] = [];
  for (const line of lines) {
    const separator = line.lastIndexOf(':');
    const checked = checkOrderFormRow({
      orderNumber: line.slice(0, Math.max(separator, 0)),
      quantity: separator < 0 ? '' : line.slice(separator + 1),
    });
    if (!checked.entry) return null;
    entries.push(checked.entry);
  }
  return entries;
}
