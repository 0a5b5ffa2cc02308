// The shipping step's rules: spec shopping §4 "Shipper rules" (packstation → dhl only, dhl only to
// Germany, defaults and resets), "Saving the shipping step" (spedition fields only for spedition, new or
// edited addresses), §5 (every validator runs; the phone saved only when changed; company empty unless companyOrSchool; parcel station as street and addition), §6 (the B2B
// default billing address), §8 shipper info codes, §9 shipper codes and parcel-station country DE.
import { describe, expect, it } from 'vitest';
import {
  type AddressFormValues,
  addressPayload,
  emptyAddressForm,
  emptyParcelStationForm,
  type ParcelStationFormValues,
} from './addressForm';
import { DHL_GERMANY_ONLY, PACKSTATION_DHL_ONLY, SPEDITION_MIN_ARTICLES } from './checkoutShippers';
import {
  addressSave,
  defaultBillingAddress,
  deliveryCountryOf,
  EMPTY_SPEDITION_FORM,
  isShippingStepValid,
  NO_SHIPPER_MESSAGE,
  type ShippingStepFacts,
  type ShippingStepSaved,
  type ShippingStepValues,
  shipperAfterChange,
  shippingSavePlan,
  shippingStepShippers,
  validateShippingStep,
} from './shippingStep';

const BILLING: AddressFormValues = {
  ...emptyAddressForm(),
  salutation: 'ms',
  firstname: 'Anna',
  lastname: 'Berg',
  streetAndNumber: 'Schulweg 1',
  postcode: '10115',
  city: 'Berlin',
};
const VIENNA: AddressFormValues = {
  ...BILLING,
  addressId: null,
  postcode: '1010',
  city: 'Wien',
  country: 'AT',
};
const STATION: ParcelStationFormValues = {
  ...emptyParcelStationForm(),
  salutation: 'ms',
  firstname: 'Anna',
  lastname: 'Berg',
  postnumber: '12345678',
  packstation: '123',
  postcode: '10115',
  city: 'Berlin',
};

const VALUES: ShippingStepValues = {
  deliveryType: 'sameAsBilling',
  billing: BILLING,
  shipping: emptyAddressForm(),
  packstation: emptyParcelStationForm(),
  contact: { phone: '', email: '', saveEmail: false },
  contactEmails: {
    billingEmail: '',
    shippingEmail: '',
    billingAlternativeEmail: false,
    shippingAlternativeEmail: false,
  },
  orderReference: '',
  spedition: EMPTY_SPEDITION_FORM,
  shipperCode: null,
};
const FACTS: ShippingStepFacts = { articleCount: 2 };
const GUEST: ShippingStepSaved = {
  customer: false,
  billingAddresses: [],
  shippingAddresses: [],
  contact: { phone: '', email: '' },
};
const CUSTOMER: ShippingStepSaved = {
  ...GUEST,
  customer: true,
  contact: { phone: '', email: 'anna@ranzen.test' },
};
const CUSTOMER_VALUES: ShippingStepValues = {
  ...VALUES,
  contact: { phone: '', email: 'anna@ranzen.test', saveEmail: false },
};

const codesOf = (values: ShippingStepValues, facts = FACTS) =>
  shippingStepShippers(values, facts).map(({ code, enabled, selected, infoCodes }) => ({
    code,
    enabled,
    selected,
    infoCodes,
  }));

