// AccountForm + useAccountForm (spec shopping §5 "A form runs all field validations and stops at the
// first failure; it scrolls to the first invalid field; a general form error is shown as a toast";
// "Server field errors ... map to per-field messages plus a general message"; §8 "Mutation fails: the
// server error message is shown as a toast; loading state is cleared").
import { type FieldCheck, PASSWORD_MAX_LENGTH, passwordLength, required } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm } from './AccountForm';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { ToastRegion } from './ToastRegion';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import { type AccountFormOutcome, useAccountForm } from './useAccountForm';

type Name = 'email' | 'password';
const CHECKS: Readonly<Record<Name, readonly FieldCheck[]>> = {
  email: [required],
  password: [required, passwordLength],
};

function Form({
  submit,
  onSuccess,
}: {
  readonly submit: (values: Readonly<Record<Name, string>>) => Promise<AccountFormOutcome>;
  readonly onSuccess?: () => void;
}) {
  const form = useAccountForm<Name>({
    initial: { email: '', password: '' },
    checks: () => CHECKS,
    maxLengths: { password: PASSWORD_MAX_LENGTH },
    submit,
    ...(onSuccess ? { onSuccess } : {}),
  });
  return (
    <AccountForm title="Zugang" submitLabel="Senden" loading={form.loading} onSubmit={form.onSubmit}>
      <EmailField {...form.field('email')} label="E-Mail-Adresse" />
      <PasswordField {...form.field('password')} label="Passwort" />
    </AccountForm>
  );
}

function renderForm(submit: (values: Readonly<Record<Name, string>>) => Promise<AccountFormOutcome>) {
  const onSuccess = vi.fn();
  const view = renderWithShop(
    <ToastProvider>
      <Form submit={submit} onSuccess={onSuccess} />
      <ToastRegion />
    </ToastProvider>,
  );
  return { ...view, onSuccess };
}

describe('AccountForm with useAccountForm', () => {
  it('marks every invalid field with its message, focuses the first and sends nothing', async () => {
    const submit = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user } = renderForm(submit);
    expect(screen.getByRole('form', { name: 'Zugang' })).toBeVisible();
    await user.type(screen.getByLabelText('Passwort'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    const email = screen.getByRole('combobox', { name: 'E-Mail-Adresse' });
    expect(email).toHaveAccessibleDescription('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByLabelText('Passwort')).toHaveAccessibleDescription(
      'Das Passwort muss zwischen 3 und 35 Zeichen lang sein.',
    );
    expect(email).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();
    // Changing a field clears its message only.
    await user.type(email, 'a@b.de');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('aria-invalid', 'true');
  });

  it('maps server field errors to their fields and shows the general message as a toast', async () => {
    const submit = vi.fn(
      async (): Promise<AccountFormOutcome> => ({
        ok: false,
        fieldErrors: [{ field: 'registerForm.email', message: 'vue.form.error.email.notUnique' }],
        generalErrorMessage: 'vue.form.error.general',
      }),
    );
    const { user, onSuccess } = renderForm(submit);
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'demo@ranzen.test');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(submit).toHaveBeenCalledWith({ email: 'demo@ranzen.test', password: 'geheim' });
    expect(await screen.findByText('Bitte prüfen Sie Ihre Eingaben.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'E-Mail-Adresse' })).toHaveAccessibleDescription(
      'Diese E-Mail-Adresse ist bereits registriert.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeEnabled();
  });

  it('shows the loading state while sending, then reports success', async () => {
    let answer: (outcome: AccountFormOutcome) => void = () => undefined;
    const submit = vi.fn(
      () =>
        new Promise<AccountFormOutcome>((resolve) => {
          answer = resolve;
        }),
    );
    const { user, onSuccess } = renderForm(submit);
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'demo@ranzen.test');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByRole('button', { name: 'Wird geladen …' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Zugang' })).toHaveAttribute('aria-busy', 'true');
    answer({ ok: true });
    expect(await screen.findByRole('button', { name: 'Senden' })).toBeEnabled();
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('shows a general error toast when the request fails without a message', async () => {
    const { user } = renderForm(async () => {
      throw new Error('offline');
    });
    await user.type(screen.getByRole('combobox', { name: 'E-Mail-Adresse' }), 'demo@ranzen.test');
    await user.type(screen.getByLabelText('Passwort'), 'geheim');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Bitte prüfen Sie Ihre Eingaben.')).toBeVisible();
  });

  it('has no axe violations with errors shown', async () => {
    const { container, user } = renderForm(async () => ({ ok: true }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await expectNoAxeViolations(container);
  });
});
