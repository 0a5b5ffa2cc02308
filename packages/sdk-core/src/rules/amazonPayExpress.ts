// Amazon Pay express from the basket (spec shopping §4 "Amazon Pay express": "It is not offered to B2B,
// is enabled when the configured parameter equals amazonpay.activated, and is blocked for nine
// category/item codes (codes not shown)"; §6 "B2B: no wallet payment"; storefront §7 "amazonPayV2Activation,
// with a wallet activation value"). Pure: the API decides with it whether an express checkout may start
// or complete, and the basket shows the same answer (the cart's amazonPayExpress field).
import type { StoreConfig } from '../store/storeConfig';
import { type ParameterKey, type ParameterRowLike, parameterValue } from './globalParameters';

/** The global parameter holding Amazon Pay's activation value. */
export const AMAZON_PAY_ACTIVATION: ParameterKey = { name: 'amazonPayV2Activation', entry: 'wallet' };
/** Amazon Pay is enabled when the parameter equals this value (anything else is off). */
export const AMAZON_PAY_ACTIVATED_VALUE = 'amazonpay.activated';

/**
 * Whether the Amazon Pay wallet is activated: the payment method, the express button, the footer icon.
 *
 * @example
 * ```ts
 * isAmazonPayActivated([{ ...AMAZON_PAY_ACTIVATION, value: 'amazonpay.activated' }]); // true
 * isAmazonPayActivated([]); // false
 * ```
 */
export function isAmazonPayActivated(parameters: readonly ParameterRowLike[]): boolean {
  return parameterValue(parameters, AMAZON_PAY_ACTIVATION) === AMAZON_PAY_ACTIVATED_VALUE;
}

/**
 * The nine codes that block Amazon Pay express (the spec does not show them; docs/not-shown.md gives the
 * reasons). A code blocks a cart item when it is a category on the item's category path (so a code of a
 * parent category blocks everything below it) or the item's article number.
 */
export const AMAZON_PAY_BLOCKED_CODES = [
  // Classroom furniture ships by freight on a booked delivery slot the wallet's address cannot arrange.
  '60101',
  '60102',
  '60201',
  '60202',
  // Electrical equipment: the take-back of old devices (ElektroG) is offered in the shop's own checkout.
  '70101',
  '70201',
  '70202',
  // Textiles are printed with the school's or kindergarten's name to order and sold on invoice only.
  '901',
  '902',
] as const;

/** What the rule reads of a cart item. */
export interface AmazonPayItem {
  readonly itemId: string;
  /** The item's article number (orderNumber). */
  readonly articleNumber: string;
  /** The product's category ids from the top level down. */
  readonly categoryPath: readonly string[];
}

/**
 * The ids of the cart items a blocked code names, in cart order.
 *
 * @example
 * ```ts
 * const items = [{ itemId: 'I-1', articleNumber: '1000201', categoryPath: ['Schreiben'] }];
 * amazonPayBlockedItemIds(items, ['1000201']); // [ 'I-1' ]
 * amazonPayBlockedItemIds(items, []); // []
 * ```
 */
export function amazonPayBlockedItemIds(
  items: readonly AmazonPayItem[],
  blockedCodes: readonly string[] = AMAZON_PAY_BLOCKED_CODES,
): string[] {
  const blocked = new Set(blockedCodes);
  return items
    .filter((item) => blocked.has(item.articleNumber) || item.categoryPath.some((id) => blocked.has(id)))
    .map((item) => item.itemId);
}

/** Why express is not offered, in the order they are checked. */
export type AmazonPayExpressRefusal = 'B2B' | 'NOT_ACTIVATED' | 'EMPTY_CART' | 'BLOCKED_ITEMS';

export interface AmazonPayExpressFacts {
  readonly store: Pick<StoreConfig, 'family'>;
  /** isAmazonPayActivated of the global parameters, and a provider for AMAZONPAY is available. */
  readonly activated: boolean;
  readonly positionCount: number;
  /** amazonPayBlockedItemIds of the cart. */
  readonly blockedItemIds: readonly string[];
}

/**
 * The reason express is not offered for this cart, or null when it is.
 *
 * @example
 * ```ts
 * const facts = { store: STORES.de, activated: true, positionCount: 2, blockedItemIds: [] };
 * amazonPayExpressRefusal(facts); // null
 * amazonPayExpressRefusal({ ...facts, positionCount: 0 }); // 'EMPTY_CART'
 * amazonPayExpressRefusal({ ...facts, store: STORES['b2b-de'] }); // 'B2B'
 * ```
 */
export function amazonPayExpressRefusal(facts: AmazonPayExpressFacts): AmazonPayExpressRefusal | null {
  if (facts.store.family === 'b2b') return 'B2B';
  if (!facts.activated) return 'NOT_ACTIVATED';
  if (facts.positionCount === 0) return 'EMPTY_CART';
  if (facts.blockedItemIds.length > 0) return 'BLOCKED_ITEMS';
  return null;
}
