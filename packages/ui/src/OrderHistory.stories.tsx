import { orderOverviewPath } from '@ranzen/sdk-core';
import { emptyOrderHistoryPage, orderHistoryPage } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OrderHistory } from './OrderHistory';

const meta = {
  title: 'Account/OrderHistory',
  component: OrderHistory,
  args: {
    orders: orderHistoryPage.orders,
    state: { page: 1, searchText: '', dateFilter: 'last3months' },
    totalPages: orderHistoryPage.pageInfo.totalPages,
    years: [2026, 2025, 2024, 2023],
    hrefFor: orderOverviewPath,
    detailHref: () => '#',
    onStateChange: () => undefined,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LastThreeMonths: Story = {};

export const SecondPageOfAYear: Story = {
  args: { state: { page: 2, searchText: '', dateFilter: '2025' } },
};

export const NothingInThePeriod: Story = {
  args: { orders: emptyOrderHistoryPage.orders, totalPages: 0 },
};

export const NoSearchResults: Story = {
  args: {
    orders: emptyOrderHistoryPage.orders,
    totalPages: 0,
    state: { page: 1, searchText: 'Zirkel', dateFilter: 'last3months' },
  },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
