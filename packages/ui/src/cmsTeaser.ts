// Reading CMS teaser attributes (spec storefront §3.13 "Image teaser attributes") and the button
// scheme rule (§5 "Button schemes allowed are primary, secondary, red, green, outline and link.
// Other values are ignored. A 'scaled-' prefix gives a small size.").
import type { PageDetailsQuery } from '@ranzen/sdk-core';

export type CmsCell = PageDetailsQuery['pageDetails']['rows'][number]['cells'][number];
export type CmsTeaser = CmsCell['teasers'][number];
export type CmsTeaserAttribute = CmsTeaser['attributes'][number];

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
 * data:, protocol-relative URLs) is dropped (spec storefront §8 "URLs with unsafe protocols are refused").
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

export const BUTTON_SCHEMES = ['primary', 'secondary', 'red', 'green', 'outline', 'link'] as const;
export type ButtonScheme = (typeof BUTTON_SCHEMES)[number];

export interface TeaserButtonStyle {
  readonly scheme: ButtonScheme;
  readonly small: boolean;
}

const SCALED_PREFIX = 'scaled-';

/** Parses a buttonType value; unknown schemes are ignored (the default, primary, is used). */
export function teaserButtonStyle(value: string | undefined): TeaserButtonStyle {
  const raw = value?.trim().toLowerCase() ?? '';
  const small = raw.startsWith(SCALED_PREFIX);
  const name = small ? raw.slice(SCALED_PREFIX.length) : raw;
  const scheme = BUTTON_SCHEMES.find((candidate) => candidate === name) ?? 'primary';
  return { scheme, small };
}
