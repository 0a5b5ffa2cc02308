import { money } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Price } from './Price';

const meta = {
  title: 'Catalog/Price',
  component: Price,
  args: { current: money(12.99) },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

export const Reduced: Story = { args: { current: money(189.99), old: money(259.99) } };

export const StartingFrom: Story = { args: { current: money(12.99), startFrom: true } };

export const WithBasePrice: Story = {
  args: { current: money(2.79), basePrice: money(12.68), basePriceUnit: '100 g' },
};

export const Free: Story = { args: { current: money(0) } };

export const Large: Story = { args: { current: money(189.99), old: money(259.99), size: 'lg' } };
