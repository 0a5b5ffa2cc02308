// The cart's checkout state as the cart answers it (shopping §3 "Cart" shippingAddress, billingAddress,
// attributes, shippers, selected payment method, delivery country, contactEmails, orderReference,
// speditionsFields; §4 "Checkout steps", "Shipper rules"). Loaded with every cart read (cart/cartView.ts)
// and by the checkout operations, which judge a change by the same rules (sdk-core rules/checkoutShippers.ts,
// rules/checkoutPayments.ts).
import type { MessageKey } from '@ranzen/sdk-core/i18n';
import {
  availablePaymentIds,
  checkoutShippers,
  type ParameterRowLike,
  type PaymentFlags,
  type PaymentId,
  paymentFlags,
  paymentStepAvailable,
  paymentValid,
  type ShipperState,
  selectedShipper,
} from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { eq, inArray } from 'drizzle-orm';
import { toAddress } from '../addresses/addressService';
import type { Db } from '../db/client';
import { type AddressCopy, carts, customerAddresses, globalParameters } from '../db/schema';
import type { Address, Cart, DeliveryType, PaymentMethod } from '../generated/resolvers';
import type { PaymentOffer } from '../payments/provider';

/** The address id a guest's own address (kept on the cart, not in an address book) answers with. */
export const GUEST_ADDRESS_ID = 'guest';

export type CartRow = typeof carts.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;

/** The stored checkout state with its address-book entries resolved. */
export interface CheckoutRecord {
  /** Null while the cart row is not written yet (a visitor's untouched cart). */
  readonly row: CartRow | null;
  readonly billing: Address | null;
  readonly shipping: Address | null;
  readonly flags: PaymentFlags;
}

function guestAddress(copy: AddressCopy, addressType: Address['addressType']): Address {
  return {
    ...copy,
    addressId: GUEST_ADDRESS_ID,
    addressType,
    packstationAddress: copy.packstation,
    isStation: copy.packstation,
    isAlsoCustomerAddress: false,
  };
}

const PAYMENT_PARAMETER_NAMES = ['featureFlags', 'paymentTypes', 'amazonPayV2Activation'];

/** The global parameters that switch payment methods (and the feature flags among them). */
export async function loadPaymentParameters(db: Db): Promise<ParameterRowLike[]> {
  return db
    .select({ name: globalParameters.name, entry: globalParameters.entry, value: globalParameters.value })
    .from(globalParameters)
    .where(inArray(globalParameters.name, PAYMENT_PARAMETER_NAMES));
}

/**
 * The cart's checkout columns, its address-book entries and the payment switches. `heldRow` is the cart
 * row the caller has just read in its transaction (the submit's locked row): it is not read again.
 */
export async function loadCheckout(db: Db, cartId: string, heldRow?: CartRow): Promise<CheckoutRecord> {
  // Sequential: `db` may be a transaction (cart/cartView.ts priceCart).
  const [row] = heldRow ? [heldRow] : await db.select().from(carts).where(eq(carts.id, cartId));
  const parameters = await loadPaymentParameters(db);
  const ids = [row?.billingAddressId, row?.shippingAddressId].filter((id): id is string => !!id);
  const book: AddressRow[] =
    ids.length > 0 ? await db.select().from(customerAddresses).where(inArray(customerAddresses.id, ids)) : [];
  const fromBook = (id: string | null | undefined) => {
    const entry = book.find((address) => address.id === id);
    return entry ? toAddress(entry) : null;
  };
  const billing =
    fromBook(row?.billingAddressId) ??
    (row?.billingAddress ? guestAddress(row.billingAddress, 'BILLING') : null);
  const shipping =
    fromBook(row?.shippingAddressId) ??
    (row?.shippingAddress ? guestAddress(row.shippingAddress, 'SHIPPING') : null);
  return { row: row ?? null, billing, shipping, flags: paymentFlags(parameters) };
}

export function deliveryTypeOf(record: CheckoutRecord): DeliveryType {
  return record.row?.deliveryType ?? 'sameAsBilling';
}

/** The address the order goes to: none of its own with sameAsBilling. */
export function deliveryAddress(record: CheckoutRecord): Address | null {
  return deliveryTypeOf(record) === 'sameAsBilling' ? record.billing : record.shipping;
}

/** The delivery address's country, else the store's default country for a new address. */
export function deliveryCountry(record: CheckoutRecord, store: StoreConfig): string {
  return deliveryAddress(record)?.country ?? store.newAddress.country;
}

export function shipperStates(
  record: CheckoutRecord,
  store: StoreConfig,
  articleCount: number,
): ShipperState[] {
  return checkoutShippers({
    deliveryType: deliveryTypeOf(record),
    deliveryCountry: deliveryCountry(record, store),
    selectedCode: record.row?.shipperCode ?? null,
    articleCount,
  });
}

