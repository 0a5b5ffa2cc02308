import { describe, expect, it } from 'vitest';
import {
  opensMobileSearchOnArrival,
  recordVisit,
  VISITED_STORAGE_KEY,
  type VisitStorage,
} from './mobileSearch';

function memoryStorage(): VisitStorage & { readonly values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('mobile search on arrival (spec storefront §4 "Mobile search and refresh")', () => {
  it('opens on the first visit, on any page but a product page', () => {
    expect(opensMobileSearchOnArrival(true, 'index')).toBe(true);
    expect(opensMobileSearchOnArrival(true, 'category')).toBe(true);
    expect(opensMobileSearchOnArrival(true, 'product')).toBe(false);
    expect(opensMobileSearchOnArrival(false, 'index')).toBe(false);
  });

  it('only the first page view of a browser is its first visit', () => {
    const storage = memoryStorage();
    expect(recordVisit(() => storage)).toBe(true);
    expect(storage.values.get(VISITED_STORAGE_KEY)).toBe('1');
    expect(recordVisit(() => storage)).toBe(false);
  });

  it('treats unusable storage as a known visitor', () => {
    const blocked: VisitStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(recordVisit(() => blocked)).toBe(false);
    expect(
      recordVisit(() => {
        throw new Error('SecurityError');
      }),
    ).toBe(false);
    expect(recordVisit(() => undefined)).toBe(false);
  });
});
