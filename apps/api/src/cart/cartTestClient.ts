// Test client for the cart API (used by the cart and lightning tests): sessions, updateCart ops and seed
// lookups through GraphQL, exactly as the storefront calls them.
import { query, type TestApi } from '../testing/testApi';

export interface Money {
  amount: number;
  stringValue: string;
}
export interface CartItemData {
  id: string;
  itemId: string;
  quantity: number;
  quantityNormal: number;
  quantityLightning: number;
  isLightningDeal: boolean;
  isFreeItem: boolean;
  relatedVoucherCode: string | null;
  removableItem: boolean;
  minimumOrderQuantity: number;
  maxQuantity: number;
  deliveryStatusColor: string;
  unitPrices: { raw: Money; current: Money; old: Money | null; basePrice: Money | null };
  unitPrice: Money;
  pricePerUnitLightning: Money | null;
  totalPrice: Money;
  image: { format: string } | null;
  variantAttributes: { name: string; displayName: string; value: string }[];
}
export interface CartData {
  id: string;
  positionCount: number;
  articleCount: number;
  itemsCount: number;
  productsCount: number;
  items: CartItemData[];
  totals: Record<
    | 'subtotal'
    | 'shippingCost'
    | 'basketValue'
    | 'voucherDiscount'
    | 'total'
    | 'grandTotal'
    | 'tax'
    | 'netValue'
    | 'savings',
    Money
  >;
  shippers: { code: string; selected: boolean; costs: Money }[];
  vouchers: {
    code: string;
    successful: boolean;
    attainable: boolean;
    failureDescriptions: string[];
    missingAmount: Money | null;
    discount: Money;
  }[];
  relatedVoucherCodes: string[];
  freeArticles: { itemId: string; attained: boolean; minimumPrice: Money; missingAmount: Money }[];
  giftMinimumPrice: Money | null;
  catalogs: { code: string; selected: boolean }[];
  lightningReservation: {
    hasLightningDealReservation: boolean;
    isLightningDealReservationExpired: boolean;
    lightningDealReservationTimestampEnd: number | null;
    extended: boolean;
  };
}
export interface UpdateResult {
  successful: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
  addedPositions: { itemId: string; quantity: number; quantityLightning: number; quantityNormal: number }[];
  cart: CartData | null;
}
export interface Session {
  userId: string;
  cartId: string;
  /** The shopper's own address, forwarded like the storefront does (the lightning fair share counts per address). */
  clientAddress?: string;
}

let addressSequence = 0;
/** A distinct client address (198.18.0.0/15, the benchmarking range) for each simulated shopper. */
export function nextClientAddress(): string {
  addressSequence += 1;
  return `198.18.${Math.floor(addressSequence / 256) % 256}.${addressSequence % 256}`;
}

const MONEY = '{ amount stringValue }';
export const CART_FIELDS = `id positionCount articleCount itemsCount productsCount
  items { id itemId quantity quantityNormal quantityLightning isLightningDeal isFreeItem relatedVoucherCode
    removableItem minimumOrderQuantity maxQuantity deliveryStatusColor
    unitPrices { raw ${MONEY} current ${MONEY} old ${MONEY} basePrice ${MONEY} } unitPrice ${MONEY} pricePerUnitLightning ${MONEY} totalPrice ${MONEY} image { format }
    variantAttributes { name displayName value } }
  totals { subtotal ${MONEY} shippingCost ${MONEY} basketValue ${MONEY} voucherDiscount ${MONEY} total ${MONEY}
    grandTotal ${MONEY} tax ${MONEY} netValue ${MONEY} savings ${MONEY} }
  shippers { code selected costs ${MONEY} }
  vouchers { code successful attainable failureDescriptions missingAmount ${MONEY} discount ${MONEY} }
  relatedVoucherCodes
  freeArticles { itemId attained minimumPrice ${MONEY} missingAmount ${MONEY} }
  giftMinimumPrice ${MONEY}
  catalogs { code selected }
  lightningReservation { hasLightningDealReservation isLightningDealReservationExpired lightningDealReservationTimestampEnd extended }`;
