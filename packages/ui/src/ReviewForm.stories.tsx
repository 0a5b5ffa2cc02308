import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReviewForm, type ReviewSaveResult } from './ReviewForm';

const meta = {
  title: 'Product/ReviewForm',
  component: ReviewForm,
  args: {
    productName: 'Schulranzen Sunny II',
    onSubmit: async (): Promise<ReviewSaveResult> => ({
      successful: true,
      errorMessage: null,
      fieldErrors: [],
    }),
  },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit empty to see the validation messages. */
export const Empty: Story = {};

/** The server refuses a second review of the same product. */
export const AlreadyReviewed: Story = {
  args: {
    onSubmit: async () => ({
      successful: false,
      errorMessage: 'vue.review.error.alreadyReviewed',
      fieldErrors: [],
    }),
  },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
