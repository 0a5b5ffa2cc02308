import { colourFacet, priceRangeFacet, ratingRangeFacet } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EnumFacetFilter, RangeFacetFilter } from './FacetFilter';

// Each filter kind of spec storefront §3.8 on its own; FilterPanel shows them together.
const meta = {
  title: 'Listing/FacetFilter',
  component: EnumFacetFilter,
  subcomponents: { RangeFacetFilter },
  args: { facet: colourFacet, onToggle: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EnumFacetFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An enum facet: checkboxes with the number of products per value; a value without products is disabled. */
export const Colour: Story = {};

/** The price range in euros within the result's bounds; a from above the to is refused. */
export const PriceRange: Story = {
  render: () => <RangeFacetFilter facet={priceRangeFacet} onApply={fn()} />,
};

/** The rating range in stars, 0 to 5. */
export const RatingRange: Story = {
  render: () => <RangeFacetFilter facet={ratingRangeFacet} onApply={fn()} />,
};
