import { galleryImages } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GalleryZoom } from './GalleryZoom';
import { galleryPictures } from './galleryPictures';

const [frontView, backView] = galleryPictures(galleryImages);

const meta = {
  title: 'Product/GalleryZoom',
  component: GalleryZoom,
  args: { picture: frontView, alt: 'Schulranzen-Set Sunny II Blue Rocket – Vorderansicht', onClose: fn() },
  // The zoom is a modal dialog that locks the page's scroll: on the docs page it gets a frame of its own.
  parameters: { docs: { story: { inline: false, iframeHeight: 600 } } },
} satisfies Meta<typeof GalleryZoom>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gallery's zoom overlay with the large picture (ADS_ZOOM formats), as ProductGallery opens it. */
export const FrontView: Story = {};

export const BackView: Story = {
  args: { picture: backView, alt: 'Schulranzen-Set Sunny II Blue Rocket – Rückseite' },
};
