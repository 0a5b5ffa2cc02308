// Category navigation (storefront §2.6, §3.10): the tree below a root, at most three levels deep.
// The tree is a few dozen rows, so it is read whole, shaped in memory and kept per process until the next
// catalogue write (lookupCache).

import { routePath } from '@ranzen/sdk-core/routes';
import { NAVIGATION_DEPTH } from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { asc } from 'drizzle-orm';
import { inStoreLanguage } from '../catalog/catalogueLanguage';
import { perDbCache } from '../catalog/lookupCache';
import type { Db } from '../db/client';
import { categories } from '../db/schema';
import type { BreadcrumbEntry, NavigationItem } from '../generated/resolvers';

export type CategoryRecord = typeof categories.$inferSelect;

export interface CategoryIndex {
  byId: Map<string, CategoryRecord>;
  children: Map<string | null, CategoryRecord[]>;
}

async function readCategoryIndex(db: Db): Promise<CategoryIndex> {
  const rows = await db.select().from(categories).orderBy(asc(categories.level), asc(categories.position));
  const byId = new Map<string, CategoryRecord>();
  const children = new Map<string | null, CategoryRecord[]>();
  for (const row of rows) {
    byId.set(row.id, row);
    const siblings = children.get(row.parentId) ?? [];
    siblings.push(row);
    children.set(row.parentId, siblings);
  }
  return { byId, children };
}

export const loadCategoryIndex = perDbCache(readCategoryIndex);

export function categoryUrl(id: string): string {
  return routePath('category', { id });
}

/** The languages a store reads category names in (its message language). */
export type CategoryLanguage = Pick<StoreConfig, 'messages'>;

/** Root first, the category itself last, named in the store's language. */
export function breadcrumbOf(index: CategoryIndex, id: string, store: CategoryLanguage): BreadcrumbEntry[] {
  const trail: BreadcrumbEntry[] = [];
  let current = index.byId.get(id);
  while (current) {
    trail.unshift({
      id: current.id,
      name: inStoreLanguage(current, 'name', store),
      url: categoryUrl(current.id),
    });
    current = current.parentId ? index.byId.get(current.parentId) : undefined;
  }
  return trail;
}

export function navigationItem(
  index: CategoryIndex,
  row: CategoryRecord,
  depth: number,
  store: CategoryLanguage,
): NavigationItem {
  const kids = index.children.get(row.id) ?? [];
  return {
    id: row.id,
    name: inStoreLanguage(row, 'name', store),
    categoryUrl: categoryUrl(row.id),
    hasChildren: kids.length > 0,
    children: depth > 1 ? kids.map((kid) => navigationItem(index, kid, depth - 1, store)) : [],
    isSale: row.isSale,
    isExcludedFromNav: row.isExcludedFromNav,
  };
}

/** The children of rootId (top level when null), `level` levels deep; an unknown root gives []. */
export async function navigationTree(
  db: Db,
  rootId: string | null,
  level: number,
  store: CategoryLanguage,
): Promise<NavigationItem[]> {
  const depth = Math.max(1, Math.min(NAVIGATION_DEPTH, Math.trunc(level)));
  const index = await loadCategoryIndex(db);
  if (rootId !== null && !index.byId.has(rootId)) return [];
  return (index.children.get(rootId) ?? []).map((row) => navigationItem(index, row, depth, store));
}
