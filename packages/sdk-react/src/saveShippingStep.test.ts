// The shipping step's save (spec shopping §4 "Saving the shipping step": spedition fields if spedition,
// order reference, contact data, new or edited addresses, alternative e-mails, then validated; "Selecting
// a shipper code ... is sent to the server first"; §5 the phone only when changed): the operations in
// that order against a scripted API; §5 the e-mail when the plan carries one, and a refusal stops the save with its message and field errors.
import type { ShippingSavePlan } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { saveShippingStep } from './saveShippingStep';
import { answeringLink, createTestClient, money } from './testing';

function cart({ shippingValid = true, selected = 'dhl' } = {}) {
  return {
    __typename: 'Cart',
    id: 'cart-1',
    positionCount: 1,
    deliveryType: 'sameAsBilling',
    deliveryCountry: 'DE',
    billingAddress: null,
    shippingAddress: null,
    attributes: { __typename: 'CartAttributes', submitted: false },
    contactEmails: {
      __typename: 'ContactEmails',
      billingEmail: null,
      shippingEmail: null,
      preselectedBillingEmail: null,
      preselectedShippingEmail: null,
      billingAlternativeEmail: false,
      shippingAlternativeEmail: false,
    },
    orderReference: null,
    orderComment: null,
    packstationId: null,
    speditionsFields: [],
    shippers: ['dhl', 'dpd'].map((code) => ({
      __typename: 'CartShipper',
      code,
      name: code.toUpperCase(),
      enabled: true,
      selected: code === selected,
      infoCodes: [],
      costs: money(4.95),
    })),
    paymentMethods: [],
    selectedPaymentMethod: null,
    paymentStepAvailable: true,
    shippingValid,
    paymentValid: false,
    totals: { __typename: 'CartTotals', shippingCost: money(4.95), total: money(24.85) },
  };
}

const result = (overrides: Record<string, unknown> = {}, cartOverrides = {}) => ({
  __typename: 'CheckoutResult',
  successful: true,
  errorCode: null,
  errorMessage: null,
  fieldErrors: [],
  cart: cart(cartOverrides),
  ...overrides,
});

const authResult = {
  __typename: 'AuthResult',
  successfull: true,
  errorMessage: null,
  generalErrorMessage: null,
  updatedCartId: null,
  userId: null,
  firstName: 'Anna',
  lastName: 'Berg',
  cartMerged: false,
  sharedListMerged: false,
  token: null,
  fieldErrors: [],
  customerNumber: null,
};

const ADDRESS = {
  addressId: null,
  schoolOrCompany: '',
  salutation: 'ms' as const,
  firstName: 'Anna',
  lastName: 'Berg',
  street: 'Schulweg 1',
  addressAddition: '',
  postCode: '10115',
  city: 'Berlin',
  country: 'DE' as const,
  packstationAddress: false,
};

const PLAN: ShippingSavePlan = {
  speditionFields: [{ fieldName: 'avisPhone', fieldValue: '030 1' }],
  orderReference: 'Klasse 3b',
  phone: '030 2',
  email: 'anna.neu@ranzen.test',
  billing: { kind: 'cart', address: ADDRESS },
  shipping: {
    kind: 'cart',
    address: { ...ADDRESS, street: '12345678', addressAddition: '123', packstationAddress: true },
  },
  deliveryType: 'packstation',
  contactEmails: {
    billingEmail: '',
    shippingEmail: '',
    billingAlternativeEmail: false,
    shippingAlternativeEmail: false,
  },
  shipperCode: 'dhl',
};

/** A client whose API answers each operation by name and records what was sent, in order. */
function scriptedApi(answers: Readonly<Record<string, Record<string, unknown>>>) {
  const { link, operations } = answeringLink(({ operationName }) => ({
    data: answers[operationName] ?? null,
  }));
  return { client: createTestClient({ link }), sent: operations };
}

const ALL_ACCEPTED = {
  SaveSpeditionData: { saveSpeditionData: result() },
  SetOrderReference: { setOrderReference: result() },
  UpdatePhone: { updatePhone: authResult },
  UpdateEmail: { updateEmail: authResult },
  SetBillingAddress: { setBillingAddress: result() },
  SetShippingAddress: { setShippingAddress: result() },
  SetDeliveryType: { setDeliveryType: result() },
  SetContactEmails: { setContactEmails: result() },
  SetSelectedShipper: { setSelectedShipper: result() },
};

