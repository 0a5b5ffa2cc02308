import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CatalogueRequest, type PrintedCatalogue } from './CatalogueRequest';

const catalogue = (code: string, name: string, selected = false): PrintedCatalogue => ({
  code,
  name,
  selected,
});

const meta = {
  title: 'Service/CatalogueRequest',
  component: CatalogueRequest,
  args: {
    catalogues: [
      catalogue('SCHULE-2026', 'Schulkatalog 2026'),
      catalogue('BASTELN-2026', 'Bastelkatalog 2026'),
    ],
    onRequest: fn(async () => undefined),
  },
} satisfies Meta<typeof CatalogueRequest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Consumer: Story = {};

export const OneInCart: Story = {
  args: {
    catalogues: [
      catalogue('SCHULE-2026', 'Schulkatalog 2026', true),
      catalogue('BASTELN-2026', 'Bastelkatalog 2026'),
    ],
  },
};

export const B2b: Story = {
  args: { catalogues: [catalogue('EDU-2026', 'Katalog für Bildungseinrichtungen 2026')] },
  globals: { theme: 'b2b' },
};
