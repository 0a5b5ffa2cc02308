// The order form, Bestellschein (spec shopping §3 "Bestellschein entry validity", §7 "Validate Bestellschein
// and add it to the cart"; issue 20 item 5). A row is judged in the request's store like the cart judges an
// add (its assortment, the article's minimum and maximum, the stock; rows of one article count together),
// and adding runs every valid row through one cart update, so the cart's own rules decide last and a
// refusal leaves nothing written.

import { MESSAGES } from '@ranzen/sdk-core/i18n';
import {
  checkOrderFormRow,
  ORDER_FORM_MAX_ROWS,
  ORDER_FORM_NOTIFICATIONS,
  type OrderFormEntry,
  type OrderFormNotification,
  QUANTITY_MAX,
} from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { updateCart } from '../cart/cartService';
import { productUrl } from '../catalog/catalogService';
import {
  inStoreLanguage,
  itemInStoreLanguage,
  loadCatalogueValueTranslations,
} from '../catalog/catalogueLanguage';
import type { Db } from '../db/client';
import { items, productReplacements, products } from '../db/schema';
import type {
  BestellscheinCartResult,
  BestellscheinEntryInput,
  BestellscheinEntryValidity,
  BestellscheinFollowProduct,
} from '../generated/resolvers';
import type { PaymentOffer } from '../payments/provider';
import { badInput } from '../shop/validation';
import { storeStrategy } from '../store/storeStrategy';

type ItemRow = typeof items.$inferSelect;
type ProductRow = typeof products.$inferSelect;

/** The rows as sent, checked with the browser's rules; a malformed row or too many rows is bad input. */
export function checkedEntries(entries: readonly BestellscheinEntryInput[]): OrderFormEntry[] {
  if (entries.length > ORDER_FORM_MAX_ROWS) {
    throw badInput(`At most ${ORDER_FORM_MAX_ROWS} rows are allowed.`, 'entries');
  }
  return entries.map((entry, index) => {
    const checked = checkOrderFormRow({ orderNumber: entry.orderNumber, quantity: String(entry.quantity) });
    if (!checked.entry) throw badInput(`Row ${index + 1} is invalid.`, 'entries');
    return checked.entry;
  });
}

/** The store's articles with these order numbers (named in the store's language), with their products. */
async function articlesByOrderNumber(db: Db, store: StoreConfig, orderNumbers: readonly string[]) {
  if (orderNumbers.length === 0) return new Map<string, { item: ItemRow; product: ProductRow }>();
  const [rows, values] = await Promise.all([
    db
      .select({ item: items, product: products })
      .from(items)
      .innerJoin(products, eq(products.id, items.productId))
      .where(inArray(items.orderNumber, [...new Set(orderNumbers)]))
      .orderBy(asc(items.id)),
    loadCatalogueValueTranslations(db),
  ]);
  const strategy = storeStrategy(store);
  const found = new Map<string, { item: ItemRow; product: ProductRow }>();
  for (const row of rows) {
    if (strategy.inAssortment(row.product) && !found.has(row.item.orderNumber))
      found.set(row.item.orderNumber, { ...row, item: itemInStoreLanguage(row.item, values, store) });
  }
  return found;
}

/** The first successor of a product that can be ordered in the store, by its first variant in stock. */
async function followProductOf(
  db: Db,
  store: StoreConfig,
  productId: string,
): Promise<BestellscheinFollowProduct | null> {
  const rows = await db
    .select({ product: products, orderNumber: items.orderNumber })
    .from(productReplacements)
    .innerJoin(products, eq(products.id, productReplacements.replacementId))
    .innerJoin(items, eq(items.productId, products.id))
    .where(and(eq(productReplacements.productId, productId), eq(items.active, true), gt(items.stock, 0)))
    .orderBy(asc(productReplacements.position), asc(items.position));
  const strategy = storeStrategy(store);
  const row = rows.find((candidate) => strategy.inAssortment(candidate.product));
  if (!row) return null;
  return {
    productId: row.product.id,
    name: inStoreLanguage(row.product, 'name', store),
    path: productUrl(row.product.id),
    orderNumber: row.orderNumber,
  };
}

/** Why a row cannot go into the cart; none for a valid row. */
interface Refusal {
  readonly notification: OrderFormNotification;
  /** The notification's {amount}. */
  readonly amount?: number;
  readonly followProduct?: BestellscheinFollowProduct;
}

