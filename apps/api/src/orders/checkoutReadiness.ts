// Whether a cart can be submitted (shopping §4 "Checkout steps": login, shipping, payment, summary; "each
// is available only if the previous is ok ... payment ok when validated or when not available"). The
// server checks again what the storefront's steps checked, since a client can skip them. Pure: the
// caller resolves the cart's checkout state (orders/checkoutState.ts) and decides what to do.

import type { ShipperCode } from '@ranzen/sdk-core/rules';
import type { AddressCopy, DeliveryType } from '../db/schema';
import type { CheckoutRequirement } from '../generated/resolvers';

export interface CheckoutCartState {
  readonly positionCount: number;
  readonly deliveryType: DeliveryType;
  /** The billing address, resolved: the customer's own address-book entry or a guest's copy. */
  readonly billingAddress: AddressCopy | null;
  /** Where the parcel goes, resolved for the delivery type (the billing address for sameAsBilling). */
  readonly deliveryAddress: AddressCopy | null;
  readonly packstationId: string | null;
  /** The e-mail the order confirmation goes to. */
  readonly email: string | null;
  /**
   * The selected shipper of the checkout's shipper rules (sdk-core rules/checkoutShippers.ts); `ready`
   * when it needs nothing more (spedition needs its fields).
   */
  readonly shipper: { readonly code: ShipperCode; readonly enabled: boolean; readonly ready: boolean } | null;
  /** sdk-core paymentStepAvailable: false in B2B and for payless orders. */
  readonly paymentStepAvailable: boolean;
  /** A method the store offers is selected, with its buyer reference where it needs one (paymentValid). */
  readonly paymentValid: boolean;
}

/** What the cart still needs, in checkout step order; empty when it can be submitted. */
export function checkoutReadiness(cart: CheckoutCartState): CheckoutRequirement[] {
  const missing: CheckoutRequirement[] = [];
  if (cart.positionCount === 0) missing.push('ITEMS');
  if (!cart.billingAddress) missing.push('BILLING_ADDRESS');
  const delivery = cart.deliveryAddress;
  const toPackstation = cart.deliveryType === 'packstation';
  // A parcel station takes parcels only: the packstation delivery type needs a packstation address with
  // its station id, and the other types need a door.
  if (!delivery || delivery.packstation !== toPackstation || (toPackstation && !cart.packstationId)) {
    missing.push('SHIPPING_ADDRESS');
  }
  if (!cart.email?.trim()) missing.push('CONTACT_EMAIL');
  if (!cart.shipper?.enabled || !cart.shipper.ready) missing.push('SHIPPER');
  if (cart.paymentStepAvailable && !cart.paymentValid) missing.push('PAYMENT');
  return missing;
}
