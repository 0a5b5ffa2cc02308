// Spec shopping §3 (address and parcel-station forms, server address), §5 ("Company is sent empty
// unless formType is companyOrSchool. Parcel-station addresses send postnumber as street and
// packstation as addition"), §9 ("Default parcel-station country DE").
import { describe, expect, it } from 'vitest';
import {
  type AddressFormValues,
  addressFormValues,
  addressPayload,
  emptyAddressForm,
  emptyParcelStationForm,
  NAME_MAX_LENGTH,
  PARCEL_STATION_DEFAULT_COUNTRY,
  type ParcelStationFormValues,
  parcelStationFormValues,
  parcelStationPayload,
  storedAddressPayload,
  validateAddressForm,
  validateParcelStationForm,
} from './addressForm';

const filled: AddressFormValues = {
  ...emptyAddressForm('companyOrSchool'),
  addressId: 'a-1',
  company: ' Grundschule am See ',
  salutation: 'ms',
  firstname: 'Anna-Lena',
  lastname: "O'Brien",
  streetAndNumber: 'Seeweg 4a',
  addition: '2. OG',
  postcode: '10115',
  city: 'Berlin',
  phone: '+49 30 123-45',
  email: 'anna@schule.de',
};

const station: ParcelStationFormValues = {
  ...emptyParcelStationForm(),
  salutation: 'mr',
  firstname: 'Jürgen',
  lastname: 'Müller',
  postnumber: '123456789',
  packstation: '105',
  postcode: '80331',
  city: 'München',
};

describe('address form payload (spec shopping §5)', () => {
  it('sends the company for companyOrSchool, trimmed, under the server names', () => {
    expect(addressPayload(filled)).toEqual({
      addressId: 'a-1',
      schoolOrCompany: 'Grundschule am See',
      salutation: 'ms',
      firstName: 'Anna-Lena',
      lastName: "O'Brien",
      street: 'Seeweg 4a',
      addressAddition: '2. OG',
      postCode: '10115',
      city: 'Berlin',
      country: 'DE',
      packstationAddress: false,
      phone: '+49 30 123-45',
      email: 'anna@schule.de',
      isAlsoCustomerAddress: false,
    });
  });

  it('sends the company empty for a private address, even when one was typed before switching', () => {
    expect(addressPayload({ ...filled, formType: 'private' }).schoolOrCompany).toBe('');
  });
});

describe('parcel-station payload (spec shopping §5, §9)', () => {
  it('starts with country DE', () => {
    expect(emptyParcelStationForm().country).toBe('DE');
    expect(PARCEL_STATION_DEFAULT_COUNTRY).toBe('DE');
  });

  it('sends the post number as street and the station as addition, flagged as packstation', () => {
    expect(parcelStationPayload(station)).toEqual({
      addressId: null,
      schoolOrCompany: '',
      salutation: 'mr',
      firstName: 'Jürgen',
      lastName: 'Müller',
      street: '123456789',
      addressAddition: '105',
      postCode: '80331',
      city: 'München',
      country: 'DE',
      packstationAddress: true,
    });
  });
});

