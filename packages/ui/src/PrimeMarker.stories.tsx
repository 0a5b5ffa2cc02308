import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrimeMarker } from './PrimeMarker';

// The prime marker beside the customer's name (header, account pages): one text per membership status,
// nothing for a customer who never joined.
const meta = {
  title: 'Prime/PrimeMarker',
  component: PrimeMarker,
  args: { status: 'ACTIVE' },
} satisfies Meta<typeof PrimeMarker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const WaitingList: Story = { args: { status: 'WAITING_LIST' } };

export const Cancelled: Story = { args: { status: 'CANCELLED' } };
