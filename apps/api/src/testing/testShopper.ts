// Logged-in clients of the API tests (addresses, checkout, account data), as the storefront server
// forwards a browser: the signed visitor and cart ids of shopInit, a client address of their own and,
// once logged in or registered, the customer token (X-JWT, customer/sessions.ts).
import { nextClientAddress, type Session, shopInit } from '../cart/cartTestClient';
import { LOGIN, mutate } from '../customer/accountTestClient';
import { type RequestOptions, registerTestCustomer, type TestApi } from './testApi';

export interface TestShopper extends Session {
  readonly store: string;
  customerToken?: string;
}

/** A new visitor with a cart of their own in `store`. */
export async function newShopper(harness: TestApi, store = 'de'): Promise<TestShopper> {
  return { ...(await shopInit(harness, store)), store };
}

/** The headers the storefront sends for `shopper`. */
export function shopperOptions(shopper: TestShopper): RequestOptions {
  return {
    userId: shopper.userId,
    store: shopper.store,
    clientAddress: shopper.clientAddress,
    customerToken: shopper.customerToken,
  };
}

/** A new visitor who registered a new customer account in `store` and is logged in with it. */
export async function registeredShopper(
  harness: TestApi,
  store = 'de',
): Promise<TestShopper & { customerToken: string }> {
  const shopper = await newShopper(harness, store);
  return { ...shopper, customerToken: await registerTestCustomer(harness, {}, shopperOptions(shopper)) };
}

/**
 * The customer token of a login with `identifier` (e-mail, or a B2B customer number in a B2B store) from
 * an address of its own; fails the test when the login does not succeed.
 */
export async function customerTokenOf(
  harness: TestApi,
  identifier: string,
  password: string,
  store?: string,
): Promise<string> {
  const result = await mutate(
    harness,
    LOGIN,
    { email: identifier, password },
    { clientAddress: nextClientAddress(), ...(store ? { store } : {}) },
  );
  const token = result.token?.token;
  if (!token) throw new Error(`login failed: ${JSON.stringify(result)}`);
  return token;
}
