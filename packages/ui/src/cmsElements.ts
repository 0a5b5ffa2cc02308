// CMS element registry (spec storefront §2.10): cells are rendered by elementType; unknown types
// fall back to a default element.
import { RECOMMENDATIONS_ELEMENT_TYPE } from '@ranzen/sdk-core';
import type { ComponentType } from 'react';
import { CmsAbTab } from './CmsAbTab';
import { CmsContentTile } from './CmsContentTile';
import { CmsFallback } from './CmsFallback';
import { CmsForm } from './CmsForm';
import { CmsHeroSlider } from './CmsHeroSlider';
import { CmsHtml } from './CmsHtml';
import { CmsHtmlBox } from './CmsHtmlBox';
import { CmsImageTeaser } from './CmsImageTeaser';
import { CmsInfoBar } from './CmsInfoBar';
import { CmsLayer } from './CmsLayer';
import { CmsListTeaser } from './CmsListTeaser';
import { CmsPrizeDraw } from './CmsPrizeDraw';
import { CmsRecommendations } from './CmsRecommendations';
import { CmsWishlistTeaser } from './CmsWishlistTeaser';
import type { CmsElementProps } from './cmsTeaser';

export const CMS_ELEMENTS: Readonly<Record<string, ComponentType<CmsElementProps>>> = {
  'picture-teaser': CmsImageTeaser,
  'image-link': CmsImageTeaser,
  html: CmsHtml,
  'html-box': CmsHtmlBox,
  layer: CmsLayer,
  'hero-slider': CmsHeroSlider,
  [RECOMMENDATIONS_ELEMENT_TYPE]: CmsRecommendations,
  'info-bar': CmsInfoBar,
  form: CmsForm,
  'prize-draw-tab': CmsPrizeDraw,
  'prize-draw': CmsPrizeDraw,
  'ab-tab': CmsAbTab,
  'list-teaser': CmsListTeaser,
  'content-tile': CmsContentTile,
  // Not in the spec's list of element types: a teaser wish list (decision 0019).
  'wishlist-teaser': CmsWishlistTeaser,
};

export function cmsElementFor(elementType: string): ComponentType<CmsElementProps> {
  return Object.hasOwn(CMS_ELEMENTS, elementType) ? (CMS_ELEMENTS[elementType] ?? CmsFallback) : CmsFallback;
}
