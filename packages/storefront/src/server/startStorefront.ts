// Entry point the apps' built servers call: configuration from the environment, then listen.
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { StoreConfig, StoreId } from '@ranzen/sdk-core';
import { PUBLIC_ORIGINS_ENV, publicOriginsFromEnv } from '@ranzen/sdk-core';
import { analyticsConfigFromEnv } from '../data/analyticsConfig';
import type { AppRoute } from '../router/StorefrontRouter';
import { loadClientAssets } from './clientAssets';
import { createStorefrontServer } from './createStorefrontServer';
import { exitGracefullyOnSignal } from './gracefulShutdown';
import { sharedCacheOptionsFromEnv } from './sharedCache';

export interface StartStorefrontOptions {
  readonly name: string;
  readonly stores: readonly StoreConfig[];
  readonly fallbackStoreId?: StoreId;
  readonly defaultPort: number;
  /** Folder of the client build (with .vite/manifest.json). */
  readonly clientDir: URL;
  /** Manifest key of the client entry, e.g. 'src/entry-client.tsx'. */
  readonly clientEntry: string;
  /** The app's own routes beside the shop's (defineAppRoute); the browser entry passes the same. */
  readonly routes?: readonly AppRoute[];
}

/** Defaults for a local run; real deployments set the environment. */
export const DEFAULT_API_URL = 'http://127.0.0.1:4000';
/** The API's default client id (an id, not a secret). */
export const DEFAULT_CLIENT_ID = 'storefront';
/** The API client secret has no default; `pnpm start` passes the API's development one. */
export const CLIENT_SECRET_VARIABLE = 'RANZEN_API_CLIENT_SECRET';

/**
 * The API client credentials from the environment; throws naming the variable when the secret is missing.
 *
 * @example
 * ```ts
 * const { clientId, clientSecret } = apiCredentialsFromEnv(process.env);
 * ```
 */
export function apiCredentialsFromEnv(env: NodeJS.ProcessEnv): { clientId: string; clientSecret: string } {
  const clientSecret = env[CLIENT_SECRET_VARIABLE]?.trim();
  if (!clientSecret) {
    throw new Error(
      `${CLIENT_SECRET_VARIABLE} is not set: the storefront server needs the API's client secret ` +
        '(`pnpm start` passes it; see "Production start" in README.md).',
    );
  }
  return { clientId: env.RANZEN_API_CLIENT_ID || DEFAULT_CLIENT_ID, clientSecret };
}

/**
 * Starts the storefront server; rejects before listening when the API client secret is missing.
 *
 * @example
 * ```ts
 * // src/server.ts of a host app; the API's address and secret come from RANZEN_API_URL and
 * // RANZEN_API_CLIENT_SECRET.
 * await startStorefront({
 *   name: 'consumer',
 *   stores: [STORES.de, STORES.at],
 *   defaultPort: 3000,
 *   clientDir: new URL('../client/', import.meta.url),
 *   clientEntry: 'src/entry-client.tsx',
 * });
 * ```
 */
export async function startStorefront(options: StartStorefrontOptions): Promise<Server> {
  const env = process.env;
  const credentials = apiCredentialsFromEnv(env);
  const port = Number(env.PORT ?? options.defaultPort);
  const host = env.HOST ?? '127.0.0.1';
  const server = createStorefrontServer({
    stores: options.stores,
    ...(options.fallbackStoreId ? { fallbackStoreId: options.fallbackStoreId } : {}),
    apiUrl: env.RANZEN_API_URL ?? DEFAULT_API_URL,
    ...credentials,
    clientAssets: loadClientAssets(fileURLToPath(options.clientDir), options.clientEntry),
    // Real domains are configuration (DESIGN §2): RANZEN_PUBLIC_ORIGINS='{"de":"https://…"}'.
    publicOrigins: publicOriginsFromEnv(env[PUBLIC_ORIGINS_ENV]),
    // Tag manager and error reporting, loaded in the browser only after consent (data/analyticsConfig.ts).
    analytics: analyticsConfigFromEnv(env),
    // Layout data and anonymous pages per catalogue version: in Redis when REDIS_URL is set (decision 0026).
    sharedCache: sharedCacheOptionsFromEnv(env),
    ...(options.routes ? { routes: options.routes } : {}),
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  console.log(
    `[${options.name}] storefront on http://${host}:${port} (API ${env.RANZEN_API_URL ?? DEFAULT_API_URL})`,
  );
  exitGracefullyOnSignal(server, { name: options.name });
  return server;
}
