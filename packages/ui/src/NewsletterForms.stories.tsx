import { ToastProvider } from '@ranzen/sdk-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsletterSignUpForm, NewsletterUnsubscribe } from './NewsletterForms';
import type { AccountFormOutcome } from './useAccountForm';

const accepted = async (): Promise<AccountFormOutcome> => ({ ok: true });

const meta = {
  title: 'Forms/Newsletter',
  component: NewsletterSignUpForm,
  subcomponents: { NewsletterUnsubscribe },
  args: { onSubscribe: accepted },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof NewsletterSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-up on /service/newsletter/; sending shows the "confirm by mail" note. */
export const SignUp: Story = {};

/** The server refused the e-mail: its message on the field, the typed values kept. */
export const ServerRefusal: Story = {
  args: {
    onSubscribe: async () => ({
      ok: false,
      fieldErrors: [{ field: 'email', message: 'vue.form.error.email.incorrect' }],
    }),
  },
};

/** The unsubscribe page opened from a newsletter mail's link: one button. */
export const UnsubscribeLink: Story = {
  render: () => (
    <NewsletterUnsubscribe
      token="link-token"
      onUnsubscribeByToken={async () => true}
      onUnsubscribe={accepted}
    />
  ),
};

/** The unsubscribe page without a link: the e-mail form. */
export const UnsubscribeForm: Story = {
  render: () => (
    <NewsletterUnsubscribe token={null} onUnsubscribeByToken={async () => false} onUnsubscribe={accepted} />
  ),
};
