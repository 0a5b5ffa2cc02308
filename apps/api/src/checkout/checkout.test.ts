// The cart's checkout operations through GraphQL with the storefront's own documents (Checkout.graphql):
// shopping §3 "Cart" checkout fields and "Payment method", §4 "Shipper rules", "Checkout steps", §5
// alternative e-mails, §6 B2B without payment step, §7 the checkout mutations; DESIGN §7 ownership.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, globalParameters } from '../db/schema';
import { storefrontOperation } from '../testing/storefrontOperations';
import { gql, startTestApi, type TestApi } from '../testing/testApi';
import { newShopper, registeredShopper, shopperOptions, type TestShopper } from '../testing/testShopper';
import { GUEST_ADDRESS_ID } from './checkoutState';

let harness: TestApi;

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 20 });
});

afterAll(async () => {
  await harness?.stop();
});

interface Shipper {
  code: string;
  enabled: boolean;
  selected: boolean;
  infoCodes: string[];
}
interface PaymentMethod {
  paymentId: string;
  displayName: string;
  selected: boolean;
  buyerReference: string | null;
}
interface CheckoutCart {
  id: string;
  deliveryType: string;
  deliveryCountry: string;
  attributes: { submitted: boolean };
  billingAddress: { addressId: string; city: string; country: string } | null;
  shippingAddress: { addressId: string; city: string; country: string; packstationAddress: boolean } | null;
  contactEmails: {
    billingEmail: string | null;
    shippingEmail: string | null;
    billingAlternativeEmail: boolean;
    shippingAlternativeEmail: boolean;
  };
  orderReference: string | null;
  orderComment: string | null;
  newsletterOptIn: boolean;
  packstationId: string | null;
  speditionsFields: { fieldName: string; fieldValue: string }[];
  shippers: Shipper[];
  paymentMethods: PaymentMethod[];
  selectedPaymentMethod: PaymentMethod | null;
  paymentStepAvailable: boolean;
  shippingValid: boolean;
  paymentValid: boolean;
}
interface CheckoutResult {
  successful: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
  cart: CheckoutCart | null;
}

async function run(
  shopper: TestShopper,
  operation: string,
  variables: Record<string, unknown>,
): Promise<CheckoutResult> {
  const response = await gql<Record<string, CheckoutResult>>(
    harness,
    print(storefrontOperation(operation)),
    { cartId: shopper.cartId, ...variables },
    shopperOptions(shopper),
  );
  const [result] = Object.values(response.data ?? {});
  if (response.errors?.length || !result) throw new Error(JSON.stringify(response.errors));
  return result;
}

async function readCart(shopper: TestShopper): Promise<CheckoutCart> {
  const response = await gql<{ cart: CheckoutCart | null }>(
    harness,
    print(storefrontOperation('CheckoutCart')),
    { cartId: shopper.cartId },
    shopperOptions(shopper),
  );
  if (!response.data.cart) throw new Error(`no cart: ${JSON.stringify(response.errors)}`);
  return response.data.cart;
}

const shopper = (store = 'de') => newShopper(harness, store);

const ADDRESS = {
  salutation: 'ms',
  firstName: 'Erika',
  lastName: 'Muster',
  company: '',
  postCode: '10115',
  city: 'Berlin',
  streetAndHouseNr: 'Musterstraße 1',
  additionalAddress: '',
  country: 'DE',
};
const VIENNA = { ...ADDRESS, postCode: '1010', city: 'Wien', country: 'AT' };
const PARCEL_STATION = {
  ...ADDRESS,
  streetAndHouseNr: '87654321',
  additionalAddress: '123',
  packstationAddress: true,
};

const shipper = (cart: CheckoutCart | null | undefined, code: string) =>
  cart?.shippers.find((candidate) => candidate.code === code);
const selected = (cart: CheckoutCart | null | undefined) =>
  cart?.shippers.find((candidate) => candidate.selected)?.code;

