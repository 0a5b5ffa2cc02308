import { productCards } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddedToCartFlyout } from './AddedToCartFlyout';

const meta = {
  title: 'Cart/AddedToCartFlyout',
  component: AddedToCartFlyout,
  args: {
    position: {
      itemId: 'i1',
      name: 'Schulranzen Sunny',
      isLightningDeal: false,
      quantity: 1,
      quantityLightning: 0,
      quantityNormal: 1,
    },
    prices: { normal: '189,00 €', lightning: null },
    accessories: productCards,
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddedToCartFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAccessories: Story = {};

/** Five atlases of a deal with a maximum of 3: the split is shown. */
export const LightningBeyondMaximum: Story = {
  args: {
    position: {
      itemId: 'i2',
      name: 'Diercke Weltatlas',
      isLightningDeal: true,
      quantity: 5,
      quantityLightning: 3,
      quantityNormal: 2,
    },
    prices: { normal: '32,50 €', lightning: '24,99 €' },
    accessories: [],
  },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
