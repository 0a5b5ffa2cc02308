// CMS element registry (spec storefront §2.10): cells are rendered by elementType; unknown types
// fall back to a default element. Later issues register the remaining types here.
import type { ComponentType } from 'react';
import { CmsFallback } from './CmsFallback';
import { CmsHtml } from './CmsHtml';
import { CmsImageTeaser } from './CmsImageTeaser';
import type { CmsCell } from './cmsTeaser';

export interface CmsElementProps {
  readonly cell: CmsCell;
  /** The cell is in the first row: load its images at once. */
  readonly eager?: boolean;
}

export const CMS_ELEMENTS: Readonly<Record<string, ComponentType<CmsElementProps>>> = {
  'picture-teaser': CmsImageTeaser,
  'image-link': CmsImageTeaser,
  html: CmsHtml,
};

export function cmsElementFor(elementType: string): ComponentType<CmsElementProps> {
  return Object.hasOwn(CMS_ELEMENTS, elementType) ? (CMS_ELEMENTS[elementType] ?? CmsFallback) : CmsFallback;
}
