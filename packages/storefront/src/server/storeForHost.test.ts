// Host -> store within one app's family (spec storefront §1).
import { publicOriginsFromEnv, STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { storeForHost } from './shopBff';

const consumer = [STORES.de, STORES.at, STORES.ch, STORES['en-DE']];
const b2b = [STORES['b2b-de'], STORES['b2b-en']];

describe('storeForHost', () => {
  it('serves the consumer stores by host', () => {
    expect(storeForHost('localhost:3000', consumer)?.id).toBe('de');
    expect(storeForHost('at.localhost:3000', consumer)?.id).toBe('at');
    expect(storeForHost('ch.localhost', consumer)?.id).toBe('ch');
    expect(storeForHost('en.localhost:3000', consumer)?.id).toBe('en-DE');
  });

  it('refuses B2B hosts on the consumer app', () => {
    expect(storeForHost('educational.localhost:3000', consumer)).toBeNull();
  });

  it('serves the B2B stores, falling back to German B2B for other hosts', () => {
    expect(storeForHost('educational.localhost:3001', b2b, 'b2b-de')?.id).toBe('b2b-de');
    expect(storeForHost('en.educational.localhost:3001', b2b, 'b2b-de')?.id).toBe('b2b-en');
    expect(storeForHost('127.0.0.1:3001', b2b, 'b2b-de')?.id).toBe('b2b-de');
  });

  it('serves a domain configured in RANZEN_PUBLIC_ORIGINS from its store, with its in-stock message', () => {
    const origins = publicOriginsFromEnv('{"at":"https://www.ranzen.at"}');
    const store = storeForHost('www.ranzen.at', consumer, undefined, origins);
    expect(store?.id).toBe('at');
    expect(store?.inStockMessageKey).toBe('vue.deliveryStatus.inStock.at');
    // The local hosts keep working beside the configured domain; the B2B app does not serve it.
    expect(storeForHost('at.localhost:3000', consumer, undefined, origins)?.id).toBe('at');
    expect(storeForHost('www.ranzen.at', b2b, undefined, origins)).toBeNull();
  });
});
