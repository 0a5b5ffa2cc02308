import { describe, expect, it } from 'vitest';
import { DATA_REFRESH_AFTER_MS, isDataStale } from './dataRefresh';

describe('isDataStale (spec storefront §4 "Mobile search and refresh", §9)', () => {
  it('is stale only when more than 10 minutes passed', () => {
    expect(DATA_REFRESH_AFTER_MS).toBe(600_000);
    expect(isDataStale(0, 600_000)).toBe(false);
    expect(isDataStale(0, 600_001)).toBe(true);
    expect(isDataStale(1_000, 2_000)).toBe(false);
  });
});
