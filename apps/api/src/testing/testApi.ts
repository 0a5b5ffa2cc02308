// Test harness: starts the real API over HTTP on a random port with a small seed in a temp folder.
// With DATABASE_URL set, every run gets a fresh, uniquely named PostgreSQL database that is dropped
// afterwards, so the same suites prove both drivers (DESIGN §5 "API"). Folder and database are copies of
// the run's seeded templates (seedTemplates.ts), so a stack starts without seeding.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { CUSTOMER_TOKEN_HEADER } from '../customer/sessions';
import { type RunningApi, type StartApiOptions, startApi } from '../server';
import { seededData, TEST_EAGER_IMAGE_FORMATS } from './seedTemplates';
import { TEST_SECRETS } from './testSecrets';

export { TEST_SECRETS, testVisitorIds } from './testSecrets';

/** Big enough that the writing category has more than one page of 60 (storefront §9). */
export const TEST_SEED_PRODUCTS = 300;

export interface TestApi {
  api: RunningApi;
  url: string;
  dataDir: string;
  databaseUrl: string | undefined;
  token: string;
  /** Restarts the API on the same data (seed idempotence). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The URL of database `name` on the server of `serverUrl`, created when missing and kept (benchmarks). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (existing.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A bearer token from the API at `url`, for an API started with TEST_SECRETS unless told otherwise. */
export async function fetchToken(
  url: string,
  credentials: { clientId: string; clientSecret: string } = TEST_SECRETS,
): Promise<string> {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

export async function startTestApi(overrides: Partial<StartApiOptions> = {}): Promise<TestApi> {
  const seedProducts = overrides.seedProducts ?? TEST_SEED_PRODUCTS;
  const data = await seededData(seedProducts, process.env.DATABASE_URL);
  const options: StartApiOptions = {
    port: 0,
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    seedProducts,
    // One format eagerly keeps start-up short; the others are rendered on first request.
    eagerImageFormats: TEST_EAGER_IMAGE_FORMATS,
    auth: TEST_SECRETS,
    // Suites share one loopback address; the rate limit suite (limits/rateLimits.test.ts) turns them on.
    limits: { rateLimits: false },
    // Each suite's own database: a Redis shared with the other suites would mix their versions.
    responseCache: {},
    ...overrides,
  };
  let api = await startApi(options);
  const harness: TestApi = {
    api,
    url: api.url,
    dataDir: data.dataDir,
    databaseUrl: data.databaseUrl,
    token: await fetchToken(api.url),
    async restart() {
      await api.close();
      api = await startApi(options);
      harness.api = api;
      harness.url = api.url;
      harness.token = await fetchToken(api.url);
    },
    async stop() {
      await api.close();
      await data.remove();
    },
  };
  return harness;
}

export interface GraphqlResponse<T> {
  status: number;
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface RequestOptions {
  store?: string;
  userId?: string;
  token?: string | null;
  /** The logged-in customer's token (X-JWT, customer/sessions.ts). */
  customerToken?: string;
  /** The browser address the storefront forwards (X-Forwarded-For; the test client is a trusted proxy). */
  clientAddress?: string;
  /** The operation's `extensions` (e.g. an idempotency key). */
  extensions?: Record<string, unknown>;
}

/** Sends one GraphQL operation like the storefront server does (bearer, X-Shop-Store, X-User-Id). */
export async function gql<T>(
  harness: TestApi,
  query: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<GraphqlResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = options.token === undefined ? harness.token : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.store) headers['x-shop-store'] = options.store;
  if (options.userId) headers['x-user-id'] = options.userId;
  if (options.customerToken) headers[CUSTOMER_TOKEN_HEADER] = options.customerToken;
  if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
  const response = await fetch(`${harness.url}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables, extensions: options.extensions }),
  });
  const body = (await response.json()) as Omit<GraphqlResponse<T>, 'status'>;
  return { status: response.status, ...body };
}

/** Like gql, but fails the test on GraphQL errors. */
export async function query<T>(
  harness: TestApi,
  document: string,
  variables: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<T> {
  const result = await gql<T>(harness, document, variables, options);
  if (result.errors?.length || result.status !== 200) {
    throw new Error(`GraphQL failed (${result.status}): ${JSON.stringify(result.errors)}`);
  }
  return result.data;
}

const REGISTER_FOR_TOKEN = `mutation($input: RegisterCustomerInput!) {
  registerCustomer(input: $input) { successfull token { token } } }`;

/** Registers a new consumer (a fresh e-mail) and answers their customer token (X-JWT) for `customerToken`. */
export async function registerTestCustomer(
  harness: TestApi,
  input: { email?: string; password?: string } = {},
  options: RequestOptions = {},
): Promise<string> {
  const registration = {
    firstName: 'Erika',
    lastName: 'Muster',
    email: input.email ?? `test.${randomBytes(6).toString('hex')}@ranzen.test`,
    password: input.password ?? 'geheim-123',
  };
  const data = await query<{ registerCustomer: { token: { token: string } | null } }>(
    harness,
    REGISTER_FOR_TOKEN,
    { input: registration },
    options,
  );
  const token = data.registerCustomer.token?.token;
  if (!token) throw new Error(`registration failed: ${JSON.stringify(data)}`);
  return token;
}