function validity(
  entry: OrderFormEntry,
  article: { item: ItemRow } | null,
  refusal: Refusal | null,
): BestellscheinEntryValidity {
  return {
    orderNumber: entry.orderNumber,
    quantity: entry.quantity,
    validForCart: refusal === null,
    hasFollowProduct: refusal?.followProduct !== undefined,
    followProduct: refusal?.followProduct ?? null,
    notification: refusal ? ORDER_FORM_NOTIFICATIONS[refusal.notification] : null,
    notificationAmount: refusal?.amount ?? null,
    itemId: article?.item.id ?? null,
    name: article?.item.name ?? null,
  };
}

/** The cart's quantity rules for an article's units asked for so far (shopping §5, §9). */
function quantityRefusal(total: number, item: ItemRow, minimum: number): Refusal | null {
  if (total > Math.min(item.maxQuantity, QUANTITY_MAX)) return { notification: 'QUANTITY' };
  if (total < minimum) return { notification: 'MIN_QUANTITY', amount: minimum };
  if (total > item.stock) return { notification: 'OUT_OF_STOCK', amount: item.stock };
  return null;
}

/** Each row judged, in the order sent (spec §3 "Bestellschein entry validity"). */
export async function judgeEntries(
  db: Db,
  store: StoreConfig,
  entries: readonly OrderFormEntry[],
): Promise<BestellscheinEntryValidity[]> {
  const articles = await articlesByOrderNumber(
    db,
    store,
    entries.map((entry) => entry.orderNumber),
  );
  const strategy = storeStrategy(store);
  /** Units of each item asked for by the rows so far: rows of one article count together. */
  const askedFor = new Map<string, number>();
  const judged: BestellscheinEntryValidity[] = [];
  for (const entry of entries) {
    const article = articles.get(entry.orderNumber) ?? null;
    if (!article) {
      judged.push(validity(entry, null, { notification: 'UNKNOWN' }));
      continue;
    }
    const { item, product } = article;
    if (!item.active || item.stock <= 0) {
      const followProduct = await followProductOf(db, store, product.id);
      judged.push(
        validity(
          entry,
          article,
          followProduct
            ? { notification: 'FOLLOW_PRODUCT', followProduct }
            : { notification: 'NOT_SALEABLE' },
        ),
      );
      continue;
    }
    const total = (askedFor.get(item.id) ?? 0) + entry.quantity;
    const refusal = quantityRefusal(total, item, strategy.minimumOrderQuantity(product));
    if (!refusal) askedFor.set(item.id, total);
    judged.push(validity(entry, article, refusal));
  }
  return judged;
}

/**
 * Judges the rows and adds the valid ones to the visitor's cart in one cart update (the cart's ownership,
 * stock and quantity rules; all or nothing). Without a valid row nothing is asked of the cart.
 */
export async function addEntriesToCart(
  db: Db,
  request: {
    cartId: string | null;
    userId: string | null;
    store: StoreConfig;
    payments: PaymentOffer;
    clientAddress: string;
  },
  entries: readonly OrderFormEntry[],
): Promise<BestellscheinCartResult> {
  const judged = await judgeEntries(db, request.store, entries);
  const valid = judged.filter(
    (entry): entry is BestellscheinEntryValidity & { itemId: string } =>
      entry.validForCart && typeof entry.itemId === 'string',
  );
  if (valid.length === 0) {
    return {
      successful: false,
      errorCode: 'NO_VALID_ENTRIES',
      errorMessage: MESSAGES[request.store.messages]['vue.orderform.noValidRows'],
      entries: judged,
      addedCount: 0,
      cart: null,
    };
  }
  const updated = await updateCart(
    db,
    request.cartId,
    valid.map((entry) => ({
      positionOp: { addPosition: { itemId: entry.itemId, quantity: entry.quantity } },
    })),
    request.userId,
    request.store,
    request.payments,
    request.clientAddress,
  );
  return {
    successful: updated.successful,
    errorCode: updated.errorCode ?? null,
    errorMessage: updated.errorMessage ?? null,
    entries: judged,
    addedCount: updated.successful ? valid.length : 0,
    cart: updated.cart ?? null,
  };
}
