import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { confirmingTeaserView, teaserWishlist } from './teaserWishlistFixtures';
import { QuantityChangedDialog } from './WishlistTeaser';

const productNames = new Map(
  teaserWishlist.wishlist.entries.map((entry) => [entry.externalId, entry.product.name]),
);

// The modal after a list's add-all put fewer units into the cart than the list asked for (a product's
// maximum per cart position, or its stock): one line per changed entry, closed by its button.
const meta = {
  title: 'CMS/QuantityChangedDialog',
  component: QuantityChangedDialog,
  args: {
    open: true,
    lines: confirmingTeaserView.changed,
    productName: (entryId) => productNames.get(entryId) ?? '',
    onClose: fn(),
  },
} satisfies Meta<typeof QuantityChangedDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 10 pens went into the cart instead of the 12 the class list asks for. */
export const PensCapped: Story = {};
