import { navigationTree } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryBar } from './CategoryBar';
import { Header, type NavigationDrawer } from './Header';
import { LoginFlyout } from './LoginFlyout';
import { Navigation } from './Navigation';
import type { ServiceTeaser } from './ServiceBlock';

const b2bTeasers: readonly ServiceTeaser[] = [
  {
    kind: 'hotline',
    headline: 'Hotline 0800 726 93 61',
    text: 'Mo–Fr 8–18 Uhr, kostenlos',
    href: 'tel:08007269361',
  },
  {
    kind: 'email',
    headline: 'schulen@ranzen.de',
    text: 'Antwort innerhalb von 24 Stunden',
    href: 'mailto:schulen@ranzen.de',
  },
];

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    cartCount: 3,
    onNavigate: () => undefined,
    serviceTeasers: b2bTeasers,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithArticles: Story = {};

export const EmptyCart: Story = { args: { cartCount: 0 } };

export const ManyArticles: Story = { args: { cartCount: 128 } };

/** Flag "T155 Navigation" on: the new navigation, a burger button on phones, and the login flyout. */
export const NewNavigation: Story = {
  args: {
    navigation: (drawer: NavigationDrawer) => (
      <Navigation
        items={navigationTree}
        salePromotion={{
          headline: 'Sommer-Sale',
          text: 'Bis zu 30 % auf Schulranzen.',
          url: '/sale/',
          linkLabel: 'Zum Sale',
        }}
        {...drawer}
      />
    ),
    loginFlyout: <LoginFlyout onSubmit={() => undefined} />,
  },
};

/** Flag "T155 Navigation" off: the older bar of top-category links (same burger on phones). */
export const OlderNavigation: Story = {
  args: { navigation: (drawer: NavigationDrawer) => <CategoryBar items={navigationTree} {...drawer} /> },
};

/** A B2B guard opened the flyout (controlled overlay), e.g. after the session expired. */
export const LoginFlyoutOpen: Story = {
  args: { loginFlyout: <LoginFlyout onSubmit={() => undefined} />, overlay: 'login' },
};

export const Mobile: Story = {
  args: NewNavigation.args,
  globals: { viewport: { value: 'mobile1' } },
};

/** On the basket page the selling points are hidden. */
export const BasketPage: Story = { args: { hideSellingPoints: true } };

/** The German B2B shop: blue theme, the "Ranzen Education" wordmark, hotline and e-mail teasers. */
export const B2b: Story = { globals: { theme: 'b2b' } };

/** The English B2B host has its own 300x83 logo (spec storefront §1). */
export const B2bEnglish: Story = { globals: { theme: 'b2b' }, parameters: { storeId: 'b2b-en' } };

export const B2bWithLogin: Story = {
  args: { ...NewNavigation.args, loginFlyout: <LoginFlyout onSubmit={() => undefined} /> },
  globals: { theme: 'b2b' },
};
