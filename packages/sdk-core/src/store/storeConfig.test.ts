// Spec storefront §1 (storefront by host) and DESIGN §2 (local host table).
import { describe, expect, it } from 'vitest';
import { isB2bHost, resolveStore } from './storeConfig';

describe('resolveStore', () => {
  it.each([
    ['localhost', 'de', 'de-DE', 'consumer'],
    ['localhost:3000', 'de', 'de-DE', 'consumer'],
    ['de.localhost:3000', 'de', 'de-DE', 'consumer'],
    ['at.localhost:3000', 'at', 'de-AT', 'consumer'],
    ['ch.localhost', 'ch', 'de-CH', 'consumer'],
    ['en.localhost:3000', 'de', 'en-DE', 'consumer'],
    ['educational.localhost:3001', 'b2b', 'de-DE', 'b2b'],
    ['en.educational.localhost:3001', 'b2b', 'en-DE', 'b2b'],
    ['shop.educational-supplies.example', 'b2b', 'de-DE', 'b2b'],
    ['AT.LOCALHOST', 'at', 'de-AT', 'consumer'],
    ['127.0.0.1:3000', 'de', 'de-DE', 'consumer'],
  ])('%s -> store %s in %s (%s)', (host, storeCode, language, family) => {
    const store = resolveStore(host);
    expect(store.storeCode).toBe(storeCode);
    expect(store.language).toBe(language);
    expect(store.family).toBe(family);
  });

  it('treats any host containing "educational" as B2B', () => {
    expect(isB2bHost('www.educational.example:443')).toBe(true);
    expect(isB2bHost('at.localhost')).toBe(false);
  });
});