describe('addresses on the cart (shopping §7 "set billing address and set shipping address on cart")', () => {
  it("keeps a guest's checked address on the cart and marks the shipping step complete", async () => {
    const guest = await shopper();
    const before = await readCart(guest);
    expect(before).toMatchObject({
      billingAddress: null,
      deliveryType: 'sameAsBilling',
      shippingValid: false,
    });

    const result = await run(guest, 'SetBillingAddress', { address: ADDRESS });
    expect(result).toMatchObject({ successful: true, errorCode: null });
    expect(result.cart?.billingAddress).toMatchObject({ addressId: GUEST_ADDRESS_ID, city: 'Berlin' });
    expect(result.cart).toMatchObject({ deliveryCountry: 'DE', shippingValid: true });
    expect((await readCart(guest)).billingAddress?.city).toBe('Berlin');
  });

  it('refuses an invalid address with the address form field errors and writes nothing (§5)', async () => {
    const guest = await shopper();
    const result = await run(guest, 'SetBillingAddress', { address: { ...ADDRESS, postCode: '1' } });
    expect(result).toMatchObject({ successful: false, errorCode: 'FIELD_INVALID' });
    expect(result.fieldErrors.map((error) => error.field)).toContain('postcode');
    expect((await readCart(guest)).billingAddress).toBe(null);
  });

  it("takes a customer's own address-book entry and answers another customer's id like an unknown one", async () => {
    const owner = await registeredShopper(harness);
    const added = await gql<{ addBillingAddress: { address: { addressId: string } | null } }>(
      harness,
      print(storefrontOperation('AddBillingAddress')),
      { input: ADDRESS },
      shopperOptions(owner),
    );
    const addressId = added.data.addBillingAddress.address?.addressId;
    expect(addressId).toBeTruthy();

    const own = await run(owner, 'SetBillingAddress', { addressId });
    expect(own.cart?.billingAddress).toMatchObject({ addressId, city: 'Berlin' });

    const other = await registeredShopper(harness);
    const foreign = await run(other, 'SetBillingAddress', { addressId });
    const unknown = await run(other, 'SetBillingAddress', {
      addressId: '00000000-0000-4000-8000-000000000000',
    });
    const anonymous = await run(await shopper(), 'SetBillingAddress', { addressId });
    for (const refusal of [foreign, unknown, anonymous]) {
      expect(refusal).toMatchObject({ successful: false, errorCode: 'UNKNOWN_ADDRESS' });
      expect(refusal.cart?.billingAddress).toBe(null);
    }
    expect(foreign.errorMessage).toBe(unknown.errorMessage);
  });
});

