// The shop's backend for the browser (BFF; DESIGN §2, §7; spec shopping §7 "Internal endpoints") as pieces
// a host mounts in its own Node server (issue 17 item 2): the same-origin GraphQL proxy, the cart id
// endpoint, the account and checkout endpoints, the invoice and order form downloads, the newsletter's
// one-click unsubscribe and the file proxy for /images and /media. Each piece is a plain
// `(req, res, next)` handler for node:http, Connect or Express: it answers the requests of its paths
// and passes every other one to `next` (404 without a `next`). `createShopBff` returns all of them in one
// handler; Ranzen's own storefront server is built from the same pieces (createStorefrontServer.ts).
// The header and cookie contract with the shop API is documented in packages/storefront/README.md.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  DEFAULT_PUBLIC_ORIGINS,
  INVOICE_DOWNLOAD_PATH,
  NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH,
  normalizeOrigins,
  ORDER_FORM_PDF_PATH,
  type PublicOrigins,
  resolveStore,
  type StoreConfig,
  type StoreId,
  type StoreOrigins,
} from '@ranzen/sdk-core';
import { CART_ID_ENDPOINT, GRAPHQL_ENDPOINT } from '@ranzen/sdk-react';
import { accountActionFor, handleAccountAction } from './accountEndpoints';
import type { ApiRequestDeps } from './apiRequest';
import { type ApiTokenSource, createApiTokenSource } from './apiToken';
import { handleCartId } from './cartIdEndpoint';
import { checkoutActionFor, handleCheckoutAction } from './checkoutEndpoints';
import { handleFileProxy, handleGraphqlProxy } from './graphqlProxy';
import { isSecureRequest, sendText } from './http';
import { handleInvoiceDownload } from './invoiceEndpoint';
import { handleNewsletterOneClick } from './newsletterEndpoint';
import { handleOrderFormDownload } from './orderFormEndpoint';
import { FILE_PROXY_PREFIXES, type FileProxyPrefix } from './publicPaths';
import { parseRequestTarget, type RequestTarget } from './requestTarget';
import { baseSecurityHeaders } from './securityHeaders';

export interface ShopBffOptions {
  /** The stores this server serves; the request's Host picks one. */
  readonly stores: readonly StoreConfig[];
  /**
   * Store for hosts that resolve outside `stores` (e.g. 127.0.0.1 on the B2B app). Without it such
   * hosts get 421 Misdirected Request: they belong to another server.
   */
  readonly fallbackStoreId?: StoreId;
  /** Base URL of the shop API, e.g. http://127.0.0.1:4000. */
  readonly apiUrl: string;
  /** The client credentials the server requests its bearer token with (`POST /oauth/token`). */
  readonly clientId: string;
  readonly clientSecret: string;
  /**
   * Store id -> public origin (https://www.example.de): picks the store for a configured domain, makes
   * the cookies `__Host-` and Secure for an https:// origin, and (storefront server) writes canonical,
   * hreflang and Open Graph URLs. Given ids replace the local defaults
   * (DEFAULT_PUBLIC_ORIGINS).
   */
  readonly publicOrigins?: PublicOrigins;
  /** Replaces the token source (tests). */
  readonly tokens?: ApiTokenSource;
  readonly fetch?: typeof fetch;
}

/** What every piece needs: the API, its token and the stores' public origins. */
export interface ShopBffDeps extends ApiRequestDeps {
  readonly publicOrigins: PublicOrigins;
}

/** Connect's and Express's `next`: called without an argument when the request is not this handler's. */
export type NextFunction = (error?: unknown) => void;

/** A handler for node:http (`createServer(handler)`), Connect and Express (`app.use(handler)`). */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void;

