// Listing filters (spec storefront §3.8 filter kinds, §4 "Listing and search", "Hero filters"): enum
// facets with counts, price and rating ranges, applied chips, 'remove all' resetting sort and
// search-in-category, hero filters limited beside a category filter.
import { EMPTY_LISTING_STATE, type ListingQueryState } from '@ranzen/sdk-core';
import { colourFacet, listingFacets, searchCategories } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const applied: ListingQueryState = {
  page: 3,
  sort: 'price-asc',
  enumFilters: [{ id: 'colour', values: ['Rot'] }],
  rangeFilters: [],
  searchInCategoryId: '5',
};

function renderPanel(state: ListingQueryState = applied, facets = listingFacets) {
  const onChange = vi.fn<(next: ListingQueryState) => void>();
  const result = renderWithShop(
    <FilterPanel
      facets={facets}
      state={state}
      onChange={onChange}
      categoryHref={(category) => category.url}
    />,
  );
  return { ...result, onChange };
}

async function openAllFilters(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(screen.getByRole('button', { name: 'Alle Filter' }));
  return screen.getByRole('heading', { name: 'Filter', level: 2 }).parentElement
    ?.parentElement as HTMLElement;
}

describe('FilterPanel', () => {
  it('lists enum values with their counts; a value without products cannot be chosen', async () => {
    const { user, container } = renderPanel();
    const panel = await openAllFilters(user);
    const colour = within(panel).getByRole('group', { name: 'Farbe' });
    expect(within(colour).getByRole('checkbox', { name: 'Rot (12)' })).toBeChecked();
    expect(within(colour).getByRole('checkbox', { name: 'Blau (9)' })).not.toBeChecked();
    expect(within(colour).getByRole('checkbox', { name: 'Grün (0)' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('choosing a value adds it to the filter and goes back to page 1', async () => {
    const { user, onChange } = renderPanel();
    const panel = await openAllFilters(user);
    await user.click(within(panel).getByRole('checkbox', { name: 'Blau (9)' }));
    // Shown at once, before the filtered listing arrives.
    expect(within(panel).getByRole('checkbox', { name: 'Blau (9)' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith({
      ...applied,
      page: 1,
      enumFilters: [{ id: 'colour', values: ['Rot', 'Blau'] }],
    });
  });

  it('applies a price range and refuses one whose from is above its to', async () => {
    const { user, onChange } = renderPanel();
    const panel = await openAllFilters(user);
    const price = within(panel).getByRole('group', { name: 'Preis' });
    await user.type(within(price).getByRole('spinbutton', { name: 'von' }), '30');
    await user.type(within(price).getByRole('spinbutton', { name: 'bis' }), '5');
    await user.click(within(price.parentElement as HTMLElement).getByRole('button', { name: 'Anwenden' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Bitte geben Sie einen gültigen Bereich ein.');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(within(price).getByRole('spinbutton', { name: 'bis' }));
    await user.type(within(price).getByRole('spinbutton', { name: 'bis' }), '50');
    await user.click(within(price.parentElement as HTMLElement).getByRole('button', { name: 'Anwenden' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, rangeFilters: [{ id: 'PRICE', from: 30, to: 50 }] }),
    );
  });

  it('shows applied filters as removable chips; removing the last resets sort and search-in-category', async () => {
    const { user, onChange } = renderPanel();
    const chip = screen.getByRole('button', { name: 'Filter Farbe: Rot entfernen' });
    await user.click(chip);
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_LISTING_STATE);
    await user.click(screen.getByRole('button', { name: 'Alle Filter entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_LISTING_STATE);
  });

  it("shows values by their label in the store's language and filters by the catalogue's value (issue 21)", async () => {
    const english = {
      ...colourFacet,
      values: colourFacet.values.map((value) => ({ ...value, label: `${value.value} (en)` })),
    };
    const { user, onChange } = renderPanel(applied, { ...listingFacets, enumFacets: [english] });
    expect(screen.getByRole('button', { name: 'Filter Farbe: Rot (en) entfernen' })).toBeInTheDocument();
    const panel = await openAllFilters(user);
    await user.click(within(panel).getByRole('checkbox', { name: 'Blau (en) (9)' }));
    expect(onChange).toHaveBeenCalledWith({
      ...applied,
      page: 1,
      enumFilters: [{ id: 'colour', values: ['Rot', 'Blau'] }],
    });
  });

  it('shows an applied rating range in words', () => {
    renderPanel({ ...applied, rangeFilters: [{ id: 'rating', from: 4, to: 5 }] });
    expect(
      screen.getByRole('button', { name: 'Filter Bewertung: 4 bis 5 Sterne entfernen' }),
    ).toBeInTheDocument();
  });

  it('puts at most 5 facets in the hero bar, or 4 beside a category filter', () => {
    const many = {
      ...listingFacets,
      rangeFacets: [],
      enumFacets: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({
        ...colourFacet,
        id,
        values: [{ __typename: 'FacetValue' as const, value: 'x', label: 'x', count: 1, selected: false }],
      })),
    };
    const heroSummaries = (container: HTMLElement) =>
      [...container.querySelectorAll('details > summary')].map((summary) => summary.textContent);
    const without = renderPanel(EMPTY_LISTING_STATE, many);
    expect(heroSummaries(without.container)).toEqual(['a', 'b', 'c', 'd', 'e']);
    without.unmount();
    const withCategory = renderPanel(EMPTY_LISTING_STATE, { ...many, categories: searchCategories });
    expect(heroSummaries(withCategory.container)).toEqual(['Kategorie', 'a', 'b', 'c', 'd']);
  });

  it('leads the hero bar with brand and price, so five enum facets do not push the price out', () => {
    renderPanel(EMPTY_LISTING_STATE, { ...listingFacets, categories: searchCategories });
    const bar = screen.getByRole('button', { name: 'Alle Filter' }).parentElement as HTMLElement;
    const heroSummaries = [...bar.querySelectorAll('details > summary')].map(
      (summary) => summary.textContent,
    );
    expect(heroSummaries).toEqual(['Kategorie', 'Marke', 'Preis', 'Farbe (1)', 'Größe']);
  });

  it('links the category facet, marking the chosen category', async () => {
    const { user } = renderPanel(applied, { ...listingFacets, categories: searchCategories });
    const panel = await openAllFilters(user);
    expect(within(panel).getByRole('link', { name: 'Malen & Basteln (8)' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(panel).getByRole('link', { name: 'Schreiben (21)' })).toHaveAttribute('href', '/cat/3/');
  });
});
