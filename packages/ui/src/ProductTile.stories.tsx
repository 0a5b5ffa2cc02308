import {
  colouredPencils,
  exerciseBookCovers,
  fountainPen,
  freeSample,
  glueStick,
  lampProduct,
  productDetail,
  schoolBag,
} from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProductTile } from './ProductTile';

const meta = {
  title: 'Catalog/ProductTile',
  component: ProductTile,
  args: { product: schoolBag, eager: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 27 % off: large discount badge, sale and popular badges. */
export const LargeDiscount: Story = {};

/** 10 % off from a starting price, with more variants. */
export const RegularDiscount: Story = { args: { product: fountainPen } };

export const New: Story = { args: { product: colouredPencils } };

/** 4 % off shows no badge (spec storefront §5); sold out (shortage overlay) and base price. */
export const ShortageWithBasePrice: Story = { args: { product: exerciseBookCovers } };

export const MinimumQuantity: Story = { args: { product: glueStick } };

/** A product with an energy efficiency label (required wherever a price is shown). */
export const EnergyLabel: Story = {
  args: { product: { ...glueStick, energyEfficiency: lampProduct.energyEfficiency } },
};

/** In a listing the tile links the best item's downloads (spec storefront §3.7 bestItemDownloads). */
export const WithDownloads: Story = {
  args: { product: { ...schoolBag, bestItemDownloads: productDetail.downloads } },
};

export const Free: Story = { args: { product: freeSample } };

export const B2b: Story = { globals: { theme: 'b2b' } };

/** In a listing the tile offers adding a product without a variant choice. */
export const WithAddToCart: Story = { args: { product: glueStick, onAddToCart: fn() } };
