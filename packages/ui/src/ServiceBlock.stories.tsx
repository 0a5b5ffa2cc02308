import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceBlock } from './ServiceBlock';

const meta = {
  title: 'Layout/ServiceBlock',
  component: ServiceBlock,
  args: {
    trustBadgeUrl: '/service/guetesiegel/',
    teasers: [
      {
        kind: 'hotline',
        headline: 'Hotline 0800 726 93 61',
        text: 'Mo–Fr 8–18 Uhr',
        href: 'tel:08007269361',
      },
      {
        kind: 'email',
        headline: 'schulen@ranzen.de',
        text: 'Antwort innerhalb von 24 Stunden',
        href: 'mailto:schulen@ranzen.de',
      },
    ],
  },
} satisfies Meta<typeof ServiceBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Consumer: advice link and trusted-shop badge (shown from laptop width). */
export const Consumer: Story = {};

/** B2B: hotline and e-mail teasers. */
export const B2b: Story = { globals: { theme: 'b2b' } };
