// Server-side rendering of a page (DESIGN §2; spec storefront §2.1, §2.4, §8): sdk-core's route table
// matches the path, the route's loaders run first and fill a per-request Apollo cache, so redirects
// and the status code are settled before the first byte; then React 19 streams the page, and the
// Apollo cache and the route state (match + loader data) follow as inline JSON for hydration.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import type { MessageCatalogue, PublicOrigins } from '@ranzen/sdk-core';
import {
  CONSENT_COOKIE,
  consentChoiceOf,
  createShopClient,
  LogoutDocument,
  MESSAGES,
  routePath,
  type StoreConfig,
} from '@ranzen/sdk-core';
import { holdsLiveDeal } from '@ranzen/sdk-core/rules';
import { loadedShopClient, type RenderedResults } from '@ranzen/sdk-react';
import { preloadCmsElements } from '@ranzen/ui';
import { renderToPipeableStream } from 'react-dom/server';
import { type AnalyticsConfig, analyticsOrigins, NO_ANALYTICS } from '../data/analyticsConfig';
import { isInfoBarHidden } from '../data/frameCookies';
import { INFO_LAYER_ID } from '../data/infoLayer';
import type { PageMeta } from '../data/pageMeta';
import type { RouteDeps, RouteOutcome } from '../data/routeLoaders';
import type { RouterState } from '../data/routerState';
import { chosenLanguageHome, languageOriginsFor } from '../pages/languageLinks';
import { mobileSearchOpenOnArrival } from '../pages/mobileSearchOnArrival';
import { StorefrontProviders } from '../pages/StorefrontProviders';
import { loadRoute, outcomeMeta } from '../router/loadRoute';
import { pageChunkName } from '../router/pageComponents';
import { routeHead } from '../router/routeHead';
import { CORE_ROUTER, type StorefrontRouter } from '../router/StorefrontRouter';
import { StorefrontRoutes } from '../router/StorefrontRoutes';
import { buildApiHeaders, readCookies } from './apiHeaders';
import type { ApiTokenSource } from './apiToken';
import type { CatalogueVersionSource } from './catalogueVersion';
import type { ChunkAssets, ClientAssets } from './clientAssets';
import { createCompressor, type Encoding, negotiateEncoding } from './compression';
import { logoutCookies, readCustomerToken } from './customerSession';
import { type HeadInput, headTags } from './headTags';
import {
  cookieAudience,
  documentEtag,
  etagMatches,
  HTML_CACHE_CONTROL,
  HTML_VARY,
  type HtmlAudience,
  htmlAudience,
} from './htmlCaching';
import { escapeHtml, serializeForScript } from './htmlEscape';
import { sendText } from './http';
import {
  APP_ERROR_TEMPLATE_ID,
  HYDRATION_ATTRIBUTE,
  ROOT_ELEMENT_ID,
  STATE_ELEMENT_ID,
  type StorefrontState,
} from './hydrationState';
import { readVisitorIds } from './idCookies';
import { keepLayout, restoreLayout } from './layoutCache';
import {
  documentWithNonce,
  isKeepablePage,
  type KeptPage,
  type KeptPages,
  type PreparedPage,
  pageKey,
  preparePage,
} from './pageCache';
import { contentSecurityPolicy, createNonce } from './securityHeaders';
import { securityLogoutCookies, securityLogoutFetch } from './securityLogout';
import type { SharedCache } from './sharedCache';

/** A render that takes longer than this is aborted (the client finishes what the server could not). */
export const RENDER_ABORT_MS = 10_000;

export interface RenderDeps {
  readonly apiUrl: string;
  readonly tokens: ApiTokenSource;
  readonly assets: ClientAssets;
  readonly fetch?: typeof fetch;
  /** Store id -> public origin, for the head's absolute URLs (sdk-core store/publicOrigins.ts). */
  readonly publicOrigins: PublicOrigins;
  /**
   * Show the raw error (status, message, stack) in the error page's debug box. Off in
   * production: a stack or an internal message tells an attacker about the code.
   */
  readonly exposeErrorDetails: boolean;
  /** The routes served: the shop's alone unless the app adds its own. */
  readonly router?: StorefrontRouter;
  /** Origins the card payment form may be posted to (securityHeaders.ts contentSecurityPolicy). */
  readonly paymentFormOrigins?: readonly string[];
  /** The client build's id, for the browser's build-change detection (offlineSupport.ts). */
  readonly buildId?: string | null;
  /** Consented analytics: handed to the browser and allowed by the CSP (data/analyticsConfig.ts). */
  readonly analytics?: AnalyticsConfig;
  /** The layout and page caches and the version they are keyed by (decision 0026); every page rendered without. */
  readonly caches?: RenderCaches;
}

