import { productCards } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Catalog/ProductGrid',
  component: ProductGrid,
  args: { products: productCards, label: 'Schulbedarf', eagerCount: 4 },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Category: Story = {};

export const Empty: Story = { args: { products: [] } };

export const B2b: Story = { globals: { theme: 'b2b' } };
