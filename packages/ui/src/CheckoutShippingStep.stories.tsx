import {
  CartDocument,
  CheckoutCartDocument,
  type CheckoutFacts,
  CustomerInfoDocument,
  EMPTY_CHECKOUT_STATE,
  routePath,
} from '@ranzen/sdk-core';
import { CheckoutProvider, CUSTOMER_INFO_URL } from '@ranzen/sdk-react';
import { guestCheckoutCart, ShopTestProvider, smallCart } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckoutPaymentStep } from './CheckoutPaymentStep';
import { CheckoutShippingStep } from './CheckoutShippingStep';

/** A guest with a cart, past the login step. */
const GUEST: CheckoutFacts = { isB2b: false, itemsCount: 2, basketValueCents: 19647, sessionKind: 'guest' };
const CART_ID = guestCheckoutCart.id;

/** The shop API's answers the steps read: the cart, its checkout state and the guest's customer info. */
const MOCKS = [
  {
    request: { query: CartDocument, variables: { cartId: CART_ID } },
    result: { data: { cart: { ...smallCart, id: CART_ID } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: CheckoutCartDocument, variables: { cartId: CART_ID } },
    result: { data: { cart: guestCheckoutCart } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: CustomerInfoDocument, variables: { url: CUSTOMER_INFO_URL } },
    result: { data: { customerInfo: null } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

const meta = {
  title: 'Checkout/CheckoutShippingStep',
  component: CheckoutShippingStep,
  subcomponents: { CheckoutPaymentStep },
  decorators: [
    (Story, { parameters }) => (
      <ShopTestProvider mocks={MOCKS} cartId={CART_ID}>
        <CheckoutProvider
          step={parameters.step === 'payment' ? 'payment' : 'shipping'}
          url={routePath(parameters.step === 'payment' ? 'checkoutPayment' : 'checkoutShipping')}
          facts={GUEST}
          stored={{ ...EMPTY_CHECKOUT_STATE, loginOption: 'guest', shippingValidated: true }}
          onNavigate={() => undefined}
        >
          <Story />
        </CheckoutProvider>
      </ShopTestProvider>
    ),
  ],
} satisfies Meta<typeof CheckoutShippingStep>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guest's billing address from the cart, delivery as billing, the shippers with their costs. */
export const Guest: Story = {};

export const GuestB2bTheme: Story = { globals: { theme: 'b2b' } };

/** The payment step of the same cart (`CheckoutPaymentStep`): the cart's methods, invoice chosen. */
export const PaymentStep: Story = {
  parameters: { step: 'payment' },
  render: () => <CheckoutPaymentStep />,
};
