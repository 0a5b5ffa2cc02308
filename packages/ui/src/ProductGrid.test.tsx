import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCards } from './fixtures';
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
