import { type FooterIconFlags, footerDeliveryIcons, footerPaymentIcons, STORES } from '@ranzen/sdk-core';
import { b2bFooterData, checkoutFooterGrid, footerData, shopFooterGrid } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Footer } from './Footer';

/** The seeded global parameters (apps/api seed): every footer flag is on. */
const SEEDED_FLAGS: FooterIconFlags = {
  twintPayment: true,
  secondWalletActive: true,
  eInvoiceEnabled: true,
  carrierAActive: true,
};

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    data: footerData,
    grid: shopFooterGrid,
    paymentIcons: footerPaymentIcons({ store: STORES.de, flags: SEEDED_FLAGS }),
    deliveryIcons: footerDeliveryIcons({ store: STORES.de, flags: SEEDED_FLAGS }),
    onTrack: fn(),
    year: 2025,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** German consumer shop: its footer grid (advice), e-invoice, DHL and the third carrier. */
export const ConsumerDe: Story = {};

/** The checkout's footer: its own grid (payment, delivery, returns), the legal links and the copyright. */
export const Checkout: Story = {
  args: { grid: checkoutFooterGrid, variant: 'checkout' },
};

/** Swiss shop with T134_Twint-Payment on: TWINT, a second card brand and the national post only. */
export const ConsumerChWithTwint: Story = {
  parameters: { storeId: STORES.ch.id },
  args: {
    paymentIcons: footerPaymentIcons({ store: STORES.ch, flags: SEEDED_FLAGS }),
    deliveryIcons: footerDeliveryIcons({ store: STORES.ch, flags: SEEDED_FLAGS }),
  },
};

/** B2B educational shop: two professional-network links, no quality badge and no payment strip. */
export const B2b: Story = {
  globals: { theme: 'b2b' },
  args: {
    data: b2bFooterData,
    grid: [],
    paymentIcons: footerPaymentIcons({ store: STORES['b2b-de'], flags: SEEDED_FLAGS }),
    deliveryIcons: footerDeliveryIcons({ store: STORES['b2b-de'], flags: SEEDED_FLAGS }),
  },
};
