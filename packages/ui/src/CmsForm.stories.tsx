import { formCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsForm } from './CmsForm';

const meta = {
  title: 'CMS/CmsForm',
  component: CmsForm,
  args: { cell: formCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{}}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
