import { lazyNavigationChildren, navigationTree } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Navigation, type NavigationItem } from './Navigation';

const meta = {
  title: 'Layout/Navigation',
  component: Navigation,
  parameters: { layout: 'fullscreen' },
  args: { items: navigationTree, currentUrl: '/' },
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover a tab (opens after 250 ms) or use Tab, Enter, the arrow keys and Escape. */
export const Default: Story = {};

/** "Hefte & Papier" arrives without children; they are "loaded" 600 ms after it opens. */
export const LazyChildren: Story = {
  render: (args) => {
    const [items, setItems] = useState<readonly NavigationItem[]>(args.items);
    return (
      <Navigation
        {...args}
        items={items}
        onLoadChildren={(id) => {
          setTimeout(() => {
            setItems((current) =>
              current.map((item) => (item.id === id ? { ...item, children: lazyNavigationChildren } : item)),
            );
          }, 600);
        }}
      />
    );
  },
};

/** Flag T216-Sale-Aktion on: a promotion panel beside the open category. */
export const WithSalePromotion: Story = {
  args: {
    salePromotion: {
      headline: 'Sommer-Sale',
      text: 'Bis zu 30 % auf Schulranzen und Federmäppchen.',
      url: '/sale/',
      linkLabel: 'Zum Sale',
    },
  },
};

/** The drawer on a phone (open from the header's burger button). */
export const MobileDrawer: Story = {
  args: { mobileOpen: true, onMobileClose: () => undefined },
  globals: { viewport: { value: 'mobile1' } },
};

export const B2b: Story = { globals: { theme: 'b2b' } };
