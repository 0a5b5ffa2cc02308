import { lightningDeal, money } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LightningDeal } from './LightningDeal';

const HOUR = 3_600_000;

function deal(remainingMs: number, reserved: number) {
  return lightningDeal(Date.now() + remainingMs, reserved);
}

const meta = {
  title: 'Product/LightningDeal',
  component: LightningDeal,
  args: { deal: deal(5 * HOUR, 42), price: money(14.99), onEnd: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LightningDeal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** H:MM:SS up to three days, ticking every second. */
export const Hours: Story = {};

/** Days only above three days. */
export const Days: Story = { args: { deal: deal(5 * 24 * HOUR, 10) } };

/** MM:SS with the minutes label under an hour. */
export const Minutes: Story = { args: { deal: deal(25 * 60_000, 87) } };

/** Fully reserved: the shortage overlay. */
export const SoldOut: Story = { args: { deal: deal(HOUR, 100) } };

/** On a product tile. */
export const TileSize: Story = { args: { size: 'md' } };

export const B2b: Story = { globals: { theme: 'b2b' } };
