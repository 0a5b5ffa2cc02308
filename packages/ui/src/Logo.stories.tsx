import type { Meta, StoryObj } from '@storybook/react-vite';
import { Logo } from './Logo';

const meta = {
  title: 'Layout/Logo',
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Consumer: Story = {};

export const B2b: Story = { globals: { theme: 'b2b' } };

export const B2bEnglish: Story = { globals: { theme: 'b2b' }, parameters: { storeId: 'b2b-en' } };
