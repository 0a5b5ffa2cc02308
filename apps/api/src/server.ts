// The shop API server (DESIGN §2, §3): node:http in front of graphql-yoga. Routes:
//   GET  /health         liveness (503 while draining, gracefulShutdown.ts)
//   POST /oauth/token    client-credentials token for the storefront server
//   GET  /images/...     generated product images, immutable
//   GET  /media/...      generated data sheets (PDF) and audio samples (WAV), cached for a day
//   POST /graphql        the shop API; needs a bearer token, X-Shop-Store and X-User-Id pick store and user,
//                        X-JWT carries the logged-in customer's token (customer/sessions.ts)
//   GET  /return-labels/<token>  a return's label PDF (the token is the link's secret), as a download
//   GET  /uploads/<id>   an upload, to its owner only (X-User-Id; needs the bearer token), as a download
//   GET  /dev/outbox     the mail outbox, outside production only (mail/devOutboxPage.ts)
//   /dev/parameters      the global parameters, switchable outside production (parameters/devParametersPage.ts)
//   /sandbox/...         the payment sandbox's pages, while the sandbox is on (payments/sandboxPage.ts)
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { BATCH_MAX, CATALOGUE_VERSION_PATH, IMAGE_FORMATS } from '@ranzen/sdk-core/rules';
import {
  PUBLIC_ORIGINS_ENV,
  type PublicOrigins,
  publicOriginsFromEnv,
  STORES,
  type StoreConfig,
  storeById,
} from '@ranzen/sdk-core/store';
import { createYoga } from 'graphql-yoga';
import { withAmazonExpress } from './amazonPay/amazonExpressProvider';
import { AMAZON_SANDBOX_PATH, serveAmazonSandbox } from './amazonPay/amazonSandboxPage';
import { loadAuthConfig } from './auth/secrets';
import { type AuthConfig, bearerFrom, tokenVerifier } from './auth/token';
import { handleTokenRequest } from './auth/tokenEndpoint';
import type { ApiContext } from './context';
import { customerAuthErrorPlugin } from './customer/customerAuthPlugin';
import { CUSTOMER_TOKEN_HEADER, createCustomerSessions } from './customer/sessions';
import { createVisitorIds } from './customer/visitorIds';
import { type Db, openDatabase } from './db/client';
import { introspectionFromEnv } from './exposure/introspection';
import type { ImageFormat } from './generated/resolvers';
import { createDrainer } from './gracefulShutdown';
import { graphqlHardening } from './graphqlHardening';
import { idempotentWrites, startIdempotencySweep } from './idempotency/idempotentWrites';
import { parseImagePath, renderAllImages, renderImage } from './images/imageStore';
import { type ApiLimitsOptions, createApiLimits } from './limits/apiLimits';
import { rateLimitResponsePlugin } from './limits/requestRateLimit';
import { DEV_OUTBOX_PATH, serveDevOutbox } from './mail/devOutboxPage';
import { type MailOptions, mailOptionsFromEnv, serviceMailboxFromEnv } from './mail/mailConfig';
import { startMailSender } from './mail/mailSender';
import { readMedia, renderAllMedia } from './media/mediaStore';
import { type FulfilmentOptions, fulfilmentOptionsFromEnv, startFulfilment } from './orders/fulfilment';
import { DEV_PARAMETERS_PATH, serveDevParameters } from './parameters/devParametersPage';
import { paymentExpiryIntervalFromEnv, startPaymentExpiry } from './payments/paymentExpiry';
import { createPaymentReferences } from './payments/paymentReference';
import { paymentProviders } from './payments/provider';
import { type PaymentSandbox, redirectPaymentProviders } from './payments/redirectPayments';
import { type PaymentSandboxOptions, paymentSandboxFromEnv } from './payments/sandboxConfig';
import { SANDBOX_PREFIX, serveSandbox } from './payments/sandboxPage';
import { createRatingLinkCipher } from './rating/ratingLink';
import { serveGraphql } from './requestCost/graphqlHttp';
import { maskStatementTimeouts, REQUEST_TIME_BUDGET_MS } from './requestCost/timeBudget';
import { catalogueVersionReader } from './responseCache/catalogueVersion';
import {
  createSharedResponseCache,
  type ResponseCacheOptions,
  responseCacheOptionsFromEnv,
} from './responseCache/sharedResponseCache';
import { RETURN_LABELS_PREFIX, serveReturnLabel } from './returns/returnLabel';
import { buildSchema } from './schema';
import { DEFAULT_SEED_PRODUCTS, seedDatabase } from './seed/seed';
import { serveUpload, UPLOADS_PREFIX } from './uploads/uploadRoutes';
import { createUploads, readUploadForStaff } from './uploads/uploadStore';

