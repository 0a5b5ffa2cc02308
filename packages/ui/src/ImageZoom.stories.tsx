import { placeholderSrc } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageZoom } from './ImageZoom';

const meta = {
  title: 'CMS/ImageZoom',
  component: ImageZoom,
  args: {
    src: placeholderSrc('Federmäppchen', '#1d4f91', 600, 400),
    alt: 'Gefülltes Federmäppchen mit Buntstiften',
    width: 600,
    height: 400,
  },
} satisfies Meta<typeof ImageZoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
