import { layerCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsLayer } from './CmsLayer';

const meta = {
  title: 'CMS/CmsLayer',
  component: CmsLayer,
  args: { cell: layerCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{}}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