describe('shippers on the step (spec §4 "Shipper rules", §8 info codes)', () => {
  it('to a German address: dhl (the default) and dpd', () => {
    expect(codesOf(VALUES)).toEqual([
      { code: 'dhl', enabled: true, selected: true, infoCodes: [] },
      { code: 'dpd', enabled: true, selected: false, infoCodes: [] },
    ]);
  });

  it('a parcel station: dhl only (PACKSTATION-DHL-ONLY); in Germany dhl is selected', () => {
    const station = {
      ...VALUES,
      deliveryType: 'packstation' as const,
      packstation: STATION,
      shipperCode: 'dpd',
    };
    expect(codesOf(station)).toEqual([
      { code: 'dhl', enabled: true, selected: true, infoCodes: [] },
      { code: 'dpd', enabled: false, selected: false, infoCodes: [PACKSTATION_DHL_ONLY] },
    ]);
  });

  it('dhl delivers to Germany only (DHL-GERMANY-ONLY): to Austria the default is dpd', () => {
    const austria = { ...VALUES, deliveryType: 'shippingAddress' as const, shipping: VIENNA };
    expect(deliveryCountryOf(austria)).toBe('AT');
    expect(codesOf(austria)).toEqual([
      { code: 'dhl', enabled: false, selected: false, infoCodes: [DHL_GERMANY_ONLY] },
      { code: 'dpd', enabled: true, selected: true, infoCodes: [] },
    ]);
  });

  it('a station outside Germany has no shipper: the step cannot be saved', () => {
    const station = {
      ...VALUES,
      deliveryType: 'packstation' as const,
      packstation: { ...STATION, country: 'AT' as const, postcode: '1010' },
    };
    const errors = validateShippingStep(station, FACTS);
    expect(errors.shipper).toBe(NO_SHIPPER_MESSAGE);
    expect(isShippingStepValid(errors)).toBe(false);
  });

  it('choosing packstation in Germany selects dhl; other address changes reset the choice outside Germany only', () => {
    const withDpd = { ...VALUES, shipperCode: 'dpd' };
    expect(
      shipperAfterChange(withDpd, { ...withDpd, deliveryType: 'packstation', packstation: STATION }),
    ).toBe('dhl');
    expect(shipperAfterChange(withDpd, { ...withDpd, billing: { ...BILLING, city: 'Potsdam' } })).toBe('dpd');
    expect(
      shipperAfterChange(withDpd, { ...withDpd, deliveryType: 'shippingAddress', shipping: VIENNA }),
    ).toBeNull();
    expect(shipperAfterChange(withDpd, { ...withDpd, orderReference: 'A-1' })).toBe('dpd');
  });
});

describe('validators (spec §5 "Checkout step validators must all pass, and all are run")', () => {
  it('every section is checked at once and shows its keys', () => {
    const errors = validateShippingStep(
      {
        ...VALUES,
        billing: { ...BILLING, postcode: '' },
        deliveryType: 'shippingAddress',
        shipping: { ...emptyAddressForm(), firstname: 'Anna' },
        contact: { phone: 'abc', email: '', saveEmail: false },
        contactEmails: { ...VALUES.contactEmails, billingAlternativeEmail: true },
        orderReference: 'Klasse 3b!',
      },
      FACTS,
    );
    expect(errors.billing).toEqual({ postcode: 'vue.form.error.requiredField' });
    expect(errors.shipping).toMatchObject({
      lastname: 'vue.form.error.requiredField',
      city: 'vue.form.error.requiredField',
    });
    expect(errors.contact).toEqual({ phone: 'vue.form.error.phone' });
    expect(errors.contactEmails).toEqual({ billingEmail: 'vue.form.error.requiredField' });
    expect(errors.orderReference).toEqual({ orderReference: 'vue.checkout.error.invalid' });
    expect(isShippingStepValid(errors)).toBe(false);
  });

  it('the e-mail is checked only while its save is asked for, like an alternative e-mail (§5)', () => {
    const contact = { phone: '', email: 'kein-at', saveEmail: false };
    expect(validateShippingStep({ ...VALUES, contact }, FACTS).contact).toEqual({});
    expect(
      validateShippingStep({ ...VALUES, contact: { ...contact, saveEmail: true } }, FACTS).contact,
    ).toEqual({
      email: 'vue.form.error.email.incorrect',
    });
  });

  it('a form the delivery type does not use is not checked', () => {
    const errors = validateShippingStep({ ...VALUES, shipping: emptyAddressForm() }, FACTS);
    expect(isShippingStepValid(errors)).toBe(true);
  });

  it('bulky goods go by spedition, whose avis phone is required', () => {
    const bulky = { ...FACTS, articleCount: SPEDITION_MIN_ARTICLES };
    expect(validateShippingStep(VALUES, bulky).spedition).toEqual({
      avisPhone: 'vue.form.error.requiredField',
    });
    const plan = shippingSavePlan(
      { ...VALUES, spedition: { avisPhone: '030 1234', deliveryNote: ' ' } },
      bulky,
      GUEST,
    );
    expect(plan.speditionFields).toEqual([{ fieldName: 'avisPhone', fieldValue: '030 1234' }]);
    expect(shippingSavePlan(VALUES, FACTS, GUEST).speditionFields).toBeNull();
  });
});

