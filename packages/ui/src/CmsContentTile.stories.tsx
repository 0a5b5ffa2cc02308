import { contentTileCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContentTile } from './CmsContentTile';
import { CmsContextProvider } from './CmsContext';

const meta = {
  title: 'CMS/CmsContentTile',
  component: CmsContentTile,
  args: { cell: contentTileCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{}}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsContentTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
