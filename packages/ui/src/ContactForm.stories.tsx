import { ToastProvider } from '@ranzen/sdk-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm, EMPTY_CONTACT_VALUES } from './ContactForm';

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { onSend: async () => ({ ok: true }) },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /service/kontakt/ for a visitor: empty. */
export const Empty: Story = {};

/** Opened about an order of a logged-in customer: the order's contact data prefilled. */
export const AboutAnOrder: Story = {
  args: {
    initial: {
      ...EMPTY_CONTACT_VALUES,
      topic: 'order',
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@ranzen.test',
      orderNumber: '10000042',
    },
  },
};

/** With the file input: a chosen file is uploaded at once and listed, removable. */
export const WithAttachments: Story = {
  args: { onUpload: async (file: File) => ({ ok: true, uploadId: file.name }) },
};
