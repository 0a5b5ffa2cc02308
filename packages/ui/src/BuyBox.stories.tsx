import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type AddToCartStatus, BuyBox } from './BuyBox';
import { classroomProduct, productDetail, soldOutProduct } from './fixtures';

const meta = {
  title: 'Product/BuyBox',
  component: BuyBox,
  args: { product: productDetail, status: 'idle', onAddToCart: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'adding', 'added', 'error'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Adding: Story = { args: { status: 'adding' } };

export const Added: Story = { args: { status: 'added' } };

export const Failed: Story = { args: { status: 'error' } };

export const NotAvailable: Story = { args: { product: soldOutProduct } };

/** B2B: educational price, base price, minimum order quantity and a yellow delivery light. */
export const B2bClassroomSet: Story = { args: { product: classroomProduct }, globals: { theme: 'b2b' } };

/** Click the button: "adding" for a moment, then "added". */
export const Interactive: Story = {
  render: function InteractiveBuyBox(args) {
    const [status, setStatus] = useState<AddToCartStatus>('idle');
    return (
      <BuyBox
        {...args}
        status={status}
        onAddToCart={() => {
          args.onAddToCart();
          setStatus('adding');
          setTimeout(() => setStatus('added'), 800);
        }}
      />
    );
  },
};
