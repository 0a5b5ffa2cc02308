// Spec storefront §5 "A price with raw value 0 is shown as free"; currency EUR per store language (§1).
import { describe, expect, it } from 'vitest';
import type { ShopLanguage } from '../store/storeConfig';
import {
  amountToCents,
  basePriceDisplay,
  baseUnitOf,
  centsToAmount,
  formatPercent,
  formatPrice,
} from './price';

describe('amountToCents', () => {
  it('turns an amount in euros into whole cents without floating-point drift, and back', () => {
    expect(amountToCents(19.9)).toBe(1990);
    expect(amountToCents(0.29)).toBe(29);
    expect(centsToAmount(amountToCents(1234.56))).toBe(1234.56);
  });
});

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

describe('formatPercent (a VAT rate on mails and invoices, decision 0035)', () => {
  it.each([
    ['de-DE', 19, '19 %'],
    ['de-AT', 20, '20 %'],
    ['de-DE', 8.1, '8,1 %'],
    ['de-CH', 8.1, '8.1 %'],
    ['en-DE', 8.1, '8,1 %'],
  ] as const)('%s formats %d as %s', (language, percent, expected) => {
    expect(formatPercent(percent, language)).toBe(expected);
  });
});

describe('base price per 1,0 unit (spec storefront §5 "Base price is shown per 1,0 unit")', () => {
  it.each([
    ['100 g', 'kg', 10],
    ['250 g', 'kg', 4],
    ['1 l', 'l', 1],
    ['100 ml', 'l', 10],
    ['50 cm', 'm', 2],
    ['100 Blatt', 'Blatt', 0.01],
    ['100 Stück', 'Stück', 0.01],
    ['kg', 'kg', 1],
    ['0,5 m²', 'm²', 2],
  ] as const)('a price per %s is shown per 1,0 %s (%f references per unit)', (reference, unit, perUnit) => {
    expect(baseUnitOf(reference)).toEqual({ unit, referencesPerUnit: perUnit });
  });

  it.each(['', '100', 'per 100 g', '0 g', '100 g!'])('rejects the reference %j', (reference) => {
    expect(baseUnitOf(reference)).toBeNull();
  });

  const shown = (amount: number, reference: string, language: ShopLanguage = 'de-DE') => {
    const display = basePriceDisplay(amount, reference, language, 'Gratis');
    return `${display.price} / ${display.unit}`.replace(/\u00a0/g, ' ');
  };

  it('shows a price per 100 g per kilogram', () => {
    expect(shown(1.27, '100 g')).toBe('12,70 € / 1,0 kg');
  });

  it('keeps a price per litre per litre', () => {
    expect(shown(2.5, '1 l')).toBe('2,50 € / 1,0 l');
  });

  it('divides a price per 100 sheets down to one sheet, rounded to the cent', () => {
    expect(shown(1.99, '100 Blatt')).toBe('0,02 € / 1,0 Blatt');
  });

  it.each([
    ['de-AT', '€ 12,70 / 1,0 kg'],
    ['de-CH', 'EUR 12.70 / 1.0 kg'],
    ['en-DE', '€12.70 / 1.0 kg'],
  ] as const)('%s writes the quantity with the decimal mark of its prices: %s', (language, expected) => {
    expect(shown(1.27, '100 g', language)).toBe(expected);
  });

  it('shows a reference it cannot read as delivered', () => {
    expect(shown(3.2, 'per Rolle')).toBe('3,20 € / per Rolle');
  });
});
