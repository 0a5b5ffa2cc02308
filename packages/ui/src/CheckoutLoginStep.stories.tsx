import { type CheckoutFacts, EMPTY_CHECKOUT_STATE, routePath } from '@ranzen/sdk-core';
import { CheckoutProvider } from '@ranzen/sdk-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutGuestForm, CheckoutLoginStep } from './CheckoutLoginStep';

/** A visitor without a session, with a cart: the login step is where the checkout starts. */
const ANONYMOUS: CheckoutFacts = {
  isB2b: false,
  itemsCount: 2,
  basketValueCents: 1990,
  sessionKind: 'anonymous',
};

const meta = {
  title: 'Checkout/CheckoutLoginStep',
  component: CheckoutLoginStep,
  subcomponents: { CheckoutGuestForm },
  decorators: [
    (Story) => (
      <CheckoutProvider
        step="login"
        url={routePath('checkoutLogin')}
        facts={ANONYMOUS}
        stored={EMPTY_CHECKOUT_STATE}
        onNavigate={() => undefined}
      >
        <Story />
      </CheckoutProvider>
    ),
  ],
} satisfies Meta<typeof CheckoutLoginStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The login beside guest checkout, as `CheckoutFlow` shows it. Submit the guest form empty to see its checks. */
export const WithGuestCheckout: Story = { args: { children: <CheckoutGuestForm /> } };

/** B2B: the login with the customer number alone. */
export const B2b: Story = { globals: { theme: 'b2b' } };