export interface StartApiOptions {
  /** 0 picks a free port (tests, e2e). Default 4000. */
  port?: number;
  host?: string;
  /** PGlite files and generated images. Default `<repo root>/.data/api`. */
  dataDir?: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  /** PostgreSQL connections in the pool (default 10); benchmarks raise it to put many buyers in flight. */
  databasePoolSize?: number;
  /** Products in the first-start seed. Default 2000. */
  seedProducts?: number;
  log?: boolean;
  /**
   * Formats rendered eagerly at start (default: all of IMAGE_FORMATS). Others are rendered on first
   * request, which lets tests start fast while still serving real images.
   */
  eagerImageFormats?: readonly ImageFormat[];
  /** Client id and secrets; what is not given comes from the environment (auth/secrets.ts). */
  auth?: Partial<AuthConfig>;
  /** Introspection and field suggestions; default RANZEN_GRAPHQL_INTROSPECTION=1 (exposure/introspection.ts). */
  introspection?: boolean;
  /** Time one GraphQL request may take before it is answered 503 (default REQUEST_TIME_BUDGET_MS). */
  requestTimeBudgetMs?: number;
  /** Rate limits (false: none) and trusted proxies; default from the environment (limits/apiLimits.ts). */
  limits?: ApiLimitsOptions;
  /** SMTP delivery and the dev outbox page; default from SMTP_URL, RANZEN_MAIL_FROM, NODE_ENV (mail/mailConfig.ts). */
  mail?: MailOptions;
  /** The contact form's service mailbox; default RANZEN_SERVICE_MAILBOX (mail/mailConfig.ts). */
  serviceMailbox?: string;
  /** Each store's public origin, for links in mails; default RANZEN_PUBLIC_ORIGINS over the local hosts. */
  publicOrigins?: PublicOrigins;
  /** The payment sandbox (payments/sandboxConfig.ts); default RANZEN_PAYMENT_SANDBOX and NODE_ENV. */
  paymentSandbox?: PaymentSandboxOptions;
  /** How often abandoned payments are expired (payments/paymentExpiry.ts); default RANZEN_PAYMENT_EXPIRY_INTERVAL_MS. */
  paymentExpiryIntervalMs?: number;
  /**
   * The fulfilment job's pace (orders/fulfilment.ts); default from RANZEN_FULFILMENT_*; false runs no job
   * (tests that drive it themselves).
   */
  fulfilment?: FulfilmentOptions | false;
  /** The shared response cache (responseCache/sharedResponseCache.ts); default in Redis with REDIS_URL, else memory. */
  responseCache?: ResponseCacheOptions;
}

