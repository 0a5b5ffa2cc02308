// The cart's checkout state as the server resolves it at submit (shopping §3 "Checkout state"): the
// address-book references only count for their owner (a foreign or deleted address id resolves to
// nothing), a guest's own addresses are the copies on the cart, and the contact e-mail falls back from
// the chosen one to the account's and the billing address's.
import { paymentStepAvailable } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq } from 'drizzle-orm';
import type { PricedCart } from '../cart/cartView';
import type { Customer } from '../customer/sessions';
import type { Db } from '../db/client';
import { type AddressCopy, type carts, customerAddresses } from '../db/schema';
import type { CheckoutCartState } from './checkoutReadiness';

type CartRow = typeof carts.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;

/** The order's own copy of an address-book entry. */
export function addressCopy(row: AddressRow): AddressCopy {
  return {
    salutation: row.salutation,
    schoolOrCompany: row.schoolOrCompany,
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    addressAddition: row.addressAddition,
    postCode: row.postCode,
    city: row.city,
    country: row.country,
    packstation: row.packstation,
    phone: row.phone,
    email: row.email,
  };
}

/** The customer's address `id`; null for no id, no customer, or another customer's address. */
async function ownAddress(db: Db, id: string | null, customer: Customer | null): Promise<AddressCopy | null> {
  if (!id || !customer) return null;
  const [row] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customer.id)));
  return row ? addressCopy(row) : null;
}

export interface ResolvedCheckout extends CheckoutCartState {
  readonly billingAddress: AddressCopy | null;
  readonly deliveryAddress: AddressCopy | null;
  /** The shipping contact e-mail, when the alternative is switched on (shopping §5). */
  readonly shippingEmail: string | null;
  readonly phone: string | null;
}

export async function resolveCheckout(
  db: Db,
  cart: CartRow,
  priced: PricedCart,
  customer: Customer | null,
  store: StoreConfig,
): Promise<ResolvedCheckout> {
  // One after the other: `db` is the submit's transaction, a single connection.
  const billingFromBook = await ownAddress(db, cart.billingAddressId, customer);
  const shippingFromBook = await ownAddress(db, cart.shippingAddressId, customer);
  const billingAddress = billingFromBook ?? cart.billingAddress;
  const deliveryAddress =
    cart.deliveryType === 'sameAsBilling' ? billingAddress : (shippingFromBook ?? cart.shippingAddress);
  const selected = priced.calculation.shippers.find((shipper) => shipper.selected) ?? null;
  const chosenIsOffered = cart.shipperCode === null || cart.shipperCode === selected?.code;
  const { totals } = priced.calculation;
  return {
    positionCount: priced.rows.length,
    deliveryType: cart.deliveryType,
    billingAddress,
    deliveryAddress,
    email: cart.billingEmail || customer?.email || billingAddress?.email || null,
    shippingEmail: cart.shippingAlternativeEmail ? cart.shippingEmail : null,
    phone: customer?.phone || billingAddress?.phone || null,
    shipper: selected && chosenIsOffered ? { code: selected.code, enabled: selected.enabled } : null,
    paymentId: cart.paymentId,
    paymentStepAvailable: paymentStepAvailable({
      storeHasPaymentStep: store.features.paymentStep,
      positionCount: priced.rows.length,
      basketValueCents: totals.basketValue,
    }),
  };
}
