import { prizeDrawCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsPrizeDraw } from './CmsPrizeDraw';

const meta = {
  title: 'CMS/CmsPrizeDraw',
  component: CmsPrizeDraw,
  args: { cell: prizeDrawCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{}}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsPrizeDraw>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
