import { lightningDeal, productCards } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGrid } from './ProductGrid';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('ProductGrid', () => {
  it('lists every product as a tile', () => {
    renderWithShop(<ProductGrid products={productCards} label="Schulbedarf" />);
    const list = screen.getByRole('list', { name: 'Schulbedarf' });
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(productCards.length);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(productCards.length);
  });

  it('shows the reserved share of running lightning deals only in the T217 style (spec storefront §4, §7)', () => {
    const [first, ...rest] = productCards;
    if (!first) throw new Error('fixtures have products');
    const deal = lightningDeal(Date.now() + 3_600_000, 40, {
      lightningSpecialPrice: first.price.currentPrice,
    });
    const products = [{ ...first, lightningDealInfo: deal }, ...rest];
    const { rerender } = renderWithShop(<ProductGrid products={products} />);
    expect(screen.getByText('Blitzangebot')).toBeInTheDocument();
    expect(screen.queryByText('40 % reserviert')).not.toBeInTheDocument();
    rerender(<ProductGrid products={products} lightningDealStyle="new" />);
    expect(screen.getByText('Blitzangebot')).toBeInTheDocument();
    expect(screen.getByText('40 % reserviert')).toBeInTheDocument();
  });

  it('loads only the first images eagerly', () => {
    renderWithShop(<ProductGrid products={productCards} eagerCount={2} />);
    const loading = screen.getAllByRole('img').map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('says so when there are no products', () => {
    renderWithShop(<ProductGrid products={[]} />);
    expect(screen.getByText('In dieser Kategorie gibt es noch keine Artikel.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<ProductGrid products={productCards} label="Schulbedarf" />);
    await expectNoAxeViolations(container);
  });
});
