import { routePath } from '@ranzen/sdk-core';
import { emptyCart, schoolCart, smallCart } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MiniCart } from './MiniCart';

const meta = {
  title: 'Cart/MiniCart',
  component: MiniCart,
  args: {
    cart: schoolCart,
    children: <a href={routePath('basket')}>Warenkorb, 19 Artikel</a>,
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 480, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MiniCart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover the link on a laptop-size screen with a mouse: the first 3 items and a view-all link. */
export const MoreThanThreeProducts: Story = {};

export const TwoProducts: Story = { args: { cart: smallCart } };

export const Empty: Story = {
  args: { cart: emptyCart, children: <a href={routePath('basket')}>Warenkorb, 0 Artikel</a> },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
