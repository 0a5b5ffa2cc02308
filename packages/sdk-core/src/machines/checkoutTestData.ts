// Test data shared by the checkout machine's tests (checkout.machine.test.ts, checkout.model.test.ts):
// the answers of its invoked calls and a shipping step's save plan. Not exported from the package.
import type { ShippingSavePlan } from '../rules/shippingStep';
import type { SubmitCartResult } from './checkout.machine';
import type { AuthResult } from './login.machine';

/** A checkout login step's accepted answer. */
export function authResult(overrides: Partial<AuthResult> = {}): AuthResult {
  return {
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
    serverError: false,
    isReset: false,
    cartId: 'c1',
    ...overrides,
  };
}

/** A submit that placed order R-1001. */
export function submitResult(overrides: Partial<SubmitCartResult> = {}): SubmitCartResult {
  return {
    orderId: 'R-1001',
    redirectUrl: null,
    computopData: null,
    newCartId: 'c2',
    errorMessage: null,
    ...overrides,
  };
}

/** The shipping step of a customer shipping to a saved billing address by DHL. */
export const SHIPPING_PLAN: ShippingSavePlan = {
  speditionFields: null,
  orderReference: '',
  phone: null,
  email: null,
  billing: { kind: 'chosen', addressId: 'a1' },
  shipping: null,
  deliveryType: 'sameAsBilling',
  contactEmails: {
    billingEmail: '',
    shippingEmail: '',
    billingAlternativeEmail: false,
    shippingAlternativeEmail: false,
  },
  shipperCode: 'dhl',
};
