// The category tree the header shows (spec storefront §2.6, §4 "Children are fetched lazily when
// missing"): the server-rendered levels with the lazily loaded children merged in.
import type { NavigationItem } from '@ranzen/ui';

/** Children loaded by id; null when loading them failed. */
export type LoadedChildren = ReadonlyMap<string, readonly NavigationItem[] | null>;

/**
 * Puts loaded children into the tree. An item whose children failed to load is shown without
 * children, so its panel still offers 'all in {category}' instead of loading forever.
 */
export function withLoadedChildren(
  items: readonly NavigationItem[],
  loaded: LoadedChildren,
): readonly NavigationItem[] {
  if (loaded.size === 0) return items;
  return items.map((item) => {
    const children = loaded.get(item.id);
    if (children === null) return { ...item, hasChildren: false, children: [] };
    const next = children ?? item.children;
    return { ...item, children: next ? withLoadedChildren(next, loaded) : next };
  });
}

/** The sale category the sale panel links to (flag T216-Sale-Aktion): the first top category flagged as sale. */
export function saleCategoryUrl(items: readonly NavigationItem[]): string | undefined {
  return items.find((item) => item.isSale && !item.isExcludedFromNav)?.categoryUrl;
}
