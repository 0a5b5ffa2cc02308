import type { Meta, StoryObj } from '@storybook/react-vite';
import { LightningReservationNotice } from './LightningReservationNotice';

const meta = {
  title: 'Cart/LightningReservationNotice',
  component: LightningReservationNotice,
  args: { state: 'counting', remainingMs: 754_000 },
} satisfies Meta<typeof LightningReservationNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {};

export const Refreshing: Story = { args: { state: 'refreshing', remainingMs: 0 } };

export const B2b: Story = { globals: { theme: 'b2b' } };
