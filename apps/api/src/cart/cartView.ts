// The cart as the shopper sees it (shopping §3 "Cart", "Cart item", "Price/totals", §4 "Lightning deals"):
// the loaded rows projected to the GraphQL Cart. Every amount is computed here from stored cents and the
// pure cart arithmetic (cartRules.ts); the client never sends a price.
import { QUANTITY_MAX, type ShipperState } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import {
  type DealRecord,
  type ItemRecord,
  itemImage,
  loadActiveDeals,
  type ProductRecord,
  productUrl,
  variantValues,
} from '../catalog/catalogService';
import {
  type CartRow,
  type CheckoutRecord,
  checkoutCartFields,
  loadCheckout,
  shipperStates,
} from '../checkout/checkoutState';
import type { Db } from '../db/client';
import type { Cart, CartItem, LightningReservation } from '../generated/resolvers';
import type { PaymentOffer } from '../payments/provider';
import { money, optionalMoney } from '../shop/money';
import { storeStrategy } from '../store/storeStrategy';
import {
  type GiftRow,
  loadCatalogues,
  loadGifts,
  loadPositions,
  loadReservations,
  loadVoucherRules,
  ownedCartId,
  type PositionRow,
  type ReservationRow,
} from './cartQueries';
import { type CartCalculation, type CartLine, calculateCart, containedVat } from './cartRules';

/** Units of a position charged at the deal price: only those backed by a live reservation. */
function liveLightningUnits(lightningQuantity: number, reservation: ReservationRow | undefined): number {
  return reservation?.live ? Math.min(lightningQuantity, reservation.quantity) : 0;
}

/** The cart's reservation state (shopping §3 "Lightning reservation"). */
export function reservationState(
  positions: readonly { itemId: string; lightningQuantity: number }[],
  reservations: ReadonlyMap<string, ReservationRow>,
): LightningReservation {
  const withDeal = positions.filter((position) => position.lightningQuantity > 0);
  const live = withDeal
    .map((position) => reservations.get(position.itemId))
    .filter((reservation): reservation is ReservationRow => reservation?.live === true);
  const ends = live.map((reservation) => reservation.expiresAt.getTime());
  return {
    hasLightningDealReservation: withDeal.length > 0,
    isLightningDealReservationExpired: live.length < withDeal.length,
    lightningDealReservationTimestampEnd: ends.length > 0 ? Math.min(...ends) : null,
    extended: live.some((reservation) => reservation.extended),
  };
}

/** What differs between a bought position and an attained gift; everything else comes from item and product. */
interface LinePricing {
  id: string;
  quantity: number;
  quantityLightning: number;
  /** Charged per normal unit: the item price, 0 for a gift. */
  unitCents: number;
  oldUnitCents: number | null;
  baseUnitCents: number | null;
  isBestPrice: boolean;
  /** The deal price of a live reservation, else of the running deal; undefined without a deal. */
  dealPriceCents: number | undefined;
  isLightningDeal: boolean;
  isFreeItem: boolean;
  relatedVoucherCode: string | null;
  minimumOrderQuantity: number;
  maxQuantity: number;
}

/** One line of the cart (shopping §3 "Cart item"), for a position and for a gift alike. */
function cartItem(item: ItemRecord, product: ProductRecord, line: LinePricing, store: StoreConfig): CartItem {
  const status = storeStrategy(store).deliveryText(item.stock);
  const quantityNormal = line.quantity - line.quantityLightning;
  const { dealPriceCents } = line;
  return {
    id: line.id,
    operationsId: line.id,
    itemId: item.id,
    productId: product.id,
    name: item.name,
    path: productUrl(product.id),
    image: itemImage(item, 'BASKET_LAYER', item.name),
    quantity: line.quantity,
    quantityNormal,
    quantityLightning: line.quantityLightning,
    isLightningDeal: line.isLightningDeal,
    isFreeItem: line.isFreeItem,
    relatedVoucherCode: line.relatedVoucherCode,
    removableItem: !line.isFreeItem,
    orderNumber: item.orderNumber,
    minimumOrderQuantity: line.minimumOrderQuantity,
    maxQuantity: line.maxQuantity,
    unitPrices: {
      raw: money(item.priceCents, store),
      current: money(line.unitCents, store),
      old: optionalMoney(line.oldUnitCents, store),
      currencyCode: store.currency,
      basePrice: optionalMoney(line.baseUnitCents, store),
      basePriceUnit: line.baseUnitCents === null ? null : product.basePriceUnit,
      isBestPrice: line.isBestPrice,
    },
    pricePerUnit: money(line.unitCents, store),
    pricePerUnitLightning: optionalMoney(dealPriceCents, store),
    netPricePerUnitLightning: optionalMoney(
      dealPriceCents === undefined
        ? undefined
        : dealPriceCents - containedVat(dealPriceCents, store.vatPercent),
      store,
    ),
    unitPrice: money(line.unitCents, store),
    totalPrice: money(
      line.unitCents * quantityNormal + (dealPriceCents ?? line.unitCents) * line.quantityLightning,
      store,
    ),
    variantAttributes: variantValues(item, store),
    deliveryStatusColor: status.color,
    deliveryStatusText: status.text,
  };
}

