import { craftTeaser, heroTeaser, kindergartenTeaser } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsImageTeaser } from './CmsImageTeaser';

const meta = {
  title: 'CMS/CmsImageTeaser',
  component: CmsImageTeaser,
  args: {
    cell: {
      __typename: 'Cell',
      id: 'hero',
      elementType: 'picture-teaser',
      width: 12,
      html: null,
      competition: null,
      teasers: [heroTeaser],
    },
    eager: true,
  },
} satisfies Meta<typeof CmsImageTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeadlineAndButton: Story = {};

export const ImageLink: Story = {
  args: {
    cell: {
      __typename: 'Cell',
      id: 'kita',
      elementType: 'image-link',
      width: 6,
      html: null,
      competition: null,
      teasers: [kindergartenTeaser],
    },
  },
};

export const SmallOutlineButton: Story = {
  args: {
    cell: {
      __typename: 'Cell',
      id: 'basteln',
      elementType: 'picture-teaser',
      width: 6,
      html: null,
      competition: null,
      teasers: [craftTeaser],
    },
  },
};
