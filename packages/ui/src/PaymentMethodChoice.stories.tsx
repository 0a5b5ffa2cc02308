import { eInvoiceSelected, germanPaymentMethods, swissPaymentMethods } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMethodChoice } from './PaymentMethodChoice';

const meta = {
  title: 'Checkout/PaymentMethodChoice',
  component: PaymentMethodChoice,
  args: { methods: germanPaymentMethods, onSubmit: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The German store: Amazon Pay listed but not enabled. */
export const German: Story = {};

/** The e-invoice chosen: its buyer reference field. */
export const EInvoice: Story = { args: { methods: eInvoiceSelected } };

/** The Swiss store offers TWINT. */
export const Swiss: Story = { args: { methods: swissPaymentMethods } };

/** Back from a failed payment (spec §8 "Payment return with errorCode"). */
export const PaymentFailed: Story = { args: { error: 'vue.checkout.payment.error' } };

export const Saving: Story = { args: { saving: true } };
