// Spec storefront §4 "A feature tooltip is shown once per session for 6000 ms by default", §3.15 "a
// per-tooltip shown flag" in session storage, §9 "Feature tooltip 6000 ms".
import { describe, expect, it } from 'vitest';
import { claimFeatureTooltip, FEATURE_TOOLTIP_MS, featureTooltipStorageKey } from './featureTooltip';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('feature tooltip', () => {
  it('lasts 6000 ms', () => {
    expect(FEATURE_TOOLTIP_MS).toBe(6000);
  });

  it('is shown once per session, per tooltip', () => {
    const session = memoryStorage();
    expect(claimFeatureTooltip(session, 'shared-lists')).toBe(true);
    expect(session.getItem(featureTooltipStorageKey('shared-lists'))).toBe('1');
    expect(claimFeatureTooltip(session, 'shared-lists')).toBe(false);
    expect(claimFeatureTooltip(session, 'other-feature')).toBe(true);
    // A new session (new storage) shows it again.
    expect(claimFeatureTooltip(memoryStorage(), 'shared-lists')).toBe(true);
  });

  it('is not shown where session storage is missing or refuses to write', () => {
    expect(claimFeatureTooltip(null, 'shared-lists')).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimFeatureTooltip(full, 'shared-lists')).toBe(false);
  });
});
