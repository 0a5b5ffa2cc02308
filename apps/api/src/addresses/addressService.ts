// The customer's address book (issue 15 items 6, 7; shopping §3 "Address (server)", §4 "Address book",
// §5 what is sent, §7 address mutations and the billing, shipping and customer address queries).
//
// Ownership: every statement that takes an address id also filters by the logged-in customer (and the
// kind the operation is for), so an id of another customer, of the other kind, or one that never existed
// all reach the same "unknown address" answer through the same single statement.
import type { MessageKey } from '@ranzen/sdk-core/i18n';
import {
  type AddressFormValues,
  addressPayload,
  COMPANY_FORM_TYPE,
  type FieldErrors,
  isAddressCountry,
  isSalutation,
  PARCEL_STATION_DEFAULT_COUNTRY,
  type ParcelStationFormValues,
  parcelStationPayload,
  REQUIRED_MESSAGE,
  validateAddressForm,
  validateParcelStationForm,
} from '@ranzen/sdk-core/rules';
import { and, asc, count, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { ApiContext } from '../context';
import { FORM_INVALID, NOT_LOGGED_IN } from '../customer/accountService';
import type { CustomerSession } from '../customer/sessions';
import { customerAddresses } from '../db/schema';
import type { AddressType } from '../db/schema/addresses';
import type {
  Address,
  AddressResult,
  BillingAddressInput,
  CustomerAddress,
  FieldError,
  ShippingAddressInput,
} from '../generated/resolvers';
import { isUuid } from '../shop/validation';

export const UNKNOWN_ADDRESS: MessageKey = 'vue.address.error.unknown';
export const ADDRESS_BOOK_FULL: MessageKey = 'vue.address.error.limit';
/** Addresses a customer may keep per kind (billing, shipping incl. parcel stations): docs/not-shown.md. */
export const MAX_ADDRESSES_PER_TYPE = 20;
/** The form names of the answers' field errors: the shared ui forms (AddressForm, ParcelStationForm). */
export const ADDRESS_FORM = 'address';
export const PARCEL_STATION_FORM = 'parcelStation';

type AddressRow = typeof customerAddresses.$inferSelect;
export type AddressInput = BillingAddressInput & Pick<ShippingAddressInput, 'packstationAddress'>;

const EMPTY: AddressResult = {
  successfull: false,
  errorMessage: null,
  generalErrorMessage: null,
  fieldErrors: [],
  address: null,
};

const failed = (errorMessage: MessageKey): AddressResult => ({
  ...EMPTY,
  errorMessage,
  generalErrorMessage: errorMessage,
});

export function toAddress(row: AddressRow): Address {
  return {
    addressId: row.id,
    addressType: row.addressType === 'billing' ? 'BILLING' : 'SHIPPING',
    salutation: row.salutation,
    schoolOrCompany: row.schoolOrCompany,
    firstName: row.firstName,
    lastName: row.lastName,
    street: row.street,
    addressAddition: row.addressAddition,
    postCode: row.postCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    packstationAddress: row.packstation,
    isStation: row.packstation,
    isAlsoCustomerAddress: row.isCustomerAddress,
  };
}

const saved = (row: AddressRow): AddressResult => ({ ...EMPTY, successfull: true, address: toAddress(row) });

/** Queries have no result type to carry the message: logged out is an error of the field. */
function requireCustomer(ctx: ApiContext): CustomerSession {
  if (!ctx.customer) throw new GraphQLError(NOT_LOGGED_IN, { extensions: { code: 'NOT_LOGGED_IN' } });
  return ctx.customer;
}

const ownedBy = (session: CustomerSession) => eq(customerAddresses.customerId, session.customer.id);

export async function listAddresses(ctx: ApiContext, addressType: AddressType): Promise<Address[]> {
  const session = requireCustomer(ctx);
  const rows = await ctx.db
    .select()
    .from(customerAddresses)
    .where(and(ownedBy(session), eq(customerAddresses.addressType, addressType)))
    .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id));
  return rows.map(toAddress);
}

export async function customerAddress(ctx: ApiContext): Promise<CustomerAddress | null> {
  const session = requireCustomer(ctx);
  const [row] = await ctx.db
    .select()
    .from(customerAddresses)
    .where(and(ownedBy(session), eq(customerAddresses.isCustomerAddress, true)));
  if (!row) return null;
  const { customer } = session;
  return {
    address: toAddress(row),
    phone: customer.phone,
    email: customer.email,
    VATRegistrationNo: customer.vatRegistrationNo,
    jobTitleCode: customer.jobTitleCode,
    primaryIndustryGroupCode: customer.primaryIndustryGroupCode,
    numberOfEmployees: customer.numberOfEmployees,
    customerNumber: customer.customerNumber,
  };
}

/** The columns an address input stores, or its field errors. */
export type CheckedAddress =
  | { readonly ok: true; readonly values: Omit<typeof customerAddresses.$inferInsert, 'customerId'> }
  | { readonly ok: false; readonly fieldErrors: FieldError[] };

function fieldErrorsOf(errors: FieldErrors, form: string): FieldError[] {
  return Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message, form }] : []));
}

/**
 * The input read as the address book's forms read it (rules/addressForm.ts), checked by the same rules:
 * a parcel station's post number is the street, its station number the addition (shopping §5); a
 * company is kept only when one is sent (companyOrSchool). An unknown salutation or country counts as
 * not chosen.
 */
