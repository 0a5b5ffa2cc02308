import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LightningCountdown } from './LightningCountdown';

const meta = {
  title: 'Product/LightningCountdown',
  component: LightningCountdown,
  args: { untilMs: Date.now() + 2 * 3_600_000, onEnd: fn() },
} satisfies Meta<typeof LightningCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** H:MM:SS, ticking every second. */
export const Hours: Story = {};

/** Ends after ten seconds: 00:00 and one onEnd call. */
export const EndsSoon: Story = { args: { untilMs: Date.now() + 10_000 } };

export const B2b: Story = { globals: { theme: 'b2b' } };