function positionItem(
  row: PositionRow,
  deal: DealRecord | undefined,
  reservation: ReservationRow | undefined,
  relatedVoucherCode: string | null,
  store: StoreConfig,
): CartItem {
  const { item, product, position } = row;
  return cartItem(
    item,
    product,
    {
      id: position.id,
      quantity: position.quantity,
      quantityLightning: liveLightningUnits(position.lightningQuantity, reservation),
      unitCents: item.priceCents,
      oldUnitCents: item.oldPriceCents,
      baseUnitCents:
        product.basePriceUnit && product.baseContentMilli
          ? Math.round((item.priceCents * 1000) / product.baseContentMilli)
          : null,
      isBestPrice: item.isBestPrice,
      dealPriceCents: reservation?.live ? reservation.dealPriceCents : deal?.priceCents,
      isLightningDeal: deal !== undefined,
      isFreeItem: false,
      relatedVoucherCode,
      minimumOrderQuantity: storeStrategy(store).minimumOrderQuantity(product),
      maxQuantity: Math.min(item.maxQuantity, QUANTITY_MAX),
    },
    store,
  );
}

/** An attained gift: one free unit that the shopper cannot change or remove. */
function giftItem({ item, product }: GiftRow, store: StoreConfig): CartItem {
  return cartItem(
    item,
    product,
    {
      id: `free-${item.id}`,
      quantity: 1,
      quantityLightning: 0,
      unitCents: 0,
      oldUnitCents: null,
      baseUnitCents: null,
      isBestPrice: false,
      dealPriceCents: undefined,
      isLightningDeal: false,
      isFreeItem: true,
      relatedVoucherCode: null,
      minimumOrderQuantity: 1,
      maxQuantity: 1,
    },
    store,
  );
}

export async function getCart(
  db: Db,
  cartId: string | null,
  userId: string | null,
  store: StoreConfig,
  payments: PaymentOffer,
  calculateShippingCost = true,
): Promise<Cart | null> {
  const id = await ownedCartId(db, cartId, userId);
  if (!id) return null;
  return readCart(db, id, store, payments, calculateShippingCost);
}

/**
 * The cart's rows priced on the server (shopping §3 "Price/totals"): what the shopper sees (readCart) and
 * what an order charges (orders/submitCart.ts, in the submit's transaction) come from this one place.
 */
export interface PricedCart {
  rows: PositionRow[];
  reservations: Map<string, ReservationRow>;
  voucherRules: Awaited<ReturnType<typeof loadVoucherRules>>;
  checkout: CheckoutRecord;
  shippers: ShipperState[];
  /** One line per row, in the same order: the units charged at the deal price are the live ones. */
  lines: CartLine[];
  articleCount: number;
  calculation: CartCalculation;
  /** The store's free articles, cheapest threshold first, and those the basket value reaches (one unit each). */
  gifts: GiftRow[];
  attainedGifts: GiftRow[];
}

/** `heldRow`: the cart's row as the caller's transaction holds it (the submit's locked row), not read again. */
export async function priceCart(
  db: Db,
  id: string,
  store: StoreConfig,
  calculateShippingCost = true,
  heldRow?: CartRow,
): Promise<PricedCart> {
  // One query after the other: `db` is often a transaction (the submit's, a checkout operation's), whose one
  // connection runs one query at a time (node-postgres deprecates queueing them on it).
  const rows = await loadPositions(db, id, store);
  const reservations = await loadReservations(db, id);
  const voucherRules = await loadVoucherRules(db, id, store);
  const gifts = await loadGifts(db, store);
  const checkout = await loadCheckout(db, id, heldRow);
  const lines: CartLine[] = rows.map(({ position, item, product }) => {
    const reservation = reservations.get(item.id);
    const quantityLightning = liveLightningUnits(position.lightningQuantity, reservation);
    return {
      productId: product.id,
      unitCents: item.priceCents,
      oldUnitCents: item.oldPriceCents,
      quantityNormal: position.quantity - quantityLightning,
      lightningUnitCents: reservation?.live ? reservation.dealPriceCents : null,
      quantityLightning,
    };
  });
  const articleCount = rows.reduce((sum, row) => sum + row.position.quantity, 0);
  // The checkout's shipper rule decides which shipper is selected and so what shipping costs.
  const shippers = shipperStates(checkout, store, articleCount);
  const calculation = calculateCart(lines, voucherRules, store, calculateShippingCost, shippers);
  const { basketValue } = calculation.totals;
  const attainedGifts = rows.length > 0 ? gifts.filter((gift) => basketValue >= gift.minimumOrderCents) : [];
  return {
    rows,
    reservations,
    voucherRules,
    checkout,
    shippers,
    lines,
    articleCount,
    calculation,
    gifts,
    attainedGifts,
  };
}

