// Whether a cart can be submitted (shopping §4 "Checkout steps": login, shipping, payment, summary; "each
// is available only if the previous is ok ... payment ok when validated or when not available"). The
// server checks again what the storefront's steps checked, since a client can skip them. Pure: the
// caller resolves the cart's checkout state (orders/checkoutState.ts) and decides what to do.

import type { AddressCopy, DeliveryType } from '../db/schema';
import type { CheckoutRequirement } from '../generated/resolvers';

export interface CheckoutCartState {
  readonly positionCount: number;
  readonly deliveryType: DeliveryType;
  /** The billing address, resolved: the customer's own address-book entry or a guest's copy. */
  readonly billingAddress: AddressCopy | null;
  /** Where the parcel goes, resolved for the delivery type (the billing address for sameAsBilling). */
  readonly deliveryAddress: AddressCopy | null;
  /** The e-mail the order confirmation goes to. */
  readonly email: string | null;
  /** The selected shipper, when it is one the cart may use. */
  readonly shipper: { readonly code: string; readonly enabled: boolean } | null;
  readonly paymentId: string | null;
  /** sdk-core paymentStepAvailable: false in B2B and for payless orders. */
  readonly paymentStepAvailable: boolean;
}

/** What the cart still needs, in checkout step order; empty when it can be submitted. */
export function checkoutReadiness(cart: CheckoutCartState): CheckoutRequirement[] {
  const missing: CheckoutRequirement[] = [];
  if (cart.positionCount === 0) missing.push('ITEMS');
  if (!cart.billingAddress) missing.push('BILLING_ADDRESS');
  const delivery = cart.deliveryAddress;
  // A parcel station takes parcels only: the packstation delivery type needs a packstation address, and
  // the other types need a door.
  if (!delivery || delivery.packstation !== (cart.deliveryType === 'packstation')) {
    missing.push('SHIPPING_ADDRESS');
  }
  if (!cart.email?.trim()) missing.push('CONTACT_EMAIL');
  if (!cart.shipper?.enabled) missing.push('SHIPPER');
  if (cart.paymentStepAvailable && !cart.paymentId) missing.push('PAYMENT');
  return missing;
}
