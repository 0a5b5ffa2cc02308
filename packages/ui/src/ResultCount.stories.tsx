import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCount } from './ResultCount';

const meta = {
  title: 'Listing/ResultCount',
  component: ResultCount,
  args: { count: 245 },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {};

export const One: Story = { args: { count: 1 } };

export const B2b: Story = { globals: { theme: 'b2b' } };
