// Shipping-step data for the stories and tests of the checkout's shipping components (spec shopping §3
// shippers, §8 shipper info codes).
import type { SavedAddressOption } from './SavedAddressChoice';
import type { ShipperOption } from './ShipperChoice';

export const germanShippers: readonly ShipperOption[] = [
  { code: 'dhl', name: 'DHL', enabled: true, selected: true, infoCodes: [], costs: '4,95 €' },
  { code: 'dpd', name: 'DPD', enabled: true, selected: false, infoCodes: [], costs: '5,95 €' },
];

/** A parcel station: only DHL delivers there. */
export const parcelStationShippers: readonly ShipperOption[] = [
  { code: 'dhl', name: 'DHL', enabled: true, selected: true, infoCodes: [], costs: '4,95 €' },
  {
    code: 'dpd',
    name: 'DPD',
    enabled: false,
    selected: false,
    infoCodes: ['PACKSTATION-DHL-ONLY'],
    costs: '5,95 €',
  },
];

/** A parcel station in Austria: nobody delivers there. */
export const noShippers: readonly ShipperOption[] = [
  { code: 'dhl', name: 'DHL', enabled: false, selected: false, infoCodes: ['DHL-GERMANY-ONLY'], costs: null },
  {
    code: 'dpd',
    name: 'DPD',
    enabled: false,
    selected: false,
    infoCodes: ['PACKSTATION-DHL-ONLY'],
    costs: null,
  },
];

export const savedAddresses: readonly SavedAddressOption[] = [
  { addressId: 'a1', label: 'Anna Berg, Schulweg 1, 10115 Berlin' },
  { addressId: 'a2', label: 'Grundschule am See, Seestraße 4, 14467 Potsdam' },
];
