// spec storefront §5 "delivery status"; shopping §9. The key by host: store/resolveStore.test.ts.
import { describe, expect, it } from 'vitest';
import { deliveryStatusDisplay } from './deliveryStatus';

describe('delivery status (storefront §5)', () => {
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
