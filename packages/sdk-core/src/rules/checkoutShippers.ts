// Shipper rules of the checkout's shipping step (shopping §4 "Shipper rules", §8 shipper info codes, §9
// shipper codes dhl, dpd, spedition). Pure: the API applies them to the cart it answers and refuses a
// disabled shipper; the storefront shows the same enabled flags and info codes.
import type { DeliveryType } from '../graphql/generated';

/** Shipper codes, in the order the default (first enabled) is chosen. */
export const SHIPPER_CODES = ['dhl', 'dpd', 'spedition'] as const;
export type ShipperCode = (typeof SHIPPER_CODES)[number];

export const isShipperCode = (value: string): value is ShipperCode =>
  (SHIPPER_CODES as readonly string[]).includes(value);

/** Info codes of a disabled shipper. */
export const PACKSTATION_DHL_ONLY = 'PACKSTATION-DHL-ONLY';
export const DHL_GERMANY_ONLY = 'DHL-GERMANY-ONLY';
/**
 * Not in the spec (docs/not-shown.md): a cart of bulky goods goes by freight only, so the parcel carriers
 * are disabled with this code and spedition is the one enabled shipper.
 */
export const SPEDITION_BULKY_GOODS = 'SPEDITION-BULKY-GOODS';
export type ShipperInfoCode =
  | typeof PACKSTATION_DHL_ONLY
  | typeof DHL_GERMANY_ONLY
  | typeof SPEDITION_BULKY_GOODS;

/** DHL delivers in Germany only. */
export const DHL_COUNTRY = 'DE';

/**
 * Bulky goods (the decision the spec leaves open, docs/not-shown.md): the catalogue has no freight-only
 * articles, so the rule is by amount: a cart of at least this many articles (a school's class set) is
 * palletised and ships by spedition. Below it spedition is not offered.
 */
export const SPEDITION_MIN_ARTICLES = 200;

export const isBulkyCart = (articleCount: number): boolean => articleCount >= SPEDITION_MIN_ARTICLES;

export interface ShipperRuleInput {
  readonly deliveryType: DeliveryType;
  /** ISO country of the delivery address (shipping address, else billing address), upper case. */
  readonly deliveryCountry: string;
  /** The stored choice; null for the default. */
  readonly selectedCode: string | null;
  /** Units in the cart (isBulkyCart). */
  readonly articleCount: number;
}

export interface ShipperState {
  readonly code: ShipperCode;
  readonly enabled: boolean;
  readonly selected: boolean;
  /** Why the shipper is disabled (empty when enabled). */
  readonly infoCodes: readonly ShipperInfoCode[];
}

function disabledBy(code: ShipperCode, input: ShipperRuleInput): ShipperInfoCode[] {
  const reasons: ShipperInfoCode[] = [];
  const bulky = isBulkyCart(input.articleCount);
  if (code !== 'spedition' && bulky) reasons.push(SPEDITION_BULKY_GOODS);
  if (input.deliveryType === 'packstation' && code !== 'dhl') reasons.push(PACKSTATION_DHL_ONLY);
  if (code === 'dhl' && input.deliveryCountry !== DHL_COUNTRY) reasons.push(DHL_GERMANY_ONLY);
  return reasons;
}

/**
 * The shippers offered for the cart, each enabled or disabled with its info codes, and the selected one:
 * the stored choice while it is enabled, else the default (the first enabled). So packstation in Germany
 * selects dhl (the only one enabled); outside Germany no parcel shipper reaches a packstation. Spedition
 * is listed only for bulky goods.
 *
 * @example
 * ```ts
 * checkoutShippers({ deliveryType: 'packstation', deliveryCountry: 'DE', selectedCode: null, articleCount: 3 })
 *   .filter((shipper) => shipper.selected)
 *   .map((shipper) => shipper.code); // [ 'dhl' ]
 * ```
 */
export function checkoutShippers(input: ShipperRuleInput): ShipperState[] {
  const offered = SHIPPER_CODES.filter((code) => code !== 'spedition' || isBulkyCart(input.articleCount));
  const states = offered.map((code) => {
    const infoCodes = disabledBy(code, input);
    return { code, enabled: infoCodes.length === 0, infoCodes };
  });
  const stored = states.find((state) => state.enabled && state.code === input.selectedCode);
  const selected = stored ?? states.find((state) => state.enabled);
  return states.map((state) => ({ ...state, selected: state === selected }));
}

/**
 * The selected shipper, or undefined when none is enabled (the shipping step is then not valid).
 *
 * @example
 * ```ts
 * selectedShipper(checkoutShippers({ deliveryType: 'packstation', deliveryCountry: 'DE', selectedCode: null, articleCount: 1 }))?.code; // 'dhl'
 * ```
 */
export function selectedShipper(states: readonly ShipperState[]): ShipperState | undefined {
  return states.find((state) => state.selected);
}

/**
 * The stored shipper after the addresses or the delivery type changed: kept when the
 * delivery country is Germany, else reset to the default (null).
 *
 * @example
 * ```ts
 * shipperAfterAddressChange('dpd', 'DE'); // 'dpd'
 * shipperAfterAddressChange('dpd', 'AT'); // null
 * ```
 */
export function shipperAfterAddressChange(storedCode: string | null, deliveryCountry: string): string | null {
  return deliveryCountry === DHL_COUNTRY ? storedCode : null;
}
