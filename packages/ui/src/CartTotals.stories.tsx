import { schoolCart, smallCart } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartTotals } from './CartTotals';

const meta = {
  title: 'Cart/CartTotals',
  component: CartTotals,
  args: { totals: schoolCart.totals },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Voucher discount, shipping costs and savings. */
export const WithShipping: Story = {};

/** Free shipping: the shipping line is not shown. */
export const FreeShipping: Story = { args: { totals: smallCart.totals } };

export const B2b: Story = { globals: { theme: 'b2b' } };
