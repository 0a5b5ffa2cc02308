// The cart's checkout state as the server resolves it at submit (shopping §3 "Checkout state"): the
// address-book references only count for their owner (a foreign or deleted address id resolves to
// nothing), a guest's own addresses are the copies on the cart, and the contact e-mail falls back from
// the chosen one to the account's and the billing address's.
import { selectedShipper } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, inArray } from 'drizzle-orm';
import type { PricedCart } from '../cart/cartView';
import { paymentState } from '../checkout/checkoutState';
import type { Customer } from '../customer/sessions';
import type { Db } from '../db/client';
import { type AddressCopy, type carts, customerAddresses } from '../db/schema';
import type { PaymentOffer } from '../payments/provider';
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

/**
 * The customer's addresses among `ids`, by id, in one read; another customer's address (or no customer)
 * is simply not there.
 */
async function ownAddresses(
  db: Db,
  ids: readonly (string | null)[],
  customer: Customer | null,
): Promise<Map<string, AddressCopy>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0 || !customer) return new Map();
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(and(inArray(customerAddresses.id, wanted), eq(customerAddresses.customerId, customer.id)));
  return new Map(rows.map((row) => [row.id, addressCopy(row)]));
}

export interface ResolvedCheckout extends CheckoutCartState {
  readonly billingAddress: AddressCopy | null;
  readonly deliveryAddress: AddressCopy | null;
  /** The shipping contact e-mail, when the alternative is switched on (shopping §5). */
  readonly shippingEmail: string | null;
  readonly phone: string | null;
}

/**
 * The submit's view of the cart: the shipper and payment judged by the checkout's rules
 * (checkout/checkoutState.ts, the same the cart shows), the addresses resolved for their owner only.
 */
export async function resolveCheckout(
  db: Db,
  cart: CartRow,
  priced: PricedCart,
  customer: Customer | null,
  store: StoreConfig,
  payments: PaymentOffer,
): Promise<ResolvedCheckout> {
  const sameAsBilling = cart.deliveryType === 'sameAsBilling';
  const book = await ownAddresses(
    db,
    [cart.billingAddressId, sameAsBilling ? null : cart.shippingAddressId],
    customer,
  );
  const fromBook = (id: string | null) => (id === null ? undefined : book.get(id));
  const billingAddress = fromBook(cart.billingAddressId) ?? cart.billingAddress;
  const deliveryAddress = sameAsBilling
    ? billingAddress
    : (fromBook(cart.shippingAddressId) ?? cart.shippingAddress);
  const shipper = selectedShipper(priced.shippers) ?? null;
  const payment = paymentState(
    priced.checkout,
    store,
    {
      positionCount: priced.rows.length,
      basketValueCents: priced.calculation.totals.basketValue,
    },
    payments,
  );
  // An alternative e-mail counts only while its flag is on (shopping §5).
  const alternativeEmail = cart.billingAlternativeEmail ? cart.billingEmail : null;
  return {
    positionCount: priced.rows.length,
    deliveryType: cart.deliveryType,
    billingAddress,
    deliveryAddress,
    packstationId: cart.packstationId,
    email: alternativeEmail || billingAddress?.email || customer?.email || null,
    shippingEmail: cart.shippingAlternativeEmail ? cart.shippingEmail : null,
    phone: customer?.phone || billingAddress?.phone || null,
    shipper: shipper
      ? {
          code: shipper.code,
          enabled: shipper.enabled,
          ready: shipper.code !== 'spedition' || cart.speditionFields.length > 0,
        }
      : null,
    paymentStepAvailable: payment.stepAvailable,
    paymentValid: payment.valid,
  };
}
