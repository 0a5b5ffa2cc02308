// Spec storefront §1 (storefront by host), §5 (in-stock message key by shop host) and DESIGN §2 (local
// host table; real domains are configuration).
import { describe, expect, it } from 'vitest';
import { resolveStore } from './resolveStore';

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
    expect(resolveStore('www.educational.example:443').family).toBe('b2b');
    expect(resolveStore('at.localhost').family).toBe('consumer');
  });

  it.each([
    ['localhost:3000', 'vue.deliveryStatus.inStock'],
    ['de.localhost:3000', 'vue.deliveryStatus.inStock'],
    ['en.localhost:3000', 'vue.deliveryStatus.inStock'],
    ['at.localhost:3000', 'vue.deliveryStatus.inStock.at'],
    ['ch.localhost:3000', 'vue.deliveryStatus.inStock.ch'],
    ['educational.localhost:3001', 'vue.deliveryStatus.inStock.b2b'],
    ['en.educational.localhost:3001', 'vue.deliveryStatus.inStock.b2bEn'],
  ])('host %s uses the in-stock message %s', (host, key) => {
    expect(resolveStore(host).inStockMessageKey).toBe(key);
  });
});

describe('resolveStore with configured public origins (RANZEN_PUBLIC_ORIGINS)', () => {
  const origins = { at: 'https://www.ranzen.at', 'b2b-en': 'https://education.ranzen.example:8443' };

  it('serves www.ranzen.at from store at, with the Austrian in-stock message', () => {
    const store = resolveStore('www.ranzen.at', origins);
    expect(store.id).toBe('at');
    expect(store.inStockMessageKey).toBe('vue.deliveryStatus.inStock.at');
    expect(resolveStore('WWW.RANZEN.AT:443', origins).id).toBe('at');
  });

  it('matches a configured host whatever its port or family marker says', () => {
    expect(resolveStore('education.ranzen.example', origins).id).toBe('b2b-en');
  });

  it('leaves an unconfigured domain with the host rules: no guess from the top-level domain', () => {
    expect(resolveStore('www.ranzen.at').id).toBe('de');
    expect(resolveStore('www.ranzen.at').inStockMessageKey).toBe('vue.deliveryStatus.inStock');
    expect(resolveStore('at.localhost:3000', origins).id).toBe('at');
  });
});
