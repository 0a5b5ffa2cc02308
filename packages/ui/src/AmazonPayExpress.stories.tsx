import { routePath } from '@ranzen/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AmazonPayExpress } from './AmazonPayExpress';

const meta = {
  title: 'Cart/AmazonPayExpress',
  component: AmazonPayExpress,
  args: {
    express: {
      __typename: 'AmazonPayExpress',
      offered: true,
      reason: null,
      blockedItemIds: [],
      selected: false,
    },
    blockedItemNames: [],
    activity: 'idle',
    summaryHref: routePath('checkoutSummary'),
    onStart: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof AmazonPayExpress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offered: Story = {};

export const Starting: Story = { args: { activity: 'starting' } };

export const Blocked: Story = {
  args: {
    express: {
      __typename: 'AmazonPayExpress',
      offered: false,
      reason: 'BLOCKED_ITEMS',
      blockedItemIds: ['100001-01'],
      selected: false,
    },
    blockedItemNames: ['Schülerstuhl Größe 4'],
  },
};

export const Selected: Story = {
  args: {
    express: {
      __typename: 'AmazonPayExpress',
      offered: true,
      reason: null,
      blockedItemIds: [],
      selected: true,
    },
  },
};