describe('saveShippingStep (spec §4 "Saving the shipping step")', () => {
  it('saves in the spec order and answers ok when the API says shipping is valid', async () => {
    const { client, sent } = scriptedApi(ALL_ACCEPTED);
    await expect(saveShippingStep(client, 'cart-1', PLAN)).resolves.toEqual({ ok: true });
    expect(sent.map(({ operationName }) => operationName)).toEqual([
      'SaveSpeditionData',
      'SetOrderReference',
      'UpdatePhone',
      'UpdateEmail',
      'SetBillingAddress',
      'SetShippingAddress',
      'SetContactEmails',
    ]);
    expect(sent.find(({ operationName }) => operationName === 'UpdateEmail')?.variables).toEqual({
      email: 'anna.neu@ranzen.test',
    });
    expect(sent.find(({ operationName }) => operationName === 'SetShippingAddress')?.variables).toEqual({
      cartId: 'cart-1',
      address: expect.objectContaining({
        streetAndHouseNr: '12345678',
        additionalAddress: '123',
        packstationAddress: true,
      }),
    });
  });

  it('nothing unchanged is sent: no spedition, no contact data; sameAsBilling drops the shipping address', async () => {
    const { client, sent } = scriptedApi(ALL_ACCEPTED);
    await saveShippingStep(client, 'cart-1', {
      ...PLAN,
      speditionFields: null,
      phone: null,
      email: null,
      shipping: null,
      deliveryType: 'sameAsBilling',
    });
    expect(sent.map(({ operationName }) => operationName)).toEqual([
      'SetOrderReference',
      'SetBillingAddress',
      'SetDeliveryType',
      'SetContactEmails',
    ]);
  });

  it('the shipper is sent again when the API chose another after the addresses changed', async () => {
    const { client, sent } = scriptedApi({
      ...ALL_ACCEPTED,
      SetContactEmails: { setContactEmails: result({}, { selected: 'dpd' }) },
    });
    await saveShippingStep(client, 'cart-1', { ...PLAN, deliveryType: 'sameAsBilling', shipping: null });
    expect(sent.at(-1)).toEqual({
      operationName: 'SetSelectedShipper',
      variables: { cartId: 'cart-1', code: 'dhl' },
    });
  });

  it('a refusal stops the save with its message and field errors (spec §5)', async () => {
    const fieldErrors = [
      {
        __typename: 'FieldError',
        field: 'orderReference',
        message: 'vue.checkout.error.invalid',
        form: null,
      },
    ];
    const { client, sent } = scriptedApi({
      ...ALL_ACCEPTED,
      SetOrderReference: {
        setOrderReference: result({
          successful: false,
          errorMessage: 'vue.checkout.error.invalid',
          fieldErrors,
        }),
      },
    });
    await expect(saveShippingStep(client, 'cart-1', PLAN)).resolves.toEqual({
      ok: false,
      message: 'vue.checkout.error.invalid',
      fieldErrors,
    });
    expect(sent.map(({ operationName }) => operationName)).toEqual([
      'SaveSpeditionData',
      'SetOrderReference',
    ]);
  });

  it('an e-mail another account has stops the save with its field error (spec §5, §7 update e-mail)', async () => {
    const fieldErrors = [
      {
        __typename: 'FieldError',
        field: 'email',
        message: 'vue.form.error.email.notUnique',
        form: 'updateEmail',
      },
    ];
    const { client, sent } = scriptedApi({
      ...ALL_ACCEPTED,
      UpdateEmail: { updateEmail: { ...authResult, successfull: false, fieldErrors } },
    });
    await expect(saveShippingStep(client, 'cart-1', PLAN)).resolves.toEqual({
      ok: false,
      message: 'vue.checkout.error.invalid',
      fieldErrors,
    });
    expect(sent.map(({ operationName }) => operationName)).not.toContain('SetBillingAddress');
  });

  it('a cart the API does not count as valid is not validated', async () => {
    const { client } = scriptedApi({
      ...ALL_ACCEPTED,
      SetContactEmails: { setContactEmails: result({}, { shippingValid: false }) },
    });
    await expect(saveShippingStep(client, 'cart-1', PLAN)).resolves.toMatchObject({ ok: false });
  });
});