/** The shared caches of the render (sharedCache.ts) and the catalogue version that keys them. */
export interface RenderCaches {
  readonly cache: SharedCache;
  /** The anonymous pages kept in `cache`, held ready to send (pageCache.ts). */
  readonly pages: KeptPages;
  readonly version: CatalogueVersionSource;
}

/**
 * Runs the matched route's loaders; a loader that fails with anything but a route answer is a bug,
 * answered with 500. Its message and stack go to the debug box only when `exposeErrorDetails`
 *.
 */
export async function resolveRoute(
  url: URL,
  deps: RouteDeps,
  exposeErrorDetails = false,
  router: StorefrontRouter = CORE_ROUTER,
): Promise<RouteOutcome> {
  try {
    return await loadRoute(router.table.match(url.pathname), url, deps, { withLayout: true, router });
  } catch (error) {
    console.error('[storefront] loader failed', error);
    const detail =
      exposeErrorDetails && error instanceof Error
        ? [error.message, error.stack].filter(Boolean).join('\n')
        : null;
    return { kind: 'error', status: 500, detail };
  }
}

/**
 * The error outcome as the page and the state script get it: in production without the detail, so
 * neither the HTML nor the serialised state carries internals.
 */
export function visibleOutcome<T extends RouteOutcome>(outcome: T, exposeErrorDetails: boolean): T {
  if (outcome.kind !== 'error' || exposeErrorDetails) return outcome;
  return { ...outcome, detail: null };
}

/** The document up to the root element: its head tags and stylesheet; the scripts come last (scriptsAfterFirstPaint). */
export function documentHead(head: HeadInput, assets: ClientAssets): string {
  const { store } = head;
  // Only a page with an entry script is ever hydrated (e2e waits for the entry: hydrationState.ts).
  const hydration = assets.entryScript ? ` ${HYDRATION_ATTRIBUTE}="pending"` : '';
  const parts = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(store.language)}" data-theme="${escapeHtml(store.family)}"${hydration}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Before any stylesheet or script, so a crawler reading the first bytes has them (DESIGN §2). The
    // structured data is a data block (application/ld+json): never executed, so outside script-src.
    ...headTags(head),
    ...(head.structuredData ? [head.structuredData] : []),
  ];
  if (assets.stylesheet) parts.push(`<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">`);
  parts.push('</head>', '<body>', `<div id="${ROOT_ELEMENT_ID}">`);
  return parts.join('');
}

function nonceAttribute(nonce: string | null): string {
  return nonce ? ` nonce="${escapeHtml(nonce)}"` : '';
}

/** How long a page in a background tab (no frames painted) waits before it loads its scripts anyway. */
const SCRIPTS_WITHOUT_PAINT_AFTER_MS = 1000;

/**
 * The page's scripts (the entry and the modules it and the rendered page's chunk import), requested once
 * its first frame is painted, at low priority. `nonce` is the page's CSP nonce (securityHeaders.ts). The server-rendered page
 * is complete without them: on a phone's slow line they do not take bandwidth from the stylesheet and the
 * largest image, and the first paint and the largest one wait for no script (Lighthouse FCP and LCP).
 * At the end of the body the loader runs once the document is parsed and its stylesheet has loaded; the
 * frame after that is the first paint. The entry is a module script: it runs once it and the modules it
 * imports (preloaded here) have loaded, after the state script above it was parsed.
 */
export function scriptsAfterFirstPaint(
  assets: ClientAssets,
  page: ChunkAssets | null,
  nonce: string | null,
): string {
  if (!assets.entryScript) return '';
  const scripts = {
    preloads: [...assets.preloadScripts, ...(page?.preloadScripts ?? [])],
    entry: assets.entryScript,
  };
  const load = [
    'var started=false;',
    'function load(){if(started)return;started=true;',
    'var head=document.head;',
    "scripts.preloads.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;link.fetchPriority='low';head.appendChild(link);});",
    "var entry=document.createElement('script');entry.type='module';entry.src=scripts.entry;entry.fetchPriority='low';head.appendChild(entry);}",
    'requestAnimationFrame(function(){setTimeout(load);});',
    `setTimeout(load,${SCRIPTS_WITHOUT_PAINT_AFTER_MS});`,
  ].join('');
  return `<script${nonceAttribute(nonce)}>(function(scripts){${load}})(${serializeForScript(scripts)});</script>`;
}

