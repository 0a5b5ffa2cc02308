import { schoolCart } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartGifts } from './CartGifts';

const meta = {
  title: 'Cart/CartGifts',
  component: CartGifts,
  args: { gifts: schoolCart.freeArticles },
} satisfies Meta<typeof CartGifts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One gift in the cart, one still to reach. */
export const Gifts: Story = {};

export const B2b: Story = { globals: { theme: 'b2b' } };
