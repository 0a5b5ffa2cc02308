import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';

const meta = {
  title: 'Layout/ConsentBanner',
  component: ConsentBanner,
  args: { privacyUrl: '/service/datenschutz/', onChoose: fn() },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnArrival: Story = {};

/** Reopened from the footer's cookie settings: focus moves into the banner. */
export const Reopened: Story = { args: { takeFocus: true } };

export const B2b: Story = { globals: { theme: 'b2b' } };
