import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChooseWishlistDialog, RemoveWishlistDialog, WishlistShareDialog } from './WishlistDialogs';
import { classList, merkzettel } from './wishlistFixtures';

const meta = {
  title: 'Account/WishlistDialogs',
  component: ChooseWishlistDialog,
  args: { open: true, lists: [merkzettel, classList], onChoose: fn(), onClose: fn() },
} satisfies Meta<typeof ChooseWishlistDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logged-in visitor with two lists picks where the product goes. */
export const ChooseList: Story = {};

/** Opened by itself after the last item of "Klasse 1a" was removed. */
export const LastItemRemoved: Story = {
  render: () => (
    <RemoveWishlistDialog list={classList} reason="lastItemRemoved" onConfirm={fn()} onClose={fn()} />
  ),
};

export const RemoveListAsked: Story = {
  render: () => <RemoveWishlistDialog list={classList} reason="asked" onConfirm={fn()} onClose={fn()} />,
};

/** The share dialog after an invite link for editors was created. */
export const Share: Story = {
  render: () => (
    <WishlistShareDialog
      open
      inviteUrl="https://ranzen.example/myaccount/wishlist/?invite=3f9c2a"
      onCreateInvite={fn()}
      onClose={fn()}
    />
  ),
};
