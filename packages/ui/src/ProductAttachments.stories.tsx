import type { Meta, StoryObj } from '@storybook/react-vite';
import { productDetail } from './fixtures';
import { ProductAttachments } from './ProductAttachments';

const audioSamples = [
  {
    id: 'a1',
    title: 'Kapitel 1: Der erste Schultag',
    url: '/audio/erster-schultag.mp3',
    mimeType: 'audio/mpeg',
    durationSeconds: 65,
  },
];

const meta = {
  title: 'Product/ProductAttachments',
  component: ProductAttachments,
  args: { downloads: productDetail.downloads, audioSamples },
} satisfies Meta<typeof ProductAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DownloadsAndAudio: Story = {};

export const DownloadsOnly: Story = { args: { audioSamples: [] } };

export const B2b: Story = { globals: { theme: 'b2b' } };
