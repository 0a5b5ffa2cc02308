import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentIcons } from './PaymentIcons';

const meta = {
  title: 'Layout/Footer/PaymentIcons',
  component: PaymentIcons,
  args: {
    paymentIcons: ['wallet', 'invoice', 'card', 'wallet-2', 'e-invoice'],
    deliveryIcons: ['carrier-a', 'carrier-c'],
  },
} satisfies Meta<typeof PaymentIcons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The German shop with the seeded parameters. */
export const German: Story = {};

/** The Swiss shop with TWINT on. */
export const Swiss: Story = {
  parameters: { storeId: 'ch' },
  args: {
    paymentIcons: ['wallet', 'invoice', 'card', 'twint', 'wallet-2', 'card-2'],
    deliveryIcons: ['national-post'],
  },
};
