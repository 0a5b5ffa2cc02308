import { schoolCart } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SummaryItemList } from './CheckoutSummary';

// The bought items as the checkout summary and the thank-you page list them, read-only: quantity, name,
// article number and line total.
const meta = {
  title: 'Checkout/SummaryItemList',
  component: SummaryItemList,
  args: { items: schoolCart.items },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SummaryItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A school cart's items. */
export const Items: Story = {};

/** One item only. */
export const SingleItem: Story = { args: { items: schoolCart.items.slice(0, 1) } };
