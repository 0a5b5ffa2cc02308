import {
  atlasLightningPosition,
  giftPosition,
  glueStickPosition,
  pencilPosition,
  schoolBagPosition,
  schoolCart,
} from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CartItemList } from './CartItemList';

const meta = {
  title: 'Cart/CartItemList',
  component: CartItemList,
  args: { items: schoolCart.items, onChangeQuantity: fn(), onRemove: fn(), onUndo: fn() },
} satisfies Meta<typeof CartItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A reduced school bag, a lightning deal bought beyond its maximum (split shown), a base price, a gift. */
export const Positions: Story = {};

export const UndoRow: Story = {
  args: {
    items: [schoolBagPosition, atlasLightningPosition, glueStickPosition, giftPosition],
    removed: {
      positionId: pencilPosition.id,
      itemId: pencilPosition.itemId,
      name: pencilPosition.name,
      quantity: 10,
      index: 2,
    },
  },
};

export const Removing: Story = { args: { removingPositionIds: [schoolBagPosition.id] } };

export const B2b: Story = { globals: { theme: 'b2b' } };

/** Remove a position, then undo it. */
export const Interactive: Story = {
  render: function InteractiveList(args) {
    const [items, setItems] = useState(args.items);
    const [removed, setRemoved] = useState(args.removed ?? null);
    return (
      <CartItemList
        {...args}
        items={items}
        removed={removed}
        onRemove={(item) => {
          args.onRemove(item);
          setRemoved(item);
          setItems((current) => current.filter((position) => position.id !== item.positionId));
        }}
        onUndo={() => {
          args.onUndo();
          setRemoved(null);
          setItems(args.items);
        }}
      />
    );
  },
};
