import {
  b2bOrder,
  orderDetail,
  orderDetailBeforeParcels,
  orderDetailWithoutReturns,
} from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderDetail } from './OrderDetail';

const meta = {
  title: 'Account/OrderDetail',
  component: OrderDetail,
  args: { order: orderDetail, returnHref: '#' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered, shipped and cancelled parcels; something can still be returned. */
export const ParcelsInEveryStatus: Story = {};

export const NothingToReturn: Story = { args: { order: orderDetailWithoutReturns } };

/** Placed, not yet split into parcels by the warehouse. */
export const BeforeTheParcels: Story = { args: { order: orderDetailBeforeParcels } };

export const B2b: Story = {
  args: {
    order: {
      ...orderDetail,
      customerNumber: b2bOrder.customerNumber,
      orderReference: b2bOrder.orderReference,
    },
  },
  globals: { theme: 'b2b' },
};
