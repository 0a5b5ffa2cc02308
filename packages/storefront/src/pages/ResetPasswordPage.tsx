// /myaccount/resetpassword (spec shopping §2, resetpassword layout; §3 "Password-forgotten data"; §4
// "Forgot password: a request sends a honeypot field and a per-session counter (starts at 1)"; DESIGN
// §7: the answer never says whether an account exists). The visitor names the account as they log in
// (e-mail, or the customer number in B2B: the login strategy's identifier); the API mails the link.
import { useApolloClient } from '@apollo/client/react';
import { ForgotPasswordDocument, sessionStorageOf } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import {
  AccountForm,
  EmailField,
  HoneypotField,
  LOGIN_STRATEGY_BY_FAMILY,
  TextField,
  useAccountForm,
} from '@ranzen/ui';
import { useState } from 'react';
import pages from './pages.module.css';

/** Ours: where the session's request counter lives. */
export const RESET_TRIES_STORAGE_KEY = 'ranzen:resetPasswordTries';

/**
 * The number of this request in the visitor's browser session: 1 for the first, and 1 each time where
 * the browser keeps no session storage (the API's own limits still count every request).
 */
export function nextResetTry(storage: Pick<Storage, 'getItem' | 'setItem'> | null): number {
  const previous = Number.parseInt(storage?.getItem(RESET_TRIES_STORAGE_KEY) ?? '0', 10);
  const next = Number.isSafeInteger(previous) && previous > 0 ? previous + 1 : 1;
  try {
    storage?.setItem(RESET_TRIES_STORAGE_KEY, String(next));
  } catch {
    // A full storage: the next request counts from 1 again.
  }
  return next;
}

type ResetFieldName = 'email' | 'honeypot';

export function ResetPasswordPage() {
  const t = useTranslate();
  const { store } = useShop();
  const client = useApolloClient();
  const [sent, setSent] = useState(false);
  const identifier = LOGIN_STRATEGY_BY_FAMILY[store.family].identifier;
  const form = useAccountForm<ResetFieldName>({
    initial: { email: '', honeypot: '' },
    checks: () => ({ email: identifier.checks, honeypot: [] }),
    maxLengths: { email: identifier.maxLength },
    submit: async ({ email, honeypot }) => {
      const { data } = await client.mutate({
        mutation: ForgotPasswordDocument,
        variables: {
          input: { email: email.trim(), honeypot, triesCount: nextResetTry(sessionStorageOf(window)) },
        },
      });
      const result = data?.forgotPassword;
      if (!result) return { ok: false };
      if (result.successfull) return { ok: true };
      return { ok: false, fieldErrors: result.fieldErrors, generalErrorMessage: result.passwordOpsError };
    },
    onSuccess: () => setSent(true),
  });
  const email = form.field('email');
  const title = t('vue.resetPassword.headline');
  return (
    <div className={pages.page} data-page="reset-password">
      <h1 className={pages.title}>{title}</h1>
      {sent ? (
        <p role="status">{t('vue.resetPassword.sent')}</p>
      ) : (
        <AccountForm
          title={title}
          showTitle={false}
          intro={<p>{t('vue.resetPassword.text')}</p>}
          submitLabel={t('vue.resetPassword.submit')}
          loading={form.loading}
          onSubmit={form.onSubmit}
        >
          {identifier.type === 'email' ? (
            <EmailField {...email} label={t(identifier.label)} required />
          ) : (
            <TextField {...email} label={t(identifier.label)} autoComplete="username" required />
          )}
          {/* Spec §4 honeypot: people never see or reach it; a bot that fills it gets the same answer. */}
          <HoneypotField field={form.field('honeypot')} label={t('vue.resetPassword.honeypot')} />
        </AccountForm>
      )}
    </div>
  );
}
