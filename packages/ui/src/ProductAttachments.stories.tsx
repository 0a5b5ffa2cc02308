import { audioSample, productDetail } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductAttachments } from './ProductAttachments';

const meta = {
  title: 'Product/ProductAttachments',
  component: ProductAttachments,
  args: { downloads: productDetail.downloads, audioSamples: [audioSample] },
} satisfies Meta<typeof ProductAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DownloadsAndAudio: Story = {};

export const DownloadsOnly: Story = { args: { audioSamples: [] } };

export const B2b: Story = { globals: { theme: 'b2b' } };
