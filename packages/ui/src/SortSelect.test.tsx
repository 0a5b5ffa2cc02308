// Sort (spec storefront §3.8 sort, §4 default sorts): the listing's sorts by name, the applied one chosen.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('SortSelect', () => {
  it('offers the listing sorts by name and reports the chosen one', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithShop(
      <SortSelect sorts={['si', 'price-asc', 'price-desc', 'topseller']} value="si" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Sortieren nach' });
    expect(select).toHaveDisplayValue('Empfehlung');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Empfehlung',
      'Preis aufsteigend',
      'Preis absteigend',
      'Bestseller',
    ]);
    await user.selectOptions(select, 'Preis absteigend');
    expect(onChange).toHaveBeenCalledWith('price-desc');
    await expectNoAxeViolations(container);
  });
});