export interface RunningApi {
  url: string;
  /** The API's database handle (tests inspect and age rows with it, e.g. lightning reservations). */
  db: Db;
  /** Drains (in-flight requests finish, new ones get 503; gracefulShutdown.ts), then closes the database. */
  close(): Promise<void>;
}

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data/api', import.meta.url));
export const DEFAULT_STORE_ID = 'de';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Media URLs carry no version (they are the product's download links), so caches revalidate daily. */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function graphqlError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  sendJson(res, status, { errors: [{ message, extensions: { code } }] }, headers);
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** X-Shop-Store: a store id from sdk-core's STORES; missing means the German default store. */
export function storeFromHeader(value: string | undefined): StoreConfig | null {
  if (value === undefined || value.trim() === '') return STORES[DEFAULT_STORE_ID];
  return storeById(value.trim()) ?? null;
}

async function serveImage(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  dataDir: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { error: 'method not allowed' }, { Allow: 'GET, HEAD' });
    return;
  }
  const request = parseImagePath(pathname);
  if (!request) {
    sendJson(res, 404, { error: 'not found' });
    return;
  }
  const file = await renderImage(dataDir, request.asset, request.format);
  const body = await readFile(file);
  const etag = `"${request.asset.version}-${request.format.toLowerCase()}"`;
  if (header(req, 'if-none-match') === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': IMMUTABLE });
    res.end();
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'image/webp',
    'Content-Length': body.length,
    'Cache-Control': IMMUTABLE,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Data sheets and audio samples (storefront §3.4); a 404 for anything the media store does not hold. */
async function serveMedia(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  dataDir: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, { error: 'method not allowed' }, { Allow: 'GET, HEAD' });
    return;
  }
  const media = await readMedia(dataDir, pathname);
  if (!media) {
    sendJson(res, 404, { error: 'not found' });
    return;
  }
  const validators = {
    ETag: media.etag,
    'Last-Modified': media.lastModified.toUTCString(),
    'Cache-Control': MEDIA_CACHE_CONTROL,
  };
  if (header(req, 'if-none-match') === media.etag) {
    res.writeHead(304, validators);
    res.end();
    return;
  }
  res.writeHead(200, {
    ...validators,
    'Content-Type': media.contentType,
    'Content-Length': media.body.length,
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : media.body);
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const log = options.log ? (message: string) => console.log(`[api] ${message}`) : () => {};
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  // First, so that a production start without its secrets stops before touching the database.
  const auth = await loadAuthConfig(dataDir, options.auth);
  const setup = await openDatabase({
    dataDir,
    databaseUrl: options.databaseUrl,
    poolSize: options.databasePoolSize,
  });
  log(`database: ${setup.kind}${setup.kind === 'pglite' ? ` in ${dataDir}` : ''}`);
  const seed = await seedDatabase(setup.db, {
    products: options.seedProducts ?? DEFAULT_SEED_PRODUCTS,
    log,
  });
  log(
    seed.seeded
      ? `seeded ${seed.products} products in ${seed.ms} ms`
      : `seed present (${seed.products} products)`,
  );
  const images = await renderAllImages(
    dataDir,
    options.eagerImageFormats ?? (Object.keys(IMAGE_FORMATS) as ImageFormat[]),
  );
  log(`images ready (${images.rendered} files checked or rendered in ${images.ms} ms)`);
  const media = await renderAllMedia(setup.db, dataDir);
  log(`media ready (${media.files} files, ${media.written} written in ${media.ms} ms)`);
  // Requests run with PostgreSQL's statement timeout; the seed and migrations above run without it.
  const database = await setup.forServing();

  const verifyBearer = tokenVerifier(auth);
  const ratingLinks = createRatingLinkCipher(auth.signingSecret);
  const visitorIds = createVisitorIds(auth.signingSecret);
  const customerSessions = createCustomerSessions(auth.signingSecret);
  const uploads = createUploads(dataDir, auth.signingSecret);
  const limits = createApiLimits(options.limits);
  await limits.connected();
  log(`rate limits: ${limits.store}`);

  const responseCache = createSharedResponseCache(options.responseCache ?? responseCacheOptionsFromEnv());
  await responseCache.connected();
  log(`response cache: ${responseCache.store}`);

  const catalogueVersion = catalogueVersionReader(database.db);
  const schema = buildSchema();
  const introspection = options.introspection ?? introspectionFromEnv();
  const timeBudgetMs = options.requestTimeBudgetMs ?? REQUEST_TIME_BUDGET_MS;
  const yoga = createYoga<ApiContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // Node's own Fetch classes: with yoga's default ponyfill a 5 MB multipart upload took ~20 s to parse,
    // with these well under a second (uploads/uploads.test.ts sends one).
    fetchAPI: { Request, Response, Headers, FormData, File, Blob },
    // The storefront batches up to 10 operations (storefront §7).
    batching: { limit: BATCH_MAX },
    logging: options.log ? 'warn' : false,
    maskedErrors: { maskError: maskStatementTimeouts },
    plugins: [
      ...graphqlHardening(schema, { introspection }),
      idempotentWrites(),
      rateLimitResponsePlugin(),
      customerAuthErrorPlugin(),
      responseCache.plugin(schema),
    ],
  });

  const stopIdempotencySweep = startIdempotencySweep(database.db);
  const mail = options.mail ?? mailOptionsFromEnv();
  const serviceMailbox = options.serviceMailbox ?? serviceMailboxFromEnv();
  const readAttachment = (uploadId: string) => readUploadForStaff(database.db, dataDir, uploadId);
  const stopMailSender = mail.sender
    ? startMailSender(database.db, { ...mail.sender, log, readAttachment })
    : async () => {};
  log(mail.sender ? 'mail: sent by SMTP' : 'mail: kept in the outbox (SMTP_URL is not set)');
  const publicOrigins = options.publicOrigins ?? publicOriginsFromEnv(process.env[PUBLIC_ORIGINS_ENV]);
  const storeOrigin = (store: StoreConfig) => publicOrigins[store.id] ?? store.hosts.localOrigin;
  const sandboxOptions = options.paymentSandbox ?? paymentSandboxFromEnv();
  // The listening address is known once the server listens (below); redirects are made after that.
  let listeningOrigin = '';
  const paymentSandbox: PaymentSandbox | null = sandboxOptions.enabled
    ? {
        references: createPaymentReferences(auth.signingSecret),
        origin: () => sandboxOptions.publicOrigin ?? listeningOrigin,
      }
    : null;
  const providers = paymentProviders(withAmazonExpress(redirectPaymentProviders(paymentSandbox)));
  log(paymentSandbox ? 'payments: redirect methods go to the sandbox' : 'payments: sandbox off');
  const stopPaymentExpiry = startPaymentExpiry(
    database.db,
    options.paymentExpiryIntervalMs ?? paymentExpiryIntervalFromEnv(),
  );

  const fulfilment = options.fulfilment ?? fulfilmentOptionsFromEnv();
  const stopFulfilment = fulfilment ? startFulfilment(database.db, fulfilment) : async () => {};

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const pathname = new URL(req.url ?? '/', 'http://api.invalid').pathname;
    if (pathname === '/health') {
      sendJson(res, 200, { status: 'ok' });
      return;
    }
    if (pathname === '/oauth/token') {
      await limits.tokenRequest(req, res, () => handleTokenRequest(req, res, auth));
      return;
    }
    if (pathname.startsWith('/images/')) {
      await serveImage(req, res, pathname, dataDir);
      return;
    }
    if (pathname.startsWith('/media/')) {
      await serveMedia(req, res, pathname, dataDir);
      return;
    }
    if (pathname.startsWith(RETURN_LABELS_PREFIX)) {
      await serveReturnLabel(req, res, pathname, database.db);
      return;
    }
    if (mail.devOutboxPage && (pathname === DEV_OUTBOX_PATH || pathname.startsWith(`${DEV_OUTBOX_PATH}/`))) {
      await serveDevOutbox(req, res, pathname, database.db);
      return;
    }
    if (mail.devOutboxPage && pathname === DEV_PARAMETERS_PATH) {
      await serveDevParameters(req, res, database.db);
      return;
    }
    if (paymentSandbox && pathname.startsWith(AMAZON_SANDBOX_PATH)) {
      await serveAmazonSandbox(req, res, pathname, { db: database.db, sandbox: paymentSandbox, storeOrigin });
      return;
    }
    if (paymentSandbox && pathname.startsWith(SANDBOX_PREFIX)) {
      await serveSandbox(req, res, pathname, { db: database.db, sandbox: paymentSandbox, storeOrigin });
      return;
    }
    const isUpload = pathname.startsWith(UPLOADS_PREFIX);
    const isCatalogueVersion = pathname === CATALOGUE_VERSION_PATH;
    if (pathname !== '/graphql' && !isUpload && !isCatalogueVersion) {
      sendJson(res, 404, { error: 'not found' });
      return;
    }
    const token = bearerFrom(header(req, 'authorization'));
    if (!token || !verifyBearer(token)) {
      graphqlError(res, 401, 'INVALID_TOKEN', 'A valid bearer token is required.', {
        'WWW-Authenticate': 'Bearer error="invalid_token"',
      });
      return;
    }
    if (isCatalogueVersion) {
      // What the storefront servers key their layout and page caches by (decision 0026).
      sendJson(res, 200, { version: await catalogueVersion() }, { 'Cache-Control': 'no-store' });
      return;
    }
    const userId = visitorIds.verifyUser(header(req, 'x-user-id'));
    if (isUpload) {
      await serveUpload(req, res, pathname, { db: database.db, uploads, userId });
      return;
    }
    const store = storeFromHeader(header(req, 'x-shop-store'));
    if (!store) {
      graphqlError(res, 400, 'UNKNOWN_STORE', 'Unknown store in X-Shop-Store.');
      return;
    }
    const customerAuth = await customerSessions.authenticate(database.db, header(req, CUSTOMER_TOKEN_HEADER));
    let cacheScope: Promise<string> | undefined;
    const context: ApiContext = {
      db: database.db,
      ratingLinks,
      store,
      storeOrigin: storeOrigin(store),
      serviceMailbox,
      paymentProviders: providers,
      paymentSandbox,
      userId,
      customer: customerAuth.session,
      customerAuthError: customerAuth.error,
      customerSessions,
      visitorIds,
      uploads,
      ...limits.forRequest(req, userId),
      sharedCacheScope: () => {
        cacheScope ??= catalogueVersion().then((version) => `${store.id}:${version}`);
        return cacheScope;
      },
    };
    await serveGraphql(req, res, yoga, context, timeBudgetMs, (body) =>
      responseCache.keptAnswer(body, req.headers, context.sharedCacheScope),
    );
  };

  const server = createServer((req, res) => {
    if (!drainer.admit(req, res)) return;
    handle(req, res).catch((error: unknown) => {
      console.error('[api] request failed', error);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal error' });
      else res.destroy();
    });
  });
  const drainer = createDrainer(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4000, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  listeningOrigin = url;
  log(`listening on ${url}`);

  let closing: Promise<void> | null = null;
  return {
    url,
    db: database.db,
    close() {
      closing ??= (async () => {
        await drainer.drain();
        await yoga.dispose();
        await stopIdempotencySweep();
        await stopPaymentExpiry();
        await stopFulfilment();
        await stopMailSender();
        await limits.close();
        await responseCache.close();
        await database.close();
      })();
      return closing;
    },
  };
}
