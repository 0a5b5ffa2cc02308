import type { Meta, StoryObj } from '@storybook/react-vite';
import { MobileSearch } from './MobileSearch';

const meta = {
  title: 'Layout/MobileSearch',
  component: MobileSearch,
  args: { id: 'mobile-search', open: true, onNavigate: () => undefined },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof MobileSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with the input focused. */
export const Open: Story = {};

export const B2b: Story = { globals: { theme: 'b2b', viewport: { value: 'mobile1' } } };
