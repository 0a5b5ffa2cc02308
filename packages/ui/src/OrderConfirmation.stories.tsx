import {
  b2bOrder,
  invoiceThankYou,
  paidByCardThankYou,
  pendingThankYou,
  placedOrder,
} from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Checkout/OrderConfirmation',
  component: OrderConfirmation,
  args: { thankYou: invoiceThankYou, order: placedOrder, continueHref: '#' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invoice: Story = {};

export const PaidByCard: Story = { args: { thankYou: paidByCardThankYou } };

/** Back from the payment page before it finished: the thank-you data alone. */
export const PaymentPending: Story = { args: { thankYou: pendingThankYou, order: null } };

export const B2b: Story = {
  args: { thankYou: { ...invoiceThankYou, orderId: b2bOrder.orderId }, order: b2bOrder },
  globals: { theme: 'b2b' },
};
