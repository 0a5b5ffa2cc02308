import { reviewList } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ProductReviews } from './ProductReviews';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Product/ProductReviews',
  component: ProductReviews,
  args: { list: reviewList, starFilter: null, onFilter: fn(), onMore: fn(), onHelpful: fn() },
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stats with percentage bars (click one to filter), verified marker, shop comment, helpful votes. */
export const WithReviews: Story = {};

export const Filtered: Story = { args: { starFilter: 5, list: { ...reviewList, totalFiltered: 7 } } };

export const NoReviews: Story = {
  args: {
    list: {
      ...reviewList,
      reviews: [],
      numberOfReviews: 0,
      numberOfFives: 0,
      numberOfFours: 0,
      numberOfThrees: 0,
      numberOfTwos: 0,
      numberOfOnes: 0,
      averageRating: null,
      totalFiltered: 0,
      hasMore: false,
    },
  },
};

export const B2b: Story = { globals: { theme: 'b2b' } };

/** The write-a-review form below the stats (validation runs before sending). */
export const WithForm: Story = {
  render: function WithFormStory(args) {
    const [open, setOpen] = useState(false);
    return (
      <ProductReviews
        {...args}
        writeReview={
          open ? (
            <ReviewForm
              productName="Schulranzen Sunny II"
              onSubmit={async () => ({ successful: true, errorMessage: null, fieldErrors: [] })}
            />
          ) : (
            <button type="button" onClick={() => setOpen(true)}>
              Bewertung schreiben
            </button>
          )
        }
      />
    );
  },
};
