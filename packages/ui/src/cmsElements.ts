// CMS element registry (spec storefront §2.10): cells are rendered by elementType; unknown types
// fall back to a default element.
//
// The elements that carry forms or the shop's machines (the prize draw's competition form, the teaser
// wish list, the layer's dialog) are rare on a page but would weigh on every page's first load through
// the footer's grid (DESIGN §6): their code loads with the first cell of their type. A page hydrates
// only after the elements its server HTML shows have loaded (preloadCmsElements with the types
// cmsElementTypesIn finds in the page's state), so hydration never waits inside a cell; a cell that
// arrives later (a client-side render) shows nothing until its code is there.
import { RECOMMENDATIONS_ELEMENT_TYPE } from '@ranzen/sdk-core';
import { type ComponentType, lazy } from 'react';
import { CmsAbTab } from './CmsAbTab';
import { CmsContentTile } from './CmsContentTile';
import { CmsFallback } from './CmsFallback';
import { CmsForm } from './CmsForm';
import { CmsHeroSlider } from './CmsHeroSlider';
import { CmsHtml } from './CmsHtml';
import { CmsHtmlBox } from './CmsHtmlBox';
import { CmsImageTeaser } from './CmsImageTeaser';
import { CmsInfoBar } from './CmsInfoBar';
import { CmsListTeaser } from './CmsListTeaser';
import { CmsRecommendations } from './CmsRecommendations';
import type { CmsElementProps } from './cmsTeaser';

type CmsElement = ComponentType<CmsElementProps>;

export const CMS_ELEMENTS: Readonly<Record<string, CmsElement>> = {
  'picture-teaser': CmsImageTeaser,
  'image-link': CmsImageTeaser,
  html: CmsHtml,
  'html-box': CmsHtmlBox,
  'hero-slider': CmsHeroSlider,
  [RECOMMENDATIONS_ELEMENT_TYPE]: CmsRecommendations,
  'info-bar': CmsInfoBar,
  form: CmsForm,
  'ab-tab': CmsAbTab,
  'list-teaser': CmsListTeaser,
  'content-tile': CmsContentTile,
};

const loadPrizeDraw = () => import('./CmsPrizeDraw').then((module) => module.CmsPrizeDraw);

/** The elements whose code loads with the first cell of their type. */
const LAZY_CMS_ELEMENTS: Readonly<Record<string, () => Promise<CmsElement>>> = {
  layer: () => import('./CmsLayer').then((module) => module.CmsLayer),
  'prize-draw-tab': loadPrizeDraw,
  'prize-draw': loadPrizeDraw,
  // Not in the spec's list of element types: a teaser wish list (decision 0019).
  'wishlist-teaser': () => import('./CmsWishlistTeaser').then((module) => module.CmsWishlistTeaser),
};

const loadedElements = new Map<string, CmsElement>();
const suspendingElements = new Map<string, CmsElement>();

/** Whether cells of this type load their element's code first (CmsRows puts them in a Suspense boundary). */
export function loadsLazily(elementType: string): boolean {
  return Object.hasOwn(LAZY_CMS_ELEMENTS, elementType);
}

/**
 * Loads the code of the lazily loaded elements among `elementTypes` (all of them when absent); the cells
 * of a loaded type then render at once.
 *
 * @example
 * ```ts
 * await preloadCmsElements(cmsElementTypesIn(serverState)); // before hydrateRoot
 * ```
 */
export async function preloadCmsElements(
  elementTypes: Iterable<string> = Object.keys(LAZY_CMS_ELEMENTS),
): Promise<void> {
  await Promise.all(
    [...new Set(elementTypes)].filter(loadsLazily).map(async (elementType) => {
      if (loadedElements.has(elementType)) return;
      const load = LAZY_CMS_ELEMENTS[elementType];
      if (load) loadedElements.set(elementType, await load());
    }),
  );
}

/**
 * Every CMS element type named in `value` (any JSON: loader data, query results): the `elementType`
 * of each cell.
 *
 * @example
 * ```ts
 * cmsElementTypesIn({ rows: [{ cells: [{ elementType: 'prize-draw' }] }] }); // Set { 'prize-draw' }
 * ```
 */
export function cmsElementTypesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const entry of value) cmsElementTypesIn(entry, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (key === 'elementType' && typeof entry === 'string') found.add(entry);
      else cmsElementTypesIn(entry, found);
    }
  }
  return found;
}

/** The element of a lazily loaded type: the loaded one, else one that suspends until its code is there. */
function lazyElementFor(elementType: string): CmsElement {
  const loaded = loadedElements.get(elementType);
  if (loaded) return loaded;
  let suspending = suspendingElements.get(elementType);
  if (!suspending) {
    suspending = lazy(async () => {
      await preloadCmsElements([elementType]);
      return { default: loadedElements.get(elementType) ?? CmsFallback };
    });
    suspendingElements.set(elementType, suspending);
  }
  return suspending;
}

export function cmsElementFor(elementType: string): CmsElement {
  if (Object.hasOwn(CMS_ELEMENTS, elementType)) return CMS_ELEMENTS[elementType] ?? CmsFallback;
  return loadsLazily(elementType) ? lazyElementFor(elementType) : CmsFallback;
}
