// What every page tells the document head (spec storefront §9 "Indexing", DESIGN §2: title, robots
// and description are in the first HTML bytes). Loaders return it; the server writes it into <head>
// and the browser copies the title after a client-side navigation. The other head tags (robots,
// canonical, hreflang, Open Graph; server/headTags.ts) stay as the server rendered them: crawlers
// read the server's HTML of each URL, and nothing in the page reads them after a navigation.
export interface PageMeta {
  readonly title: string;
  readonly description?: string | null;
  readonly robots: string;
}

export interface WithMeta {
  readonly meta: PageMeta;
}

export function hasMeta(value: unknown): value is WithMeta {
  if (typeof value !== 'object' || value === null || !('meta' in value)) return false;
  const meta = (value as { meta: unknown }).meta;
  return typeof meta === 'object' && meta !== null && typeof (meta as { title?: unknown }).title === 'string';
}
