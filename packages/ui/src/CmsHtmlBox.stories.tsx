import { htmlBoxCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsHtmlBox } from './CmsHtmlBox';

const meta = {
  title: 'CMS/CmsHtmlBox',
  component: CmsHtmlBox,
  args: { cell: htmlBoxCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{}}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsHtmlBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
