// Submitting the login form (spec shopping §7 POST /api/login-action/, §8 "Login fails: the general
// error message from the result as toast"): on success the page is rendered again with the new
// session cookies; on failure the server's message (or "not available") is an error toast.
import { isMessageKey } from '@ranzen/sdk-core';
import { useShop, useToasts, useTranslate } from '@ranzen/sdk-react';
import type { LoginFormValues } from '@ranzen/ui';
import { useCallback } from 'react';
import { submitLogin } from './loginAction';

export const LOGIN_ERROR_TOAST_ID = 'login-error';

export function useLoginSubmit(): (values: LoginFormValues) => Promise<void> {
  const t = useTranslate();
  const { addToast } = useToasts();
  const { messages } = useShop();
  return useCallback(
    async (values: LoginFormValues) => {
      const outcome = await submitLogin(values);
      if (outcome.ok) {
        window.location.reload();
        return;
      }
      addToast({
        id: LOGIN_ERROR_TOAST_ID,
        type: 'error',
        message: !outcome.message
          ? t('vue.login.failed')
          : isMessageKey(messages, outcome.message)
            ? t(outcome.message)
            : outcome.message,
      });
    },
    [addToast, t, messages],
  );
}
