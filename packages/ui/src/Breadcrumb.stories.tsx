import { productDetail } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumb } from './Breadcrumb';

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
