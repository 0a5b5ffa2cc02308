import { returnOrderItem, returnSetItem } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReturnItemChoice } from './ReturnItemChoice';

const meta = {
  title: 'Returns/ReturnItemChoice',
  component: ReturnItemChoice,
  // A line of the product selection's list.
  decorators: [
    (Story) => (
      <ul>
        <Story />
      </ul>
    ),
  ],
  args: {
    item: returnOrderItem,
    selection: null,
    onChange: () => undefined,
    onUpload: async () => ({ ok: false, message: 'vue.upload.error.type' }),
  },
} satisfies Meta<typeof ReturnItemChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not returned yet: only the quantity. */
export const Unselected: Story = {};

/** Returned with a reason, a comment and a photo. */
export const Selected: Story = {
  args: {
    selection: {
      id: returnOrderItem.id,
      lineNo: returnOrderItem.lineNo,
      quantity: 1,
      reason: 'DEFECTIVE',
      additionalInfo: 'Die Minen sind gebrochen.',
      images: ['upload-1'],
      components: [],
    },
  },
};

/** A set: the returned parts are chosen too. */
export const SetWithParts: Story = {
  args: {
    item: returnSetItem,
    selection: {
      id: returnSetItem.id,
      lineNo: returnSetItem.lineNo,
      quantity: 1,
      reason: 'WRONG_ITEM',
      additionalInfo: '',
      images: [],
      components: ['Zirkel'],
    },
  },
};
