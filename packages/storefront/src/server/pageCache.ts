// Rendered pages kept for anonymous visitors (issue 22 item 2, decision 0026): a document the storefront
// answers for everyone (htmlCaching.ts: no customer token, no cart or user id cookie, no cookie set, a
// shareable status) is kept in the shared cache (sharedCache.ts) under its store, client build, catalogue
// version, URL and the request's whole Cookie header (the header HTML_VARY names: the first-visit and A/B
// cookies shape the page too), and the next such request on any instance is answered from it: exactly
// what a CDN honouring the page's Cache-Control and Vary would keep, checked against the catalogue version
// on every request. Kept without its CSP nonce's value mattering: each answer gets a nonce of its own.
// Each process also holds the pages it answers ready to send (keptPages): split at the nonce and encoded
// once, so that an answer is the pieces joined around a fresh nonce, not a parse, a search and replace
// and an encoding of 100-350 KB per request. The key holds the catalogue version, so the ready copy is
// as current as the shared entry; it expires when that entry does.
import { createHash } from 'node:crypto';
import type { StoreConfig } from '@ranzen/sdk-core';
import { DATA_REFRESH_AFTER_MS, noIndexPageFor } from '@ranzen/sdk-core/rules';
import { LRUCache } from 'lru-cache';
import type { SharedCache } from './sharedCache';

/** A kept document and what its answer needs besides. */
export interface KeptPage {
  readonly status: number;
  readonly document: string;
  /** The CSP nonce the document was rendered with, replaced by a fresh one in every answer. */
  readonly nonce: string;
  readonly etag: string;
  /** When it was rendered (ms since the epoch): every copy of it expires DATA_REFRESH_AFTER_MS later. */
  readonly keptAt: number;
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
    typeof record.etag === 'string' &&
    typeof record.keptAt === 'number'
  );
}

export function parseKeptPage(kept: string): KeptPage | null {
  const value: unknown = JSON.parse(kept);
  return isKeptPage(value) ? value : null;
}

/** A page ready to send: its document as UTF-8 pieces between the places of the nonce it was rendered with. */
export interface PreparedPage {
  readonly status: number;
  readonly etag: string;
  readonly pieces: readonly Buffer[];
}

export function preparePage(page: KeptPage): PreparedPage {
  return {
    status: page.status,
    etag: page.etag,
    pieces: page.document.split(page.nonce).map((piece) => Buffer.from(piece)),
  };
}

/** The document with `nonce` in every place of the one it was rendered with. */
export function documentWithNonce(page: PreparedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat(page.pieces.flatMap((piece, index) => (index === 0 ? [piece] : [nonceBytes, piece])));
}

/** What one process holds ready to send, beside the shared cache: about 150 product pages. */
export const PREPARED_PAGES_BYTES = 16 * 1024 * 1024;

export interface KeptPages {
  /** The page kept under `key` (in this process or the shared cache), ready to send; null when none is. */
  get(key: string): Promise<PreparedPage | null>;
  /** Keeps a rendered page under `key` in the shared cache and ready in this process. */
  keep(key: string, page: KeptPage, prepared: PreparedPage): void;
}

export function createKeptPages(cache: SharedCache): KeptPages {
  const ready = new LRUCache<string, PreparedPage>({
    maxSize: PREPARED_PAGES_BYTES,
    sizeCalculation: (page) => page.pieces.reduce((bytes, piece) => bytes + piece.length, 1),
  });
  const holdReady = (key: string, page: KeptPage, prepared: PreparedPage) => {
    const ttl = page.keptAt + DATA_REFRESH_AFTER_MS - Date.now();
    if (ttl > 0) ready.set(key, prepared, { ttl });
  };
  return {
    async get(key) {
      const held = ready.get(key);
      if (held) return held;
      const kept = await cache.get(key);
      const page = kept === undefined ? null : parseKeptPage(kept);
      if (!page) return null;
      const prepared = preparePage(page);
      holdReady(key, page, prepared);
      return prepared;
    },
    keep(key, page, prepared) {
      holdReady(key, page, prepared);
      void cache.set(key, JSON.stringify(page));
    },
  };
}