describe('the save (spec §4 "Saving the shipping step", §5 "Contact save sends phone only if changed")', () => {
  it("a guest's addresses go onto the cart; the phone is sent only when changed", () => {
    const plan = shippingSavePlan(
      { ...VALUES, contact: { ...VALUES.contact, phone: '030 1' } },
      FACTS,
      GUEST,
    );
    expect(plan.billing).toEqual({ kind: 'cart', address: addressPayload(BILLING) });
    expect(plan.shipping).toBeNull();
    expect(plan.phone).toBe('030 1');
    expect(shippingSavePlan(VALUES, FACTS, GUEST).phone).toBeNull();
  });

  it("a customer's e-mail is saved only when changed and its save is asked for (§5)", () => {
    const changed = { ...CUSTOMER_VALUES.contact, email: ' anna.neu@ranzen.test ' };
    expect(shippingSavePlan(CUSTOMER_VALUES, FACTS, CUSTOMER).email).toBeNull();
    expect(shippingSavePlan({ ...CUSTOMER_VALUES, contact: changed }, FACTS, CUSTOMER).email).toBeNull();
    const asked = { ...CUSTOMER_VALUES, contact: { ...changed, saveEmail: true } };
    expect(shippingSavePlan(asked, FACTS, CUSTOMER).email).toBe('anna.neu@ranzen.test');
    const same = { ...CUSTOMER_VALUES, contact: { ...CUSTOMER_VALUES.contact, saveEmail: true } };
    expect(shippingSavePlan(same, FACTS, CUSTOMER).email).toBeNull();
  });

  it("a guest's changed e-mail is saved without asking (§5)", () => {
    const changed = { ...VALUES, contact: { ...VALUES.contact, email: 'gast@ranzen.test' } };
    expect(shippingSavePlan(changed, FACTS, GUEST).email).toBe('gast@ranzen.test');
    expect(shippingSavePlan(VALUES, FACTS, GUEST).email).toBeNull();
  });

  it('a saved address is chosen as it is, updated when edited, created when new', () => {
    const stored = { ...addressPayload(BILLING), addressId: 'a1' };
    expect(addressSave(stored, [stored], true)).toEqual({ kind: 'chosen', addressId: 'a1' });
    const edited = { ...stored, city: 'Potsdam' };
    expect(addressSave(edited, [stored], true)).toEqual({ kind: 'update', addressId: 'a1', address: edited });
    expect(addressSave({ ...stored, addressId: null }, [stored], true)).toEqual({
      kind: 'create',
      address: { ...stored, addressId: null },
    });
    expect(addressSave(stored, [], true)).toMatchObject({ kind: 'create' });
  });

  it('a parcel station sends the post number as street and the station as addition (§5)', () => {
    const plan = shippingSavePlan(
      { ...VALUES, deliveryType: 'packstation', packstation: STATION },
      FACTS,
      GUEST,
    );
    expect(plan.shipping).toMatchObject({
      kind: 'cart',
      address: { street: '12345678', addressAddition: '123', packstationAddress: true, country: 'DE' },
    });
    expect(plan.shipperCode).toBe('dhl');
  });
});

describe('the B2B default billing address (spec §6)', () => {
  const own = { addressId: 'own', isAlsoCustomerAddress: true };
  const school = { addressId: 'school', isAlsoCustomerAddress: false };

  it('B2B prefers an address that is not the customer address; a consumer starts with their own', () => {
    expect(defaultBillingAddress([own, school], true)).toBe(school);
    expect(defaultBillingAddress([school, own], false)).toBe(own);
    expect(defaultBillingAddress([own], true)).toBe(own);
    expect(defaultBillingAddress([], true)).toBeUndefined();
  });
});
