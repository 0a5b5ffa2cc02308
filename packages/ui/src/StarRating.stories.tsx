import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRating } from './StarRating';

const meta = {
  title: 'Product/StarRating',
  component: StarRating,
  args: { rating: 4.4 },
  argTypes: { rating: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 4.4: four full stars and a half (spec §5 half steps at x.4). */
export const FourAndAHalf: Story = {};

/** 4.9: five full stars (full steps at x.9). */
export const Five: Story = { args: { rating: 4.9 } };

export const Small: Story = { args: { rating: 1.3, size: 'sm' } };

export const B2b: Story = { globals: { theme: 'b2b' } };
