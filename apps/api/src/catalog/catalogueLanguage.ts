// Catalogue texts in the store's language (issue 21 "the English stores read English"; storefront §1 shop
// languages): a product, item or category row holds its German texts in its own columns and the other
// languages in `translations`, and a value many rows share (a colour, size, material, age group or badge
// name) is translated once in catalogue_values; a store reads its language's text and falls back to the
// German one where the translation is missing, text by text.
import { languageCounterpartPath } from '@ranzen/sdk-core/routes';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { type CatalogueTranslations, catalogueValues, type ItemTexts, type ValueTexts } from '../db/schema';
import { perDbCache } from './lookupCache';

/** One text of a product or category row in the store's language, else the row's German text. */
export function inStoreLanguage<Texts, Key extends keyof Texts>(
  row: Pick<Texts, Key> & { readonly translations: CatalogueTranslations<Texts> },
  key: Key,
  store: Pick<StoreConfig, 'messages'>,
): Texts[Key] {
  const translated: Texts | undefined = row.translations[store.messages];
  const german: Pick<Texts, Key> = row;
  return translated?.[key] ?? german[key];
}

/**
 * A link of a product's editorial content (teasers) in the store's language: the content is written in
 * German, so a link to one of the shop's content pages becomes that page's path in the store's language
 * (`/service/spielwarensicherheit/` is `/service/toy-safety/` on the English hosts); any other link stays.
 */
export function linkInStoreLanguage(path: string, store: Pick<StoreConfig, 'family' | 'messages'>): string {
  return languageCounterpartPath(path, { family: store.family, messages: 'de' }, store);
}

/** The translations of the catalogue's shared values, by German value (table catalogue_values). */
export type CatalogueValueTranslations = ReadonlyMap<string, CatalogueTranslations<ValueTexts>>;

/** The shared values' translations, kept per catalogue version like the other lookups (lookupCache). */
export const loadCatalogueValueTranslations = perDbCache<CatalogueValueTranslations>(async (db) => {
  const rows = await db.select().from(catalogueValues);
  return new Map(rows.map((row) => [row.value, row.translations]));
});

/** A shared catalogue value (colour, size, material, age group, badge name, price note) in the store's language. */
export function valueInStoreLanguage(
  value: string,
  translations: CatalogueValueTranslations,
  store: Pick<StoreConfig, 'messages'>,
): string {
  return inStoreLanguage({ value, translations: translations.get(value) ?? {} }, 'value', store);
}

/**
 * An item as the store shows it: its name, its variant values (colour, size) and its special price's note
 * in the store's language.
 * Everything downstream (variant picker and selection, cart, wish list, the copy an order keeps) reads the
 * item's texts from here, so a store never mixes languages within one answer.
 */
export function itemInStoreLanguage<Item extends ItemTextRow>(
  item: Item,
  values: CatalogueValueTranslations,
  store: Pick<StoreConfig, 'messages'>,
): Item {
  const value = (german: string | null) =>
    german === null ? null : valueInStoreLanguage(german, values, store);
  return {
    ...item,
    name: inStoreLanguage(item, 'name', store),
    colour: value(item.colour),
    size: value(item.size),
    specialPriceDescription: value(item.specialPriceDescription),
  };
}

/** The texts of an item row a store translates. */
interface ItemTextRow {
  readonly name: string;
  readonly colour: string | null;
  readonly size: string | null;
  readonly specialPriceDescription: string | null;
  readonly translations: CatalogueTranslations<ItemTexts>;
}
