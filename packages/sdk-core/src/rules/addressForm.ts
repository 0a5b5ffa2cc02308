// Address and parcel-station forms (spec shopping §3 "Address form", "Parcel-station form",
// "Address (server)"; §5 validation and what is sent). Checkout and the address book share them.
// The spec leaves which helper check guards which field open ("not shown"); docs/not-shown.md
// records the choice made here.
import type { MessageKey } from '../i18n/messages';
import {
  containsDigit,
  DIGITS_ONLY_MESSAGE,
  emailCheck,
  type FieldCheck,
  type FieldErrors,
  type FormField,
  isDigitsOnly,
  isNameLike,
  isPhoneNumber,
  maxLengthCheck,
  NAME_MESSAGE,
  optional,
  PHONE_MESSAGE,
  patternCheck,
  required,
  validateFields,
} from './validation';

export const ADDRESS_FORM_TYPES = ['companyOrSchool', 'private'] as const;
export type AddressFormType = (typeof ADDRESS_FORM_TYPES)[number];
/** Only this form type sends a company. */
export const COMPANY_FORM_TYPE: AddressFormType = 'companyOrSchool';

export const SALUTATIONS = ['ms', 'mr', 'diverse'] as const;
export type Salutation = (typeof SALUTATIONS)[number];

/** Countries an address may lie in (the shops' delivery countries). */
export const ADDRESS_COUNTRIES = ['DE', 'AT', 'CH'] as const;
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
/**
 * Whether a value is one of the forms' salutations (`SALUTATIONS`).
 *
 * @example
 * ```ts
 * isSalutation('ms'); // true
 * isSalutation('Dr.'); // false
 * ```
 */
export const isSalutation = (value: string): value is Salutation =>
  (SALUTATIONS as readonly string[]).includes(value);
/**
 * Whether a value is one of the shops' delivery countries (`ADDRESS_COUNTRIES`).
 *
 * @example
 * ```ts
 * isAddressCountry('AT'); // true
 * isAddressCountry('US'); // false
 * ```
 */
export const isAddressCountry = (value: string): value is AddressCountry =>
  (ADDRESS_COUNTRIES as readonly string[]).includes(value);
/** Default parcel-station country DE". */
export const PARCEL_STATION_DEFAULT_COUNTRY: AddressCountry = 'DE';
/** Postcode digits per country. */
export const POSTCODE_LENGTH: Readonly<Record<AddressCountry, number>> = { DE: 5, AT: 4, CH: 4 };

export const NAME_MAX_LENGTH = 35;
export const ADDRESS_LINE_MAX_LENGTH = 50;
export const CITY_MAX_LENGTH = 35;
export const PHONE_MAX_LENGTH = 20;
export const POSTNUMBER_MAX_LENGTH = 10;
export const PACKSTATION_MAX_LENGTH = 3;

export const POSTCODE_MESSAGE: MessageKey = 'vue.form.error.postcode';
export const STREET_NUMBER_MESSAGE: MessageKey = 'vue.form.error.streetNumber';

export interface AddressFormValues {
  readonly addressId: string | null;
  readonly formType: AddressFormType;
  readonly company: string;
  /** '' until chosen. */
  readonly salutation: Salutation | '';
  readonly firstname: string;
  readonly lastname: string;
  readonly streetAndNumber: string;
  readonly addition: string;
  readonly postcode: string;
  readonly city: string;
  readonly country: AddressCountry;
  readonly phone: string;
  readonly email: string;
  readonly isAlsoCustomerAddress: boolean;
}

export interface ParcelStationFormValues {
  readonly addressId: string | null;
  readonly salutation: Salutation | '';
  readonly firstname: string;
  readonly lastname: string;
  /** The customer's DHL post number. */
  readonly postnumber: string;
  /** The station's number. */
  readonly packstation: string;
  readonly postcode: string;
  readonly city: string;
  readonly country: AddressCountry;
}

/** The text fields a form shows and validates. */
export type AddressFieldName = Exclude<
  keyof AddressFormValues,
  'addressId' | 'formType' | 'isAlsoCustomerAddress'
>;
export type ParcelStationFieldName = Exclude<keyof ParcelStationFormValues, 'addressId'>;

/** The address as the server stores it. */
export interface AddressPayload {
  readonly addressId: string | null;
  readonly schoolOrCompany: string;
  readonly salutation: Salutation | '';
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly addressAddition: string;
  readonly postCode: string;
  readonly city: string;
  readonly country: AddressCountry;
  readonly packstationAddress: boolean;
}

export interface CustomerAddressPayload extends AddressPayload {
  readonly phone: string;
  readonly email: string;
  readonly isAlsoCustomerAddress: boolean;
}

/**
 * A new address form: empty fields, the given form type and country.
 *
 * @example
 * ```ts
 * const values = emptyAddressForm(store.newAddress.formType, store.newAddress.country);
 * ```
 */
export function emptyAddressForm(
  formType: AddressFormType = 'private',
  country: AddressCountry = PARCEL_STATION_DEFAULT_COUNTRY,
): AddressFormValues {
  return {
    addressId: null,
    formType,
    company: '',
    salutation: '',
    firstname: '',
    lastname: '',
    streetAndNumber: '',
    addition: '',
    postcode: '',
    city: '',
    country,
    phone: '',
    email: '',
    isAlsoCustomerAddress: false,
  };
}