describe('shipper rules (shopping §4 "Shipper rules", §8 info codes)', () => {
  it('disables dhl outside Germany (DHL-GERMANY-ONLY), refuses it and keeps the cart as it was', async () => {
    const guest = await shopper();
    await run(guest, 'SetBillingAddress', { address: ADDRESS });
    const abroad = await run(guest, 'SetShippingAddress', { address: VIENNA });
    expect(abroad.cart).toMatchObject({ deliveryType: 'shippingAddress', deliveryCountry: 'AT' });
    expect(shipper(abroad.cart, 'dhl')).toMatchObject({ enabled: false, infoCodes: ['DHL-GERMANY-ONLY'] });
    expect(selected(abroad.cart)).toBe('dpd');

    const tampered = await run(guest, 'SetShippingMethod', { methodCode: 'dhl' });
    expect(tampered).toMatchObject({ successful: false, errorCode: 'SHIPPER_UNAVAILABLE' });
    const invented = await run(guest, 'SetSelectedShipper', { code: 'zeppelin' });
    expect(invented.errorCode).toBe('SHIPPER_UNAVAILABLE');
    expect(selected(await readCart(guest))).toBe('dpd');
  });

  it('a packstation enables only dhl (PACKSTATION-DHL-ONLY) and selects it; its station becomes the packstation id', async () => {
    const guest = await shopper();
    await run(guest, 'SetBillingAddress', { address: ADDRESS });
    await run(guest, 'SetShippingMethod', { methodCode: 'dpd' });
    const station = await run(guest, 'SetShippingAddress', { address: PARCEL_STATION });
    expect(station.cart).toMatchObject({
      deliveryType: 'packstation',
      packstationId: '123',
      shippingValid: true,
    });
    expect(shipper(station.cart, 'dpd')).toMatchObject({
      enabled: false,
      infoCodes: ['PACKSTATION-DHL-ONLY'],
    });
    expect(selected(station.cart)).toBe('dhl');
    expect((await run(guest, 'SetSelectedShipper', { code: 'dpd' })).errorCode).toBe('SHIPPER_UNAVAILABLE');

    // A packstation delivery needs a parcel station, a street delivery a street address.
    const street = await run(guest, 'SetDeliveryType', { deliveryType: 'shippingAddress' });
    expect(street).toMatchObject({ successful: false, errorCode: 'ADDRESS_REQUIRED' });
    const same = await run(guest, 'SetDeliveryType', { deliveryType: 'sameAsBilling' });
    expect(same.cart).toMatchObject({
      deliveryType: 'sameAsBilling',
      shippingAddress: null,
      packstationId: null,
    });
    expect(selected(same.cart)).toBe('dpd');
  });

  it('resets the chosen shipper when the addresses change, unless the delivery stays in Germany', async () => {
    const guest = await shopper();
    await run(guest, 'SetBillingAddress', { address: ADDRESS });
    expect(selected((await run(guest, 'SetShippingMethod', { methodCode: 'dpd' })).cart)).toBe('dpd');
    // Still Germany: the choice is kept.
    expect(
      selected(
        (
          await run(guest, 'SetBillingAddress', {
            address: { ...ADDRESS, city: 'Hamburg', postCode: '20095' },
          })
        ).cart,
      ),
    ).toBe('dpd');
    // Austria resets it; back in Germany the default (dhl) is selected, not the earlier dpd.
    await run(guest, 'SetBillingAddress', { address: VIENNA });
    expect(selected((await run(guest, 'SetBillingAddress', { address: ADDRESS })).cart)).toBe('dhl');
  });
});

describe('payment methods per store (shopping §3 "Payment method", §4, §6)', () => {
  it('offers TWINT in the Swiss shop only; a tampered id is refused and nothing changes', async () => {
    const swiss = await shopper('ch');
    const chosen = await run(swiss, 'SetSelectedPayment', { paymentId: 'TWINT' });
    expect(chosen.cart?.selectedPaymentMethod).toMatchObject({
      paymentId: 'TWINT',
      displayName: 'vue.checkout.payment.TWINT',
    });
    expect(chosen.cart?.paymentValid).toBe(true);

    const german = await shopper('de');
    await run(german, 'SetSelectedPayment', { paymentId: 'INVOICE' });
    const tampered = await run(german, 'SetSelectedPayment', { paymentId: 'TWINT' });
    expect(tampered).toMatchObject({ successful: false, errorCode: 'PAYMENT_UNAVAILABLE' });
    expect(tampered.cart?.paymentMethods.map((method) => method.paymentId)).not.toContain('TWINT');
    expect((await readCart(german)).selectedPaymentMethod?.paymentId).toBe('INVOICE');
  });

  it('refuses X_RECHNUNG without a buyer reference and keeps the reference it is given', async () => {
    const german = await shopper('de');
    const missing = await run(german, 'SetSelectedPayment', { paymentId: 'X_RECHNUNG' });
    expect(missing).toMatchObject({ successful: false, errorCode: 'BUYER_REFERENCE_REQUIRED' });
    expect(missing.fieldErrors[0]?.field).toBe('buyerReference');
    expect(missing.cart?.selectedPaymentMethod).toBe(null);
    expect(missing.cart?.paymentValid).toBe(false);

    const given = await run(german, 'SetSelectedPayment', {
      paymentId: 'X_RECHNUNG',
      buyerReference: '991-12345-67',
    });
    expect(given.cart?.selectedPaymentMethod).toMatchObject({
      paymentId: 'X_RECHNUNG',
      buyerReference: '991-12345-67',
    });
  });

  it('treats an unknown payment id as prepaid', async () => {
    const german = await shopper('de');
    const result = await run(german, 'SetSelectedPayment', { paymentId: 'SHELLS' });
    expect(result.cart?.selectedPaymentMethod?.paymentId).toBe('PREPAID');
  });

  it('has no payment step in B2B: no methods, nothing can be chosen, payment counts as done', async () => {
    const school = await shopper('b2b-de');
    const cart = await readCart(school);
    expect(cart).toMatchObject({ paymentMethods: [], paymentStepAvailable: false, paymentValid: true });
    const wallet = await run(school, 'SetSelectedPayment', { paymentId: 'PAYPAL' });
    expect(wallet).toMatchObject({ successful: false, errorCode: 'PAYMENT_UNAVAILABLE' });
  });
});

