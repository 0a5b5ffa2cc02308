import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';
import { productDetail } from './fixtures';

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  args: { entries: productDetail.breadcrumb },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductPage: Story = {};

export const SingleEntry: Story = {
  args: { entries: [{ id: 'c1', name: 'Schulbedarf', url: '/schulbedarf/' }] },
};
