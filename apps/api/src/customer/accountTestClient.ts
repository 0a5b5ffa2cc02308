// Test client for the account operations (account.test.ts, passwordReset.test.ts, registration.test.ts):
// the documents and the AuthResult shape as the storefront reads them, and fresh registration inputs.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { gql, type RequestOptions, type TestApi } from '../testing/testApi';

export const AUTH_FIELDS = `successfull errorMessage generalErrorMessage fieldErrors { field message form }
  updatedCartId userId firstName lastName cartMerged token { token expires guest } customerNumber`;
export const LOGIN = `mutation($email: String!, $password: String!, $stayLogged: Boolean, $mergeCart: Boolean) {
  login(email: $email, password: $password, stayLogged: $stayLogged, mergeCart: $mergeCart) { ${AUTH_FIELDS} } }`;
export const REGISTER = `mutation($input: RegisterCustomerInput!) { registerCustomer(input: $input) { ${AUTH_FIELDS} } }`;
export const INFO = `query { customerInfo(url: "/") { userId isExistingCustomer visitorType visitorLoginState email firstName lastName } }`;

export interface AuthResult {
  successfull: boolean;
  errorMessage: string | null;
  generalErrorMessage: string | null;
  fieldErrors: { field: string; message: string; form: string | null }[];
  updatedCartId: string | null;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  cartMerged: boolean;
  token: { token: string; expires: string; guest: boolean } | null;
  customerNumber: string | null;
}
export interface Info {
  userId: string | null;
  isExistingCustomer: boolean;
  visitorType: string;
  visitorLoginState: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Runs one mutation that answers an AuthResult; fails the test on GraphQL errors. */
export async function mutate(
  harness: TestApi,
  document: string,
  variables: Record<string, unknown>,
  options: RequestOptions,
): Promise<AuthResult> {
  const response = await gql<Record<string, AuthResult>>(harness, document, variables, options);
  expect(response.errors ?? []).toEqual([]);
  const result = Object.values(response.data)[0];
  if (!result) throw new Error('no result');
  return result;
}

export function newConsumer(overrides: Record<string, unknown> = {}) {
  return {
    salutation: 'ms',
    firstName: 'Erika',
    lastName: 'Muster',
    email: `erika.${randomUUID().slice(0, 8)}@ranzen.test`,
    password: 'geheim-123',
    ...overrides,
  };
}

export function register(
  harness: TestApi,
  input: ReturnType<typeof newConsumer>,
  options: RequestOptions = {},
) {
  return mutate(harness, REGISTER, { input }, { clientAddress: nextClientAddress(), ...options });
}

export function info(harness: TestApi, options: RequestOptions) {
  return gql<{ customerInfo: Info }>(harness, INFO, {}, options);
}
