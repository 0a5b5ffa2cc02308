import { answerByName, answeringLink, ShopTestProvider, smallCart } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckoutFlow } from './CheckoutFlow';
import { STORE_BY_THEME } from './storybook';

const CART_ID = 'story-cart';

/** The shop API the flow reads before its first step: the cart, its checkout state, no customer. */
const shopApi = answeringLink(
  answerByName({
    Cart: () => ({ cart: { ...smallCart, id: CART_ID } }),
    CheckoutCart: () => ({ cart: null }),
    CustomerInfo: () => ({ customerInfo: null }),
  }),
);

const meta = {
  title: 'Checkout/CheckoutFlow',
  component: CheckoutFlow,
  // A guard's or the payment's way out of the checkout is logged, not followed.
  args: { onLeave: fn() },
  decorators: [
    (Story, { globals }) => (
      <ShopTestProvider
        store={STORE_BY_THEME[globals.theme === 'b2b' ? 'b2b' : 'consumer']}
        link={shopApi.link}
        cartId={CART_ID}
      >
        <Story />
      </ShopTestProvider>
    ),
  ],
  // The flow writes its step's path into the address bar (`/checkout/login/`); the preview's own comes back
  // when the story is left.
  beforeEach: () => {
    const storyUrl = window.location.href;
    return () => window.history.replaceState(null, '', storyUrl);
  },
} satisfies Meta<typeof CheckoutFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor without a session, a cart read from the (mocked) shop API: the checkout machine opens the login
 * step, with the guest checkout in a consumer store (none in the B2B theme's store).
 */
export const AnonymousVisitor: Story = {};

export const B2bStore: Story = { globals: { theme: 'b2b' } };
