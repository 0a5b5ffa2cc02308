import { useShop } from '@ranzen/sdk-react';
import { ShopTestProvider } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { ShopLoginFlyout } from './ShopLoginFlyout';

/** The story's shop (the theme's store) with the login machine's provider, which the flyout sends through. */
function WithLogin({ children }: { readonly children: ReactNode }) {
  const { store } = useShop();
  return (
    <ShopTestProvider store={store} login={{}}>
      {children}
    </ShopTestProvider>
  );
}

const meta = {
  title: 'Layout/ShopLoginFlyout',
  component: ShopLoginFlyout,
  decorators: [
    (Story) => (
      <WithLogin>
        <Story />
      </WithLogin>
    ),
  ],
} satisfies Meta<typeof ShopLoginFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor without a session: the store's login form, sent through the login machine. */
export const Consumer: Story = {};

/** B2B: customer number and password. */
export const B2b: Story = { globals: { theme: 'b2b' } };
