import { heroSliderCell } from '@ranzen/sdk-react/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CmsContextProvider } from './CmsContext';
import { CmsHeroSlider } from './CmsHeroSlider';

const meta = {
  title: 'CMS/CmsHeroSlider',
  component: CmsHeroSlider,
  args: { cell: heroSliderCell, eager: true },
  decorators: [
    (Story) => (
      <CmsContextProvider value={{ autoplayAllowed: true }}>
        <Story />
      </CmsContextProvider>
    ),
  ],
} satisfies Meta<typeof CmsHeroSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Before cookie-consent interaction (not the ch store): no autoplay and no pause button. */
export const WithoutConsent: Story = {
  decorators: [
    (Story) => (
      <CmsContextProvider value={{ autoplayAllowed: false }}>
        <Story />
      </CmsContextProvider>
    ),
  ],
};
