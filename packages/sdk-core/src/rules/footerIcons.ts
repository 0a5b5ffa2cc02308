// Footer payment and delivery icons (spec storefront §2.8 "Payment icons", "Delivery icons"; the
// global parameters that switch them are listed in §7). Pure: the caller reads the parameters and
// passes booleans, so the same rule serves the server render, the client and the tests. Which store
// offers what (TWINT, e-invoice, the carriers) is the store profile's (store/storeConfig.ts).
import type { ShippingCarrier, StoreConfig } from '../store/storeConfig';
import { AMAZON_PAY_ACTIVATION, isAmazonPayActivated } from './amazonPayExpress';
import { isParameterOn, type ParameterRowLike } from './globalParameters';

export type FooterPaymentIcon = 'wallet' | 'invoice' | 'card' | 'twint' | 'wallet-2' | 'e-invoice' | 'card-2';
export type FooterDeliveryIcon = 'carrier-a' | 'carrier-b' | 'carrier-c' | 'national-post';

export interface FooterIconFlags {
  /** Feature flag T134_Twint-Payment is on. */
  readonly twintPayment: boolean;
  /** amazonPayV2Activation holds the wallet activation value amazonpay.activated (amazonPayExpress.ts). */
  readonly secondWalletActive: boolean;
  /** paymentTypes entry xRechnung is enabled. */
  readonly eInvoiceEnabled: boolean;
  /** The shipping-carrier parameter for carrier A is 'true'. */
  readonly carrierAActive: boolean;
}

export interface FooterPaymentIconsInput {
  readonly store: Pick<StoreConfig, 'features'>;
  readonly flags: Pick<FooterIconFlags, 'twintPayment' | 'secondWalletActive' | 'eInvoiceEnabled'>;
}

export interface FooterDeliveryIconsInput {
  readonly store: Pick<StoreConfig, 'shipping'>;
  readonly flags: Pick<FooterIconFlags, 'carrierAActive'>;
}

/** The global parameters (name, entry) behind each flag. */
export const FOOTER_ICON_PARAMETERS = {
  twintPayment: { name: 'featureFlags', entry: 'T134_Twint-Payment' },
  secondWalletActive: AMAZON_PAY_ACTIVATION,
  eInvoiceEnabled: { name: 'paymentTypes', entry: 'xRechnung' },
  carrierAActive: { name: 'shippingCarrier', entry: 'dhl' },
} as const satisfies Record<keyof FooterIconFlags, { name: string; entry: string }>;

/**
 * Reads the flags from global parameter rows as the API returns them; a missing row is off.
 *
 * @example
 * ```ts
 * footerIconFlags([]); // { twintPayment: false, secondWalletActive: false, eInvoiceEnabled: false, carrierAActive: false }
 * ```
 */
export function footerIconFlags(parameters: readonly ParameterRowLike[]): FooterIconFlags {
  const isOn = (key: { name: string; entry: string }) => isParameterOn(parameters, key);
  return {
    twintPayment: isOn(FOOTER_ICON_PARAMETERS.twintPayment),
    secondWalletActive: isAmazonPayActivated(parameters),
    eInvoiceEnabled: isOn(FOOTER_ICON_PARAMETERS.eInvoiceEnabled),
    carrierAActive: isOn(FOOTER_ICON_PARAMETERS.carrierAActive),
  };
}

/**
 * Payment icons in display order. "E-invoice for the de shop or B2B when enabled" is read as: the
 * xRechnung parameter gates it in both shops; everywhere else the slot shows a second card brand.
 *
 * @example
 * ```ts
 * const flags = { twintPayment: false, secondWalletActive: false, eInvoiceEnabled: false };
 * footerPaymentIcons({ store: STORES.de, flags }); // [ 'wallet', 'invoice', 'card', 'card-2' ]
 * ```
 */
export function footerPaymentIcons({ store, flags }: FooterPaymentIconsInput): FooterPaymentIcon[] {
  const icons: FooterPaymentIcon[] = ['wallet', 'invoice', 'card'];
  if (store.features.twint && flags.twintPayment) icons.push('twint');
  if (flags.secondWalletActive) icons.push('wallet-2');
  icons.push(store.features.eInvoice && flags.eInvoiceEnabled ? 'e-invoice' : 'card-2');
  return icons;
}

/**
 * Delivery icons in display order: the store's carriers, carrier A's slot switched by its parameter.
 *
 * @example
 * ```ts
 * footerDeliveryIcons({ store: STORES.de, flags: { carrierAActive: true } }); // [ 'carrier-a', 'carrier-c' ]
 * ```
 */
export function footerDeliveryIcons({ store, flags }: FooterDeliveryIconsInput): FooterDeliveryIcon[] {
  const icon = (carrier: ShippingCarrier): FooterDeliveryIcon => {
    if (carrier !== 'parcel') return carrier;
    return flags.carrierAActive ? 'carrier-a' : 'carrier-b';
  };
  return store.shipping.carriers.map(icon);
}
