// Server-held API credentials (DESIGN §2, §7; spec shopping §7 "A server-side OAuth token request
// (client credentials, 3 s timeout, one retry) obtains the bearer token", §9 "token cookie lifetime
// is expires_in minus 60 seconds"). The browser never sees this token.

/** The token request times out after 3 s. */
export const TOKEN_TIMEOUT_MS = 3000;
/** One retry after a failed token request. */
export const TOKEN_RETRIES = 1;
/** A token is used until expires_in minus 60 seconds. */
export const TOKEN_EXPIRY_MARGIN_S = 60;

export interface ApiTokenOptions {
  readonly apiUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
}

export interface ApiTokenSource {
  /** A valid bearer token, from the cache or freshly requested. */
  getToken(): Promise<string>;
  /** Drops the cached token (after the API answered INVALID_TOKEN / 401). */
  invalidate(): void;
}

interface TokenAnswer {
  readonly access_token: string;
  readonly expires_in: number;
}

function isTokenAnswer(value: unknown): value is TokenAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.access_token === 'string' && typeof record.expires_in === 'number';
}

export function createApiTokenSource(options: ApiTokenOptions): ApiTokenSource {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { token: string; validUntil: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function requestOnce(): Promise<TokenAnswer> {
    const response = await doFetch(`${options.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: options.clientId,
        client_secret: options.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`token request failed: HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isTokenAnswer(body)) throw new Error('token request failed: unexpected answer');
    return body;
  }

  async function requestToken(): Promise<string> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= TOKEN_RETRIES; attempt += 1) {
      try {
        const answer = await requestOnce();
        const lifetimeMs = Math.max(0, answer.expires_in - TOKEN_EXPIRY_MARGIN_S) * 1000;
        cached = { token: answer.access_token, validUntil: now() + lifetimeMs };
        return answer.access_token;
      } catch (error) {
        lastError = error;
      }
    }
    // Spec shopping §8 "Token fetch fails: two attempts, then logged".
    console.error('[storefront] API token request failed twice', lastError);
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }

  return {
    getToken() {
      if (cached && now() < cached.validUntil) return Promise.resolve(cached.token);
      // Concurrent page renders share one token request.
      inFlight ??= requestToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    invalidate() {
      cached = null;
    },
  };
}
