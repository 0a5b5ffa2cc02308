// spec storefront §5 "delivery status ... message key is picked by shop host"; shopping §9.
import { describe, expect, it } from 'vitest';
import { deliveryStatusDisplay, deliveryStatusMessageKey } from './deliveryStatus';

describe('delivery status (storefront §5)', () => {
  it.each([
    ['localhost:3000', 'vue.deliveryStatus.inStock'],
    ['de.localhost:3000', 'vue.deliveryStatus.inStock'],
    ['en.localhost:3000', 'vue.deliveryStatus.inStock'],
    ['at.localhost:3000', 'vue.deliveryStatus.inStock.at'],
    ['www.ranzen.at', 'vue.deliveryStatus.inStock.at'],
    ['ch.localhost:3000', 'vue.deliveryStatus.inStock.ch'],
    ['educational.localhost:3001', 'vue.deliveryStatus.inStock.b2b'],
    ['en.educational.localhost:3001', 'vue.deliveryStatus.inStock.b2bEn'],
  ])('host %s uses %s', (host, key) => {
    expect(deliveryStatusMessageKey(host)).toBe(key);
  });

  it('gives in-stock texts the green light with the rest as a second line', () => {
    expect(deliveryStatusDisplay('Sofort lieferbar, in 1-3 Werktagen bei Ihnen', 'Sofort lieferbar')).toEqual(
      {
        inStock: true,
        headline: 'Sofort lieferbar',
        secondLine: 'in 1-3 Werktagen bei Ihnen',
      },
    );
    expect(deliveryStatusDisplay('Sofort lieferbar', 'Sofort lieferbar')).toMatchObject({ secondLine: null });
  });

  it('shows other texts with a tooltip', () => {
    expect(deliveryStatusDisplay('Derzeit nicht lieferbar', 'Sofort lieferbar')).toEqual({
      inStock: false,
      text: 'Derzeit nicht lieferbar',
      tooltip: true,
    });
  });
});
