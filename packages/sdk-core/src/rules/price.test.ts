// Spec storefront §5 "A price with raw value 0 is shown as free"; currency EUR per store language (§1).
import { describe, expect, it } from 'vitest';
import { centsToAmount, formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    ['de-DE', 1299, '12,99 €'],
    ['de-AT', 1299, '€ 12,99'],
    ['en-DE', 1299, '€12.99'],
    ['de-DE', 123456, '1.234,56 €'],
  ] as const)('%s formats %i cents as %s', (language, cents, expected) => {
    expect(formatPrice(centsToAmount(cents), language, 'Gratis').replace(/\u00a0/g, ' ')).toBe(expected);
  });

  it('formats Swiss prices in euros with the Swiss grouping', () => {
    expect(formatPrice(1234.5, 'de-CH', 'Gratis').replace(/[\u00a0\u2019]/g, ' ')).toMatch(/^EUR 1.234.50$/);
  });

  it('shows a raw value of 0 as free', () => {
    expect(formatPrice(0, 'de-DE', 'Gratis')).toBe('Gratis');
  });
});
