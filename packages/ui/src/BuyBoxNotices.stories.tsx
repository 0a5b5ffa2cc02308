import { lampProduct, productDetail } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BuyBoxNotices } from './BuyBoxNotices';

const meta = {
  title: 'Product/BuyBoxNotices',
  component: BuyBoxNotices,
  args: { product: productDetail, item: productDetail.bestItem },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BuyBoxNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A school bag: the store's matrix code message and a choking-hazard warning. */
export const SchoolBag: Story = {};

/** An electrical device: energy label with its zoomed sheet, charger, danger warnings, withdrawal and disposal notes. */
export const ElectricalDevice: Story = { args: { product: lampProduct, item: lampProduct.bestItem } };
