import { infoBarCell, lowContrastInfoBarCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsInfoBar, InfoBar } from './CmsInfoBar';

const meta = {
  title: 'CMS/CmsInfoBar',
  component: CmsInfoBar,
  // The bar alone, as the storefront's page frame shows its info layer.
  subcomponents: { InfoBar },
  args: { cell: infoBarCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{}}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsInfoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Editor colours below AA contrast fall back to the theme's brand colours. */
export const LowContrastFallsBack: Story = { args: { cell: lowContrastInfoBarCell } };
