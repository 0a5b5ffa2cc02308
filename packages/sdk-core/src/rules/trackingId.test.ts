import { describe, expect, it } from 'vitest';
import { isTrackingId } from './trackingId';

describe('isTrackingId (spec storefront §5: GTM- or G- followed by capital letters and digits)', () => {
  it.each(['GTM-ABC123', 'G-XYZ9', 'GTM-1', 'G-A'])('accepts %s', (id) => {
    expect(isTrackingId(id)).toBe(true);
  });

  it.each([
    'GTM-',
    'G-',
    'gtm-ABC',
    'GTM-abc',
    'G-AB_C',
    'UA-12345-1',
    'GT-ABC',
    'AW-123',
    ' GTM-ABC',
    'GTM-ABC ',
    'GTM-AB-C',
    'GTM-ÄBC',
    '',
    null,
    undefined,
  ])('rejects %s', (id) => {
    expect(isTrackingId(id)).toBe(false);
  });
});
