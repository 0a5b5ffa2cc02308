import { type FooterIconFlags, footerDeliveryIcons, footerPaymentIcons, STORES } from '@ranzen/sdk-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Footer } from './Footer';
import { b2bFooterData, footerData } from './fixtures';

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
    paymentIcons: footerPaymentIcons({ storeCode: 'de', isB2b: false, flags: SEEDED_FLAGS }),
    deliveryIcons: footerDeliveryIcons({ storeCode: 'de', flags: SEEDED_FLAGS }),
    onTrack: fn(),
    year: 2025,
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** German consumer shop: e-invoice, DHL and the third carrier. */
export const ConsumerDe: Story = {};

/** Swiss shop with T134_Twint-Payment on: TWINT, a second card brand and the national post only. */
export const ConsumerChWithTwint: Story = {
  parameters: { storeId: STORES.ch.id },
  args: {
    paymentIcons: footerPaymentIcons({ storeCode: 'ch', isB2b: false, flags: SEEDED_FLAGS }),
    deliveryIcons: footerDeliveryIcons({ storeCode: 'ch', flags: SEEDED_FLAGS }),
  },
};

/** B2B educational shop: two professional-network links, no quality badge and no payment strip. */
export const B2b: Story = {
  globals: { theme: 'b2b' },
  args: {
    data: b2bFooterData,
    paymentIcons: footerPaymentIcons({ storeCode: 'b2b', isB2b: true, flags: SEEDED_FLAGS }),
    deliveryIcons: footerDeliveryIcons({ storeCode: 'b2b', flags: SEEDED_FLAGS }),
  },
};