export const CART = `query($cartId: ID!) { cart(cartId: $cartId) { ${CART_FIELDS} } }`;
const UPDATE = `mutation($cartId: ID!, $ops: [CartOpInput!]!) { updateCart(cartId: $cartId, ops: $ops) {
  successful errorCode errorMessage fieldErrors { field message }
  addedPositions { itemId quantity quantityLightning quantityNormal } cart { ${CART_FIELDS} } } }`;

/** A new visitor and cart, as one shopper at an address of its own. */
export async function shopInit(
  harness: TestApi,
  store = 'de',
  clientAddress = nextClientAddress(),
): Promise<Session> {
  const { shopInit: ids } = await query<{ shopInit: Session }>(
    harness,
    'mutation { shopInit { userId cartId } }',
    {},
    { store, clientAddress },
  );
  return { ...ids, clientAddress };
}

export async function readCartAs(harness: TestApi, session: Session, store = 'de'): Promise<CartData | null> {
  return (
    await query<{ cart: CartData | null }>(
      harness,
      CART,
      { cartId: session.cartId },
      { userId: session.userId, store },
    )
  ).cart;
}

const UPDATE_OUTCOME = `mutation($cartId: ID!, $ops: [CartOpInput!]!) { updateCart(cartId: $cartId, ops: $ops) {
  successful errorCode errorMessage fieldErrors { field message }
  addedPositions { itemId quantity quantityLightning quantityNormal } } }`;

/** Runs cart ops; `outcomeOnly` leaves out the cart (the server then does not build it). */
export async function update(
  harness: TestApi,
  session: Session,
  ops: unknown[],
  store = 'de',
  outcomeOnly = false,
): Promise<UpdateResult> {
  return (
    await query<{ updateCart: UpdateResult }>(
      harness,
      outcomeOnly ? UPDATE_OUTCOME : UPDATE,
      { cartId: session.cartId, ops },
      { userId: session.userId, store, clientAddress: session.clientAddress },
    )
  ).updateCart;
}

export const add = (itemId: string, quantity: number) => ({
  positionOp: { addPosition: { itemId, quantity } },
});
export const change = (positionId: string, quantity: number) => ({
  positionOp: { changeQuantity: { positionId, quantity } },
});
export const remove = (positionId: string) => ({ positionOp: { removePosition: { positionId } } });
export const addVoucher = (code: string) => ({ voucherOp: { addVoucher: { code } } });
export const removeVoucher = (code: string) => ({ voucherOp: { removeVoucher: { code } } });

export interface FoundItem {
  itemId: string;
  productId: string;
  price: number;
  moq: number;
}

/**
 * Finds seed items by their delivery traffic light (green = more than 5 in stock, yellow = 1..5, red = 0)
 * that are not lightning deals, cost less than `maxPrice` and allow 999 per position.
 */
export async function itemsByColor(
  harness: TestApi,
  color: 'green' | 'yellow' | 'red',
  store = 'de',
  wanted = 3,
  maxPrice = 20,
): Promise<FoundItem[]> {
  const found: FoundItem[] = [];
  for (let id = 100001; id <= 100300 && found.length < wanted; id += 1) {
    const data = await query<{
      product: {
        minimumOrderQuantity: number;
        items: {
          itemId: string;
          maxQuantity: number;
          deliveryStatus: { color: string };
          prices: { price: { amount: number } };
          lightningDealInfo: { isAvailableLightningDeal: boolean } | null;
        }[];
      } | null;
    }>(
      harness,
      `query($id: ID!) { product(productId: $id) { minimumOrderQuantity items { itemId maxQuantity
        deliveryStatus { color } prices { price { amount } } lightningDealInfo { isAvailableLightningDeal } } } }`,
      { id: String(id) },
      { store },
    );
    const item = data.product?.items.find(
      (entry) =>
        entry.deliveryStatus.color === color &&
        entry.maxQuantity === 999 &&
        entry.prices.price.amount < maxPrice &&
        entry.lightningDealInfo === null,
    );
    if (item) {
      found.push({
        itemId: item.itemId,
        productId: String(id),
        price: item.prices.price.amount,
        moq: data.product?.minimumOrderQuantity ?? 1,
      });
    }
  }
  return found;
}

export const cents = (money: Money | null | undefined): number => Math.round((money?.amount ?? 0) * 100);
