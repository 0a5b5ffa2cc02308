import { productDetail } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductTabs } from './ProductTabs';
import { RichText } from './RichText';

const meta = {
  title: 'Product/ProductTabs',
  component: ProductTabs,
  args: {
    tabs: [
      {
        id: 'description',
        title: 'Beschreibung',
        content: <RichText html={productDetail.longDescription ?? ''} />,
      },
      ...productDetail.tabs.map((tab) => ({
        id: tab.id,
        title: tab.title,
        content: <RichText html={tab.content} />,
      })),
    ],
    extraTabs: productDetail.extraTabs,
    loadExtraTab: () =>
      new Promise<string>((resolve) =>
        setTimeout(() => resolve('<p>Geprüft nach DIN 58124 und EN 71.</p>'), 600),
      ),
  },
} satisfies Meta<typeof ProductTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last tab loads its content when opened. */
export const WithExtraTab: Story = {};

export const B2b: Story = { globals: { theme: 'b2b' } };
