// Seeded search data (issue 4): the shop's search rules and its curated popular searches, per stores'
// language (issue 21: the English stores search in English). Rules refer to categories by their German name
// so they follow the seeded category tree; a long-tail rule's filter values are the catalogue's German values,
// which every store filters by (FacetValue.value).
import type { MessageLanguage } from '@ranzen/sdk-core/store';

/** A search rule before its target is resolved; `query` is as a shopper types it. */
export type SeedSearchRule =
  | { kind: 'redirect'; query: string; categoryName: string }
  | { kind: 'rewrite'; query: string; targetQuery: string }
  | { kind: 'long-tail'; query: string; targetQuery: string; filters: { name: string; values: string[] }[] };

const GERMAN_RULES: readonly SeedSearchRule[] = [
  // "Ranzen" is what parents type; the school-bag category is the better landing page than a hit list.
  { kind: 'redirect', query: 'Ranzen', categoryName: 'Schulranzen & Taschen' },
  { kind: 'redirect', query: 'Tornister', categoryName: 'Schulranzen & Taschen' },
  { kind: 'redirect', query: 'Schulmöbel', categoryName: 'Klassenzimmer-Möbel' },
  // Everyday words for what the catalogue names differently. (Compound heads such as "Füller" need no rule:
  // the search finds the compounds ending in a word.)
  { kind: 'rewrite', query: 'Tuschkasten', targetQuery: 'Deckfarbkasten' },
  // Colour words in the query become the colour filter.
  {
    kind: 'long-tail',
    query: 'rote Buntstifte',
    targetQuery: 'Buntstifte',
    filters: [{ name: 'colour', values: ['Rot'] }],
  },
  {
    kind: 'long-tail',
    query: 'blaue Schulranzen',
    targetQuery: 'Schulranzen',
    filters: [{ name: 'colour', values: ['Blau'] }],
  },
  {
    kind: 'long-tail',
    query: 'pinke Federmäppchen',
    targetQuery: 'Federmäppchen',
    filters: [{ name: 'colour', values: ['Pink'] }],
  },
];

const ENGLISH_RULES: readonly SeedSearchRule[] = [
  // A satchel is what British parents call a school bag; the category is the better landing page.
  { kind: 'redirect', query: 'satchel', categoryName: 'Schulranzen & Taschen' },
  { kind: 'redirect', query: 'school furniture', categoryName: 'Klassenzimmer-Möbel' },
  // The American spelling and the everyday word for what the catalogue calls coloured pencils.
  { kind: 'rewrite', query: 'colored pencils', targetQuery: 'coloured pencils' },
  { kind: 'rewrite', query: 'crayons', targetQuery: 'coloured pencils' },
  {
    kind: 'long-tail',
    query: 'red coloured pencils',
    targetQuery: 'coloured pencils',
    filters: [{ name: 'colour', values: ['Rot'] }],
  },
  {
    kind: 'long-tail',
    query: 'blue school bags',
    targetQuery: 'school bags',
    filters: [{ name: 'colour', values: ['Blau'] }],
  },
  {
    kind: 'long-tail',
    query: 'pink pencil cases',
    targetQuery: 'pencil cases',
    filters: [{ name: 'colour', values: ['Pink'] }],
  },
];

/** The search rules of the stores of each language. */
export const SEED_SEARCH_RULES: Readonly<Record<MessageLanguage, readonly SeedSearchRule[]>> = {
  de: GERMAN_RULES,
  en: ENGLISH_RULES,
};

/**
 * Curated popular searches shown for an empty query (storefront §4 'popular searches'), most popular first,
 * per stores' language.
 */
export const POPULAR_SEARCHES: Readonly<Record<MessageLanguage, readonly string[]>> = {
  de: [
    'Schulranzen',
    'Buntstifte',
    'Schulfüller',
    'Deckfarbkasten',
    'Federmäppchen',
    'Textmarker',
    'Bastelschere',
    'Holzbausteine',
  ],
  en: [
    'School Bags',
    'Coloured Pencils',
    'School Fountain Pen',
    'Paint Box',
    'Pencil Case',
    'Highlighter',
    'Craft Scissors',
    'Wooden Blocks',
  ],
};
