// What the account pages differ in between the store families (spec shopping §6: "B2B ... a customer
// number link, B2B registration with industry and job-title lists"), chosen by the store's family
// (DESIGN §4: store differences are configuration). Read by the loaders and the pages alike.
import type { StoreFamily } from '@ranzen/sdk-core';

/** Which registration form a store offers and whether it has the customer number page. */
export interface AccountPagesStrategy {
  readonly registration: 'consumer' | 'b2b';
  readonly customerNumberPage: boolean;
  /** The checkout login step offers guest checkout and a registration (B2B buyers log in). */
  readonly checkoutNewCustomers: boolean;
}

export const ACCOUNT_PAGES_BY_FAMILY: Readonly<Record<StoreFamily, AccountPagesStrategy>> = {
  consumer: { registration: 'consumer', customerNumberPage: false, checkoutNewCustomers: true },
  b2b: { registration: 'b2b', customerNumberPage: true, checkoutNewCustomers: false },
};
