import type { Meta, StoryObj } from '@storybook/react-vite';
import { SavedAddressChoice } from './SavedAddressChoice';
import { savedAddresses } from './shippingFixtures';

const meta = {
  title: 'Checkout/SavedAddressChoice',
  component: SavedAddressChoice,
  args: { legend: 'Rechnungsadresse', addresses: savedAddresses, value: 'a1', onChange: () => undefined },
} satisfies Meta<typeof SavedAddressChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};

export const NewAddress: Story = { args: { value: null } };
