// What keeps an open page working through a deploy or a lost connection (spec storefront §7 "A service
// worker is served at /sw.js", "A build manifest is fetched from builds/meta/{buildId}.json", §4 "A build
// manifest poll detects new builds"). The service worker caches one thing, the store's offline page,
// and answers a navigation with it only when the network fails: no page, answer or personal data is
// ever cached.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  buildMetaPath,
  LATEST_BUILD_PATH,
  type MessageCatalogue,
  OFFLINE_PAGE_PATH,
  SERVICE_WORKER_PATH,
  type StoreConfig,
} from '@ranzen/sdk-core';
import type { ClientAssets } from './clientAssets';
import { escapeHtml } from './htmlEscape';
import { sendJson } from './http';

/**
 * The build's id: a digest of its entry script and stylesheet names, which Vite hashes from their
 * content (and the entry's from the chunks it imports), so every deploy that changes code changes it.
 */
export function buildIdOf(assets: Pick<ClientAssets, 'entryScript' | 'stylesheet'>): string | null {
  if (!assets.entryScript) return null;
  return createHash('sha256')
    .update(`${assets.entryScript}\n${assets.stylesheet ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}

/** What a build's manifest tells an open page. */
export interface BuildMeta {
  readonly id: string;
}

/** The service worker of one build; its bytes change with the build, so browsers install the new one. */
export function serviceWorkerSource(buildId: string | null): string {
  const cacheName = `ranzen-offline-${buildId ?? 'dev'}`;
  return `// Ranzen storefront service worker: the offline page for navigations, nothing else cached.
const CACHE = ${JSON.stringify(cacheName)};
const OFFLINE_PAGE = ${JSON.stringify(OFFLINE_PAGE_PATH)};
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    fetch(event.request).catch(() =>
      caches.open(CACHE).then((cache) => cache.match(OFFLINE_PAGE)).then((page) => page || Response.error()),
    ),
  );
});
`;
}

/** The offline page in the store's language: plain HTML without scripts, so it works from the cache. */
export function offlinePageHtml(store: StoreConfig, messages: MessageCatalogue): string {
  return `<!doctype html><html lang="${escapeHtml(store.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(messages['vue.offline.title'])} | ${escapeHtml(store.brand.name)}</title></head><body><main><h1>${escapeHtml(messages['vue.offline.headline'])}</h1><p>${escapeHtml(messages['vue.offline.text'])}</p><p><a href="/">${escapeHtml(messages['vue.offline.button'])}</a></p></main></body></html>`;
}

const NO_CACHE = 'no-cache';
/** Every build manifest path starts here; LATEST_BUILD_PATH names the running build. */
const BUILDS_PREFIX = '/builds/';

function send(
  req: IncomingMessage,
  res: ServerResponse,
  type: string,
  body: string,
  extra: Record<string, string> = {},
) {
  const bytes = Buffer.from(body);
  res.writeHead(200, {
    'content-type': type,
    'content-length': String(bytes.length),
    'cache-control': NO_CACHE,
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Answers /sw.js, the offline page and the build manifests; false for any other path. Only GET and HEAD.
 */
export function serveOfflineSupport(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  page: { readonly store: StoreConfig; readonly messages: MessageCatalogue; readonly buildId: string | null },
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  switch (path) {
    case SERVICE_WORKER_PATH:
      send(req, res, 'text/javascript; charset=utf-8', serviceWorkerSource(page.buildId), {
        'service-worker-allowed': '/',
      });
      return true;
    case OFFLINE_PAGE_PATH:
      send(req, res, 'text/html; charset=utf-8', offlinePageHtml(page.store, page.messages), {
        'content-security-policy':
          "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      });
      return true;
    default:
      if (!path.startsWith(BUILDS_PREFIX)) return false;
      // Only the running build's manifest exists; an older id (or a page without a build) is unknown here.
      if (page.buildId && (path === LATEST_BUILD_PATH || path === buildMetaPath(page.buildId)))
        sendJson(res, 200, { id: page.buildId } satisfies BuildMeta);
      else sendJson(res, 404, { error: 'Unknown build' });
      return true;
  }
}
