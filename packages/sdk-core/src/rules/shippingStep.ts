// The checkout's shipping step as a whole (spec shopping §3 "Checkout state" shippingStep; §4 "Shipper
// rules", "Saving the shipping step"; §5 "Checkout step validators must all pass, and all are run",
// "Contact save sends phone only if changed; e-mail is saved only if changed and the user is a guest or
// a save is requested",
// "An alternative e-mail counts only if its flag is on", "Company is sent empty unless formType is
// companyOrSchool", "Parcel-station addresses send postnumber as street and packstation as addition";
// §6 "B2B default billing address prefers an address that is not the customer address"). Pure: the
// shipping page holds the values, these rules decide what it shows, whether it may be saved and what
// the save sends; the host runs the save (sdk-react saveShippingStep) in the order of spec §4.
import type { DeliveryType } from '../graphql/generated';
import type { MessageKey } from '../i18n/messages';
import {
  type AddressFieldName,
  type AddressFormValues,
  type AddressPayload,
  addressPayload,
  type CustomerAddressPayload,
  type ParcelStationFieldName,
  type ParcelStationFormValues,
  PHONE_CHECKS,
  parcelStationPayload,
  validateAddressForm,
  validateParcelStationForm,
} from './addressForm';
import {
  type ContactEmailsValues,
  ORDER_REFERENCE_CHECKS,
  SPEDITION_FIELD_VALUE_MAX_LENGTH,
  type SpeditionFieldValues,
  validateContactEmails,
} from './checkoutFields';
import {
  checkoutShippers,
  DHL_COUNTRY,
  type ShipperCode,
  type ShipperState,
  selectedShipper,
  shipperAfterAddressChange,
} from './checkoutShippers';
import {
  emailCheck,
  type FieldCheck,
  type FieldErrors,
  maxLengthCheck,
  required,
  validateFields,
} from './validation';

/** The delivery types, in the order the step offers them. */
export const DELIVERY_TYPES = [
  'sameAsBilling',
  'shippingAddress',
  'packstation',
] as const satisfies readonly DeliveryType[];

/**
 * The spedition fields the step asks for when the freight forwarder delivers (docs/not-shown.md): a
 * phone for the delivery notice (the forwarder calls ahead), and optional delivery instructions.
 */
export const SPEDITION_FIELDS = ['avisPhone', 'deliveryNote'] as const;
export type SpeditionFieldName = (typeof SPEDITION_FIELDS)[number];
export type SpeditionFormValues = Readonly<Record<SpeditionFieldName, string>>;

const SPEDITION_CHECKS: Readonly<Record<SpeditionFieldName, readonly FieldCheck[]>> = {
  avisPhone: [required, ...PHONE_CHECKS],
  deliveryNote: [maxLengthCheck(SPEDITION_FIELD_VALUE_MAX_LENGTH)],
};

export const EMPTY_SPEDITION_FORM: SpeditionFormValues = { avisPhone: '', deliveryNote: '' };

/** The customer's (or guest's) own contact data as the account holds it. */
export interface SavedContact {
  readonly phone: string;
  readonly email: string;
}

/**
 * The contact data on the step. The e-mail is the account's login name: a customer changes it only by
 * asking for the save (`saveEmail`, docs/not-shown.md); a guest's is always saved when changed, so a
 * guest's step starts with `saveEmail` on. The alternative e-mails are for others.
 */
export interface ContactValues extends SavedContact {
  readonly saveEmail: boolean;
}

export interface ShippingStepValues {
  readonly deliveryType: DeliveryType;
  readonly billing: AddressFormValues;
  /** The delivery address with deliveryType shippingAddress. */
  readonly shipping: AddressFormValues;
  /** The station with deliveryType packstation. */
  readonly packstation: ParcelStationFormValues;
  readonly contact: ContactValues;
  readonly contactEmails: ContactEmailsValues;
  readonly orderReference: string;
  readonly spedition: SpeditionFormValues;
  /** The chosen shipper; null for the default. */
  readonly shipperCode: string | null;
}

/** What the step knows besides its values. */
export interface ShippingStepFacts {
  /** Units in the cart (spedition for bulky goods). */
  readonly articleCount: number;
}

/** The delivery country: the shipping address's (or station's) country, else the billing address's. */
export function deliveryCountryOf(values: ShippingStepValues): string {
  switch (values.deliveryType) {
    case 'sameAsBilling':
      return values.billing.country;
    case 'shippingAddress':
      return values.shipping.country;
    case 'packstation':
      return values.packstation.country;
  }
}

/**
 * The shippers as the step shows them now: the sdk-core rule on the form's values.
 *
 * @example
 * ```ts
 * const shippers = shippingStepShippers(values, facts);
 * shippers.map((shipper) => [shipper.code, shipper.enabled]); // e.g. [['dhl', true], ['dpd', false]] for a packstation
 * ```
 */
