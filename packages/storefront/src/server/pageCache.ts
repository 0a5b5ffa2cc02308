// Rendered pages kept for anonymous visitors (issue 22 item 2, decision 0026): a document the storefront
// answers for everyone (htmlCaching.ts: no customer token, no cart or user id cookie, no cookie set, a
// shareable status) is kept in the shared cache (sharedCache.ts) under its store, client build, catalogue
// version, URL and the request's whole Cookie header (the header HTML_VARY names: the first-visit and A/B
// cookies shape the page too), and the next such request on any instance is answered from it: exactly
// what a CDN honouring the page's Cache-Control and Vary would keep, checked against the catalogue version
// on every request. Kept without its CSP nonce's value mattering: each answer gets a nonce of its own.
import { createHash } from 'node:crypto';
import type { StoreConfig } from '@ranzen/sdk-core';
import { noIndexPageFor } from '@ranzen/sdk-core/rules';

/** A kept document and what its answer needs besides. */
export interface KeptPage {
  readonly status: number;
  readonly document: string;
  /** The CSP nonce the document was rendered with, replaced by a fresh one in every answer. */
  readonly nonce: string;
  readonly etag: string;
}

export interface PageKeyInput {
  readonly store: StoreConfig;
  readonly buildId: string | null;
  readonly version: string;
  /** Path and query of the request. */
  readonly href: string;
  readonly cookieHeader: string | undefined;
}

/**
 * Whether a page may be kept at all: only pages the shop lets search engines index (sdk-core
 * noIndexPageFor), which show every anonymous visitor the same. The spec's noindex pages are a visitor's
 * own or an action's page — the newsletter confirmation link, password reset, basket, login, checkout,
 * search — whose loaders may write or read a token's state that no catalogue version tracks.
 */
export function isKeepablePage(href: string): boolean {
  return noIndexPageFor(href) === null;
}

export function pageKey({ store, buildId, version, href, cookieHeader }: PageKeyInput): string {
  const request = createHash('sha256')
    .update(`${href}\n${cookieHeader ?? ''}`)
    .digest('base64url');
  return `page:${store.id}:${buildId ?? 'dev'}:${version}:${request}`;
}

function isKeptPage(value: unknown): value is KeptPage {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.status === 'number' &&
    typeof record.document === 'string' &&
    typeof record.nonce === 'string' &&
    typeof record.etag === 'string'
  );
}

export function parseKeptPage(kept: string): KeptPage | null {
  const value: unknown = JSON.parse(kept);
  return isKeptPage(value) ? value : null;
}

/** The kept document with `nonce` in place of the one it was rendered with. */
export function documentWithNonce(page: KeptPage, nonce: string): string {
  return page.document.replaceAll(page.nonce, nonce);
}
