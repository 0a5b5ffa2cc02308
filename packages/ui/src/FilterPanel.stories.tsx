import { EMPTY_LISTING_STATE } from '@ranzen/sdk-core';
import { listingFacets, searchCategories } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterPanel } from './FilterPanel';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Listing/FilterPanel',
  component: FilterPanel,
  args: {
    facets: listingFacets,
    state: { ...EMPTY_LISTING_STATE, enumFilters: [{ id: 'colour', values: ['Rot'] }] },
    onChange: () => undefined,
    categoryHref: (category) => category.url,
    sort: (
      <SortSelect
        sorts={['si', 'price-asc', 'price-desc', 'rating', 'new', 'topseller']}
        value="si"
        onChange={() => undefined}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category listing: hero facets in the bar (laptop and up), one colour applied. */
export const Category: Story = {};

/** A search result: the category facet joins the bar, so 4 hero facets fit beside it. */
export const Search: Story = {
  args: {
    facets: { ...listingFacets, categories: searchCategories },
    state: {
      ...EMPTY_LISTING_STATE,
      searchInCategoryId: '5',
      rangeFilters: [{ id: 'PRICE', from: 5, to: 20 }],
    },
  },
};

/** Mobile: only the 'all filters' button; it opens the panel as a drawer. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

export const B2b: Story = { globals: { theme: 'b2b' } };