/**
 * The parcel-station (Packstation) form before anything is typed: every field empty, the country Germany.
 *
 * @example
 * ```ts
 * emptyParcelStationForm().country; // 'DE'
 * ```
 */
export function emptyParcelStationForm(): ParcelStationFormValues {
  return {
    addressId: null,
    salutation: '',
    firstname: '',
    lastname: '',
    postnumber: '',
    packstation: '',
    postcode: '',
    city: '',
    country: PARCEL_STATION_DEFAULT_COUNTRY,
  };
}

/**
 * Whether an address form of this type asks for the school or company.
 *
 * @example
 * ```ts
 * showsCompany(COMPANY_FORM_TYPE); // true
 * showsCompany('private'); // false
 * ```
 */
export const showsCompany = (formType: AddressFormType): boolean => formType === COMPANY_FORM_TYPE;

/** Fills `{max}` of the max-length message for each field that has one. */
export const ADDRESS_FIELD_MAX_LENGTH: Readonly<
  Partial<Record<AddressFieldName | ParcelStationFieldName, number>>
> = {
  company: ADDRESS_LINE_MAX_LENGTH,
  firstname: NAME_MAX_LENGTH,
  lastname: NAME_MAX_LENGTH,
  streetAndNumber: ADDRESS_LINE_MAX_LENGTH,
  addition: ADDRESS_LINE_MAX_LENGTH,
  city: CITY_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  postnumber: POSTNUMBER_MAX_LENGTH,
  packstation: PACKSTATION_MAX_LENGTH,
};

const postcodeCheck =
  (country: AddressCountry): FieldCheck =>
  (value) =>
    isDigitsOnly(value.trim()) && value.trim().length === POSTCODE_LENGTH[country] ? null : POSTCODE_MESSAGE;

/** First and last name wherever a form asks for them (addresses, registration). */
export const NAME_CHECKS: readonly FieldCheck[] = [
  required,
  maxLengthCheck(NAME_MAX_LENGTH),
  (value) => (isNameLike(value.trim()) ? null : NAME_MESSAGE),
];
/** An optional phone number wherever a form asks for one (addresses, registration, contact data). */
export const PHONE_CHECKS: readonly FieldCheck[] = [
  maxLengthCheck(PHONE_MAX_LENGTH),
  optional(patternCheck(isPhoneNumber, PHONE_MESSAGE)),
];
const digitsChecks = (max: number): readonly FieldCheck[] => [
  required,
  maxLengthCheck(max),
  (value) => (isDigitsOnly(value.trim()) ? null : DIGITS_ONLY_MESSAGE),
];
const placeChecks = (country: AddressCountry) =>
  ({
    salutation: [required],
    firstname: NAME_CHECKS,
    lastname: NAME_CHECKS,
    postcode: [required, postcodeCheck(country)],
    city: [required, maxLengthCheck(CITY_MAX_LENGTH)],
    country: [required],
  }) as const satisfies Record<string, readonly FieldCheck[]>;

function fieldsOf<Name extends string>(
  values: Readonly<Record<Name, string>>,
  checks: Readonly<Record<Name, readonly FieldCheck[]>>,
): (FormField & { readonly name: Name })[] {
  return (Object.keys(checks) as Name[]).map((name) => ({ name, value: values[name], checks: checks[name] }));
}

/**
 * Every invalid field with its first failing check; the company only for companyOrSchool.
 *
 * @example
 * ```ts
 * validateAddressForm(emptyAddressForm()).city; // 'vue.form.error.requiredField' (a message key)
 * ```
 */
export function validateAddressForm(values: AddressFormValues): FieldErrors<AddressFieldName> {
  const place = placeChecks(values.country);
  const checks: Record<AddressFieldName, readonly FieldCheck[]> = {
    company: showsCompany(values.formType) ? [required, maxLengthCheck(ADDRESS_LINE_MAX_LENGTH)] : [],
    salutation: place.salutation,
    firstname: place.firstname,
    lastname: place.lastname,
    streetAndNumber: [
      required,
      maxLengthCheck(ADDRESS_LINE_MAX_LENGTH),
      patternCheck(containsDigit, STREET_NUMBER_MESSAGE),
    ],
    addition: [maxLengthCheck(ADDRESS_LINE_MAX_LENGTH)],
    postcode: place.postcode,
    city: place.city,
    country: place.country,
    phone: PHONE_CHECKS,
    email: [emailCheck({ optional: true })],
  };
  return validateFields(fieldsOf<AddressFieldName>(values, checks));
}

/**
 * Each parcel-station field's first failing check as a message key; an empty object when the form is valid.
 *
 * @example
 * ```ts
 * validateParcelStationForm(emptyParcelStationForm()).postnumber; // 'vue.form.error.requiredField'
 * ```
 */
