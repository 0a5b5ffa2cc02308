// The SEO part of the document head (DESIGN §2: robots, canonical, Open Graph and hreflang are in
// the first HTML bytes; spec storefront §9 "Indexing", "Hreflang mapping", share image). The rules
// are sdk-core's (seoMeta.ts); this file only turns them into tags for one rendered outcome.

import type { PublicOrigins } from '@ranzen/sdk-core';
import {
  canonicalUrl,
  type HreflangShop,
  hasOpenGraph,
  hreflangAlternates,
  robotsForUrl,
  SHARE_IMAGE,
  type StoreConfig,
} from '@ranzen/sdk-core';
import type { PageMeta } from '../data/pageMeta';
import { escapeHtml } from './htmlEscape';
import { SHARE_IMAGE_PATH } from './shareImage';

export interface HeadImage {
  /** Absolute, or a path on the store's origin (the API's /images/... are proxied there). */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  readonly alt?: string | null;
}

export interface HeadInput {
  readonly store: StoreConfig;
  /** Path and query of the request, e.g. /cat/1/?p=2&sort=price. */
  readonly href: string;
  readonly meta: PageMeta;
  /** True for the error page (404, 410, 5xx): noindex, and no canonical, hreflang or Open Graph. */
  readonly isError: boolean;
  readonly origins: PublicOrigins;
  /** The product's OPEN_GRAPH image on a product page; else the default share image is used. */
  readonly image?: HeadImage | null;
  readonly ogType?: 'website' | 'product';
  /** A ready <script type="application/ld+json"> element (product page), written after the tags. */
  readonly structuredData?: string | null;
}

/** og:locale is language_TERRITORY (de_AT), the store language is a BCP 47 tag (de-AT). */
export function ogLocale(language: string): string {
  return language.replace('-', '_');
}

function absolute(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** Title, description, robots, canonical, hreflang and Open Graph tags, in that order. */
export function headTags(input: HeadInput): string[] {
  const { store, href, isError } = input;
  const tags = [`<title>${escapeHtml(input.meta.title)}</title>`];
  if (input.meta.description) tags.push(meta('name', 'description', input.meta.description));
  // The spec's noindex paths win over a CMS value; an error page is never indexed (spec §2.9).
  tags.push(meta('name', 'robots', robotsForUrl(href, { notFound: isError, explicit: input.meta.robots })));
  const origin = input.origins[store.id];
  // Without an origin there is no absolute URL to point at; nothing is better than a wrong host.
  if (isError || !origin) return tags;

  const canonical = canonicalUrl(origin, href);
  tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
  const baseUrls: Partial<Record<HreflangShop, string>> = {
    ...(input.origins.de ? { de: input.origins.de } : {}),
    ...(input.origins.at ? { at: input.origins.at } : {}),
    ...(input.origins.ch ? { ch: input.origins.ch } : {}),
  };
  for (const alternate of hreflangAlternates(store, href, baseUrls)) {
    tags.push(`<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`);
  }

  if (!hasOpenGraph(href, isError)) return tags;
  const image = input.image ?? {
    src: SHARE_IMAGE_PATH,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
  };
  tags.push(
    meta('property', 'og:title', input.meta.title),
    ...(input.meta.description ? [meta('property', 'og:description', input.meta.description)] : []),
    meta('property', 'og:url', canonical),
    meta('property', 'og:type', input.ogType ?? 'website'),
    meta('property', 'og:locale', ogLocale(store.language)),
    meta('property', 'og:image', absolute(origin, image.src)),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
  );
  if (!input.image) tags.push(meta('property', 'og:image:type', SHARE_IMAGE.type));
  if (image.alt) tags.push(meta('property', 'og:image:alt', image.alt));
  return tags;
}
