// Listing constants (spec storefront §9 "Business constants and limits", §2.1 category query).

/** Spec storefront §9: products per page. */
export const PRODUCTS_PER_PAGE = 60;
/** Spec storefront §9: the page query parameter defaults to 1. */
export const DEFAULT_PAGE = 1;
/** Spec storefront §9: a recommendation carousel loads its first four images eagerly; we apply the
 * same budget to the first row of a listing so the largest above-the-fold images are not lazy. */
export const EAGER_LISTING_IMAGES = 4;

/** Reads the one-based page parameter `p`; anything that is not a positive integer is page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return DEFAULT_PAGE;
  const page = Number.parseInt(value, 10);
  return page >= 1 ? page : DEFAULT_PAGE;
}

/** Zero-based paging offset for a one-based page. */
export function pagingFor(page: number): { offset: number; limit: number } {
  return { offset: (page - 1) * PRODUCTS_PER_PAGE, limit: PRODUCTS_PER_PAGE };
}
