// One profile per storefront (spec storefront §1; DESIGN §4 "one store profile per store holds them
// all, including the hosts it answers to"). Every store difference the SDK, the UI, the storefront
// and the API act on is a field here; a new store is one entry (docs/adding-a-store.md). The host ->
// store resolution reads the `hosts` fields (resolveStore.ts).

import type { StoreCode } from '../graphql/generated';
import type { MessageKey } from '../i18n/messages';
import type { AddressCountry, AddressFormType } from '../rules/addressForm';
import type { ShippingRule } from '../rules/shipping';

export type StoreFamily = 'consumer' | 'b2b';
export type ShopLanguage = 'de-DE' | 'de-AT' | 'de-CH' | 'en-DE';
/** The storefronts. A profile for each is required, so an unknown store is a type error. */
export type StoreId = 'de' | 'at' | 'ch' | 'en-DE' | 'b2b-de' | 'b2b-en';
/** Message catalogue languages (i18n/messages.ts). */
export type MessageLanguage = 'de' | 'en';
/** Matrix code message names: which of an item's matrix messages a store shows. */
export type MatrixCodeName = 'bde_de' | 'bat_de' | 'bch_ch' | 'b2b_de' | 'b2b_en';
/** The in-stock message keys (Austria, Switzerland and B2B have their own). */
export type InStockMessageKey = Extract<MessageKey, `vue.deliveryStatus.inStock${string}`>;
/** Parcel carriers in the footer: `parcel` is carrier A, or carrier B when A is off. */
export type ShippingCarrier = 'parcel' | 'carrier-c' | 'national-post';

/** What a store offers. */
export interface StoreFeatures {
  /** Suggestions under the search box (off in B2B). */
  readonly searchSuggestions: boolean;
  /** The educational suggested gross price beside the price. */
  readonly educationalPrice: boolean;
  /** The footer's quality badge. */
  readonly qualityPromise: boolean;
  /** The footer's payment methods strip. */
  readonly paymentStrip: boolean;
  /** The e-invoice payment icon (when the xRechnung parameter enables it): the de shop and B2B. */
  readonly eInvoice: boolean;
  /** TWINT payment (when its feature flag is on): the Swiss shop. */
  readonly twint: boolean;
  /** Visitors without a session get the login flyout on non-public pages (B2B). */
  readonly loginRequired: boolean;
  /** Checkout has a payment step (not in B2B, which buys on its terms of payment). */
  readonly paymentStep: boolean;
  /** The summary takes an order comment. */
  readonly orderComment: boolean;
  /**
   * Prime membership is sold (the /prime offer, its checkout and waiting list): the consumer shops; a
   * school's account has no personal membership (docs/not-shown.md).
   */
  readonly prime: boolean;
}

/** When the home page's hero slider may rotate by itself. */
export interface HeroAutoplayStrategy {
  allowed(consentInteracted: boolean): boolean;
}

/** Small strategies where a store's behaviour differs, chosen by the profile. */
export interface StoreStrategies {
  readonly heroAutoplay: HeroAutoplayStrategy;
}

export interface StoreContact {
  /** The hotline in the selling points and service texts. */
  readonly hotline: string;
}

export interface StoreShipping {
  /** The family's shipping cost rule (rules/shipping.ts); the API's totals and the promise agree. */
  readonly rule: ShippingRule;
  /** Working days from dispatch to the door for an item in stock (the API's delivery text). */
  readonly deliveryDays: { readonly min: number; readonly max: number };
  /** Footer delivery icons in display order. */
  readonly carriers: readonly ShippingCarrier[];
}

export interface StoreHosts {
  /**
   * The store's origin on a developer machine (README "What runs where"). Deployments replace it with
   * RANZEN_PUBLIC_ORIGINS, the table that writes canonical URLs and picks the store for a host.
   */
  readonly localOrigin: string;
  /** First host label that picks this store within its family under any domain ('' for none). */
  readonly label: string;
}

/** The shop's logo: the drawn wordmark, or a host's own image. */
export interface StoreLogo {
  /** Main word of the wordmark; the image's text when `imageUrl` is set. */
  readonly wordmark: string;
  /** Second line or suffix of the wordmark, if any. */
  readonly tagline?: string;
  /** Intrinsic size (the SVG's viewBox, or the image's), so the header never shifts while loading. */
  readonly width: number;
  readonly height: number;
  /** Tagline below the wordmark instead of beside it. */
  readonly stacked: boolean;
  /** A logo image (SVG, PNG, …) shown instead of the drawn wordmark. */
  readonly imageUrl?: string;
}

/** Who the shop is: its name (the logo's accessible name, the footer's copyright) and its logo. */
export interface StoreBrand {
  readonly name: string;
  readonly logo: StoreLogo;
}

/**
 * The shop's calendar, the same for every store: a date is shown, and an order counted in a year, as it falls
 * in Germany, whatever the visitor's clock says.
 */
export const SHOP_TIME_ZONE = 'Europe/Berlin';

