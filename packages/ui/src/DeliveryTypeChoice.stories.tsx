import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryTypeChoice } from './DeliveryTypeChoice';

const meta = {
  title: 'Checkout/DeliveryTypeChoice',
  component: DeliveryTypeChoice,
  args: { value: 'sameAsBilling', onChange: () => undefined },
} satisfies Meta<typeof DeliveryTypeChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SameAsBilling: Story = {};

export const ParcelStation: Story = { args: { value: 'packstation' } };
