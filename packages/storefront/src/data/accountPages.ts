// What the account pages differ in between the store families (spec shopping §6: "B2B ... a customer
// number link, B2B registration with industry and job-title lists"), chosen by the store's family
// (DESIGN §4: store differences are configuration). Read by the loaders and the pages alike. The
// certificate page is the B2B store's too (§1 "B2B buyers ... can upload a certificate").
import type { StoreFamily } from '@ranzen/sdk-core';

/** Which registration form a store offers and which B2B account pages it has. */
export interface AccountPagesStrategy {
  readonly registration: 'consumer' | 'b2b';
  readonly customerNumberPage: boolean;
  /** The educational certificate's upload and status (/myaccount/certificate/). */
  readonly certificatePage: boolean;
  /** The checkout login step offers guest checkout and a registration (B2B buyers log in). */
  readonly checkoutNewCustomers: boolean;
}

export const ACCOUNT_PAGES_BY_FAMILY: Readonly<Record<StoreFamily, AccountPagesStrategy>> = {
  consumer: {
    registration: 'consumer',
    customerNumberPage: false,
    certificatePage: false,
    checkoutNewCustomers: true,
  },
  b2b: { registration: 'b2b', customerNumberPage: true, certificatePage: true, checkoutNewCustomers: false },
};
