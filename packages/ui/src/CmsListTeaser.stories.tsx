import { listTeaserCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsListTeaser } from './CmsListTeaser';

const meta = {
  title: 'CMS/CmsListTeaser',
  component: CmsListTeaser,
  args: { cell: listTeaserCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{}}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsListTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
