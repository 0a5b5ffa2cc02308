import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'Listing/Pagination',
  component: Pagination,
  args: { currentPage: 6, totalPages: 12, hrefFor: (page: number) => `?p=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};

export const FirstPage: Story = { args: { currentPage: 1, totalPages: 3 } };

export const B2b: Story = { globals: { theme: 'b2b' } };
