// The storefront server one app runs (DESIGN §1, §2, decision 0002): node:http, SSR of the pages and
// the browser's backend, the pieces of createShopBff (shopBff.ts: same-origin /graphql, /images and
// /media proxy, /api/cart-id, the account and checkout endpoints). The host picks the store (spec
// storefront §1); an app only serves its own store family.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { MESSAGES } from '@ranzen/sdk-core';
import { type AnalyticsConfig, NO_ANALYTICS } from '../data/analyticsConfig';
import { type AppRoute, createStorefrontRouter } from '../router/StorefrontRouter';
import { createCatalogueVersionSource } from './catalogueVersion';
import { type ClientAssets, createAssetHandler, NO_CLIENT_ASSETS } from './clientAssets';
import { sendText } from './http';
import { buildIdOf, serveOfflineSupport } from './offlineSupport';
import { createKeptPages } from './pageCache';
import { ASSETS_PREFIX } from './publicPaths';
import { renderDocument } from './renderDocument';
import { parseRequestTarget } from './requestTarget';
import { createSharedCache, type SharedCacheOptions } from './sharedCache';
import { SHARE_IMAGE_CONTENT_TYPE, SHARE_IMAGE_PATH, shareImageBytes } from './shareImage';
import { createShopBffCore, type ShopBffOptions, sendMisdirected } from './shopBff';

export interface StorefrontServerOptions extends ShopBffOptions {
  readonly clientAssets?: ClientAssets;
  /**
   * Raw error details in the error page's debug box. Default: on unless NODE_ENV is
   * production, so a production server never shows a stack.
   */
  readonly exposeErrorDetails?: boolean;
  /** The app's own routes beside the shop's (router/StorefrontRouter.ts). */
  readonly routes?: readonly AppRoute[];
  /**
   * Origins the summary may post the card payment form to (CSP form-action). Default: the API's origin,
   * where the payment sandbox answers (docs/payments.md); a real card provider names its own.
   */
  readonly paymentFormOrigins?: readonly string[];
  /** Consented analytics (tag manager, error reporting); none by default (startStorefront reads the environment). */
  readonly analytics?: AnalyticsConfig;
  /**
   * Where layout data and anonymous pages are kept per catalogue version (decision 0026): this process's
   * memory by default, Redis with `redisUrl` (startStorefront passes REDIS_URL); `false` renders every page.
   */
  readonly sharedCache?: SharedCacheOptions | false;
}

/** The storefront server's request handler; `close` lets go of its shared cache (a Redis connection). */
export interface StorefrontHandler {
  (req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
}

export function createStorefrontHandler(options: StorefrontServerOptions): StorefrontHandler {
  const bff = createShopBffCore(options);
  const assets = options.clientAssets ?? NO_CLIENT_ASSETS;
  const serveAsset = createAssetHandler(assets);
  const buildId = buildIdOf(assets);
  const sharedCache = options.sharedCache === false ? null : createSharedCache(options.sharedCache);
  const deps = {
    ...bff.deps,
    assets,
    buildId,
    analytics: options.analytics ?? NO_ANALYTICS,
    exposeErrorDetails: options.exposeErrorDetails ?? process.env.NODE_ENV !== 'production',
    router: createStorefrontRouter(options.routes),
    paymentFormOrigins: options.paymentFormOrigins ?? [new URL(bff.deps.apiUrl).origin],
    ...(sharedCache
      ? {
          caches: {
            cache: sharedCache,
            pages: createKeptPages(sharedCache),
            version: createCatalogueVersionSource(bff.deps),
          },
        }
      : {}),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const store = bff.storeFor(req);
    // Every answer, HTML or not (issue 14 item 8); pages add their Content-Security-Policy.
    for (const [name, value] of Object.entries(bff.securityHeaders(req, store))) res.setHeader(name, value);
    const target = parseRequestTarget(req.url);
    if (!target) {
      sendText(res, 400, 'Bad request');
      return;
    }
    const pathname = target.path;
    if (pathname === '/health') {
      sendText(res, 200, 'ok', { 'cache-control': 'no-store' });
      return;
    }
    if (pathname.startsWith(ASSETS_PREFIX)) {
      if (!serveAsset(req, res, pathname)) sendText(res, 404, 'Not found');
      return;
    }
    // The browser's backend: the same pieces a host mounts with createShopBff (shopBff.ts).
    if (await bff.dispatch({ req, res, target, deps: bff.deps }, store)) return;
    if (!store) {
      sendMisdirected(res);
      return;
    }
    if (pathname === SHARE_IMAGE_PATH) {
      // The default og:image (spec §9); crawlers fetch it on the store's own origin.
      const image = shareImageBytes();
      res.writeHead(200, {
        'content-type': SHARE_IMAGE_CONTENT_TYPE,
        'content-length': String(image.length),
        'cache-control': 'public, max-age=86400',
      });
      res.end(req.method === 'HEAD' ? undefined : image);
      return;
    }
    // The service worker, its offline page and the build manifests (offlineSupport.ts).
    if (serveOfflineSupport(req, res, pathname, { store, messages: MESSAGES[store.messages], buildId }))
      return;
    if (pathname === '/favicon.ico') {
      res.writeHead(204, { 'cache-control': 'public, max-age=86400' }).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    await renderDocument(req, res, store, deps);
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[storefront] request failed', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  };
  const close = () => sharedCache?.close() ?? Promise.resolve();
  return Object.assign(handler, { close });
}

export function createStorefrontServer(options: StorefrontServerOptions): Server {
  const handler = createStorefrontHandler(options);
  const server = createServer(handler);
  server.on('close', () => {
    void handler.close();
  });
  return server;
}
