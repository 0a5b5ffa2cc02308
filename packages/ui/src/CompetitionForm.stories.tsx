import { ToastProvider } from '@ranzen/sdk-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CompetitionForm } from './CompetitionForm';

const meta = {
  title: 'Forms/CompetitionForm',
  component: CompetitionForm,
  args: {
    competition: {
      code: 'SCHULSTART-2026',
      name: 'Schulstart-Gewinnspiel 2026',
      closesAt: '2026-08-31T21:59:59.000Z',
      open: true,
    },
    onEnter: async () => ({ ok: true }),
  },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof CompetitionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open prize draw: the sign-up with its closing date. */
export const Open: Story = {};

/** The closing date has passed: the draw says so instead of the form. */
export const Closed: Story = {
  args: {
    competition: {
      code: 'MALWETTBEWERB-2025',
      name: 'Malwettbewerb 2025',
      closesAt: '2025-10-31T22:59:59.000Z',
      open: false,
    },
  },
};
