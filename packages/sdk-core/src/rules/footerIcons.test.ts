// Spec storefront §2.8 "Payment icons" and "Delivery icons"; parameter names from §7.
import { describe, expect, it } from 'vitest';
import { STORES, type StoreConfig } from '../store/storeConfig';
import {
  type FooterIconFlags,
  footerDeliveryIcons,
  footerIconFlags,
  footerPaymentIcons,
} from './footerIcons';

interface Shop {
  readonly name: string;
  readonly store: StoreConfig;
}

const SHOPS: readonly Shop[] = [
  { name: 'de', store: STORES.de },
  { name: 'en-DE', store: STORES['en-DE'] },
  { name: 'at', store: STORES.at },
  { name: 'ch', store: STORES.ch },
  { name: 'b2b', store: STORES['b2b-de'] },
  { name: 'b2b-en', store: STORES['b2b-en'] },
];

/** Every combination of the four flags. */
const ALL_FLAGS: readonly FooterIconFlags[] = Array.from({ length: 16 }, (_, bits) => ({
  twintPayment: (bits & 1) !== 0,
  secondWalletActive: (bits & 2) !== 0,
  eInvoiceEnabled: (bits & 4) !== 0,
  carrierAActive: (bits & 8) !== 0,
}));

const OFF: FooterIconFlags = {
  twintPayment: false,
  secondWalletActive: false,
  eInvoiceEnabled: false,
  carrierAActive: false,
};
const ON: FooterIconFlags = {
  twintPayment: true,
  secondWalletActive: true,
  eInvoiceEnabled: true,
  carrierAActive: true,
};

describe('footerPaymentIcons (spec storefront §2.8 "Payment icons")', () => {
  it.each([
    ['de', OFF, ['wallet', 'invoice', 'card', 'card-2']],
    ['de', ON, ['wallet', 'invoice', 'card', 'wallet-2', 'e-invoice']],
    ['at', OFF, ['wallet', 'invoice', 'card', 'card-2']],
    ['at', ON, ['wallet', 'invoice', 'card', 'wallet-2', 'card-2']],
    ['ch', OFF, ['wallet', 'invoice', 'card', 'card-2']],
    ['ch', ON, ['wallet', 'invoice', 'card', 'twint', 'wallet-2', 'card-2']],
    ['b2b', OFF, ['wallet', 'invoice', 'card', 'card-2']],
    ['b2b', ON, ['wallet', 'invoice', 'card', 'wallet-2', 'e-invoice']],
  ] as const)('%s with flags %o shows %o', (name, flags, expected) => {
    const shop = SHOPS.find((candidate) => candidate.name === name);
    if (!shop) throw new Error(name);
    expect(footerPaymentIcons({ store: shop.store, flags })).toEqual(expected);
  });

  describe.each(SHOPS)('$name, every flag combination', (shop) => {
    it.each(ALL_FLAGS)('%o', (flags) => {
      const icons = footerPaymentIcons({ store: shop.store, flags });
      // "Always shown: a wallet payment, a buy-on-invoice icon and a card brand."
      expect(icons.slice(0, 3)).toEqual(['wallet', 'invoice', 'card']);
      // "A Swiss mobile payment icon: only when the shop is ch and the flag T134_Twint-Payment is on."
      expect(icons.includes('twint')).toBe(shop.store.storeCode === 'ch' && flags.twintPayment);
      // "A second wallet payment icon: only when available and activated."
      expect(icons.includes('wallet-2')).toBe(flags.secondWalletActive);
      // "E-invoice icon: for the de shop or B2B when enabled; otherwise a second card brand."
      const eInvoice =
        (shop.store.storeCode === 'de' || shop.store.family === 'b2b') && flags.eInvoiceEnabled;
      expect(icons.at(-1)).toBe(eInvoice ? 'e-invoice' : 'card-2');
      expect(icons.filter((icon) => icon === 'e-invoice' || icon === 'card-2')).toHaveLength(1);
      expect(new Set(icons).size).toBe(icons.length);
    });
  });
});

describe('footerDeliveryIcons (spec storefront §2.8 "Delivery icons")', () => {
  it.each([
    ['de', true, ['carrier-a', 'carrier-c']],
    ['de', false, ['carrier-b', 'carrier-c']],
    ['at', true, ['carrier-a']],
    ['at', false, ['carrier-b']],
    ['ch', true, ['national-post']],
    ['ch', false, ['national-post']],
    ['b2b', true, ['carrier-a', 'carrier-c']],
    ['b2b', false, ['carrier-b', 'carrier-c']],
  ] as const)('%s with carrier A %s shows %o', (name, carrierAActive, expected) => {
    const shop = SHOPS.find((candidate) => candidate.name === name);
    if (!shop) throw new Error(name);
    expect(footerDeliveryIcons({ store: shop.store, flags: { carrierAActive } })).toEqual(expected);
  });

  describe.each(SHOPS)('$name, every flag combination', (shop) => {
    it.each(ALL_FLAGS)('%o', (flags) => {
      const icons = footerDeliveryIcons({ store: shop.store, flags });
      // "Carrier A or carrier B: not on ch; carrier A when the shipping-carrier parameter is 'true'."
      expect(icons.includes('carrier-a')).toBe(shop.store.storeCode !== 'ch' && flags.carrierAActive);
      expect(icons.includes('carrier-b')).toBe(shop.store.storeCode !== 'ch' && !flags.carrierAActive);
      // "Carrier C: not on at and not on ch."
      expect(icons.includes('carrier-c')).toBe(
        shop.store.storeCode !== 'at' && shop.store.storeCode !== 'ch',
      );
      // "National post: ch only."
      expect(icons.includes('national-post')).toBe(shop.store.storeCode === 'ch');
    });
  });
});

describe('footerIconFlags (spec storefront §7 global parameters)', () => {
  it('reads the seeded parameter rows', () => {
    expect(
      footerIconFlags([
        { name: 'featureFlags', entry: 'T134_Twint-Payment', value: 'true' },
        { name: 'shippingCarrier', entry: 'dhl', value: 'true' },
        { name: 'shippingCarrier', entry: 'dpd', value: 'false' },
        { name: 'amazonPayV2Activation', entry: 'wallet', value: 'amazonpay.activated' },
        { name: 'paymentTypes', entry: 'xRechnung', value: 'true' },
      ]),
    ).toEqual(ON);
  });

  it('treats missing rows and any value but "true" as off', () => {
    expect(footerIconFlags([])).toEqual(OFF);
    expect(
      footerIconFlags([
        { name: 'featureFlags', entry: 'T134_Twint-Payment', value: 'TRUE' },
        { name: 'shippingCarrier', entry: 'dhl', value: null },
        { name: 'amazonPayV2Activation', entry: 'wallet', value: '1' },
        { name: 'paymentTypes', entry: 'xRechnung', value: 'false' },
        { name: 'shippingCarrier', entry: 'dpd', value: 'true' },
      ]),
    ).toEqual(OFF);
  });
});
