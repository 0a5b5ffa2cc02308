// The cart's checkout state as the server resolves it at submit (shopping §3 "Checkout state"): the
// address-book references only count for their owner (a foreign or deleted address id resolves to
// nothing), a guest's own addresses are the copies on the cart, and the contact e-mail falls back from
// the chosen one to the account's and the billing address's.
import { selectedShipper } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq } from 'drizzle-orm';
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
  const billingFromBook = await ownAddress(db, cart.billingAddressId, customer);
  const shippingFromBook = await ownAddress(db, cart.shippingAddressId, customer);
  const billingAddress = billingFromBook ?? cart.billingAddress;
  const deliveryAddress =
    cart.deliveryType === 'sameAsBilling' ? billingAddress : (shippingFromBook ?? cart.shippingAddress);
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