/**
 * Whether the shipping step's data is complete (shopping §4 "Saving the shipping step"): a billing
 * address; a delivery address of the delivery type's kind (a parcel station with its packstation id for
 * packstation); an enabled shipper; and the spedition fields when spedition ships.
 */
export function shippingValid(record: CheckoutRecord, shippers: readonly ShipperState[]): boolean {
  if (!record.billing) return false;
  const type = deliveryTypeOf(record);
  if (type === 'shippingAddress' && (!record.shipping || record.shipping.packstationAddress)) return false;
  if (type === 'packstation' && (!record.shipping?.packstationAddress || !record.row?.packstationId)) {
    return false;
  }
  const shipper = selectedShipper(shippers);
  if (!shipper) return false;
  return shipper.code !== 'spedition' || (record.row?.speditionFields.length ?? 0) > 0;
}

/** What the payment rules need of the cart's contents. */
export interface CartContents {
  readonly positionCount: number;
  readonly basketValueCents: number;
}

export interface PaymentState {
  readonly stepAvailable: boolean;
  readonly available: readonly PaymentId[];
  readonly valid: boolean;
}

/**
 * The payment step's state: the methods the store offers (sdk-core availablePaymentIds) that a provider of
 * this instance takes (redirect methods only while the sandbox is on or a real provider is plugged in).
 */
export function paymentState(
  record: CheckoutRecord,
  store: StoreConfig,
  contents: CartContents,
  payments: PaymentOffer,
): PaymentState {
  const stepAvailable = paymentStepAvailable({
    storeHasPaymentStep: store.features.paymentStep,
    ...contents,
  });
  const available = stepAvailable
    ? availablePaymentIds(store, record.flags).filter((id) => payments.offers(id))
    : [];
  const valid = paymentValid(
    stepAvailable,
    available,
    record.row?.paymentId ?? null,
    record.row?.buyerReference ?? null,
  );
  return { stepAvailable, available, valid };
}

/** A method as the payment step lists it: its name and description keys, whether it is chosen. */
export function offeredPaymentMethod(
  paymentId: PaymentId,
  selected: boolean,
  buyerReference: string | null,
): PaymentMethod {
  return {
    paymentId,
    displayName: `vue.checkout.payment.${paymentId}` as MessageKey,
    description: `vue.checkout.payment.${paymentId}.description` as MessageKey,
    selected,
    enabled: true,
    buyerReference,
  };
}

/** The fields the checkout adds to the cart (checkout.graphql `extend type Cart`). */
export type CheckoutCartFields = Pick<
  Cart,
  | 'billingAddress'
  | 'shippingAddress'
  | 'deliveryType'
  | 'deliveryCountry'
  | 'attributes'
  | 'contactEmails'
  | 'orderReference'
  | 'orderComment'
  | 'newsletterOptIn'
  | 'packstationId'
  | 'speditionsFields'
  | 'paymentMethods'
  | 'selectedPaymentMethod'
  | 'paymentStepAvailable'
  | 'shippingValid'
  | 'paymentValid'
>;

export function checkoutCartFields(
  record: CheckoutRecord,
  store: StoreConfig,
  contents: CartContents,
  shippers: readonly ShipperState[],
  payments: PaymentOffer,
): CheckoutCartFields {
  const { row } = record;
  const payment = paymentState(record, store, contents, payments);
  const methods: PaymentMethod[] = payment.available.map((paymentId) => {
    const selected = row?.paymentId === paymentId;
    return offeredPaymentMethod(paymentId, selected, selected ? (row?.buyerReference ?? null) : null);
  });
  const billingAlternative = row?.billingAlternativeEmail ?? false;
  const shippingAlternative = row?.shippingAlternativeEmail ?? false;
  const addressEmail = record.billing?.email || null;
  const billingEmail = billingAlternative ? (row?.billingEmail ?? null) : addressEmail;
  return {
    billingAddress: record.billing,
    shippingAddress: deliveryTypeOf(record) === 'sameAsBilling' ? null : record.shipping,
    deliveryType: deliveryTypeOf(record),
    deliveryCountry: deliveryCountry(record, store),
    attributes: { submitted: row?.submittedAt != null },
    contactEmails: {
      billingEmail,
      shippingEmail: shippingAlternative ? (row?.shippingEmail ?? null) : billingEmail,
      preselectedBillingEmail: row?.billingEmail ?? null,
      preselectedShippingEmail: row?.shippingEmail ?? null,
      billingAlternativeEmail: billingAlternative,
      shippingAlternativeEmail: shippingAlternative,
    },
    orderReference: row?.orderReference ?? null,
    orderComment: row?.orderComment ?? null,
    newsletterOptIn: row?.newsletterOptIn ?? false,
    packstationId: row?.packstationId ?? null,
    speditionsFields: row?.speditionFields ?? [],
    paymentMethods: methods,
    selectedPaymentMethod: methods.find((method) => method.selected) ?? null,
    paymentStepAvailable: payment.stepAvailable,
    shippingValid: shippingValid(record, shippers),
    paymentValid: payment.valid,
  };
}
