// Mobile search on arrival (spec storefront §4 "Mobile search and refresh": the mobile search is shown
// on first visit except on product pages). "First visit" is the browser's first page view of the shop,
// remembered in local storage (docs/not-shown.md); a product page keeps its own content in view.
import type { RouteName } from '../routes/routeTable';

/** Local-storage key that marks a browser as having visited the shop. */
export const VISITED_STORAGE_KEY = 'ranzen-visited';

/** The part of the Storage API this rule needs (window.localStorage, or a map in tests). */
export interface VisitStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Records this page view and tells whether it is the browser's first. Storage that fails (blocked,
 * full, private mode) counts as a known visitor: the search then never opens by itself.
 */
export function recordVisit(getStorage: () => VisitStorage | undefined): boolean {
  try {
    // Reading window.localStorage itself throws where storage is blocked.
    const storage = getStorage();
    if (!storage || storage.getItem(VISITED_STORAGE_KEY) !== null) return false;
    storage.setItem(VISITED_STORAGE_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

export function opensMobileSearchOnArrival(firstVisit: boolean, route: RouteName): boolean {
  return firstVisit && route !== 'product';
}
