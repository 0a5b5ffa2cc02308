import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_TEASER_PARAMETERS,
  HEADER_FEATURE_FLAGS,
  isParameterOn,
  parameterValue,
} from './globalParameters';

const row = (entry: string, value: string | null, name = 'featureFlags') => ({ name, entry, value });

describe('header feature flags (spec storefront §2.5, §2.6, §7)', () => {
  it('names the flags as the spec does', () => {
    expect(HEADER_FEATURE_FLAGS.newNavigation).toEqual({ name: 'featureFlags', entry: 'T155 Navigation' });
    expect(HEADER_FEATURE_FLAGS.salePromotion).toEqual({ name: 'featureFlags', entry: 'T216-Sale-Aktion' });
  });

  it('is on only for the exact text true', () => {
    const flag = HEADER_FEATURE_FLAGS.newNavigation;
    expect(isParameterOn([row('T155 Navigation', 'true')], flag)).toBe(true);
    for (const value of ['TRUE', ' true', '1', 'false', '', null]) {
      expect(isParameterOn([row('T155 Navigation', value)], flag), String(value)).toBe(false);
    }
    expect(isParameterOn([], flag)).toBe(false);
    expect(isParameterOn([row('T155 Navigation', 'true', 'other')], flag)).toBe(false);
  });
});

describe('parameterValue', () => {
  it('reads one entry, trimmed; missing or blank is undefined', () => {
    const rows = [
      row('hotline', ' 0800 726 93 61 ', 'embeddedTeasers'),
      row('email', '  ', 'embeddedTeasers'),
    ];
    expect(parameterValue(rows, EMBEDDED_TEASER_PARAMETERS.hotline)).toBe('0800 726 93 61');
    expect(parameterValue(rows, EMBEDDED_TEASER_PARAMETERS.email)).toBeUndefined();
    expect(parameterValue([], EMBEDDED_TEASER_PARAMETERS.hotline)).toBeUndefined();
  });
});
