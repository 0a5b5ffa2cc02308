// What a store family offers (spec storefront §1 "consumer and B2B differ in ..."): the features, the
// shipping rule, the hotline and the word in a host that selects the family. Each store profile
// (storeConfig.ts) takes its family's entry; a store changes only what differs (the Swiss TWINT).
import { SHIPPING_RULES } from '../rules/shipping';
import type { StoreContact, StoreFamily, StoreFeatures, StoreId, StoreShipping } from './storeConfig';

export interface StoreFamilyProfile {
  readonly family: StoreFamily;
  /**
   * A word that makes any host containing it belong to this family (spec storefront §1: "any host
   * containing educational is B2B"); null where hosts carry no marker (UNMARKED_HOST_FAMILY).
   */
  readonly hostMarker: string | null;
  /** The store of hosts that name no store of the family (localhost, 127.0.0.1, shop.example). */
  readonly defaultStoreId: StoreId;
  readonly features: StoreFeatures;
  readonly contact: StoreContact;
  readonly shipping: Pick<StoreShipping, 'rule'>;
}

/** The family of every host that carries no family's marker. */
export const UNMARKED_HOST_FAMILY: StoreFamily = 'consumer';

/** Spec storefront §1, §2.8, §3.3, §4: the consumer shops and the B2B educational shop. */
export const STORE_FAMILIES = {
  consumer: {
    family: 'consumer',
    hostMarker: null,
    defaultStoreId: 'de',
    features: {
      searchSuggestions: true,
      educationalPrice: false,
      qualityPromise: true,
      paymentStrip: true,
      eInvoice: false,
      twint: false,
      loginRequired: false,
    },
    contact: { hotline: '0800 726 93 60' },
    shipping: { rule: SHIPPING_RULES.consumer },
  },
  b2b: {
    family: 'b2b',
    hostMarker: 'educational',
    defaultStoreId: 'b2b-de',
    features: {
      searchSuggestions: false,
      educationalPrice: true,
      qualityPromise: false,
      paymentStrip: false,
      eInvoice: true,
      twint: false,
      loginRequired: true,
    },
    contact: { hotline: '0800 726 93 61' },
    shipping: { rule: SHIPPING_RULES.b2b },
  },
} as const satisfies Readonly<Record<StoreFamily, StoreFamilyProfile>>;
