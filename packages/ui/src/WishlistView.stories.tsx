import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WishlistView, wishlistEntryRef } from './WishlistView';
import { classList, merkzettel, pencilEntry, rulerEntry } from './wishlistFixtures';

const meta = {
  title: 'Account/WishlistView',
  component: WishlistView,
  args: {
    lists: [merkzettel, classList],
    list: merkzettel,
    entries: [pencilEntry, rulerEntry],
    removed: [],
    loggedIn: true,
    onSelectList: fn(),
    onChangeQuantity: fn(),
    onRemove: fn(),
    onRestore: fn(),
    onAddToCart: fn(),
    onReplaceVariant: fn(),
    onComment: fn(),
    onDeleteComment: fn(),
    onShare: fn(),
    onAddAllToCart: fn(),
    ownOrigins: ['https://www.ranzen.de'],
  },
} satisfies Meta<typeof WishlistView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A teacher's merkzettel: list selector, options menu, 4 comments (3 shown), an unavailable entry. */
export const LoggedIn: Story = {};

/** An anonymous visitor's single list: no selector, no options menu, plain buttons. */
export const Anonymous: Story = {
  args: { lists: [merkzettel], loggedIn: false, onShare: undefined, onComment: undefined },
};

/** A removed entry leaves a restore row where it stood. */
export const RestoreRow: Story = {
  args: {
    entries: [rulerEntry],
    removed: [{ listId: merkzettel.listId, entry: wishlistEntryRef(pencilEntry), index: 0 }],
  },
};

/** A class list that is not the default list can be deleted. */
export const OtherList: Story = { args: { list: classList, entries: [pencilEntry], onAskRemoveList: fn() } };

/** B2B calls the wish list "Bestellliste". */
export const B2b: Story = { globals: { theme: 'b2b' } };

export const Empty: Story = { args: { entries: [] } };