/** The cart as the shopper sees it; `id` must already be checked for ownership. */
export async function readCart(
  db: Db,
  id: string,
  store: StoreConfig,
  payments: PaymentOffer,
  calculateShippingCost = true,
): Promise<Cart> {
  // Sequential, as in priceCart: `db` may be a transaction.
  const priced = await priceCart(db, id, store, calculateShippingCost);
  const catalogueRows = await loadCatalogues(db, id, store);
  const { rows, reservations, voucherRules, checkout, shippers, articleCount, calculation, gifts } = priced;
  const deals = await loadActiveDeals(
    db,
    rows.map((row) => row.product.id),
  );
  const successfulProductVouchers = new Map(
    voucherRules
      .filter((rule, index) => rule.productId !== null && calculation.vouchers[index]?.successful)
      .map((rule) => [rule.productId, rule.code]),
  );
  const cartItems = rows.map((row) =>
    positionItem(
      row,
      deals.get(row.item.id),
      reservations.get(row.item.id),
      successfulProductVouchers.get(row.product.id) ?? null,
      store,
    ),
  );
  const { basketValue } = calculation.totals;
  const { attainedGifts } = priced;
  const openGifts = gifts.filter((gift) => !attainedGifts.includes(gift));
  const allItems = [...cartItems, ...attainedGifts.map((gift) => giftItem(gift, store))];
  const totals = calculation.totals;
  return {
    id,
    positionCount: rows.length,
    articleCount,
    itemsCount: new Set(allItems.map((item) => item.itemId)).size,
    productsCount: new Set(rows.map((row) => row.product.id)).size,
    items: allItems,
    totals: {
      subtotal: money(totals.subtotal, store),
      shippingCost: money(totals.shippingCost, store),
      basketValue: money(totals.basketValue, store),
      voucherDiscount: money(totals.voucherDiscount, store),
      total: money(totals.total, store),
      grandTotal: money(totals.grandTotal, store),
      tax: money(totals.tax, store),
      netValue: money(totals.netValue, store),
      savings: money(totals.savings, store),
    },
    shippers: calculation.shippers.map((shipper) => ({
      code: shipper.code,
      name: shipper.name,
      enabled: shipper.enabled,
      selected: shipper.selected,
      infoCodes: [...shipper.infoCodes],
      costs: money(shipper.costCents, store),
    })),
    vouchers: calculation.vouchers.map((outcome, index) => {
      const rule = voucherRules[index];
      return {
        code: outcome.code,
        successful: outcome.successful,
        attainable: outcome.attainable,
        failureDescriptions: outcome.failureDescriptions,
        missingAmount: outcome.attainable ? money(outcome.missingCents, store) : null,
        minimumOrderValue: rule && rule.minimumOrderCents > 0 ? money(rule.minimumOrderCents, store) : null,
        discount: money(outcome.discountCents, store),
        description: rule?.description ?? '',
      };
    }),
    relatedVoucherCodes: [...new Set(successfulProductVouchers.values())],
    freeArticles: gifts.map((gift) => ({
      itemId: gift.item.id,
      name: gift.item.name,
      image: itemImage(gift.item, 'BASKET_LAYER', gift.item.name),
      minimumPrice: money(gift.minimumOrderCents, store),
      attained: attainedGifts.includes(gift),
      missingAmount: money(Math.max(0, gift.minimumOrderCents - basketValue), store),
    })),
    giftMinimumPrice: optionalMoney(openGifts[0]?.minimumOrderCents, store),
    catalogs: catalogueRows,
    lightningReservation: reservationState(
      rows.map((row) => ({ itemId: row.item.id, lightningQuantity: row.position.lightningQuantity })),
      reservations,
    ),
    ...checkoutCartFields(
      checkout,
      store,
      { positionCount: rows.length, basketValueCents: basketValue },
      shippers,
      payments,
    ),
  };
}
