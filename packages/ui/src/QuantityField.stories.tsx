import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { QuantityField } from './QuantityField';

const meta = {
  title: 'Product/QuantityField',
  component: QuantityField,
  args: { value: 1, onChange: fn() },
} satisfies Meta<typeof QuantityField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The buy box: 1 to 999, the minus button stops at the minimum. */
export const BuyBox: Story = {
  render: function BuyBoxQuantity(args) {
    const [value, setValue] = useState(args.value);
    return (
      <QuantityField
        {...args}
        value={value}
        onChange={(quantity) => {
          args.onChange(quantity);
          setValue(quantity);
        }}
      />
    );
  },
};

/** Type 20: it settles at 10 and says why. */
export const WithMaximum: Story = { ...BuyBox, args: { value: 2, max: 10 } };

/** A B2B classroom set: at least 10; typing 3 raises it to 10. */
export const B2bMinimum: Story = { ...BuyBox, args: { value: 10, min: 10 }, globals: { theme: 'b2b' } };

/** The basket: at the minimum the minus button deletes the position; a typed 0 deletes too. */
export const Basket: Story = { ...BuyBox, args: { value: 1, onDelete: fn() } };