/**
 * The app error of a page the browser could not mount, rendered here in the store's language
 * so the browser bundle needs no catalogue for it, even when the state itself is what failed. An empty
 * href links to the page itself: the reload.
 */
function appErrorTemplate(messages: MessageCatalogue): string {
  return `<template id="${APP_ERROR_TEMPLATE_ID}"><div role="alert" data-app-error><p>${escapeHtml(messages['statuscode.error.headline'])}</p><a href="">${escapeHtml(messages['statuscode.error.text'])}</a></div></template>`;
}

function documentTail(state: StorefrontState, nonce: string, scripts: string): string {
  return `</div>${appErrorTemplate(state.messages)}<script id="${STATE_ELEMENT_ID}" type="application/json"${nonceAttribute(nonce)}>${serializeForScript(state)}</script>${scripts}</body></html>`;
}

interface AnswerHeaders {
  readonly deps: RenderDeps;
  readonly audience: HtmlAudience;
  readonly encoding: Encoding;
  readonly setCookies: readonly string[];
}

/** Who may keep the answer (htmlCaching.ts) and what it varies with. */
function cacheHeaders(audience: HtmlAudience): Record<string, string> {
  return { 'cache-control': HTML_CACHE_CONTROL[audience], vary: HTML_VARY };
}

function documentHeaders(
  { deps, audience, encoding, setCookies }: AnswerHeaders,
  nonce: string,
): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {
    'content-type': 'text/html; charset=utf-8',
    ...cacheHeaders(audience),
    'content-security-policy': contentSecurityPolicy(
      nonce,
      deps.paymentFormOrigins,
      analyticsOrigins(deps.analytics ?? NO_ANALYTICS),
    ),
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  if (setCookies.length > 0) headers['set-cookie'] = [...setCookies];
  return headers;
}

function compressedBody(res: ServerResponse, encoding: Encoding): NodeJS.WritableStream {
  if (encoding === 'identity') return res;
  const compressor = createCompressor(encoding);
  compressor.pipe(res);
  return compressor;
}

/**
 * A whole document (rendered now or kept, pageCache.ts) with `nonce` as its CSP nonce; 304 when the
 * browser's copy is this one: no body and no new CSP, so that copy keeps the policy its nonce belongs to.
 */
function sendWholeDocument(
  req: IncomingMessage,
  res: ServerResponse,
  page: PreparedPage,
  nonce: string,
  answer: AnswerHeaders,
): void {
  if (etagMatches(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, { ...cacheHeaders(answer.audience), etag: page.etag });
    res.end();
    return;
  }
  res.writeHead(page.status, { ...documentHeaders(answer, nonce), etag: page.etag });
  compressedBody(res, answer.encoding).end(documentWithNonce(page, nonce));
}

/** The catalogue version for this request, or null (logged) when the API cannot tell it: no shared caches then. */
async function currentVersion(caches: RenderCaches | undefined): Promise<string | null> {
  if (!caches) return null;
  try {
    return await caches.version.current();
  } catch (error) {
    console.error('[storefront] catalogue version unavailable: rendering without the shared caches', error);
    return null;
  }
}

