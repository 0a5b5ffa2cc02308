import { b2bCheckout, guestCheckout, packstationCheckout, schoolCart } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutSummary } from './CheckoutSummary';

const meta = {
  title: 'Checkout/CheckoutSummary',
  component: CheckoutSummary,
  args: {
    items: schoolCart.items,
    totals: schoolCart.totals,
    checkout: guestCheckout,
    commentEnabled: true,
    shippingHref: '#shipping',
    paymentHref: '#payment',
    onSubmit: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest paying by invoice, delivery as billing. */
export const Guest: Story = {};

export const ParcelStation: Story = { args: { checkout: packstationCheckout } };

/** The order is on its way to the payment page. */
/** Amazon Pay express pays: the payment offers its abort (spec §4). */
export const AmazonPayExpress: Story = { args: { onAbortExpress: () => undefined } };

export const Redirecting: Story = { args: { state: 'redirecting' } };

/** B2B: no payment step, terms of payment, customer number and order reference. */
export const B2b: Story = {
  args: { checkout: b2bCheckout, termsOfPayment: true, customerNumber: '4711001', paymentHref: null },
  globals: { theme: 'b2b' },
};
