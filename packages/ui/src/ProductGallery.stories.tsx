import { galleryImages, galleryVideo, productDetail } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductGallery } from './ProductGallery';

const meta = {
  title: 'Product/ProductGallery',
  component: ProductGallery,
  args: { images: galleryImages, productName: productDetail.name },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourPictures: Story = {};

export const SinglePicture: Story = { args: { images: galleryImages.slice(0, 3) } };

export const B2b: Story = { globals: { theme: 'b2b' } };

/** A product video after the pictures: its thumbnail carries a play mark. */
export const WithVideo: Story = { args: { videos: [galleryVideo] } };

export const WithVideoB2b: Story = { args: { videos: [galleryVideo] }, globals: { theme: 'b2b' } };
