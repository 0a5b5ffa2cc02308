import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShopLoginFlyout } from './ShopLoginFlyout';

const meta = {
  title: 'Layout/ShopLoginFlyout',
  component: ShopLoginFlyout,
} satisfies Meta<typeof ShopLoginFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor without a session: the store's login form, sent through the login machine. */
export const Consumer: Story = {};

/** B2B: customer number and password. */
export const B2b: Story = { globals: { theme: 'b2b' } };