describe('contact e-mails, references and spedition data (shopping §3, §5, §7)', () => {
  it('stores an alternative e-mail only with its flag and checks it (§5)', async () => {
    const guest = await shopper();
    await run(guest, 'SetBillingAddress', { address: { ...ADDRESS, email: 'erika@ranzen.test' } });
    const bad = await run(guest, 'SetContactEmails', {
      input: {
        billingEmail: 'not-an-address',
        billingAlternativeEmail: true,
        shippingAlternativeEmail: false,
      },
    });
    expect(bad).toMatchObject({ successful: false, errorCode: 'FIELD_INVALID' });
    expect(bad.fieldErrors).toEqual([
      expect.objectContaining({ field: 'billingEmail', message: 'vue.form.error.email.incorrect' }),
    ]);

    const ok = await run(guest, 'SetContactEmails', {
      input: {
        billingEmail: 'ignored@ranzen.test',
        shippingEmail: 'lager@ranzen.test',
        billingAlternativeEmail: false,
        shippingAlternativeEmail: true,
      },
    });
    expect(ok.cart?.contactEmails).toMatchObject({
      billingEmail: 'erika@ranzen.test',
      shippingEmail: 'lager@ranzen.test',
      billingAlternativeEmail: false,
      shippingAlternativeEmail: true,
    });
  });

  it('sets the order reference, comment and packstation id, refusing malformed ones', async () => {
    const guest = await shopper();
    expect((await run(guest, 'SetOrderReference', { orderReference: 'PO-4711' })).cart?.orderReference).toBe(
      'PO-4711',
    );
    expect((await run(guest, 'SetOrderReference', { orderReference: 'x'.repeat(36) })).errorCode).toBe(
      'FIELD_INVALID',
    );
    expect(
      (await run(guest, 'SetOrderComment', { orderComment: 'Bitte beim Hausmeister abgeben.' })).cart
        ?.orderComment,
    ).toBe('Bitte beim Hausmeister abgeben.');
    expect((await run(guest, 'SetPackstationId', { packstationId: '12a' })).errorCode).toBe('FIELD_INVALID');
    expect((await run(guest, 'SetPackstationId', { packstationId: '456' })).cart?.packstationId).toBe('456');
    const cart = await readCart(guest);
    expect(cart).toMatchObject({ orderReference: 'PO-4711', packstationId: '456' });
  });

  it('keeps the summary’s newsletter tick on the cart (§4 "subscribe to the newsletter (if ticked)", §7)', async () => {
    const guest = await shopper();
    expect((await readCart(guest)).newsletterOptIn).toBe(false);
    expect(await run(guest, 'SubscribeNewsletterFromCheckout', {})).toMatchObject({
      successful: true,
      cart: { newsletterOptIn: true },
    });
  });

  it('replaces the spedition fields and refuses duplicate names', async () => {
    const guest = await shopper();
    const fields = [
      { fieldName: 'unloading', fieldValue: 'Rampe 2' },
      { fieldName: 'contactPhone', fieldValue: '030 123456' },
    ];
    expect((await run(guest, 'SaveSpeditionData', { fields })).cart?.speditionsFields).toEqual(fields);
    const duplicate = await run(guest, 'SaveSpeditionData', { fields: [fields[0], fields[0]] });
    expect(duplicate.errorCode).toBe('FIELD_INVALID');
    expect((await readCart(guest)).speditionsFields).toEqual(fields);
  });
});

