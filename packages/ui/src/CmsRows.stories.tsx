import { cmsRows } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsRows } from './CmsRows';

const meta = {
  title: 'CMS/CmsRows',
  component: CmsRows,
  args: { rows: cmsRows },
} satisfies Meta<typeof CmsRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A home page: hero teaser, two half-width teasers, an HTML cell and an unknown element type. */
export const HomePage: Story = {};

export const B2b: Story = { globals: { theme: 'b2b' } };