export function shippingStepShippers(values: ShippingStepValues, facts: ShippingStepFacts): ShipperState[] {
  return checkoutShippers({
    deliveryType: values.deliveryType,
    deliveryCountry: deliveryCountryOf(values),
    selectedCode: values.shipperCode,
    articleCount: facts.articleCount,
  });
}

/**
 * Spedition fields are asked for, and saved, only when the freight forwarder delivers.
 *
 * @example
 * ```ts
 * if (needsSpeditionFields(values, facts)) showSpeditionFields();
 * ```
 */
export function needsSpeditionFields(values: ShippingStepValues, facts: ShippingStepFacts): boolean {
  return selectedShipper(shippingStepShippers(values, facts))?.code === 'spedition';
}

/** Every validator of the step, each section's errors (all are run). */
export interface ShippingStepErrors {
  readonly billing: FieldErrors<AddressFieldName>;
  readonly shipping: FieldErrors<AddressFieldName>;
  readonly packstation: FieldErrors<ParcelStationFieldName>;
  readonly contact: FieldErrors<keyof SavedContact>;
  readonly contactEmails: FieldErrors<'billingEmail' | 'shippingEmail'>;
  readonly orderReference: FieldErrors<'orderReference'>;
  readonly spedition: FieldErrors<SpeditionFieldName>;
  /** No shipper can deliver to the chosen address. */
  readonly shipper: MessageKey | null;
}

export const NO_SHIPPER_MESSAGE: MessageKey = 'vue.checkout.shipper.unavailable';

const NONE = {} as const;

/**
 * Runs every validator of the step; sections the delivery type does not use have no errors.
 *
 * @example
 * ```ts
 * const errors = validateShippingStep(values, facts);
 * errors.billing; // each field's first failing message key, e.g. { city: 'vue.form.error.requiredField' }
 * ```
 */
export function validateShippingStep(
  values: ShippingStepValues,
  facts: ShippingStepFacts,
): ShippingStepErrors {
  const spedition = needsSpeditionFields(values, facts);
  return {
    billing: validateAddressForm(values.billing),
    shipping: values.deliveryType === 'shippingAddress' ? validateAddressForm(values.shipping) : NONE,
    packstation: values.deliveryType === 'packstation' ? validateParcelStationForm(values.packstation) : NONE,
    contact: validateFields<keyof SavedContact>([
      { name: 'phone', value: values.contact.phone, checks: PHONE_CHECKS },
      // Checked like an alternative e-mail: only while its save is asked for.
      {
        name: 'email',
        value: values.contact.email,
        checks: values.contact.saveEmail ? [required, emailCheck()] : [],
      },
    ]),
    contactEmails: validateContactEmails(values.contactEmails),
    orderReference: validateFields([
      { name: 'orderReference', value: values.orderReference.trim(), checks: ORDER_REFERENCE_CHECKS },
    ]),
    spedition: spedition
      ? validateFields(
          SPEDITION_FIELDS.map((name) => ({
            name,
            value: values.spedition[name],
            checks: SPEDITION_CHECKS[name],
          })),
        )
      : NONE,
    shipper: selectedShipper(shippingStepShippers(values, facts)) ? null : NO_SHIPPER_MESSAGE,
  };
}

/**
 * Whether the shipping step's errors (from `validateShippingStep`) allow it to be saved: no field error in any section and a shipper selected.
 *
 * @example
 * ```ts
 * const errors = validateShippingStep(values, facts);
 * if (isShippingStepValid(errors)) save(shippingSavePlan(values, facts, saved));
 * ```
 */
export function isShippingStepValid(errors: ShippingStepErrors): boolean {
  const { shipper, ...sections } = errors;
  return shipper === null && Object.values(sections).every((section) => Object.keys(section).length === 0);
}

/** How an address reaches the cart. */
export type AddressSave =
  /** A saved address of the customer, unchanged. */
  | { readonly kind: 'chosen'; readonly addressId: string }
  /** A saved address the customer edited: the address book is updated first. */
  | { readonly kind: 'update'; readonly addressId: string; readonly address: AddressPayload }
  /** A new address of a customer: into the address book first. */
  | { readonly kind: 'create'; readonly address: AddressPayload }
  /** A guest's address: kept on the cart only. */
  | { readonly kind: 'cart'; readonly address: AddressPayload };

/** What the save sends, in the terms of the API's checkout operations. */
export interface ShippingSavePlan {
  /** The spedition fields to save when the shipper is spedition; null otherwise. */
  readonly speditionFields: readonly SpeditionFieldValues[] | null;
  readonly orderReference: string;
  /** Null when unchanged. */
  readonly phone: string | null;
  /** Else null. */
  readonly email: string | null;
  readonly billing: AddressSave;
  /** Null: delivery to the billing address (sameAsBilling). */
  readonly shipping: AddressSave | null;
  readonly deliveryType: DeliveryType;
  readonly contactEmails: ContactEmailsValues;
  /** The shipper the step shows selected (sent again after the addresses when the server chose another). */
  readonly shipperCode: ShipperCode | null;
}

