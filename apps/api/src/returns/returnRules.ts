// What a return may be (spec shopping §3 "Return order", "Client selection"; §4 "Returns"; not shown in the
// spec, our choices are in docs/not-shown.md): the reasons of every line, the regulations for a selection,
// the carriers for an order, and the limits of one selected line.
import type { MessageLanguage } from '@ranzen/sdk-core/store';
import type { ReturnOption, ReturnReason } from '../generated/resolvers';

export const RETURN_REASONS: readonly ReturnReason[] = [
  'DEFECTIVE',
  'WRONG_ITEM',
  'NOT_AS_DESCRIBED',
  'NO_LONGER_NEEDED',
  'OTHER',
];
/** An order shipped by forwarder is collected by the forwarder: no parcel label. */
const FORWARDER_SHIPPER = 'spedition';

/** The message key of each refused selection or submit (spec §8 "Return submit: isError and errorMsg"). */
export const RETURN_ERRORS = {
  notFound: 'vue.returns.error.notFound',
  items: 'vue.returns.error.items',
  comment: 'vue.returns.error.comment',
  images: 'vue.returns.error.images',
  regulation: 'vue.returns.error.regulation',
  carrier: 'vue.returns.error.carrier',
  labels: 'vue.returns.error.labels',
  contact: 'vue.returns.error.contact',
} as const;

const REGULATION_NAMES: Record<MessageLanguage, Record<'REFUND' | 'EXCHANGE', string>> = {
  de: { REFUND: 'Geld zurück', EXCHANGE: 'Umtausch gegen den gleichen Artikel' },
  en: { REFUND: 'Refund', EXCHANGE: 'Exchange for the same article' },
};

const CARRIER_NAMES: Record<string, string> = { dhl: 'DHL', dpd: 'DPD' };

/** A refund always; an exchange unless an article is no longer needed (nothing to exchange it for). */
export function regulationsFor(reasons: readonly ReturnReason[], language: MessageLanguage): ReturnOption[] {
  const codes: ('REFUND' | 'EXCHANGE')[] = reasons.includes('NO_LONGER_NEEDED')
    ? ['REFUND']
    : ['REFUND', 'EXCHANGE'];
  return codes.map((code) => ({ code, name: REGULATION_NAMES[language][code] }));
}

/** DHL always, DPD while its carrier switch is on; none (nolabel) for an order shipped by forwarder. */
export function carriersFor(shipperCode: string, dpdEnabled: boolean): ReturnOption[] {
  if (shipperCode === FORWARDER_SHIPPER) return [];
  const codes = dpdEnabled ? ['dhl', 'dpd'] : ['dhl'];
  return codes.map((code) => ({ code, name: CARRIER_NAMES[code] ?? code }));
}
