import { money, schoolCart } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CartVouchers } from './CartVouchers';

const meta = {
  title: 'Cart/CartVouchers',
  component: CartVouchers,
  args: { vouchers: [], feedback: { status: 'none' }, onSubmit: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartVouchers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Applied: Story = {
  args: { vouchers: schoolCart.vouchers, feedback: { status: 'applied', code: 'SCHULSTART' } },
};

export const Rejected: Story = {
  args: { feedback: { status: 'rejected', message: 'Der Gutscheincode ist ungültig.' } },
};

export const Attainable: Story = {
  args: {
    vouchers: [
      {
        __typename: 'CartVoucher',
        code: 'AB100',
        successful: false,
        attainable: true,
        failureDescriptions: [],
        description: '15 % ab 100 € Bestellwert',
        missingAmount: money(12.5),
        minimumOrderValue: money(100),
        discount: money(0),
      },
    ],
  },
};

export const B2b: Story = { args: { vouchers: schoolCart.vouchers }, globals: { theme: 'b2b' } };
