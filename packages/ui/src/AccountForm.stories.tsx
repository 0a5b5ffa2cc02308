import { PASSWORD_MAX_LENGTH, passwordLength, required } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountForm } from './AccountForm';
import { PasswordField } from './PasswordField';
import { useAccountForm } from './useAccountForm';

const PASSWORD_CHECKS = [required, passwordLength];

/** A password form as the account pages build them: fields from useAccountForm inside AccountForm. */
function PasswordForm({ loading = false }: { readonly loading?: boolean }) {
  const form = useAccountForm<'oldPassword' | 'newPassword'>({
    initial: { oldPassword: '', newPassword: '' },
    checks: () => ({ oldPassword: PASSWORD_CHECKS, newPassword: PASSWORD_CHECKS }),
    maxLengths: { oldPassword: PASSWORD_MAX_LENGTH, newPassword: PASSWORD_MAX_LENGTH },
    submit: async () => ({ ok: true }),
  });
  return (
    <AccountForm
      title="Passwort ändern"
      submitLabel="Speichern"
      loading={loading || form.loading}
      onSubmit={form.onSubmit}
    >
      <PasswordField {...form.field('oldPassword')} label="Aktuelles Passwort" />
      <PasswordField {...form.field('newPassword')} label="Neues Passwort" autoComplete="new-password" />
    </AccountForm>
  );
}

const meta = {
  title: 'Forms/AccountForm',
  component: PasswordForm,
  subcomponents: { AccountForm },
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof PasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty marks both fields and focuses the first. */
export const Default: Story = {};

export const Loading: Story = { args: { loading: true } };
