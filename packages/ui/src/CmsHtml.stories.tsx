import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsHtml } from './CmsHtml';

const meta = {
  title: 'CMS/CmsHtml',
  component: CmsHtml,
  args: {
    cell: {
      __typename: 'Cell',
      id: 'html',
      elementType: 'html',
      width: 12,
      html:
        '<h2>Versandkostenfrei ab 29 €</h2><p>Bestellen Sie bis 14 Uhr – wir versenden noch am selben Tag.</p>' +
        '<ul><li>Kauf auf Rechnung</li><li>30 Tage Rückgaberecht</li></ul>' +
        '<p><a href="/service/versand/">Mehr zum Versand</a></p>',
      competition: null,
      teasers: [],
    },
  },
} satisfies Meta<typeof CmsHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServiceText: Story = {};