describe('ownership (DESIGN §7: a foreign cart answers like an unknown one)', () => {
  it('refuses every checkout operation on a foreign cart and leaves it unchanged', async () => {
    const owner = await shopper();
    await run(owner, 'SetOrderReference', { orderReference: 'MINE' });
    const intruder = await shopper();
    const stolen: TestShopper = { ...intruder, cartId: owner.cartId };
    const answers = [
      await run(stolen, 'SetOrderReference', { orderReference: 'STOLEN' }),
      await run(stolen, 'SetBillingAddress', { address: ADDRESS }),
      await run(stolen, 'SetSelectedPayment', { paymentId: 'INVOICE' }),
      await run(stolen, 'SetShippingMethod', { methodCode: 'dpd' }),
      await run(stolen, 'SubscribeNewsletterFromCheckout', {}),
      await run({ ...intruder, cartId: 'not-a-cart' }, 'SetOrderReference', { orderReference: 'X' }),
    ];
    for (const answer of answers) {
      expect(answer).toMatchObject({ successful: false, errorCode: 'CART_NOT_FOUND', cart: null });
    }
    const cart = await readCart(owner);
    expect(cart).toMatchObject({
      orderReference: 'MINE',
      billingAddress: null,
      selectedPaymentMethod: null,
      newsletterOptIn: false,
    });
    expect(selected(cart)).toBe('dhl');
  });
});

describe('a submitted cart (shopping §3 attributes "submitted", §8 "Cart already submitted")', () => {
  it('refuses every change once the cart was ordered', async () => {
    const buyer = await shopper();
    await run(buyer, 'SetOrderReference', { orderReference: 'BEFORE' });
    const [uuid] = buyer.cartId.split('_');
    await harness.api.db
      .update(carts)
      .set({ submittedAt: new Date(), orderId: randomUUID() })
      .where(eq(carts.id, uuid ?? ''));
    const late = await run(buyer, 'SetOrderReference', { orderReference: 'AFTER' });
    expect(late).toMatchObject({ successful: false, errorCode: 'CART_SUBMITTED' });
    expect(late.cart).toMatchObject({ orderReference: 'BEFORE', attributes: { submitted: true } });
    expect((await run(buyer, 'SetSelectedPayment', { paymentId: 'INVOICE' })).errorCode).toBe(
      'CART_SUBMITTED',
    );
  });
});

describe('a stored choice judged again (shopping §4 "payment ok when validated")', () => {
  it('a selected TWINT stops counting as valid once its flag is switched off', async () => {
    const swiss = await shopper('ch');
    expect((await run(swiss, 'SetSelectedPayment', { paymentId: 'TWINT' })).cart?.paymentValid).toBe(true);
    const twintFlag = and(
      eq(globalParameters.name, 'featureFlags'),
      eq(globalParameters.entry, 'T134_Twint-Payment'),
    );
    await harness.api.db.update(globalParameters).set({ value: 'false' }).where(twintFlag);
    try {
      const cart = await readCart(swiss);
      expect(cart.paymentValid).toBe(false);
      expect(cart.paymentMethods.map((method) => method.paymentId)).not.toContain('TWINT');
    } finally {
      await harness.api.db.update(globalParameters).set({ value: 'true' }).where(twintFlag);
    }
  });
});
