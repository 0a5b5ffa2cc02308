import { productCards, recommendationsCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsRecommendations } from './CmsRecommendations';

const meta = {
  title: 'CMS/CmsRecommendations',
  component: CmsRecommendations,
  args: { cell: recommendationsCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{ recommendations: productCards }}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsRecommendations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