/** The form's payload says nothing other than the stored address (the fields the form has). */
function unchanged(stored: AddressPayload, form: AddressPayload): boolean {
  return (Object.keys(form) as (keyof AddressPayload)[]).every((key) => stored[key] === form[key]);
}

/**
 * How an address of the form reaches the cart: a guest's goes onto the cart; a customer's saved address
 * is chosen as it is, or updated when edited; anything else is a new address-book entry.
 */
export function addressSave(
  address: AddressPayload,
  saved: readonly AddressPayload[],
  customer: boolean,
): AddressSave {
  if (!customer) return { kind: 'cart', address };
  const stored = address.addressId ? saved.find((entry) => entry.addressId === address.addressId) : undefined;
  if (!stored?.addressId) return { kind: 'create', address: { ...address, addressId: null } };
  return unchanged(stored, address)
    ? { kind: 'chosen', addressId: stored.addressId }
    : { kind: 'update', addressId: stored.addressId, address };
}

/** What the customer had before the step (the address book, the account's contact data). */
export interface ShippingStepSaved {
  /** A logged-in customer (the address book); false for a guest. */
  readonly customer: boolean;
  readonly billingAddresses: readonly CustomerAddressPayload[];
  /** Shipping addresses and parcel stations. */
  readonly shippingAddresses: readonly CustomerAddressPayload[];
  readonly contact: SavedContact;
}

/** The e-mail to save, or null. */
function emailToSave(contact: ContactValues, saved: ShippingStepSaved): string | null {
  const email = contact.email.trim();
  const requested = !saved.customer || contact.saveEmail;
  return requested && email !== saved.contact.email ? email : null;
}

/**
 * The save of valid values.
 *
 * @example
 * ```ts
 * const errors = validateShippingStep(values, facts);
 * if (isShippingStepValid(errors)) await save(shippingSavePlan(values, facts, saved));
 * ```
 */
export function shippingSavePlan(
  values: ShippingStepValues,
  facts: ShippingStepFacts,
  saved: ShippingStepSaved,
): ShippingSavePlan {
  const shipper = selectedShipper(shippingStepShippers(values, facts));
  const phone = values.contact.phone.trim();
  const shipping = (): AddressSave | null => {
    switch (values.deliveryType) {
      case 'sameAsBilling':
        return null;
      case 'shippingAddress':
        return addressSave(addressPayload(values.shipping), saved.shippingAddresses, saved.customer);
      case 'packstation':
        return addressSave(parcelStationPayload(values.packstation), saved.shippingAddresses, saved.customer);
    }
  };
  return {
    speditionFields:
      shipper?.code === 'spedition'
        ? SPEDITION_FIELDS.map((name) => ({
            fieldName: name,
            fieldValue: values.spedition[name].trim(),
          })).filter((field) => field.fieldValue !== '')
        : null,
    orderReference: values.orderReference.trim(),
    phone: phone === saved.contact.phone ? null : phone,
    email: emailToSave(values.contact, saved),
    billing: addressSave(addressPayload(values.billing), saved.billingAddresses, saved.customer),
    shipping: shipping(),
    deliveryType: values.deliveryType,
    contactEmails: values.contactEmails,
    shipperCode: shipper?.code ?? null,
  };
}

/**
 * The billing address a B2B customer starts with prefers an address that is not the customer
 * address (the school's invoice address rather than the buyer's own); a consumer starts with the
 * customer address. Otherwise the first.
 */
export function defaultBillingAddress<Address extends { readonly isAlsoCustomerAddress: boolean }>(
  addresses: readonly Address[],
  isB2b: boolean,
): Address | undefined {
  return addresses.find((address) => address.isAlsoCustomerAddress !== isB2b) ?? addresses[0];
}

/**
 * "Choosing packstation in Germany selects dhl; outside Germany the default (first enabled)
 * shipper is chosen. The default is reset when addresses change unless the delivery country is DE":
 * the shipper the step keeps after the values changed from `before` to `after`.
 *
 * @example
 * ```ts
 * const shipperCode = shipperAfterChange(previousValues, values); // null: the stored shipper no longer delivers
 * ```
 */
export function shipperAfterChange(before: ShippingStepValues, after: ShippingStepValues): string | null {
  const country = deliveryCountryOf(after);
  const addressesChanged =
    before.deliveryType !== after.deliveryType ||
    before.billing !== after.billing ||
    before.shipping !== after.shipping ||
    before.packstation !== after.packstation;
  if (!addressesChanged) return after.shipperCode;
  if (after.deliveryType === 'packstation' && country === DHL_COUNTRY) return 'dhl';
  return shipperAfterAddressChange(after.shipperCode, country);
}
