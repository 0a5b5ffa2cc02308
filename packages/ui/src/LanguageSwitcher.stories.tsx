import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitcher } from './LanguageSwitcher';

const meta = {
  title: 'Layout/LanguageSwitcher',
  component: LanguageSwitcher,
  args: {
    links: [
      { language: 'de-DE', href: '/service/impressum/', current: true },
      { language: 'en-DE', href: 'http://en.educational.localhost:3001/service/imprint/', current: false },
    ],
  },
  globals: { theme: 'b2b' },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The German B2B host: German shown, English one click away on its own host. */
export const German: Story = {};

/** The English B2B host. */
export const English: Story = {
  args: {
    links: [
      { language: 'de-DE', href: 'http://educational.localhost:3001/service/impressum/', current: false },
      { language: 'en-DE', href: '/service/imprint/', current: true },
    ],
  },
};
