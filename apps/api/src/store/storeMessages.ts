// Texts the API writes into catalogue data, per message language (DESIGN §3 "i18n"). The storefront's
// catalogue (sdk-core MESSAGES) holds what pages show; these are values the API computes: delivery
// status texts (spec storefront §3.5), variant dimension names and the take-back note.
import type { MessageLanguage, StoreConfig } from '@ranzen/sdk-core/store';

const de = {
  notAvailable: 'Derzeit nicht lieferbar',
  fewLeft: 'Nur noch wenige Exemplare auf Lager',
  /** Starts with the in-stock message of the storefront's catalogue, which makes it green. */
  inStockToCustomer: 'Sofort lieferbar, in {min}-{max} Werktagen bei Ihnen',
  inStockToInstitution: 'Sofort lieferbar, Lieferung an Ihre Einrichtung in {min}-{max} Werktagen',
  colour: 'Farbe',
  size: 'Größe',
  material: 'Material',
  /** Take-back note for old electrical devices (ElektroG / EAG-VO / VREG). */
  oldElectricalDeviceInfo:
    'Wir nehmen Ihr Elektro-Altgerät beim Kauf eines gleichartigen Neugeräts kostenlos zurück.',
};

export type StoreMessageKey = keyof typeof de;

const en: Readonly<Record<StoreMessageKey, string>> = {
  notAvailable: 'Currently not available',
  fewLeft: 'Only a few left in stock',
  inStockToCustomer: 'In stock, delivered in {min}-{max} working days',
  inStockToInstitution: 'In stock, delivered to your institution in {min}-{max} working days',
  colour: 'Colour',
  size: 'Size',
  material: 'Material',
  oldElectricalDeviceInfo:
    'We take back your old electrical device free of charge when you buy a new one of the same kind.',
};

export const STORE_MESSAGES: Readonly<Record<MessageLanguage, Readonly<Record<StoreMessageKey, string>>>> = {
  de,
  en,
};

/** The store's text for a key, `{name}` placeholders filled. */
export function storeText(
  store: Pick<StoreConfig, 'messages'>,
  key: StoreMessageKey,
  values: Readonly<Record<string, number | string>> = {},
): string {
  return STORE_MESSAGES[store.messages][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