export async function renderDocument(
  req: IncomingMessage,
  res: ServerResponse,
  store: StoreConfig,
  deps: RenderDeps,
): Promise<void> {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  } catch {
    sendText(res, 400, 'Bad request');
    return;
  }
  const href = `${url.pathname}${url.search}`;
  const requestCookies = readCookies(req.headers);
  // Decision 0034: the store root sends a visitor to the language they chose in the switcher (spec §9
  // locale cookie). Never kept by a cache: the same URL answers by cookie.
  const chosenHome =
    url.pathname === '/'
      ? chosenLanguageHome(store, languageOriginsFor(store, deps.publicOrigins), requestCookies, url.search)
      : null;
  if (chosenHome) {
    res.writeHead(302, {
      location: chosenHome,
      'cache-control': 'private, no-store',
      vary: 'Cookie',
      'content-length': '0',
    });
    res.end();
    return;
  }
  const encoding = negotiateEncoding(req.headers);
  // The shared caches, keyed by the catalogue version read now (decision 0026): an anonymous visitor's
  // page kept for this version is answered as it is; every other page reads the kept layout data.
  const version = await currentVersion(deps.caches);
  const shared =
    deps.caches && version !== null ? { cache: deps.caches.cache, pages: deps.caches.pages, version } : null;
  const keyOfPage =
    shared && cookieAudience(requestCookies) === 'everyone' && isKeepablePage(href)
      ? pageKey({
          store,
          buildId: deps.buildId ?? null,
          version: shared.version,
          href,
          cookieHeader: req.headers.cookie,
        })
      : null;
  if (shared && keyOfPage) {
    const page = await shared.pages.get(keyOfPage);
    if (page) {
      sendWholeDocument(req, res, page, createNonce(), {
        deps,
        audience: 'everyone',
        encoding,
        setCookies: [],
      });
      return;
    }
  }
  const { cartId } = readVisitorIds(requestCookies);
  const messages = MESSAGES[store.messages];
  const router = deps.router ?? CORE_ROUTER;
  // Spec shopping §7: with a customer token, an answer that refuses it renders the page logged out and
  // sets the security-logout cookies (securityLogout.ts).
  let tokenRefused = false;
  const apiFetch = readCustomerToken(requestCookies)
    ? securityLogoutFetch(deps.fetch ?? fetch, () => {
        tokenRefused = true;
      })
    : deps.fetch;
  const client = createShopClient({
    uri: `${deps.apiUrl}/graphql`,
    ssrMode: true,
    ...(apiFetch ? { fetch: apiFetch } : {}),
    headers: async () =>
      buildApiHeaders({
        token: await deps.tokens.getToken(),
        store,
        requestHeaders: req.headers,
        clientAddress: req.socket.remoteAddress,
      }),
  });

  const layoutRestored = shared ? await restoreLayout(shared.cache, client, store, shared.version) : false;

  // Cookies loaders set (logout, server toasts); sent with whatever the answer is.
  const setCookies: string[] = [];
  const match = router.table.match(url.pathname);
  const outcome = visibleOutcome(
    await resolveRoute(
      url,
      {
        client,
        store,
        messages,
        cartId,
        readCookies: () => requestCookies,
        setCookie: (cookie) => setCookies.push(cookie),
        endSession: async () => {
          // The API session ends with the logout (shopping §7 logout); a failed call still logs out here.
          if (readCustomerToken(requestCookies))
            await client.mutate({ mutation: LogoutDocument }).catch((error: unknown) => {
              console.error('[storefront] /logout: the API logout failed', error);
            });
          setCookies.push(...logoutCookies());
        },
      },
      deps.exposeErrorDetails,
      router,
    ),
    deps.exposeErrorDetails,
  );
  // A refused token: the flag and the token cookie go with this answer, and any page but /logout
  // sends the visitor there now (sdk-core securityLogoutGuard would on the next request).
  if (tokenRefused && match.name !== 'logout') {
    setCookies.push(...securityLogoutCookies());
    res.writeHead(302, {
      location: routePath('logout'),
      'cache-control': 'no-cache',
      'content-length': '0',
      'set-cookie': setCookies,
    });
    res.end();
    return;
  }
  if (outcome.kind === 'redirect') {
    // Redirects decided by a loader (spec §2.4: 301, or 302 when temporary).
    res.writeHead(outcome.status, {
      location: outcome.location,
      'cache-control': 'no-cache',
      'content-length': '0',
      ...(setCookies.length > 0 ? { 'set-cookie': setCookies } : {}),
    });
    res.end();
    return;
  }

  if (shared && !layoutRestored) void keepLayout(shared.cache, client, store, shared.version);
  const status = outcome.status;
  const meta: PageMeta = outcomeMeta({ store, messages }, outcome);
  const head: HeadInput = {
    store,
    href,
    meta,
    isError: outcome.kind === 'error',
    origins: deps.publicOrigins,
    // The route's own head tags (the product's image and structured data), else a plain website page.
    ...(await routeHead(
      outcome,
      { client, origin: deps.publicOrigins[store.id] ?? url.origin, href },
      router,
    )),
  };
  const pageAssets =
    outcome.kind === 'page'
      ? (deps.assets.chunks.get(pageChunkName(outcome.page.route, router)) ?? null)
      : null;
  const routeState: RouterState = {
    href,
    match,
    outcome,
  };
  const mobileSearchOnArrival = mobileSearchOpenOnArrival({
    cookies: requestCookies,
    store,
    pathname: url.pathname,
    route: routeState.match.name,
  });
  const infoLayerHidden = isInfoBarHidden(requestCookies, INFO_LAYER_ID);
  const consentChoice = consentChoiceOf(requestCookies[CONSENT_COOKIE], store.storeCode);
  const languageOrigins = languageOriginsFor(store, deps.publicOrigins);
  // One nonce per document: the only inline scripts that run are the ones written with it.
  const nonce = createNonce();

  // Every CMS element renders on the server at once (the browser loads some with their first cell).
  await preloadCmsElements();
  // What the components render with, recorded for the browser's hydration without Apollo (decision 0037).
  const results: RenderedResults = {};
  const tree = (
    <StorefrontProviders
      shopClient={loadedShopClient(client, results)}
      store={store}
      messages={messages}
      cartId={cartId}
      mobileSearchOnArrival={mobileSearchOnArrival}
      infoLayerHidden={infoLayerHidden}
      consentChoice={consentChoice}
      languageOrigins={languageOrigins}
    >
      <StorefrontRoutes state={routeState} router={router} />
    </StorefrontProviders>
  );

  // Who may keep the answer (htmlCaching.ts): a page for everyone is rendered whole, so that its ETag is
  // known before the first byte; a visitor's own page streams as soon as its shell is ready.
  const audience = htmlAudience(requestCookies, { status, setsCookies: setCookies.length > 0 });
  const answer: AnswerHeaders = { deps, audience, encoding, setCookies };

  await new Promise<void>((resolve) => {
    let settled = false;
    const finish = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    res.on('finish', finish);
    res.on('close', finish);
    /** The document: head, React's stream, then the hydration state once React is done. */
    const documentStream = (): Transform => {
      const body = new Transform({
        transform(chunk, _encoding, callback) {
          callback(null, chunk);
        },
        flush(callback) {
          // After the last React chunk: the cache now holds everything the page read.
          const state: StorefrontState = {
            storeId: store.id,
            messages,
            cartId,
            apollo: client.extract(),
            results,
            route: routeState,
            mobileSearchOnArrival,
            infoLayerHidden,
            consentChoice,
            buildId: deps.buildId ?? null,
            analytics: deps.analytics ?? NO_ANALYTICS,
            languageOrigins,
          };
          callback(null, documentTail(state, nonce, scriptsAfterFirstPaint(deps.assets, pageAssets, nonce)));
        },
      });
      body.write(documentHead(head, deps.assets));
      return body;
    };
    const sendWhole = (document: string) => {
      const page: KeptPage = {
        status,
        document,
        nonce,
        etag: documentEtag(document, nonce),
        keptAt: Date.now(),
      };
      const prepared = preparePage(page);
      sendWholeDocument(req, res, prepared, nonce, answer);
      // Kept for the next anonymous visitor unless it shows a running deal's live figures, which change
      // without a write (sdk-core holdsLiveDeal, as the API's response cache decides, decision 0021).
      // Found pages only: made-up addresses must not fill the cache with not-found pages.
      if (shared && keyOfPage && status === 200 && !holdsLiveDeal(client.extract()))
        shared.pages.keep(keyOfPage, page, prepared);
    };
    const stream = renderToPipeableStream(tree, {
      // React's own inline scripts (streamed Suspense boundaries) carry the page's nonce too.
      nonce,
      onShellReady() {
        if (audience === 'everyone') return;
        res.writeHead(status, documentHeaders(answer, nonce));
        const body = documentStream();
        body.pipe(compressedBody(res, encoding));
        stream.pipe(body);
      },
      onAllReady() {
        if (audience !== 'everyone' || res.headersSent) return;
        const body = documentStream();
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('end', () => sendWhole(Buffer.concat(chunks).toString('utf8')));
        stream.pipe(body);
      },
      onShellError(error) {
        console.error('[storefront] render failed', error);
        if (!res.headersSent) sendText(res, 500, 'Internal error');
        finish();
      },
      onError(error) {
        console.error('[storefront] render error', error);
      },
    });
    setTimeout(() => stream.abort(), RENDER_ABORT_MS).unref();
  });
  client.stop();
}
