// Seeded search data (issue 4): the shop's search rules and its curated popular searches. Rules refer to
// categories by name so they follow the seeded category tree.

/** A search rule before its target is resolved; `query` is as a shopper types it. */
export type SeedSearchRule =
  | { kind: 'redirect'; query: string; categoryName: string }
  | { kind: 'rewrite'; query: string; targetQuery: string }
  | { kind: 'long-tail'; query: string; targetQuery: string; filters: { name: string; values: string[] }[] };

export const SEED_SEARCH_RULES: readonly SeedSearchRule[] = [
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

/** Curated popular searches shown for an empty query (storefront §4 'popular searches'), most popular first. */
export const POPULAR_SEARCHES: readonly string[] = [
  'Schulranzen',
  'Buntstifte',
  'Schulfüller',
  'Deckfarbkasten',
  'Federmäppchen',
  'Textmarker',
  'Bastelschere',
  'Holzbausteine',
];
