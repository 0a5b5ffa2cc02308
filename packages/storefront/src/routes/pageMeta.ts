// What every page tells the document head (spec storefront §9 "Indexing", DESIGN §2: title, robots
// and description are in the first HTML bytes). Loaders return it; the server writes it into <head>
// and the browser copies the title on client navigation.
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

/** The deepest matched route's meta wins, like nested layouts in a document head. */
export function deepestMeta(loaderData: Readonly<Record<string, unknown>>, routeIds: readonly string[]) {
  for (let index = routeIds.length - 1; index >= 0; index -= 1) {
    const id = routeIds[index];
    const value = id === undefined ? undefined : loaderData[id];
    if (hasMeta(value)) return value.meta;
  }
  return null;
}
