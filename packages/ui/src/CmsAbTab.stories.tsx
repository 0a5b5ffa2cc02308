import { abTabCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsAbTab } from './CmsAbTab';
import { CmsContextProvider } from './CmsContext';

const meta = {
  title: 'CMS/CmsAbTab',
  component: CmsAbTab,
  args: { cell: abTabCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{}}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsAbTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const VariantB: Story = {
  decorators: [
    (Story) => (
      <CmsContextProvider value={{ abVariant: 'B' }}>
        <Story />
      </CmsContextProvider>
    ),
  ],
};
