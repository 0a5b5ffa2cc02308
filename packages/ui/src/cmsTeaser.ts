// Reading CMS teaser attributes (spec storefront §3.13 "Image teaser attributes"); the button scheme
// comes from sdk-core's parseButtonScheme (§5).
import { type ButtonStyle, type PageDetailsQuery, parseButtonScheme } from '@ranzen/sdk-core';

export type CmsCell = PageDetailsQuery['pageDetails']['rows'][number]['cells'][number];
export type CmsTeaser = CmsCell['teasers'][number];
export type CmsTeaserAttribute = CmsTeaser['attributes'][number];

/** What every CMS element component receives (cmsElements.ts maps element types to them). */
export interface CmsElementProps {
  readonly cell: CmsCell;
  /** The cell is in the first row: load its images at once. */
  readonly eager?: boolean;
}

export function teaserAttribute(teaser: CmsTeaser, name: string): CmsTeaserAttribute | undefined {
  return teaser.attributes.find((attribute) => attribute.name === name);
}

/** The attribute's textual content, whichever field the CMS filled; empty strings count as absent. */
export function teaserText(teaser: CmsTeaser, name: string): string | undefined {
  const attribute = teaserAttribute(teaser, name);
  const text = attribute?.value ?? attribute?.text;
  return text?.trim() ? text : undefined;
}

/** The attribute's link target (url, else urlPath, else value). */
export function teaserUrl(teaser: CmsTeaser, name: string): string | undefined {
  const attribute = teaserAttribute(teaser, name);
  const url = attribute?.url ?? attribute?.urlPath ?? attribute?.value;
  return url?.trim() ? url.trim() : undefined;
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Only same-site paths and web, mail and phone links are rendered; anything else (javascript:,
 * data:, protocol-relative URLs) is dropped.
 */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? undefined : url;
  if (url.startsWith('#')) return url;
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Image sources may also be inline data images (previews); never scripts. */
export function safeImageSrc(url: string | undefined): string | undefined {
  if (url?.startsWith('data:image/')) return url;
  return safeHref(url);
}

export type TeaserButtonStyle = ButtonStyle;

/** A teaser's buttonType value as a button style; unknown values give the default (primary). */
export function teaserButtonStyle(value: string | undefined): TeaserButtonStyle {
  return parseButtonScheme(value);
}