export interface StoreConfig {
  /** Stable id of the storefront, unique across families. */
  readonly id: StoreId;
  readonly family: StoreFamily;
  readonly storeCode: StoreCode;
  readonly language: ShopLanguage;
  /** Message catalogue language. */
  readonly messages: MessageLanguage;
  readonly currency: 'EUR';
  /** Country code as the API knows it (spec: de, at, ch, edu). */
  readonly country: 'de' | 'at' | 'ch' | 'edu';
  readonly features: StoreFeatures;
  readonly strategies: StoreStrategies;
  /** The message an in-stock delivery text starts with. */
  readonly inStockMessageKey: InStockMessageKey;
  readonly matrixCodeName: MatrixCodeName;
  readonly contact: StoreContact;
  readonly shipping: StoreShipping;
  readonly hosts: StoreHosts;
  /** Domains the e-mail field suggests: the country's list, then international. */
  readonly emailDomains: readonly string[];
  /** What a new address starts with in the address book and checkout (the B2B shop's buyers are schools). */
  readonly newAddress: { readonly country: AddressCountry; readonly formType: AddressFormType };
  /** The name and logo the header and footer show; a host's own store gives its own. */
  readonly brand: StoreBrand;
  /**
   * The same shop's stores per language, offered by the flag-style language switcher (the B2B shop's
   * German and English hosts); empty where the store has no switcher.
   */
  readonly languageVersions: readonly StoreId[];
  /**
   * The VAT rate in percent that the store's gross prices contain and its carts, orders, mails and invoices
   * state (decision 0035): the rate of the country the store delivers to.
   */
  readonly vatPercent: number;
}

// What a store family offers (spec storefront §1 "consumer and B2B differ in ..."): the features, the
// shipping rule, the hotline and the word in a host that selects the family. Each store profile
// (storeConfig.ts) takes its family's entry; a store changes only what differs (the Swiss TWINT).
export interface StoreFamilyProfile {
  readonly family: StoreFamily;
  /**
   * A word that makes any host containing it belong to this family ("any host
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

/** The consumer shops and the B2B educational shop. */
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
      paymentStep: true,
      orderComment: true,
      prime: true,
    },
    contact: { hotline: '0800 726 93 60' },
    shipping: { rule: { costCents: 495, freeFromCents: 5000 } },
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
      paymentStep: false,
      orderComment: true,
      prime: false,
    },
    contact: { hotline: '0800 726 93 61' },
    shipping: { rule: { costCents: 695, freeFromCents: 10000 } },
  },
} as const satisfies Readonly<Record<StoreFamily, StoreFamilyProfile>>;

/**
 * E-mail domain lists, most used first within each list.
 */
