// Recommendations (spec storefront §2.10 "recommendations" element type, §7 recommendations, §9
// "Recommendation carousel"): how many a carousel asks for, and whether a page's CMS rows hold the
// element, so a page loads the store's recommendations only when it shows them.
/** The CMS element type that shows the store's recommendations. */
export const RECOMMENDATIONS_ELEMENT_TYPE = 'recommendations';

/** The carousel renders five slides at first (slider.ts); twelve give it something to scroll to. */
export const RECOMMENDATIONS_LIMIT = 12;

export interface CmsRowCells {
  readonly cells: readonly { readonly elementType: string }[];
}

/**
 * Whether CMS rows hold a recommendations element.
 *
 * @example
 * ```ts
 * showsRecommendations(page.rows); // true when a cell's elementType is 'recommendations'
 * ```
 */
export function showsRecommendations(rows: readonly CmsRowCells[]): boolean {
  return rows.some((row) => row.cells.some((cell) => cell.elementType === RECOMMENDATIONS_ELEMENT_TYPE));
}
