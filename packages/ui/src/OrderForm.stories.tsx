import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OrderForm, type OrderFormProps, type OrderFormResult } from './OrderForm';

const valid = (orderNumber: string, quantity: number): OrderFormResult => ({
  __typename: 'BestellscheinEntryValidity',
  orderNumber,
  quantity,
  validForCart: true,
  hasFollowProduct: false,
  followProduct: null,
  notification: null,
  notificationAmount: null,
  itemId: `${orderNumber}-01`,
  name: 'Schulheft A4 liniert',
});

const answerValid: OrderFormProps['onCheck'] = async (entries) =>
  entries.map((entry) => valid(entry.orderNumber, entry.quantity));

const answerUnknown: OrderFormProps['onCheck'] = async (entries) =>
  entries.map((entry) => ({
    ...valid(entry.orderNumber, entry.quantity),
    validForCart: false,
    notification: 'vue.orderform.notification.unknown',
    itemId: null,
    name: null,
  }));

const meta = {
  title: 'Service/OrderForm',
  component: OrderForm,
  args: {
    onCheck: fn(answerValid),
    onAddToCart: fn(answerValid),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 840 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Blank: Story = {};

export const Unknown: Story = {
  args: {
    onCheck: fn(answerUnknown),
  },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
