// Bearer tokens between the storefront server and the API (DESIGN §2: the storefront server obtains a
// token with the client-credentials grant, shopping §7 "server-side OAuth token request"). Tokens are
// `base64url(payload).base64url(HMAC-SHA256(payload))` under the key ring's token key (auth/keyring.ts);
// no state is kept, so API instances scale out. A token is short-lived (issue 14): its lifetime may not
// exceed TOKEN_TTL_SECONDS, whatever its payload claims, and it may not be issued in the future.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { keyRingFor, type PurposeKeys } from './keyring';

/** The client id when RANZEN_API_CLIENT_ID is unset (an id, not a secret). */
export const DEFAULT_CLIENT_ID = 'storefront';
/** Ours (docs/not-shown.md): tokens live 15 minutes; the storefront renews them a minute before. */
export const TOKEN_TTL_SECONDS = 900;
/** Clock difference between API instances tolerated on `iat`. */
export const CLOCK_SKEW_SECONDS = 30;
const MAX_TOKEN_LENGTH = 1024;

export interface AuthConfig {
  clientId: string;
  clientSecret: string;
  /** RANZEN_API_SECRET: one server secret, or "new,old" during a rotation (auth/keyring.ts). */
  signingSecret: string;
  ttlSeconds: number;
}

interface TokenPayload {
  sub: string;
  iat: number;
  exp: number;
}

function tokenKeys(config: AuthConfig): PurposeKeys {
  return keyRingFor(config.signingSecret).keys('token');
}

function sign(data: string, key: Buffer): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

export function issueToken(config: AuthConfig, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload: TokenPayload = {
    sub: config.clientId,
    iat: nowSeconds,
    exp: nowSeconds + config.ttlSeconds,
  };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data, tokenKeys(config).current)}`;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function readPayload(data: string): Partial<Record<keyof TokenPayload, unknown>> | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

export function verifyToken(
  token: string,
  config: AuthConfig,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (token.length > MAX_TOKEN_LENGTH) return false;
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return false;
  if (!tokenKeys(config).accepted.some((key) => safeEqual(signature, sign(data, key)))) return false;
  const payload = readPayload(data);
  if (!payload) return false;
  const { sub, iat, exp } = payload;
  if (typeof sub !== 'string' || !safeEqual(sub, config.clientId)) return false;
  if (typeof iat !== 'number' || typeof exp !== 'number') return false;
  return (
    Number.isInteger(iat) &&
    Number.isInteger(exp) &&
    iat <= nowSeconds + CLOCK_SKEW_SECONDS &&
    exp > nowSeconds &&
    exp - iat <= config.ttlSeconds
  );
}

/** Tokens a verifier remembers (a storefront process holds one at a time, renewed every 14 minutes). */
const REMEMBERED_TOKENS = 1_000;

/**
 * verifyToken for one configuration, remembering each token that passed with its expiry: every request
 * of a storefront carries the same token, so its signature is checked once, not on every request (the
 * keys are fixed for the process). A remembered token still stops at its `exp`; a failed one is checked
 * again each time.
 */
export function tokenVerifier(config: AuthConfig): (token: string, nowSeconds?: number) => boolean {
  const passed = new LRUCache<string, number>({ max: REMEMBERED_TOKENS });
  return (token, nowSeconds = Math.floor(Date.now() / 1000)) => {
    const expires = passed.get(token);
    if (expires !== undefined) return expires > nowSeconds;
    if (!verifyToken(token, config, nowSeconds)) return false;
    const exp = readPayload(token.split('.')[0] ?? '')?.exp;
    if (typeof exp === 'number') passed.set(token, exp);
    return true;
  };
}

/** Checks client credentials in constant time. */
export function checkClient(config: AuthConfig, clientId: string, clientSecret: string): boolean {
  const idOk = safeEqual(clientId, config.clientId);
  const secretOk = safeEqual(clientSecret, config.clientSecret);
  return idOk && secretOk;
}

export function bearerFrom(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
