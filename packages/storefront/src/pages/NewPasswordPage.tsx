// /myaccount/newpassword?token= (spec shopping §2, resetpassword layout; §4 "a token in the link opens
// the new-password page"; §7 change forgotten password). The loader checked the token; the new
// password ends every session of the account and the visitor logs in with it on /login.
import { useApolloClient } from '@apollo/client/react';
import { ChangeForgottenPasswordDocument, PASSWORD_MAX_LENGTH, routePath } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { AccountForm, useAccountForm } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { formOutcome, leaveWithMessage } from './accountActions';
import { NewPasswordFields, newPasswordChecks } from './accountFields';
import pages from './pages.module.css';

type NewPasswordFieldName = 'password' | 'passwordRepeat';

export function NewPasswordPage() {
  const t = useTranslate();
  const client = useApolloClient();
  const { token } = usePageData('newPassword');
  const form = useAccountForm<NewPasswordFieldName>({
    initial: { password: '', passwordRepeat: '' },
    checks: (values) => {
      const checks = newPasswordChecks(values.password);
      return { password: checks.password, passwordRepeat: checks.repeat };
    },
    maxLengths: { password: PASSWORD_MAX_LENGTH },
    submit: async ({ password }) => {
      const { data } = await client.mutate({
        mutation: ChangeForgottenPasswordDocument,
        variables: { token, password },
      });
      return formOutcome(data?.changeForgottenPassword);
    },
    onSuccess: () =>
      leaveWithMessage(routePath('login'), { type: 'success', message: t('vue.newPassword.success') }),
  });
  const title = t('vue.newPassword.headline');
  return (
    <div className={pages.page} data-page="new-password">
      <h1 className={pages.title}>{title}</h1>
      <AccountForm
        title={title}
        showTitle={false}
        submitLabel={t('vue.newPassword.submit')}
        loading={form.loading}
        onSubmit={form.onSubmit}
      >
        <NewPasswordFields
          password={form.field('password')}
          repeat={form.field('passwordRepeat')}
          passwordLabel={t('vue.account.password.new')}
          repeatLabel={t('vue.account.password.repeat')}
        />
      </AccountForm>
    </div>
  );
}
