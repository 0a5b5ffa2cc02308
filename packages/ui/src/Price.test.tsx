import { STORES } from '@ranzen/sdk-core';
import { money } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('Price', () => {
  it('shows the current price as the API formats it', () => {
    renderWithShop(<Price current={money(12.99)} />);
    expect(screen.getByText('12,99 €')).toBeInTheDocument();
  });

  it('strikes through the old price with "statt"', () => {
    renderWithShop(<Price current={money(189.99)} old={money(259.99)} />);
    const old = screen.getByText('statt 259,99 €');
    expect(old.tagName).toBe('S');
  });

  it('ignores an old price that is not higher', () => {
    renderWithShop(<Price current={money(9.99)} old={money(9.99)} />);
    expect(screen.queryByText(/statt/)).not.toBeInTheDocument();
  });

  it('prefixes "ab" for products with several prices', () => {
    renderWithShop(<Price current={money(12.99)} startFrom />);
    expect(screen.getByText('ab 12,99 €')).toBeInTheDocument();
  });

  it('shows the base price per 1,0 unit (spec storefront §5)', () => {
    renderWithShop(<Price current={money(2.79)} basePrice={money(1.27)} basePriceUnit="100 g" />);
    expect(screen.getByText('12,70 € / 1,0 kg')).toBeInTheDocument();
  });

  it('shows a price of 0 as free (spec storefront §5)', () => {
    renderWithShop(<Price current={money(0)} startFrom />);
    expect(screen.getByText('Gratis')).toBeInTheDocument();
  });

  it('speaks English in the English store', () => {
    renderWithShop(<Price current={money(12.99)} old={money(14.49)} />, { store: STORES['en-DE'] });
    expect(screen.getByText('instead of 14,49 €')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <Price
        current={money(2.79)}
        old={money(3.49)}
        basePrice={money(12.68)}
        basePriceUnit="100 g"
        startFrom
      />,
    );
    await expectNoAxeViolations(container);
  });
});