/** The whole BFF as one handler, with each piece as its own handler beside it. */
export interface ShopBff extends NodeHandler {
  /** POST /graphql: forwarded to the API with the server's token and the visitor's headers. */
  readonly graphql: NodeHandler;
  /** GET /api/cart-id: the visitor's ids from the cookies, or new ones from the API's ShopInit. */
  readonly cartId: NodeHandler;
  /** POST /api/login-action/, /api/logout-action/, /api/register-action/, /api/change-password/, /api/checkout-auth/. */
  readonly accountActions: NodeHandler;
  /** POST /api/submit-cart/, /api/confirmation-cleanup/, /api/checkout-amazon/, /api/abort-amazon/. */
  readonly checkoutActions: NodeHandler;
  /** GET /images/… and /media/…: the API's product images, data sheets and audio samples. */
  readonly files: NodeHandler;
  /** GET /api/invoice/: a parcel's invoice PDF for the order's owner or the holder of its hash. */
  readonly invoices: NodeHandler;
  /** GET /api/order-form/: the printed order form (Bestellschein) as a PDF, blank or with lines. */
  readonly orderForms: NodeHandler;
  /** POST /api/newsletter-unsubscribe/: a newsletter mail's one-click unsubscribe (RFC 8058). */
  readonly newsletterUnsubscribe: NodeHandler;
}

/**
 * Picks the store for a Host header among `stores`. `origins` is the table that
 * writes the canonical URLs, so a configured public domain is served by its store.
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

/** The answer to a request whose host no store of this server has. */
export function sendMisdirected(res: ServerResponse): void {
  sendText(res, 421, 'Misdirected request: this host is served by another storefront');
}

export interface PieceRequest {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly target: RequestTarget;
  readonly deps: ShopBffDeps;
}

/** One piece of the BFF: the paths it answers and how; only the file proxy works without a store. */
export type BffPiece =
  | {
      readonly needsStore: true;
      readonly matches: (path: string) => boolean;
      readonly handle: (request: PieceRequest, store: StoreConfig) => Promise<void>;
    }
  | {
      readonly needsStore: false;
      readonly matches: (path: string) => boolean;
      readonly handle: (request: PieceRequest) => Promise<void>;
    };

function filePrefixOf(path: string): FileProxyPrefix | undefined {
  return FILE_PROXY_PREFIXES.find((prefix) => path.startsWith(prefix));
}

const PIECES = {
  files: {
    needsStore: false,
    matches: (path) => filePrefixOf(path) !== undefined,
    handle: async ({ req, res, target, deps }) => {
      const prefix = filePrefixOf(target.path);
      if (prefix) await handleFileProxy(req, res, target, prefix, deps);
    },
  },
  graphql: {
    needsStore: true,
    matches: (path) => path === GRAPHQL_ENDPOINT,
    handle: ({ req, res, deps }, store) => handleGraphqlProxy(req, res, store, deps),
  },
  cartId: {
    needsStore: true,
    matches: (path) => path === CART_ID_ENDPOINT,
    handle: ({ req, res, deps }, store) => handleCartId(req, res, store, deps),
  },
  accountActions: {
    needsStore: true,
    matches: (path) => accountActionFor(path) !== null,
    handle: async ({ req, res, target, deps }, store) => {
      const action = accountActionFor(target.path);
      if (action) await handleAccountAction(req, res, action, store, deps);
    },
  },
  checkoutActions: {
    needsStore: true,
    matches: (path) => checkoutActionFor(path) !== null,
    handle: async ({ req, res, target, deps }, store) => {
      const action = checkoutActionFor(target.path);
      if (action) await handleCheckoutAction(req, res, action, store, deps);
    },
  },
  invoices: {
    needsStore: true,
    matches: (path) => path === INVOICE_DOWNLOAD_PATH,
    handle: ({ req, res, target, deps }, store) =>
      handleInvoiceDownload(req, res, new URLSearchParams(target.query), store, deps),
  },
  orderForms: {
    needsStore: true,
    matches: (path) => path === ORDER_FORM_PDF_PATH,
    handle: ({ req, res, target, deps }, store) =>
      handleOrderFormDownload(req, res, new URLSearchParams(target.query), store, deps),
  },
  newsletterUnsubscribe: {
    needsStore: true,
    matches: (path) => path === NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH,
    handle: ({ req, res, target, deps }, store) =>
      handleNewsletterOneClick(req, res, new URLSearchParams(target.query), store, deps),
  },
} as const satisfies Record<keyof ShopBff, BffPiece>;

