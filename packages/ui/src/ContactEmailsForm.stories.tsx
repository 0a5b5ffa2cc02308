import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactEmailsForm } from './ContactEmailsForm';

const meta = {
  title: 'Checkout/ContactEmailsForm',
  component: ContactEmailsForm,
  args: {
    values: {
      billingEmail: '',
      shippingEmail: '',
      billingAlternativeEmail: false,
      shippingAlternativeEmail: false,
    },
    onChange: () => undefined,
  },
} satisfies Meta<typeof ContactEmailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

/** The order confirmation goes to another address, which is missing. */
export const BillingAlternative: Story = {
  args: {
    values: {
      billingEmail: '',
      shippingEmail: '',
      billingAlternativeEmail: true,
      shippingAlternativeEmail: false,
    },
    errors: { billingEmail: 'vue.form.error.requiredField' },
  },
};

/** A logged-in customer asked to change the account's e-mail (spec §5 "a save is requested"). */
export const CustomerChangesEmail: Story = {
  args: {
    accountEmail: { current: 'anna@ranzen.test', email: 'anna.neu@ranzen.test', save: true },
  },
};
