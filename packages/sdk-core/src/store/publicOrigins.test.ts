// Public origins are configuration (DESIGN §2 "Real domains are configuration, not code").
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_ORIGINS, normalizeOrigins, publicOriginsFromEnv } from './publicOrigins';

describe('publicOriginsFromEnv', () => {
  it('uses the local hosts without the variable', () => {
    expect(publicOriginsFromEnv(undefined)).toBe(DEFAULT_PUBLIC_ORIGINS);
    expect(publicOriginsFromEnv(' ')).toBe(DEFAULT_PUBLIC_ORIGINS);
  });

  it('overrides the given stores and drops a trailing slash', () => {
    const origins = publicOriginsFromEnv('{"de":"https://www.ranzen.de/","at":"https://www.ranzen.at"}');
    expect(origins.de).toBe('https://www.ranzen.de');
    expect(origins.at).toBe('https://www.ranzen.at');
    expect(origins.ch).toBe('http://ch.localhost:3000');
  });

  it('refuses unknown stores, paths and non-objects', () => {
    expect(() => publicOriginsFromEnv('{"fr":"https://x.fr"}')).toThrow(/unknown store id fr/);
    expect(() => publicOriginsFromEnv('{"de":"https://x.de/shop"}')).toThrow(/origin/);
    expect(() => publicOriginsFromEnv('["https://x.de"]')).toThrow(/JSON object/);
    expect(() => publicOriginsFromEnv('{nope')).toThrow();
  });
});

describe('normalizeOrigins', () => {
  it('drops trailing slashes and keeps unset stores unset', () => {
    const origins = normalizeOrigins({ de: 'https://www.ranzen.de//' });
    expect(origins.de).toBe('https://www.ranzen.de');
    expect(origins.at).toBeUndefined();
  });
});
