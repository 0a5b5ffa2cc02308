// Parcel tracking per carrier (shopping §3 "Order" shipments' trackingCode and trackingLink; issue 18): the
// carriers are the checkout's shipper codes (shopping §9 dhl, dpd, spedition). The code formats follow the
// carriers' own (DHL parcel numbers of 20 digits, DPD of 14); a freight forwarder has no public tracking page.
import type { ShipperCode } from '@ranzen/sdk-core/rules';

interface CarrierTracking {
  readonly prefix: string;
  /** Random digits after the prefix. */
  readonly digits: number;
  readonly link: ((code: string) => string) | null;
}

const TRACKING: Readonly<Record<ShipperCode, CarrierTracking>> = {
  dhl: {
    prefix: '00340434',
    digits: 12,
    link: (code) =>
      `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${encodeURIComponent(code)}`,
  },
  dpd: {
    prefix: '0',
    digits: 13,
    link: (code) => `https://tracking.dpd.de/status/de_DE/parcel/${encodeURIComponent(code)}`,
  },
  spedition: { prefix: 'SP', digits: 10, link: null },
};

/** A tracking code in the carrier's format; `digit` gives each random digit (0-9). */
export function trackingCode(carrier: ShipperCode, digit: () => number): string {
  const { prefix, digits } = TRACKING[carrier];
  return prefix + Array.from({ length: digits }, digit).join('');
}

/** The carrier's public tracking page for a code, null when it has none. */
export function trackingLink(carrier: ShipperCode, code: string): string | null {
  return TRACKING[carrier].link?.(code) ?? null;
}
