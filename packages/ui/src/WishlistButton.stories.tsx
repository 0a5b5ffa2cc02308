import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WishlistButton } from './WishlistButton';

const meta = {
  title: 'Product/WishlistButton',
  component: WishlistButton,
  args: { productName: 'Bleistift HB', inList: false, onToggle: fn() },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotOnList: Story = {};

export const OnList: Story = { args: { inList: true } };

export const Adding: Story = { args: { state: 'adding' } };

/** B2B: "Bestellliste: Bleistift HB". */
export const B2b: Story = { args: { inList: true }, globals: { theme: 'b2b' } };
