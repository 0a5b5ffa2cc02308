import { navigationTree } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryBar } from './CategoryBar';

const meta = {
  title: 'Layout/CategoryBar',
  component: CategoryBar,
  parameters: { layout: 'fullscreen' },
  args: { items: navigationTree, currentUrl: '/' },
} satisfies Meta<typeof CategoryBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The older navigation bar (flag "T155 Navigation" off): links to the top categories. */
export const Default: Story = {};

/** The drawer on a phone (opened from the header's burger button). */
export const MobileDrawer: Story = {
  args: { mobileOpen: true, onMobileClose: () => undefined },
  globals: { viewport: { value: 'mobile1' } },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
