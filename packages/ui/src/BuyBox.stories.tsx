import {
  classroomProduct,
  lampProduct,
  productDetail,
  soldOutProduct,
  sunnyRedItem,
  sunnyVariantAttributes,
} from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type AddToCartStatus, BuyBox } from './BuyBox';
import { DeliveryStatus } from './DeliveryStatus';
import { VariantSelector } from './VariantSelector';

const meta = {
  title: 'Product/BuyBox',
  component: BuyBox,
  args: {
    product: productDetail,
    status: 'idle',
    onAddToCart: fn(),
    deliveryStatus: <DeliveryStatus status={productDetail.bestItem.deliveryStatus} />,
  },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'adding', 'added', 'error'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuyBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Large discount badge, extra badges, best price, RRP with its date, prime slot and warnings. */
export const Idle: Story = {};

export const WithVariants: Story = {
  args: {
    item: sunnyRedItem,
    deliveryStatus: <DeliveryStatus status={sunnyRedItem.deliveryStatus} />,
    variantSelector: <VariantSelector attributes={sunnyVariantAttributes} onSelect={fn()} />,
  },
};

export const VariantNotChosen: Story = { args: { configured: false } };

export const Adding: Story = { args: { status: 'adding' } };

export const Added: Story = { args: { status: 'added' } };

export const Failed: Story = { args: { status: 'error' } };

export const NotAvailable: Story = {
  args: {
    product: soldOutProduct,
    deliveryStatus: <DeliveryStatus status={soldOutProduct.bestItem.deliveryStatus} />,
  },
};

/** Energy label (opens the data sheet), power plug scope, danger warning, withdrawal and take-back notes. */
export const ElectricalDevice: Story = { args: { product: lampProduct } };

/** B2B: educational price, base price, minimum order quantity and a yellow delivery light. */
export const B2bClassroomSet: Story = {
  args: {
    product: classroomProduct,
    deliveryStatus: <DeliveryStatus status={classroomProduct.bestItem.deliveryStatus} />,
  },
  globals: { theme: 'b2b' },
};

export const B2bElectricalDevice: Story = { args: { product: lampProduct }, globals: { theme: 'b2b' } };

/** Click the button: "adding" for a moment, then "added". */
export const Interactive: Story = {
  render: function InteractiveBuyBox(args) {
    const [status, setStatus] = useState<AddToCartStatus>('idle');
    return (
      <BuyBox
        {...args}
        status={status}
        onAddToCart={() => {
          args.onAddToCart();
          setStatus('adding');
          setTimeout(() => setStatus('added'), 800);
        }}
      />
    );
  },
};
