import { ToastProvider } from '@ranzen/sdk-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DescriptionReviewForm } from './DescriptionReviewForm';

const meta = {
  title: 'Product/DescriptionReviewForm',
  component: DescriptionReviewForm,
  args: { onSend: async () => ({ ok: true }) },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof DescriptionReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under the product description: yes or no, and what is missing. */
export const Empty: Story = {};
