// The checkout machine's wiring (spec shopping §4 "Summary submit", §7 `/api/checkout-auth/`
// (authType, formData, cartId), "Submit cart"; §8 "Submit fails" with the "Internal error" fallback).
import { type CheckoutCartFieldsFragment, SUBMIT_FAILED_MESSAGE } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import type { SubmitCartAnswer } from './checkoutActions';
import { cartSubmitCheck, checkoutAuthForm, submitResultOf } from './provideCheckoutMachine';

const ANSWER: SubmitCartAnswer = {
  __typename: 'SubmitCartResult',
  successful: true,
  orderId: 'R-1001',
  redirectUrl: null,
  computopData: null,
  newCartId: 'c2',
  errorCode: null,
  errorMessage: null,
  missing: [],
  outOfStockItemIds: [],
  expiredLightningItemIds: [],
};

describe('submitResultOf', () => {
  it('a refusal always carries a message: the server one, else "Internal error" (§8)', () => {
    expect(
      submitResultOf({ ...ANSWER, successful: false, errorMessage: 'vue.checkout.error.submitted' })
        .errorMessage,
    ).toBe('vue.checkout.error.submitted');
    expect(submitResultOf({ ...ANSWER, successful: false }).errorMessage).toBe(SUBMIT_FAILED_MESSAGE);
    expect(submitResultOf(ANSWER).errorMessage).toBeNull();
  });

  it('hands the card payment form over as action and fields (§4 computopData)', () => {
    const result = submitResultOf({
      ...ANSWER,
      computopData: {
        __typename: 'ComputopData',
        action: 'http://api.localhost/sandbox/computop',
        fields: [
          { __typename: 'ComputopField', name: 'MerchantID', value: 'sandbox' },
          { __typename: 'ComputopField', name: 'Data', value: 'abc' },
        ],
      },
    });
    expect(result.computopData).toEqual({
      action: 'http://api.localhost/sandbox/computop',
      fields: { MerchantID: 'sandbox', Data: 'abc' },
    });
  });
});

describe('checkoutAuthForm (§7 authType, formData, cartId)', () => {
  it('sends the type, every field as text and the cart id', () => {
    const form = checkoutAuthForm(
      { authType: 'login', formData: { email: 'a@b.de', stayLogged: true } },
      'c1',
    );
    expect(Object.fromEntries(form)).toEqual({
      authType: 'login',
      email: 'a@b.de',
      stayLogged: 'true',
      cartId: 'c1',
    });
  });
});

describe('cartSubmitCheck (§4 "check whether the cart was already submitted or changed")', () => {
  const cart = (positionCount: number, amount: number, submitted = false) =>
    ({
      positionCount,
      attributes: { submitted },
      totals: { total: { amount } },
    }) as CheckoutCartFieldsFragment;

  it('a submitted cart, or other positions or another total than the summary showed', () => {
    expect(cartSubmitCheck(cart(2, 19.9), cart(2, 19.9))).toEqual({ submitted: false, changed: false });
    expect(cartSubmitCheck(cart(2, 19.9), cart(2, 19.9, true))).toEqual({ submitted: true, changed: false });
    expect(cartSubmitCheck(cart(2, 19.9), cart(3, 29.9)).changed).toBe(true);
    expect(cartSubmitCheck(cart(2, 19.9), cart(2, 21.9)).changed).toBe(true);
    expect(cartSubmitCheck(null, cart(2, 19.9)).changed).toBe(false);
  });
});
