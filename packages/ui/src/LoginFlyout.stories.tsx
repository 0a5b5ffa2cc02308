import type { Meta, StoryObj } from '@storybook/react-vite';
import { CustomerLoginForm, LoginFlyout } from './LoginFlyout';

const meta = {
  title: 'Layout/LoginFlyout',
  component: LoginFlyout,
  subcomponents: { CustomerLoginForm },
  args: { onSubmit: () => undefined, onLogout: () => undefined },
} satisfies Meta<typeof LoginFlyout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consumer: e-mail, password, stay logged in. Submit empty to see the validation. */
export const Consumer: Story = {};

/** B2B: customer number and password; the panels collapse on phones. */
export const B2b: Story = { globals: { theme: 'b2b' } };

export const B2bMobile: Story = { globals: { theme: 'b2b', viewport: { value: 'mobile1' } } };

export const WishlistInvite: Story = {
  args: {
    wishlistInvite: {
      headline: 'Sie wurden zu einem Merkzettel eingeladen',
      text: 'Melden Sie sich an oder registrieren Sie sich, um den Merkzettel von Familie Weber zu sehen.',
    },
  },
};

export const LoggedIn: Story = { args: { customer: { firstName: 'Anna', lastName: 'Müller' } } };

/** In B2B the wish list is the "Bestellliste". */
export const LoggedInB2b: Story = {
  args: { customer: { firstName: 'Jonas', lastName: 'Weber' } },
  globals: { theme: 'b2b' },
};

/** The login form alone, as the checkout login step shows it beside guest checkout and registration. */
export const LoginFormOnly: Story = {
  render: (args) => <CustomerLoginForm onSubmit={args.onSubmit} />,
};