export function checkAddressInput(input: AddressInput, addressType: AddressType): CheckedAddress {
  const packstation = addressType === 'shipping' && input.packstationAddress === true;
  const salutation = isSalutation(input.salutation) ? input.salutation : '';
  const country = isAddressCountry(input.country) ? input.country : PARCEL_STATION_DEFAULT_COUNTRY;
  const form = packstation ? PARCEL_STATION_FORM : ADDRESS_FORM;
  const countryErrors: FieldErrors = isAddressCountry(input.country) ? {} : { country: REQUIRED_MESSAGE };
  const common = {
    addressId: null,
    salutation,
    firstname: input.firstName,
    lastname: input.lastName,
    postcode: input.postCode,
    city: input.city,
    country,
  } as const;
  let errors: FieldErrors;
  let payload: ReturnType<typeof parcelStationPayload> & { phone?: string; email?: string };
  if (packstation) {
    const values: ParcelStationFormValues = {
      ...common,
      postnumber: input.streetAndHouseNr,
      packstation: input.additionalAddress ?? '',
    };
    errors = validateParcelStationForm(values);
    payload = parcelStationPayload(values);
  } else {
    const company = input.company?.trim() ?? '';
    const values: AddressFormValues = {
      ...common,
      formType: company ? COMPANY_FORM_TYPE : 'private',
      company,
      streetAndNumber: input.streetAndHouseNr,
      addition: input.additionalAddress ?? '',
      phone: input.phone ?? '',
      email: input.email ?? '',
      isAlsoCustomerAddress: false,
    };
    errors = validateAddressForm(values);
    payload = addressPayload(values);
  }
  const fieldErrors = fieldErrorsOf({ ...errors, ...countryErrors }, form);
  if (fieldErrors.length > 0) return { ok: false, fieldErrors };
  return {
    ok: true,
    values: {
      addressType,
      packstation,
      salutation: payload.salutation,
      schoolOrCompany: payload.schoolOrCompany,
      firstName: payload.firstName,
      lastName: payload.lastName,
      street: payload.street,
      addressAddition: payload.addressAddition,
      postCode: payload.postCode,
      city: payload.city,
      country: payload.country,
      phone: payload.phone ?? '',
      email: payload.email ?? '',
    },
  };
}

const fieldsFailed = (fieldErrors: FieldError[]): AddressResult => ({
  ...EMPTY,
  generalErrorMessage: FORM_INVALID,
  fieldErrors,
});

/** Thrown inside a transaction to undo it and answer with a message. */
class Refused extends Error {
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
  }
}

function answerRefusal(error: unknown): AddressResult {
  if (error instanceof Refused) return failed(error.messageKey);
  throw error;
}

export async function addAddress(
  ctx: ApiContext,
  addressType: AddressType,
  input: AddressInput,
): Promise<AddressResult> {
  const session = ctx.customer;
  if (!session) return failed(NOT_LOGGED_IN);
  const checked = checkAddressInput(input, addressType);
  if (!checked.ok) return fieldsFailed(checked.fieldErrors);
  const isCustomerAddress = addressType === 'billing' && input.isAlsoCustomerAddress === true;
  return ctx.db
    .transaction(async (tx) => {
      const [held] = await tx
        .select({ count: count() })
        .from(customerAddresses)
        .where(and(ownedBy(session), eq(customerAddresses.addressType, addressType)));
      if ((held?.count ?? 0) >= MAX_ADDRESSES_PER_TYPE) throw new Refused(ADDRESS_BOOK_FULL);
      if (isCustomerAddress) {
        await tx
          .update(customerAddresses)
          .set({ isCustomerAddress: false })
          .where(and(ownedBy(session), eq(customerAddresses.isCustomerAddress, true)));
      }
      const [row] = await tx
        .insert(customerAddresses)
        .values({ ...checked.values, customerId: session.customer.id, isCustomerAddress })
        .returning();
      if (!row) throw new Error('customer address insert returned no row');
      return saved(row);
    })
    .catch(answerRefusal);
}

/** The address `addressId` of this customer and kind: unknown, foreign and malformed ids alike give none. */
const ownAddress = (session: CustomerSession, addressId: string, addressType?: AddressType) =>
  and(
    ownedBy(session),
    eq(customerAddresses.id, addressId),
    addressType ? eq(customerAddresses.addressType, addressType) : undefined,
  );

export async function updateAddress(
  ctx: ApiContext,
  addressType: AddressType,
  addressId: string,
  input: AddressInput,
): Promise<AddressResult> {
  const session = ctx.customer;
  if (!session) return failed(NOT_LOGGED_IN);
  if (!isUuid(addressId)) return failed(UNKNOWN_ADDRESS);
  const checked = checkAddressInput(input, addressType);
  if (!checked.ok) return fieldsFailed(checked.fieldErrors);
  const flag = addressType === 'billing' ? input.isAlsoCustomerAddress : false;
  return ctx.db
    .transaction(async (tx) => {
      if (flag === true) {
        await tx
          .update(customerAddresses)
          .set({ isCustomerAddress: false })
          .where(and(ownedBy(session), eq(customerAddresses.isCustomerAddress, true)));
      }
      const [row] = await tx
        .update(customerAddresses)
        .set({ ...checked.values, ...(flag == null ? {} : { isCustomerAddress: flag }) })
        .where(ownAddress(session, addressId, addressType))
        .returning();
      // The flag cleared above is undone with the transaction.
      if (!row) throw new Refused(UNKNOWN_ADDRESS);
      return saved(row);
    })
    .catch(answerRefusal);
}

/** Deletes an address of either kind; the answer carries it, so the page can offer to recreate it. */
export async function deleteAddress(ctx: ApiContext, addressId: string): Promise<AddressResult> {
  const session = ctx.customer;
  if (!session) return failed(NOT_LOGGED_IN);
  if (!isUuid(addressId)) return failed(UNKNOWN_ADDRESS);
  const [row] = await ctx.db.delete(customerAddresses).where(ownAddress(session, addressId)).returning();
  return row ? saved(row) : failed(UNKNOWN_ADDRESS);
}
