// Where the rate limit counters live, from the environment (docs/rate-limits.md "Where the counters live").
import { describe, expect, it } from 'vitest';
import { rateLimitOptionsFromEnv } from './apiLimits';

describe('rateLimitOptionsFromEnv', () => {
  it('counts in memory by default and in Redis when REDIS_URL is set', () => {
    expect(rateLimitOptionsFromEnv({})).toEqual({});
    expect(rateLimitOptionsFromEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  it('turns limits off only outside production', () => {
    expect(rateLimitOptionsFromEnv({ RANZEN_RATE_LIMITS: 'off' })).toBe(false);
    expect(() => rateLimitOptionsFromEnv({ RANZEN_RATE_LIMITS: 'off', NODE_ENV: 'production' })).toThrow(
      /RANZEN_RATE_LIMITS=off/,
    );
  });
});
