import type { Meta, StoryObj } from '@storybook/react-vite';
import { SellingPoints } from './SellingPoints';

const meta = {
  title: 'Layout/SellingPoints',
  component: SellingPoints,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SellingPoints>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus a point to see its info. */
export const Consumer: Story = {};

export const B2b: Story = { globals: { theme: 'b2b' } };

export const CustomHotline: Story = { args: { hotline: '030 555 01 23' } };

/** Phones: the points scroll sideways. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
