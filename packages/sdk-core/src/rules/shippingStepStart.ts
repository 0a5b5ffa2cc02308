// What the shipping step starts with (spec shopping §3 "Checkout state" shippingStep, cart addresses,
// contactEmails, orderReference, speditionsFields; §4 "Saving the shipping step": "Shipping-address
// creation is forced when the customer has none"; §6 "B2B default billing address prefers an address that
// is not the customer address"; §9 parcel-station country DE): the cart's own choices first, else the
// address book's, else a new address with the account's names in the store's country.
import type { AddressFieldsFragment, CheckoutCartFieldsFragment } from '../graphql/generated';
import type { StoreConfig } from '../store/storeConfig';
import {
  type AddressFormValues,
  addressFormValues,
  type CustomerAddressPayload,
  emptyAddressForm,
  emptyParcelStationForm,
  isSalutation,
  type ParcelStationFormValues,
  parcelStationFormValues,
  storedAddressPayload,
} from './addressForm';
import {
  defaultBillingAddress,
  EMPTY_SPEDITION_FORM,
  type ShippingStepSaved,
  type ShippingStepValues,
  SPEDITION_FIELDS,
  type SpeditionFormValues,
} from './shippingStep';

/** Who checks out: the account's data, or the guest's names from the session's customer info. */
export interface ShippingStepAccount {
  readonly salutation: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  /** The account's e-mail, or the guest's from the login step (customer info); null when unknown. */
  readonly email: string | null;
}

export interface ShippingStepSources {
  readonly cart: CheckoutCartFieldsFragment | null;
  readonly billingBook: readonly AddressFieldsFragment[];
  /** Shipping addresses and parcel stations. */
  readonly shippingBook: readonly AddressFieldsFragment[];
  readonly account: ShippingStepAccount | null;
  /** A logged-in customer (the address book); false for a guest. */
  readonly customer: boolean;
  readonly store: StoreConfig;
}

export interface ShippingStepStart {
  readonly values: ShippingStepValues;
  readonly saved: ShippingStepSaved;
}

/** The names a new address starts with: the account's. */
function withNames<Values extends AddressFormValues | ParcelStationFormValues>(
  values: Values,
  account: ShippingStepAccount | null,
): Values {
  if (!account) return values;
  return {
    ...values,
    salutation: account.salutation && isSalutation(account.salutation) ? account.salutation : '',
    firstname: account.firstName,
    lastname: account.lastName,
  };
}

const payloads = (addresses: readonly AddressFieldsFragment[]): CustomerAddressPayload[] =>
  addresses.map(storedAddressPayload);

function speditionForm(cart: CheckoutCartFieldsFragment | null): SpeditionFormValues {
  const stored = new Map(cart?.speditionsFields.map((field) => [field.fieldName, field.fieldValue]));
  return Object.fromEntries(
    SPEDITION_FIELDS.map((name) => [name, stored.get(name) ?? EMPTY_SPEDITION_FORM[name]]),
  ) as SpeditionFormValues;
}

/**
 * The shipping step's first values and what is saved already: the cart's own choices first, else the
 * address book's, else a new address with the account's names in the store's country.
 *
 * @example
 * ```ts
 * const { values, saved } = shippingStepStart({
 *   cart, billingBook: [], shippingBook: [], account: guest, customer: false, store: STORES.de,
 * });
 * ```
 */
export function shippingStepStart({
  cart,
  billingBook,
  shippingBook,
  account,
  customer,
  store,
}: ShippingStepSources): ShippingStepStart {
  const isB2b = store.family === 'b2b';
  const billingSaved = payloads(billingBook);
  const shippingSaved = payloads(shippingBook);
  const newAddress = withNames(
    emptyAddressForm(store.newAddress.formType, store.newAddress.country),
    account,
  );
  const cartBilling = cart?.billingAddress ? storedAddressPayload(cart.billingAddress) : null;
  const cartShipping = cart?.shippingAddress ? storedAddressPayload(cart.shippingAddress) : null;
  const billing = cartBilling ?? defaultBillingAddress(billingSaved, isB2b);
  const street =
    cartShipping && !cartShipping.packstationAddress
      ? cartShipping
      : shippingSaved.find((entry) => !entry.packstationAddress);
  const station = cartShipping?.packstationAddress
    ? cartShipping
    : shippingSaved.find((entry) => entry.packstationAddress);
  const emails = cart?.contactEmails;
  const contact = { phone: account?.phone ?? '', email: account?.email ?? '' };
  return {
    values: {
      deliveryType: cart?.deliveryType ?? 'sameAsBilling',
      billing: billing ? addressFormValues(billing) : newAddress,
      // Spec §4: a customer without a shipping address starts with a new one.
      shipping: street ? addressFormValues(street) : newAddress,
      packstation: station ? parcelStationFormValues(station) : withNames(emptyParcelStationForm(), account),
      // Spec §5: a guest's e-mail is saved whenever it changed, a customer's only when asked for.
      contact: { ...contact, saveEmail: !customer },
      contactEmails: {
        billingEmail: emails?.preselectedBillingEmail ?? '',
        shippingEmail: emails?.preselectedShippingEmail ?? '',
        billingAlternativeEmail: emails?.billingAlternativeEmail ?? false,
        shippingAlternativeEmail: emails?.shippingAlternativeEmail ?? false,
      },
      orderReference: cart?.orderReference ?? '',
      spedition: speditionForm(cart),
      shipperCode: cart?.shippers.find((shipper) => shipper.selected)?.code ?? null,
    },
    saved: {
      customer,
      billingAddresses: billingSaved,
      shippingAddresses: shippingSaved,
      contact,
    },
  };
}
