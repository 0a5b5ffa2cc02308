// /myaccount/password (spec shopping §2 "contact data, change password"; §5 password bounds; §7 POST
// /api/change-password/ (formData)): the current password, the new one and its repeat. The server
// keeps this session and ends the customer's other ones.
import { PASSWORD_MAX_LENGTH, required } from '@ranzen/sdk-core';
import { useToasts, useTranslate } from '@ranzen/sdk-react';
import { AccountForm, PasswordField, useAccountForm } from '@ranzen/ui';
import { AccountLayout } from './AccountLayout';
import { postAccountForm } from './accountActions';
import { NewPasswordFields, newPasswordChecks } from './accountFields';

type PasswordFieldName = 'oldPassword' | 'newPassword' | 'newPasswordRepeat';

const EMPTY: Readonly<Record<PasswordFieldName, string>> = {
  oldPassword: '',
  newPassword: '',
  newPasswordRepeat: '',
};

export const PASSWORD_CHANGED_TOAST_ID = 'password-changed';

export function PasswordPage() {
  const t = useTranslate();
  const { addToast } = useToasts();
  const form = useAccountForm<PasswordFieldName>({
    initial: EMPTY,
    checks: (values) => {
      const checks = newPasswordChecks(values.newPassword);
      return { oldPassword: [required], newPassword: checks.password, newPasswordRepeat: checks.repeat };
    },
    maxLengths: { newPassword: PASSWORD_MAX_LENGTH },
    submit: ({ oldPassword, newPassword }) => postAccountForm('changePassword', { oldPassword, newPassword }),
    onSuccess: () => {
      form.reset();
      addToast({
        id: PASSWORD_CHANGED_TOAST_ID,
        type: 'success',
        message: t('vue.account.password.changed'),
      });
    },
  });
  const title = t('vue.account.password.headline');
  return (
    <AccountLayout current="password" title={title}>
      <AccountForm
        title={title}
        showTitle={false}
        submitLabel={t('vue.account.save')}
        loading={form.loading}
        onSubmit={form.onSubmit}
      >
        <PasswordField
          {...form.field('oldPassword')}
          label={t('vue.account.password.old')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          repeat={form.field('newPasswordRepeat')}
          passwordLabel={t('vue.account.password.new')}
          repeatLabel={t('vue.account.password.repeat')}
        />
      </AccountForm>
    </AccountLayout>
  );
}
