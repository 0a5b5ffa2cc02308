import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  ChooseWishlistDialog,
  RemoveWishlistDialog,
  ReplaceVariantDialog,
  WishlistShareDialog,
} from './WishlistDialogs';
import { classList, merkzettel } from './wishlistFixtures';

const meta = {
  title: 'Account/WishlistDialogs',
  component: ChooseWishlistDialog,
  subcomponents: { RemoveWishlistDialog, ReplaceVariantDialog, WishlistShareDialog },
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

/** The share dialog after an invite link for editors was created, with the open links and the members. */
export const Share: Story = {
  render: () => (
    <WishlistShareDialog
      open
      inviteUrl="https://ranzen.example/myaccount/wishlist/?invite=3f9c2a"
      invites={[
        { inviteId: 'inv-1', level: 'EDITOR', expiresAt: '2026-12-27T10:00:00.000Z' },
        { inviteId: 'inv-2', level: 'VIEWER', expiresAt: '2026-12-20T10:00:00.000Z' },
      ]}
      members={[
        { memberId: 'u-1', name: 'Bernd Lehrer', role: 'CREATOR' },
        { memberId: 'u-2', name: 'Erika Beispiel', role: 'EDITOR' },
      ]}
      onCreateInvite={fn()}
      onRevokeInvite={fn()}
      onRemoveMember={fn()}
      onClose={fn()}
    />
  ),
};

/** The options menu's "change variant": the product's variants, one of them sold out. */
export const ReplaceVariant: Story = {
  render: () => (
    <ReplaceVariantDialog
      productName="Bleistift"
      currentItemId="i-hb"
      variants={[
        { itemId: 'i-hb', label: 'HB', available: true },
        { itemId: 'i-2b', label: '2B', available: true },
        { itemId: 'i-4b', label: '4B', available: false },
      ]}
      onReplace={fn()}
      onClose={fn()}
    />
  ),
};