const ALL_PIECES: readonly BffPiece[] = Object.values(PIECES);

/** The BFF as the storefront server uses it: it sets its own headers and renders every other path. */
export interface ShopBffCore {
  readonly deps: ShopBffDeps;
  /** The store the request's Host picks; null when this server does not serve it. */
  readonly storeFor: (req: IncomingMessage) => StoreConfig | null;
  /** The headers of every answer, HSTS when the visitor came over HTTPS. */
  readonly securityHeaders: (req: IncomingMessage, store: StoreConfig | null) => Record<string, string>;
  /** Answers the request when one of `pieces` has its path (421 without a store); false when none has. */
  readonly dispatch: (
    request: PieceRequest,
    store: StoreConfig | null,
    pieces?: readonly BffPiece[],
  ) => Promise<boolean>;
}

export function createShopBffCore(options: ShopBffOptions): ShopBffCore {
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const deps: ShopBffDeps = {
    apiUrl,
    tokens:
      options.tokens ??
      createApiTokenSource({
        apiUrl,
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }),
    publicOrigins: normalizeOrigins({ ...DEFAULT_PUBLIC_ORIGINS, ...options.publicOrigins }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  return {
    deps,
    storeFor: (req) =>
      storeForHost(req.headers.host, options.stores, options.fallbackStoreId, deps.publicOrigins),
    securityHeaders: (req, store) =>
      baseSecurityHeaders(isSecureRequest(req, store ? deps.publicOrigins[store.id] : undefined)),
    async dispatch(request, store, pieces = ALL_PIECES) {
      const piece = pieces.find((candidate) => candidate.matches(request.target.path));
      if (!piece) return false;
      if (!piece.needsStore) await piece.handle(request);
      else if (store) await piece.handle(request, store);
      else sendMisdirected(request.res);
      return true;
    },
  };
}

/** Connect and Express keep the full target in `originalUrl` when a handler is mounted under a path. */
function fullTarget(req: IncomingMessage): string | undefined {
  const { originalUrl } = req as IncomingMessage & { originalUrl?: unknown };
  return typeof originalUrl === 'string' ? originalUrl : req.url;
}

function toHandler(core: ShopBffCore, pieces: readonly BffPiece[]): NodeHandler {
  return (req, res, next) => {
    const passOn = () => {
      if (next) next();
      else sendText(res, 404, 'Not found');
    };
    const target = parseRequestTarget(fullTarget(req));
    if (!target || !pieces.some((piece) => piece.matches(target.path))) {
      passOn();
      return;
    }
    const store = core.storeFor(req);
    for (const [name, value] of Object.entries(core.securityHeaders(req, store))) res.setHeader(name, value);
    core.dispatch({ req, res, target, deps: core.deps }, store, pieces).catch((error: unknown) => {
      if (next) {
        next(error);
        return;
      }
      console.error('[storefront] BFF request failed', error);
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy();
    });
  };
}

/**
 * The shop's backend for the browser, to mount in a host's own Node server before its own routes.
 *
 * @example
 * ```ts
 * const bff = createShopBff({ apiUrl, clientId, clientSecret, stores: [STORES.de] });
 * createServer((req, res) => bff(req, res, () => renderMyApp(req, res)));
 * // Express: app.use(bff) — or single pieces: app.use(bff.graphql), app.use(bff.cartId)
 * ```
 */
export function createShopBff(options: ShopBffOptions): ShopBff {
  const core = createShopBffCore(options);
  return Object.assign(toHandler(core, ALL_PIECES), {
    graphql: toHandler(core, [PIECES.graphql]),
    cartId: toHandler(core, [PIECES.cartId]),
    accountActions: toHandler(core, [PIECES.accountActions]),
    checkoutActions: toHandler(core, [PIECES.checkoutActions]),
    files: toHandler(core, [PIECES.files]),
    invoices: toHandler(core, [PIECES.invoices]),
    orderForms: toHandler(core, [PIECES.orderForms]),
    newsletterUnsubscribe: toHandler(core, [PIECES.newsletterUnsubscribe]),
  });
}
