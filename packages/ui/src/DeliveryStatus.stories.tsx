import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeliveryStatus } from './DeliveryStatus';

const meta = {
  title: 'Product/DeliveryStatus',
  component: DeliveryStatus,
  args: { status: { text: 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen', color: 'green' } },
} satisfies Meta<typeof DeliveryStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Green light, the rest of the text as a second line. */
export const InStock: Story = {};

/** Other texts get a tooltip (hover, focus or click the "i"). */
export const Later: Story = { args: { status: { text: 'Lieferbar in 5-7 Werktagen', color: 'yellow' } } };

export const NotAvailable: Story = { args: { status: { text: 'Derzeit nicht lieferbar', color: 'red' } } };

export const B2b: Story = {
  args: { status: { text: 'Lieferbar in 5-7 Werktagen', color: 'yellow' } },
  globals: { theme: 'b2b' },
};
