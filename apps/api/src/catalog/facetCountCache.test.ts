// The facet count cache's own rules (decision 0004): an entry serves only its listing version, and the
// least recently used listing is dropped once MAX_CACHED_LISTINGS are kept.
import { describe, expect, it } from 'vitest';
import { FacetCountCache, MAX_CACHED_LISTINGS } from './facetCountCache';

describe('FacetCountCache', () => {
  it('serves counts only at the listing version they were counted at', () => {
    const cache = new FacetCountCache<string>();
    cache.set('colour', '7', 'counts at 7');
    expect(cache.get('colour', '7')).toBe('counts at 7');
    expect(cache.get('colour', '8')).toBeUndefined();
    expect(cache.has('colour')).toBe(true);
  });

  it('drops the least recently used listing when full', () => {
    const cache = new FacetCountCache<number>();
    for (let index = 0; index < MAX_CACHED_LISTINGS; index += 1) cache.set(`listing ${index}`, '1', index);
    expect(cache.get('listing 0', '1')).toBe(0);
    cache.set('one more', '1', -1);
    expect(cache.has('listing 0')).toBe(true);
    expect(cache.has('listing 1')).toBe(false);
    expect(cache.get('one more', '1')).toBe(-1);
  });
});
