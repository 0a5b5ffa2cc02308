import { productCards } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductCarousel } from './ProductCarousel';
import { WishlistButton } from './WishlistButton';

const meta = {
  title: 'Product/ProductCarousel',
  component: ProductCarousel,
  args: {
    title: 'Passendes Zubehör',
    products: [...productCards, ...productCards].map((product, index) => ({
      ...product,
      id: `${product.id}-${index}`,
    })),
    listId: 'accessories',
    onListView: fn(),
    onSelectItem: fn(),
  },
} satisfies Meta<typeof ProductCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve tiles: five rendered at first, the rest once scrolled or paged. */
export const Accessories: Story = {};

export const Recommendations: Story = {
  args: { title: 'Das könnte Ihnen auch gefallen', listId: 'recommendations' },
};

/** Each tile with its wish list heart; the first product is on the list. */
export const WithHearts: Story = {
  args: {
    wishlistButton: (product) => (
      <WishlistButton
        productName={product.name}
        inList={product.id === productCards[0]?.id}
        onToggle={fn()}
      />
    ),
  },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
