import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReturnOptionChoice } from './ReturnOptionChoice';

const meta = {
  title: 'Returns/ReturnOptionChoice',
  component: ReturnOptionChoice,
  args: {
    legend: 'Abwicklung',
    name: 'regulation',
    options: [
      { code: 'REFUND', name: 'Geld zurück' },
      { code: 'EXCHANGE', name: 'Umtausch gegen den gleichen Artikel' },
    ],
    selected: 'REFUND',
    onSelect: () => undefined,
  },
} satisfies Meta<typeof ReturnOptionChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The regulations of a selection; the first is preselected. */
export const Regulations: Story = {};

/** The carriers of an order shipped by parcel. */
export const Carriers: Story = {
  args: {
    legend: 'Versand',
    name: 'carrier',
    options: [
      { code: 'dhl', name: 'DHL' },
      { code: 'dpd', name: 'DPD' },
    ],
    selected: 'dhl',
  },
};
