import { earlierReturn } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReturnReceipt } from './ReturnReceipt';

const meta = {
  title: 'Returns/ReturnReceipt',
  component: ReturnReceipt,
  args: { rma: '100234-R2', labelUrl: '/return-labels/example', earlierReturns: [earlierReturn] },
} satisfies Meta<typeof ReturnReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just registered, with a label to print and one earlier return. */
export const Registered: Story = {};

/** Sent without a label (collected by the forwarder). */
export const WithoutLabel: Story = { args: { labelUrl: null, earlierReturns: [] } };

/** Before the submit: only the earlier returns. */
export const EarlierOnly: Story = { args: { rma: null, labelUrl: null } };