export const EMAIL_DOMAIN_LISTS = {
  germany: [
    'gmx.de',
    'web.de',
    't-online.de',
    'gmx.net',
    'freenet.de',
    'yahoo.de',
    'outlook.de',
    'posteo.de',
  ],
  austria: ['gmx.at', 'aon.at', 'a1.net', 'chello.at', 'yahoo.at', 'outlook.at'],
  switzerland: ['bluewin.ch', 'gmx.ch', 'hispeed.ch', 'sunrise.ch', 'yahoo.ch', 'outlook.ch'],
  international: ['gmail.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'yahoo.com'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

const GERMAN_EMAIL_DOMAINS = [...EMAIL_DOMAIN_LISTS.germany, ...EMAIL_DOMAIN_LISTS.international];

const AFTER_CONSENT: HeroAutoplayStrategy = { allowed: (consentInteracted) => consentInteracted };
/** Starts after cookie-consent interaction, or at once for the Swiss store." */
const AT_ONCE: HeroAutoplayStrategy = { allowed: () => true };

const { consumer, b2b } = STORE_FAMILIES;

/**
 * Standard VAT rates of the delivery countries (decision 0035): Germany's, Austria's (charged through the EU
 * one-stop shop) and Switzerland's (the shop is registered for Swiss VAT; the German VAT is not charged on
 * the export).
 */
const VAT_PERCENT = { germany: 19, austria: 20, switzerland: 8.1 } as const;

const EDUCATION_BRAND_NAME = 'Ranzen Education';

const consumerStore = {
  family: 'consumer',
  brand: { name: 'Ranzen', logo: { wordmark: 'Ranzen', width: 164, height: 40, stacked: false } },
  currency: 'EUR',
  features: consumer.features,
  strategies: { heroAutoplay: AFTER_CONSENT },
  contact: consumer.contact,
  emailDomains: GERMAN_EMAIL_DOMAINS,
  languageVersions: [],
  vatPercent: VAT_PERCENT.germany,
} as const;

const germanShipping: StoreShipping = {
  ...consumer.shipping,
  deliveryDays: { min: 1, max: 3 },
  carriers: ['parcel', 'carrier-c'],
};

const b2bStore = {
  family: 'b2b',
  brand: {
    name: EDUCATION_BRAND_NAME,
    logo: { wordmark: 'Ranzen', tagline: 'Education', width: 320, height: 40, stacked: false },
  },
  currency: 'EUR',
  storeCode: 'b2b',
  country: 'edu',
  features: b2b.features,
  strategies: { heroAutoplay: AFTER_CONSENT },
  inStockMessageKey: 'vue.deliveryStatus.inStock.b2b',
  contact: b2b.contact,
  emailDomains: GERMAN_EMAIL_DOMAINS,
  // Spec storefront §1: "separate hosts per language (German and English) and a flag-style language switcher".
  languageVersions: ['b2b-de', 'b2b-en'],
  newAddress: { country: 'DE', formType: 'companyOrSchool' },
  vatPercent: VAT_PERCENT.germany,
  shipping: { ...b2b.shipping, deliveryDays: { min: 2, max: 4 }, carriers: ['parcel', 'carrier-c'] },
} as const;

export const STORES: Readonly<Record<StoreId, StoreConfig>> = {
  de: {
    ...consumerStore,
    id: 'de',
    newAddress: { country: 'DE', formType: 'private' },
    storeCode: 'de',
    language: 'de-DE',
    messages: 'de',
    country: 'de',
    features: { ...consumer.features, eInvoice: true },
    inStockMessageKey: 'vue.deliveryStatus.inStock',
    matrixCodeName: 'bde_de',
    shipping: germanShipping,
    hosts: { localOrigin: 'http://localhost:3000', label: 'de' },
  },
  at: {
    ...consumerStore,
    id: 'at',
    newAddress: { country: 'AT', formType: 'private' },
    storeCode: 'at',
    language: 'de-AT',
    messages: 'de',
    country: 'at',
    inStockMessageKey: 'vue.deliveryStatus.inStock.at',
    matrixCodeName: 'bat_de',
    shipping: { ...consumer.shipping, deliveryDays: { min: 2, max: 4 }, carriers: ['parcel'] },
    hosts: { localOrigin: 'http://at.localhost:3000', label: 'at' },
    emailDomains: [...EMAIL_DOMAIN_LISTS.austria, ...EMAIL_DOMAIN_LISTS.international],
    vatPercent: VAT_PERCENT.austria,
  },
  ch: {
    ...consumerStore,
    id: 'ch',
    newAddress: { country: 'CH', formType: 'private' },
    storeCode: 'ch',
    language: 'de-CH',
    messages: 'de',
    country: 'ch',
    features: { ...consumer.features, twint: true },
    strategies: { heroAutoplay: AT_ONCE },
    inStockMessageKey: 'vue.deliveryStatus.inStock.ch',
    matrixCodeName: 'bch_ch',
    shipping: { ...consumer.shipping, deliveryDays: { min: 3, max: 5 }, carriers: ['national-post'] },
    hosts: { localOrigin: 'http://ch.localhost:3000', label: 'ch' },
    emailDomains: [...EMAIL_DOMAIN_LISTS.switzerland, ...EMAIL_DOMAIN_LISTS.international],
    vatPercent: VAT_PERCENT.switzerland,
  },
  'en-DE': {
    ...consumerStore,
    id: 'en-DE',
    newAddress: { country: 'DE', formType: 'private' },
    storeCode: 'de',
    language: 'en-DE',
    messages: 'en',
    country: 'de',
    features: { ...consumer.features, eInvoice: true },
    inStockMessageKey: 'vue.deliveryStatus.inStock',
    matrixCodeName: 'bde_de',
    shipping: germanShipping,
    hosts: { localOrigin: 'http://en.localhost:3000', label: 'en' },
  },
  'b2b-de': {
    ...b2bStore,
    id: 'b2b-de',
    language: 'de-DE',
    messages: 'de',
    matrixCodeName: 'b2b_de',
    hosts: { localOrigin: 'http://educational.localhost:3001', label: '' },
  },
  'b2b-en': {
    ...b2bStore,
    id: 'b2b-en',
    language: 'en-DE',
    messages: 'en',
    inStockMessageKey: 'vue.deliveryStatus.inStock.b2bEn',
    // Spec storefront §1: "the logo differs on the English B2B host (logo size 300 by 83)".
    brand: {
      name: EDUCATION_BRAND_NAME,
      logo: { wordmark: 'Ranzen', tagline: 'Education', width: 300, height: 83, stacked: true },
    },
    matrixCodeName: 'b2b_en',
    hosts: { localOrigin: 'http://en.educational.localhost:3001', label: 'en' },
  },
};

/** Every store id, in the order of STORES. */
export const STORE_IDS = Object.keys(STORES) as StoreId[];

/**
 * The profile for an id from outside (a header, the hydration state); undefined when unknown.
 *
 * @example
 * ```ts
 * storeById('at')?.language; // 'de-AT'
 * ```
 */
export function storeById(id: string): StoreConfig | undefined {
  const storeId = STORE_IDS.find((candidate) => candidate === id);
  return storeId === undefined ? undefined : STORES[storeId];
}
