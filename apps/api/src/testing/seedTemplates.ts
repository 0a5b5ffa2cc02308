// Seeded test data, made once per test run and copied for every test stack (docs/decisions/0012-seed-once-
// per-test-run.md). Seeding (migrations, catalogue, accounts, images, media) is most of a test API's
// start; a copy of a seeded PGlite folder opens in a tenth of that, and PostgreSQL copies a seeded template
// database with CREATE DATABASE ... TEMPLATE. The vitest global setup (seedTemplatesSetup.ts) names the run's
// template folder in RANZEN_TEST_SEED_TEMPLATES; without it (benchmarks, a script) every stack seeds its own.
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { ImageFormat } from '../generated/resolvers';
import { startApi } from '../server';
import { TEST_SECRETS } from './testSecrets';

export const SEED_TEMPLATES_ENV = 'RANZEN_TEST_SEED_TEMPLATES';

/** The one image format test stacks render at start; the others are rendered on first request. */
export const TEST_EAGER_IMAGE_FORMATS: readonly ImageFormat[] = ['PRODUCTLISTING_SMALL'];

/** A stack's own data: a folder (PGlite files, images, media) and, on PostgreSQL, its own database. */
export interface SeededData {
  dataDir: string;
  /** The stack's own database on the server of `databaseServerUrl`; undefined on PGlite. */
  databaseUrl: string | undefined;
  remove(): Promise<void>;
}

function adminClient(serverUrl: string): pg.Client {
  return new pg.Client({ connectionString: serverUrl });
}

function databaseAt(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Database names of one run's templates start with this (lowercase letters, digits and _ only). */
function templatePrefix(templatesDir: string): string {
  return `ranzen_tpl_${createHash('sha256').update(templatesDir).digest('hex').slice(0, 12)}`;
}

/** Seeds `dataDir` (and the database at `databaseUrl`) exactly as a test stack's first start does. */
async function seedInto(
  dataDir: string,
  databaseUrl: string | undefined,
  seedProducts: number,
): Promise<void> {
  const api = await startApi({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    seedProducts,
    eagerImageFormats: TEST_EAGER_IMAGE_FORMATS,
    auth: TEST_SECRETS,
    limits: { rateLimits: false },
    mail: { sender: null, devOutboxPage: false },
  });
  await api.close();
}

/**
 * The run's template folder for `key`, seeded by `build` on first use. Workers that need the same template
 * at the same moment each build one; the first rename wins and the others' copies are dropped.
 */
async function templateFolder(
  templatesDir: string,
  key: string,
  build: (dataDir: string) => Promise<void>,
): Promise<string> {
  const folder = join(templatesDir, key);
  if (await exists(folder)) return folder;
  const building = await mkdtemp(join(templatesDir, `${key}.building-`));
  try {
    await build(building);
    await rename(building, folder);
  } catch (error) {
    if (!(await exists(folder))) throw error;
  } finally {
    await rm(building, { recursive: true, force: true });
  }
  return folder;
}

/**
 * The run's template database for `seedProducts` on the server of `serverUrl`, seeded on first use. An
 * advisory lock lets one worker seed it while the others wait for it.
 */
async function templateDatabase(
  templatesDir: string,
  serverUrl: string,
  seedProducts: number,
  seedFolder: (databaseUrl: string) => Promise<string>,
): Promise<{ name: string; folder: string }> {
  const name = `${templatePrefix(templatesDir)}_${seedProducts}`;
  const admin = adminClient(serverUrl);
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        return { name, folder: await seedFolder(databaseAt(serverUrl, name)) };
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        throw error;
      }
    }
    return { name, folder: await seedFolder(databaseAt(serverUrl, name)) };
  } finally {
    await admin.end();
  }
}

/** A new, uniquely named database on the server of `serverUrl`, a copy of `template` when given. */
async function createDatabase(
  serverUrl: string,
  template: string | undefined,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ranzen_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = adminClient(serverUrl);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  return {
    url: databaseAt(serverUrl, name),
    async drop() {
      const client = adminClient(serverUrl);
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh data folder holding the seed of `seedProducts` products: PGlite's files in it, or with
 * `databaseServerUrl` a fresh database on that server (the folder then holds images and media only).
 * Without the run's templates the folder (and database) are empty and the stack's first start seeds them.
 */
export async function seededData(seedProducts: number, databaseServerUrl?: string): Promise<SeededData> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ranzen-api-test-'));
  const templatesDir = process.env[SEED_TEMPLATES_ENV];
  let database: { url: string; drop(): Promise<void> } | undefined;
  if (templatesDir && databaseServerUrl) {
    const template = await templateDatabase(templatesDir, databaseServerUrl, seedProducts, (url) =>
      templateFolder(templatesDir, `postgres-${seedProducts}`, (folder) =>
        seedInto(folder, url, seedProducts),
      ),
    );
    await cp(template.folder, dataDir, { recursive: true });
    database = await createDatabase(databaseServerUrl, template.name);
  } else if (templatesDir) {
    const folder = await templateFolder(templatesDir, `pglite-${seedProducts}`, (building) =>
      seedInto(building, undefined, seedProducts),
    );
    await cp(folder, dataDir, { recursive: true });
  } else if (databaseServerUrl) {
    database = await createDatabase(databaseServerUrl, undefined);
  }
  return {
    dataDir,
    databaseUrl: database?.url,
    async remove() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Makes the run's template folder (vitest global setup); answers the teardown, which removes the folder
 * and, on the PostgreSQL server of `databaseServerUrl`, the run's template databases. A second call in the
 * same run (a second project) reuses the first one's folder and has nothing to tear down.
 */
export async function prepareSeedTemplates(
  databaseServerUrl: string | undefined,
): Promise<() => Promise<void>> {
  if (process.env[SEED_TEMPLATES_ENV]) return async () => {};
  const templatesDir = await mkdtemp(join(tmpdir(), 'ranzen-seed-templates-'));
  process.env[SEED_TEMPLATES_ENV] = templatesDir;
  return async () => {
    delete process.env[SEED_TEMPLATES_ENV];
    await rm(templatesDir, { recursive: true, force: true });
    if (!databaseServerUrl) return;
    const admin = adminClient(databaseServerUrl);
    await admin.connect();
    const templates = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [templatePrefix(templatesDir)],
    );
    for (const { datname } of templates.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.end();
  };
}
