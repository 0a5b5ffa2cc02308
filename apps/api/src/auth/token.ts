// Bearer tokens between the storefront server and the API (DESIGN §2: the storefront server obtains a
// token with the client-credentials grant, shopping §7 "server-side OAuth token request"). Tokens are
// `base64url(payload).base64url(HMAC-SHA256(payload))`; no state is kept, so API instances scale out.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Dev defaults, documented in apps/api/README.md; set the env vars in any real deployment. */
export const DEV_CLIENT_ID = 'storefront';
export const DEV_CLIENT_SECRET = 'storefront-dev-secret';
export const DEV_API_SECRET = 'ranzen-dev-token-signing-secret';
export const TOKEN_TTL_SECONDS = 3600;

export interface AuthConfig {
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  ttlSeconds: number;
}

export function authConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return {
    clientId: env.RANZEN_API_CLIENT_ID || DEV_CLIENT_ID,
    clientSecret: env.RANZEN_API_CLIENT_SECRET || DEV_CLIENT_SECRET,
    signingSecret: env.RANZEN_API_SECRET || DEV_API_SECRET,
    ttlSeconds: TOKEN_TTL_SECONDS,
  };
}

interface TokenPayload {
  sub: string;
  iat: number;
  exp: number;
}

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function issueToken(config: AuthConfig, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const payload: TokenPayload = {
    sub: config.clientId,
    iat: nowSeconds,
    exp: nowSeconds + config.ttlSeconds,
  };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data, config.signingSecret)}`;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function verifyToken(
  token: string,
  config: AuthConfig,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (token.length > 1024) return false;
  const [data, signature, extra] = token.split('.');
  if (!data || !signature || extra !== undefined) return false;
  if (!safeEqual(signature, sign(data, config.signingSecret))) return false;
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    return typeof payload.exp === 'number' && payload.exp > nowSeconds && payload.sub === config.clientId;
  } catch {
    return false;
  }
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