describe('validateAddressForm (field checks: docs/not-shown.md, spec shopping §5)', () => {
  it('accepts a complete address', () => {
    expect(validateAddressForm(filled)).toEqual({});
  });

  it('marks every empty required field at once, phone and e-mail being optional', () => {
    expect(validateAddressForm(emptyAddressForm('companyOrSchool'))).toEqual({
      company: 'vue.form.error.requiredField',
      salutation: 'vue.form.error.requiredField',
      firstname: 'vue.form.error.requiredField',
      lastname: 'vue.form.error.requiredField',
      streetAndNumber: 'vue.form.error.requiredField',
      postcode: 'vue.form.error.requiredField',
      city: 'vue.form.error.requiredField',
    });
  });

  it('does not ask for a company on a private address', () => {
    expect(validateAddressForm({ ...filled, formType: 'private', company: '' })).toEqual({});
  });

  it('checks the optional e-mail and phone only when filled (spec §5 "An optional e-mail is checked only when non-empty")', () => {
    expect(validateAddressForm({ ...filled, email: '', phone: '' })).toEqual({});
    expect(validateAddressForm({ ...filled, email: 'anna@schule', phone: '030/123' })).toEqual({
      email: 'vue.form.error.email.incorrect',
      phone: 'vue.form.error.phone',
    });
  });

  it('wants names of letters, a house number, and a postcode of the country', () => {
    expect(
      validateAddressForm({ ...filled, firstname: '4nna', streetAndNumber: 'Seeweg', postcode: '1011' }),
    ).toEqual({
      firstname: 'vue.form.error.name',
      streetAndNumber: 'vue.form.error.streetNumber',
      postcode: 'vue.form.error.postcode',
    });
    expect(validateAddressForm({ ...filled, country: 'AT', postcode: '1010' })).toEqual({});
    expect(validateAddressForm({ ...filled, country: 'CH', postcode: '10115' })).toEqual({
      postcode: 'vue.form.error.postcode',
    });
  });

  it('reports an over-long name by its length before its characters', () => {
    expect(validateAddressForm({ ...filled, lastname: '9'.repeat(NAME_MAX_LENGTH + 1) })).toEqual({
      lastname: 'vue.form.error.maxLength',
    });
    expect(validateAddressForm({ ...filled, lastname: 'a'.repeat(NAME_MAX_LENGTH) })).toEqual({});
  });
});

describe('validateParcelStationForm', () => {
  it('accepts a complete station address', () => {
    expect(validateParcelStationForm(station)).toEqual({});
  });

  it('needs the post number and station as digits', () => {
    expect(validateParcelStationForm({ ...station, postnumber: '', packstation: 'P15' })).toEqual({
      postnumber: 'vue.form.error.requiredField',
      packstation: 'vue.form.error.digitsOnly',
    });
    expect(validateParcelStationForm({ ...station, packstation: '1050' })).toEqual({
      packstation: 'vue.form.error.maxLength',
    });
  });
});

describe('a saved address back in its form (the address book edits what the server keeps)', () => {
  const trimmed = (values: AddressFormValues): AddressFormValues => ({
    ...values,
    company: values.company.trim(),
  });

  it('address form values survive the payload and the server unchanged (§5 mapping reversed)', () => {
    const payload = addressPayload(filled);
    const stored = storedAddressPayload({ ...payload, addressId: 'a-1' });
    expect(addressFormValues(stored)).toEqual(trimmed(filled));
    const privateAddress: AddressFormValues = { ...filled, formType: 'private', company: '' };
    expect(
      addressFormValues(storedAddressPayload({ ...addressPayload(privateAddress), addressId: 'a-1' })),
    ).toEqual(privateAddress);
  });

  it('a parcel station reads its post number from the street and its station from the addition', () => {
    const station: ParcelStationFormValues = {
      ...emptyParcelStationForm(),
      addressId: 's-1',
      salutation: 'mr',
      firstname: 'Max',
      lastname: 'Muster',
      postnumber: '12345678',
      packstation: '105',
      postcode: '10117',
      city: 'Berlin',
    };
    const stored = storedAddressPayload({
      ...parcelStationPayload(station),
      addressId: 's-1',
      phone: '',
      email: '',
      isAlsoCustomerAddress: false,
    });
    expect(parcelStationFormValues(stored)).toEqual(station);
  });

  it('an unknown salutation or country from the server reads as not chosen and the default country', () => {
    const stored = storedAddressPayload({
      ...addressPayload(filled),
      addressId: 'a-1',
      salutation: 'sir',
      country: 'FR',
    });
    expect(stored).toMatchObject({ salutation: '', country: PARCEL_STATION_DEFAULT_COUNTRY });
  });
});
