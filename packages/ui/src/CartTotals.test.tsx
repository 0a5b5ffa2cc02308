// Cart totals (spec shopping §3 "Price/totals", §9 "Shipping costs are shown only when greater than 0").

import { schoolCart, smallCart } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartTotals } from './CartTotals';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

/** The amount next to a term, with Intl's no-break space read as a space. */
const value = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

describe('CartTotals', () => {
  it('shows subtotal, voucher discount, shipping, total, VAT and savings from the server', async () => {
    const { container } = renderWithShop(<CartTotals totals={schoolCart.totals} />);
    expect(value('Zwischensumme')).toBe('352,85 €');
    expect(value('Gutscheine')).toBe('−10,00 €');
    expect(value('Versandkosten')).toBe('4,95 €');
    expect(value('Gesamtsumme')).toBe('347,80 €');
    expect(value('Enthaltene MwSt.')).toBe('55,53 €');
    expect(value('Sie sparen')).toBe('56,53 €');
    await expectNoAxeViolations(container);
  });

  it('hides shipping at 0 and a voucher line without discount', () => {
    renderWithShop(<CartTotals totals={smallCart.totals} />);
    expect(screen.queryByText('Versandkosten')).toBeNull();
    expect(screen.queryByText('Gutscheine')).toBeNull();
    expect(value('Gesamtsumme')).toBe('196,47 €');
  });
});
