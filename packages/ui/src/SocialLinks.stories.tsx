import { STORES } from '@ranzen/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SocialLinks, socialLinksFor } from './SocialLinks';

const meta = {
  title: 'Layout/Footer/SocialLinks',
  component: SocialLinks,
  args: { links: socialLinksFor(STORES.de), onLinkClick: fn() },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consumer shops: five networks (spec storefront §2.8). */
export const Consumer: Story = {};

/** B2B shop: two professional networks. */
export const B2b: Story = { globals: { theme: 'b2b' }, args: { links: socialLinksFor(STORES['b2b-de']) } };
