// Catalogue texts in the store's language (issue 21 "the English stores read English"; storefront §1 shop
// languages): a product or category row holds its German texts in its own columns and the other
// languages in `translations`; a store reads its language's text and falls back to the German one where
// the translation is missing, text by text.
import { languageCounterpartPath } from '@ranzen/sdk-core/routes';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import type { CatalogueTranslations } from '../db/schema';

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
