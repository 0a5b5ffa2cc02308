// Spec storefront §2.4 (a chunk-load error causes a page reload), §4 (errors silenced 1 s after the page is
// hidden) and §9 (page reload guard 10 seconds, async loading state delay 200 ms).
import { describe, expect, it } from 'vitest';
import {
  ASYNC_LOADING_DELAY_MS,
  ERROR_SILENCE_AFTER_HIDDEN_MS,
  errorSilenced,
  isChunkLoadError,
  PAGE_RELOAD_GUARD_MS,
  reloadAllowed,
} from './pageResilience';

describe('page reload guard (§9: 10 seconds)', () => {
  it('allows the first reload', () => {
    expect(reloadAllowed(null, 1_000_000)).toBe(true);
    expect(reloadAllowed(Number.NaN, 1_000_000)).toBe(true);
  });

  it('refuses another reload within 10 s, allows it from then on', () => {
    expect(PAGE_RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadAllowed(1_000_000, 1_000_000 + 9_999)).toBe(false);
    expect(reloadAllowed(1_000_000, 1_000_000 + 10_000)).toBe(true);
  });

  it('treats a reload time in the future (clock set back) as recent', () => {
    expect(reloadAllowed(2_000_000, 1_000_000)).toBe(false);
  });
});

describe('errors after the page is hidden (§4: 1 s)', () => {
  it('reports errors of a visible page and in the first second after hiding', () => {
    expect(ERROR_SILENCE_AFTER_HIDDEN_MS).toBe(1000);
    expect(errorSilenced(null, 5000)).toBe(false);
    expect(errorSilenced(5000, 5999)).toBe(false);
  });

  it('silences them from 1 s after hiding', () => {
    expect(errorSilenced(5000, 6000)).toBe(true);
  });
});

describe('chunk-load errors (§2.4)', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://shop/assets/CartPage-1a2b.js'),
    new TypeError('error loading dynamically imported module: https://shop/assets/x.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/style-1a.css'),
    new Error('Loading chunk 42 failed.'),
    Object.assign(new Error('anything'), { name: 'ChunkLoadError' }),
  ])('knows %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    new TypeError('fetch failed'),
    new Error('boom'),
    'Failed to fetch dynamically imported module',
    null,
  ])('does not take %s for one', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('async loading delay (§9)', () => {
  it('is 200 ms', () => {
    expect(ASYNC_LOADING_DELAY_MS).toBe(200);
  });
});
