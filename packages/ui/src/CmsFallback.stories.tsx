import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsFallback } from './CmsFallback';

const meta = {
  title: 'CMS/CmsFallback',
  component: CmsFallback,
  args: {
    cell: {
      __typename: 'Cell',
      id: 'unknown',
      elementType: 'prize-draw',
      width: 12,
      html: '<p>Gewinnspiel: Mitmachen und einen Schulranzen gewinnen!</p>',
      competition: null,
      teasers: [],
    },
  },
} satisfies Meta<typeof CmsFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An element type without a renderer yet shows its HTML. */
export const UnknownWithHtml: Story = {};

/** Without HTML it renders nothing. */
export const UnknownWithoutHtml: Story = {
  args: {
    cell: {
      __typename: 'Cell',
      id: 'unknown',
      elementType: 'hero-slider',
      width: 12,
      html: null,
      competition: null,
      teasers: [],
    },
  },
};
