import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsPrizeDraw } from './CmsPrizeDraw';
import { prizeDrawCell } from './cmsFixtures';

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
