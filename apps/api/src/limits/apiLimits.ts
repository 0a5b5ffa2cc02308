// What server.ts needs from the limits (issue 14 item 4): each request's client address and rate limit
// hook, the failure limit in front of POST /oauth/token, and the configuration from the environment:
//   REDIS_URL                 share the counters between instances (memory when unset)
//   RANZEN_TRUSTED_PROXIES    peers whose X-Forwarded-For is believed (default loopback; clientAddress.ts)
//   RANZEN_RATE_LIMITS=off    no rate limits (browser tests that start hundreds of visitors from one
//                             address); refused with NODE_ENV=production
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenOutcome } from '../auth/tokenEndpoint';
import { clientAddress, parseTrustedProxies, trustedProxiesFromEnv } from './clientAddress';
import { createRateLimits, type RateLimitOptions } from './rateLimits';
import { type RequestRateLimit, requestRateLimit, retryAfterHeader, UNLIMITED } from './requestRateLimit';

export interface ApiLimitsOptions {
  /** false: no rate limits; default from the environment (rateLimitOptionsFromEnv). */
  readonly rateLimits?: RateLimitOptions | false;
  /** Default RANZEN_TRUSTED_PROXIES, else loopback. */
  readonly trustedProxies?: string;
}

export interface RequestLimits {
  readonly clientAddress: string;
  readonly rateLimit: RequestRateLimit;
}

export interface ApiLimits {
  readonly store: 'memory' | 'redis' | 'off';
  forRequest(req: IncomingMessage, visitor: string | null): RequestLimits;
  /** Runs the token endpoint unless the address used up its failure budget; counts wrong credentials. */
  tokenRequest(req: IncomingMessage, res: ServerResponse, handle: () => Promise<TokenOutcome>): Promise<void>;
  /** Resolves once the counters' store is reachable (or its wait ran out); see RateLimits.connected. */
  connected(): Promise<void>;
  close(): Promise<void>;
}

export function rateLimitOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOptions | false {
  if (env.RANZEN_RATE_LIMITS === 'off') {
    if (env.NODE_ENV === 'production')
      throw new Error('RANZEN_RATE_LIMITS=off is refused with NODE_ENV=production');
    return false;
  }
  return env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {};
}

export function createApiLimits(options: ApiLimitsOptions = {}): ApiLimits {
  const settings = options.rateLimits ?? rateLimitOptionsFromEnv();
  const limits = settings === false ? null : createRateLimits(settings);
  const trusted = options.trustedProxies
    ? parseTrustedProxies(options.trustedProxies)
    : trustedProxiesFromEnv();
  return {
    store: limits?.store ?? 'off',
    forRequest(req, visitor) {
      const address = clientAddress(req, trusted);
      return {
        clientAddress: address,
        rateLimit: limits ? requestRateLimit(limits, { address, visitor }) : UNLIMITED,
      };
    },
    async tokenRequest(req, res, handle) {
      const address = clientAddress(req, trusted);
      const blocked = await limits?.failuresExhausted('tokenFailures', address);
      if (blocked) {
        const body = JSON.stringify({
          error: 'rate_limited',
          error_description: 'Too many failed attempts.',
        });
        res.writeHead(429, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'Cache-Control': 'no-store',
          ...retryAfterHeader(blocked),
        });
        res.end(body);
        return;
      }
      if ((await handle()) === 'invalid_client') await limits?.recordFailure('tokenFailures', address);
    },
    async connected() {
      await limits?.connected();
    },
    async close() {
      await limits?.close();
    },
  };
}
