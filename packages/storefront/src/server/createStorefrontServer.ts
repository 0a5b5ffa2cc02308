// The storefront server one app runs (DESIGN §1, §2, decision 0002): node:http, SSR of the pages and
// the browser's backend (same-origin /graphql, /images and /media proxy, /api/cart-id and the account
// endpoints /api/login-action/, /api/logout-action/, /api/register-action/, /api/change-password/, the
// checkout endpoints /api/submit-cart/ and /api/confirmation-cleanup/). The host picks the
// store (spec storefront §1); an app only serves its own store family.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  DEFAULT_PUBLIC_ORIGINS,
  normalizeOrigins,
  type PublicOrigins,
  resolveStore,
  type StoreConfig,
  type StoreId,
  type StoreOrigins,
} from '@ranzen/sdk-core';
import { type AppRoute, createStorefrontRouter } from '../router/StorefrontRouter';
import { accountActionFor, handleAccountAction } from './accountEndpoints';
import { type ApiTokenSource, createApiTokenSource } from './apiToken';
import { handleCartId } from './cartIdEndpoint';
import { checkoutActionFor, handleCheckoutAction } from './checkoutEndpoints';
import { type ClientAssets, createAssetHandler, NO_CLIENT_ASSETS } from './clientAssets';
import { handleFileProxy, handleGraphqlProxy } from './graphqlProxy';
import { isSecureRequest, sendText } from './http';
import { ASSETS_PREFIX, IMAGES_PREFIX, MEDIA_PREFIX, RETURN_LABELS_PREFIX } from './publicPaths';
import { renderDocument } from './renderDocument';
import { parseRequestTarget } from './requestTarget';
import { baseSecurityHeaders } from './securityHeaders';
import { SHARE_IMAGE_CONTENT_TYPE, SHARE_IMAGE_PATH, shareImageBytes } from './shareImage';

export interface StorefrontServerOptions {
  /** The stores this app serves (consumer: de, at, ch, en-DE; B2B: b2b-de, b2b-en). */
  readonly stores: readonly StoreConfig[];
  /**
   * Store for hosts that resolve outside `stores` (e.g. 127.0.0.1 on the B2B app). Without it such
   * hosts get 421 Misdirected Request: they belong to the other app.
   */
  readonly fallbackStoreId?: StoreId;
  /** Base URL of the shop API, e.g. http://127.0.0.1:4000. */
  readonly apiUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly clientAssets?: ClientAssets;
  /** Replaces the token source (tests). */
  readonly tokens?: ApiTokenSource;
  readonly fetch?: typeof fetch;
  /**
   * Store id -> public origin (https://www.example.de) for canonical, hreflang and Open Graph URLs
   *. Defaults to the local hosts (DEFAULT_PUBLIC_ORIGINS); given ids replace them.
   */
  readonly publicOrigins?: PublicOrigins;
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
}

/**
 * Picks the store for a Host header within the app's family. `origins` is the
 * table that writes the canonical URLs, so a configured public domain is served by its store.
 */
export function storeForHost(
  host: string | undefined,
  stores: readonly StoreConfig[],
  fallbackStoreId?: StoreId,
  origins: StoreOrigins = DEFAULT_PUBLIC_ORIGINS,
): StoreConfig | null {
  const resolved = resolveStore(host ?? '', origins);
  const own = stores.find((store) => store.id === resolved.id);
  if (own) return own;
  if (!fallbackStoreId) return null;
  // Keep the language the host asked for when the family has a store in it (en.… -> English).
  return (
    stores.find((store) => store.language === resolved.language) ??
    stores.find((store) => store.id === fallbackStoreId) ??
    null
  );
}

export function createStorefrontHandler(options: StorefrontServerOptions) {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const tokens =
    options.tokens ??
    createApiTokenSource({
      apiUrl,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  const assets = options.clientAssets ?? NO_CLIENT_ASSETS;
  const serveAsset = createAssetHandler(assets);
  const deps = {
    apiUrl,
    tokens,
    assets,
    publicOrigins: normalizeOrigins({ ...DEFAULT_PUBLIC_ORIGINS, ...options.publicOrigins }),
    exposeErrorDetails: options.exposeErrorDetails ?? process.env.NODE_ENV !== 'production',
    router: createStorefrontRouter(options.routes),
    paymentFormOrigins: options.paymentFormOrigins ?? [new URL(apiUrl).origin],
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const store = storeForHost(req.headers.host, options.stores, options.fallbackStoreId, deps.publicOrigins);
    // Every answer, HTML or not (issue 14 item 8); pages add their Content-Security-Policy.
    const https = isSecureRequest(req, store ? deps.publicOrigins[store.id] : undefined);
    for (const [name, value] of Object.entries(baseSecurityHeaders(https))) res.setHeader(name, value);
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
    for (const prefix of [IMAGES_PREFIX, MEDIA_PREFIX, RETURN_LABELS_PREFIX] as const) {
      if (pathname.startsWith(prefix)) {
        await handleFileProxy(req, res, target, prefix, deps);
        return;
      }
    }
    if (!store) {
      sendText(res, 421, 'Misdirected request: this host is served by another storefront');
      return;
    }
    if (pathname === '/graphql') {
      await handleGraphqlProxy(req, res, store, deps);
      return;
    }
    if (pathname === '/api/cart-id') {
      await handleCartId(req, res, store, deps);
      return;
    }
    const accountAction = accountActionFor(pathname);
    if (accountAction) {
      await handleAccountAction(req, res, accountAction, store, deps);
      return;
    }
    const checkoutAction = checkoutActionFor(pathname);
    if (checkoutAction) {
      await handleCheckoutAction(req, res, checkoutAction, store, deps);
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

  return (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[storefront] request failed', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  };
}

export function createStorefrontServer(options: StorefrontServerOptions): Server {
  return createServer(createStorefrontHandler(options));
}
