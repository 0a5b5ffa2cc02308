// The API's secrets (issue 14 item 1, DESIGN §7 "No default secret outside development; production
// refuses to start without its secrets"). With NODE_ENV=production every secret comes from the
// environment and a missing one stops the start naming the variable. In development a missing secret is
// generated once into `<data dir>/secrets.json` (mode 0600) and reused on later starts, so `pnpm start`
// needs no configuration and no secret is the same on two machines.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type AuthConfig, DEFAULT_CLIENT_ID, TOKEN_TTL_SECONDS } from './token';

/** Each secret and the variable that sets it. */
export const SECRET_VARIABLES = {
  clientSecret: 'RANZEN_API_CLIENT_SECRET',
  signingSecret: 'RANZEN_API_SECRET',
} as const;

/** The client id is not secret; unset means DEFAULT_CLIENT_ID. */
export const CLIENT_ID_VARIABLE = 'RANZEN_API_CLIENT_ID';

type SecretName = keyof typeof SECRET_VARIABLES;
export type ApiSecrets = Record<SecretName, string>;

export const SECRETS_FILE = 'secrets.json';
const GENERATED_SECRET_BYTES = 32;

export class MissingSecretsError extends Error {
  constructor(readonly variables: readonly string[]) {
    super(
      `NODE_ENV=production needs its secrets from the environment; missing: ${variables.join(', ')} ` +
        '(see "Production start" in README.md).',
    );
    this.name = 'MissingSecretsError';
  }
}

const SECRET_NAMES = Object.keys(SECRET_VARIABLES) as SecretName[];

function fromEnv(env: NodeJS.ProcessEnv): Partial<ApiSecrets> {
  const found: Partial<ApiSecrets> = {};
  for (const name of SECRET_NAMES) {
    const value = env[SECRET_VARIABLES[name]]?.trim();
    if (value) found[name] = value;
  }
  return found;
}

async function readSecretsFile(file: string): Promise<Partial<ApiSecrets>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  const found: Partial<ApiSecrets> = {};
  if (typeof parsed !== 'object' || parsed === null) return found;
  for (const name of SECRET_NAMES) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === 'string' && value !== '') found[name] = value;
  }
  return found;
}

/** The development secrets of a data folder, generating (and storing, 0600) the ones it lacks. */
export async function developmentSecrets(dataDir: string): Promise<ApiSecrets> {
  const file = join(dataDir, SECRETS_FILE);
  const stored = await readSecretsFile(file);
  if (SECRET_NAMES.every((name) => stored[name])) return stored as ApiSecrets;
  const complete = Object.fromEntries(
    SECRET_NAMES.map((name) => [
      name,
      stored[name] ?? randomBytes(GENERATED_SECRET_BYTES).toString('base64url'),
    ]),
  ) as ApiSecrets;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(complete, null, 2)}\n`, { mode: 0o600 });
  return complete;
}

/**
 * The secrets the API runs with: the environment's, and in development the data folder's for any the
 * environment lacks. Throws MissingSecretsError with NODE_ENV=production when one is missing.
 */
export async function loadSecrets(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<ApiSecrets> {
  const given = fromEnv(env);
  const missing = SECRET_NAMES.filter((name) => !given[name]);
  if (missing.length === 0) return given as ApiSecrets;
  if (env.NODE_ENV === 'production')
    throw new MissingSecretsError(missing.map((name) => SECRET_VARIABLES[name]));
  return { ...(await developmentSecrets(dataDir)), ...given };
}

/** The token endpoint's configuration; what the caller gives (tests) wins over the loaded secrets. */
export async function loadAuthConfig(
  dataDir: string,
  given: Partial<AuthConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<AuthConfig> {
  const { clientSecret, signingSecret } = given;
  const secrets =
    clientSecret && signingSecret ? { clientSecret, signingSecret } : await loadSecrets(dataDir, env);
  return {
    clientId: given.clientId || env[CLIENT_ID_VARIABLE] || DEFAULT_CLIENT_ID,
    clientSecret: clientSecret || secrets.clientSecret,
    signingSecret: signingSecret || secrets.signingSecret,
    ttlSeconds: given.ttlSeconds ?? TOKEN_TTL_SECONDS,
  };
}
