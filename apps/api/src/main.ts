// Process entry point: reads the environment, starts the API and drains it on SIGINT/SIGTERM
// (gracefulShutdown.ts).
// Env: PORT (4000), HOST (127.0.0.1), DATABASE_URL (PGlite when unset), RANZEN_DATA_DIR
// (<repo root>/.data/api), RANZEN_SEED_PRODUCTS (2000), RANZEN_API_CLIENT_ID / _SECRET, RANZEN_API_SECRET
// (required with NODE_ENV=production: without them the process exits with code 1, auth/secrets.ts),
// REDIS_URL (rate limits and the response cache), RANZEN_TRUSTED_PROXIES, RANZEN_RATE_LIMITS
// (limits/apiLimits.ts), SMTP_URL,
// RANZEN_MAIL_FROM (mail/mailConfig.ts), RANZEN_PUBLIC_ORIGINS (the hosts mails link to).

import { MissingSecretsError } from './auth/secrets';
import { shutDownOnSignals } from './gracefulShutdown';
import { DEFAULT_SEED_PRODUCTS } from './seed/seed';
import { DEFAULT_DATA_DIR, startApi } from './server';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got ${raw}`);
  return value;
}

const api = await startApi({
  port: intFromEnv('PORT', 4000),
  host: process.env.HOST || '127.0.0.1',
  dataDir: process.env.RANZEN_DATA_DIR || DEFAULT_DATA_DIR,
  databaseUrl: process.env.DATABASE_URL || undefined,
  seedProducts: intFromEnv('RANZEN_SEED_PRODUCTS', DEFAULT_SEED_PRODUCTS),
  log: true,
}).catch((error: unknown) => {
  if (!(error instanceof MissingSecretsError)) throw error;
  console.error(`[api] ${error.message}`);
  process.exit(1);
});

shutDownOnSignals(
  () => api.close(),
  (message) => console.log(`[api] ${message}`),
);