export function validateParcelStationForm(
  values: ParcelStationFormValues,
): FieldErrors<ParcelStationFieldName> {
  const place = placeChecks(values.country);
  const checks: Record<ParcelStationFieldName, readonly FieldCheck[]> = {
    salutation: place.salutation,
    firstname: place.firstname,
    lastname: place.lastname,
    postnumber: digitsChecks(POSTNUMBER_MAX_LENGTH),
    packstation: digitsChecks(PACKSTATION_MAX_LENGTH),
    postcode: place.postcode,
    city: place.city,
    country: place.country,
  };
  return validateFields(fieldsOf<ParcelStationFieldName>(values, checks));
}

/**
 * What is sent for an address form: company empty unless companyOrSchool.
 *
 * @example
 * ```ts
 * if (Object.keys(validateAddressForm(values)).length === 0) await save(addressPayload(values));
 * ```
 */
export function addressPayload(values: AddressFormValues): CustomerAddressPayload {
  return {
    addressId: values.addressId,
    schoolOrCompany: showsCompany(values.formType) ? values.company.trim() : '',
    salutation: values.salutation,
    firstName: values.firstname.trim(),
    lastName: values.lastname.trim(),
    street: values.streetAndNumber.trim(),
    addressAddition: values.addition.trim(),
    postCode: values.postcode.trim(),
    city: values.city.trim(),
    country: values.country,
    packstationAddress: false,
    phone: values.phone.trim(),
    email: values.email.trim(),
    isAlsoCustomerAddress: values.isAlsoCustomerAddress,
  };
}

/**
 * What is sent for a parcel station: the post number as street, the station number as addition
 *, no company (the form has no company type).
 *
 * @example
 * ```ts
 * const payload = parcelStationPayload({ ...emptyParcelStationForm(), postnumber: ' 12345678 ', packstation: '101' });
 * [payload.street, payload.addressAddition]; // [ '12345678', '101' ]
 * ```
 */
export function parcelStationPayload(values: ParcelStationFormValues): AddressPayload {
  return {
    addressId: values.addressId,
    schoolOrCompany: '',
    salutation: values.salutation,
    firstName: values.firstname.trim(),
    lastName: values.lastname.trim(),
    street: values.postnumber.trim(),
    addressAddition: values.packstation.trim(),
    postCode: values.postcode.trim(),
    city: values.city.trim(),
    country: values.country,
    packstationAddress: true,
  };
}

/** An address as the API answers it (schema `Address`): free strings where the forms hold choices. */
export interface StoredAddress {
  readonly addressId: string;
  readonly salutation: string;
  readonly schoolOrCompany: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly addressAddition: string;
  readonly postCode: string;
  readonly city: string;
  readonly country: string;
  readonly phone: string;
  readonly email: string;
  readonly packstationAddress: boolean;
  readonly isAlsoCustomerAddress: boolean;
}

/**
 * A stored address as the forms' payload (an unknown salutation or country reads as not chosen / DE).
 *
 * @example
 * ```ts
 * const payload = storedAddressPayload(address);
 * addressFormValues(payload); // the address book's form, filled
 * ```
 */
export function storedAddressPayload(address: StoredAddress): CustomerAddressPayload {
  return {
    addressId: address.addressId,
    schoolOrCompany: address.schoolOrCompany,
    salutation: isSalutation(address.salutation) ? address.salutation : '',
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    addressAddition: address.addressAddition,
    postCode: address.postCode,
    city: address.city,
    country: isAddressCountry(address.country) ? address.country : PARCEL_STATION_DEFAULT_COUNTRY,
    packstationAddress: address.packstationAddress,
    phone: address.phone,
    email: address.email,
    isAlsoCustomerAddress: address.isAlsoCustomerAddress,
  };
}

/**
 * The address form showing a saved address: the inverse of `addressPayload` (a company means companyOrSchool).
 *
 * @example
 * ```ts
 * // The address book's edit form, filled from a stored address:
 * const values = addressFormValues(storedAddressPayload(address));
 * values.firstname; // the address's firstName
 * ```
 */
export function addressFormValues(address: CustomerAddressPayload): AddressFormValues {
  return {
    addressId: address.addressId,
    formType: address.schoolOrCompany ? COMPANY_FORM_TYPE : 'private',
    company: address.schoolOrCompany,
    salutation: address.salutation,
    firstname: address.firstName,
    lastname: address.lastName,
    streetAndNumber: address.street,
    addition: address.addressAddition,
    postcode: address.postCode,
    city: address.city,
    country: address.country,
    phone: address.phone,
    email: address.email,
    isAlsoCustomerAddress: address.isAlsoCustomerAddress,
  };
}

/**
 * The parcel-station form showing a saved station: the inverse of `parcelStationPayload`.
 *
 * @example
 * ```ts
 * const form = parcelStationFormValues(address);
 * form.postnumber; // the DHL post number, stored as the address's street
 * ```
 */
export function parcelStationFormValues(address: AddressPayload): ParcelStationFormValues {
  return {
    addressId: address.addressId,
    salutation: address.salutation,
    firstname: address.firstName,
    lastname: address.lastName,
    postnumber: address.street,
    packstation: address.addressAddition,
    postcode: address.postCode,
    city: address.city,
    country: address.country,
  };
}
