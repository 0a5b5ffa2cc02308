import type { Meta, StoryObj } from '@storybook/react-vite';
import { Header } from './Header';

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { cartCount: 3 },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithArticles: Story = {};

export const EmptyCart: Story = { args: { cartCount: 0 } };

export const ManyArticles: Story = { args: { cartCount: 128 } };

/** The German B2B shop: blue theme and the "Ranzen Education" wordmark. */
export const B2b: Story = { globals: { theme: 'b2b' } };

/** The English B2B host has its own 300x83 logo (spec storefront §1). */
export const B2bEnglish: Story = { globals: { theme: 'b2b' }, parameters: { storeId: 'b2b-en' } };
