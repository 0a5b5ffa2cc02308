import type { Meta, StoryObj } from '@storybook/react-vite';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Listing/SortSelect',
  component: SortSelect,
  args: {
    sorts: ['si', 'price-asc', 'price-desc', 'rating', 'new', 'topseller', 'name'],
    value: 'si',
    onChange: () => undefined,
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {};

export const Search: Story = {
  args: {
    sorts: ['relevance', 'price-asc', 'price-desc', 'rating', 'new', 'topseller', 'name'],
    value: 'relevance',
  },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
