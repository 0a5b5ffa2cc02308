import { routePath } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrimeOfferPanel, PrimeWaitingListForm } from './Prime';
import type { AccountFormOutcome } from './useAccountForm';

const meta = {
  title: 'Prime/Offer',
  component: PrimeOfferPanel,
  subcomponents: { PrimeWaitingListForm },
  args: {
    price: '29,00 €',
    durationMonths: 12,
    membership: null,
    join: { href: routePath('primeCheckout'), label: 'vue.prime.offer.join' },
  },
} satisfies Meta<typeof PrimeOfferPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer of /prime/ for a logged-in customer who is no member yet. */
export const Offer: Story = {};

/** A member: the period, the abo, and no way to join again. */
export const Member: Story = {
  args: {
    join: null,
    membership: {
      status: 'ACTIVE',
      abo: 'PRIME_YEAR',
      startDate: '2026-11-27T10:00:00.000Z',
      endDate: '2027-11-27T10:00:00.000Z',
    },
  },
};

/** The waiting list while registration is closed. */
export const WaitingList: Story = {
  render: () => (
    <ToastProvider>
      <PrimeWaitingListForm onJoin={async (): Promise<AccountFormOutcome> => ({ ok: true })} />
    </ToastProvider>
  ),
};
