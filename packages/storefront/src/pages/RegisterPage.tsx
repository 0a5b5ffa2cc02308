// /myaccount/register?origin= (spec shopping §2: the origin message; §7 POST /api/register-action/
// (formData)). The store's family decides the form (accountLoaders.ts, RegisterForm.tsx); a successful
// registration logs the visitor in and the account opens. The guard sent a logged-in customer away
// before (sdk-core accountGuard).
import { routePath } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { usePageData } from '../data/pageData';
import { leaveWithMessage, postAccountForm } from './accountActions';
import pages from './pages.module.css';
import { RegisterForm } from './RegisterForm';

export function RegisterPage() {
  const t = useTranslate();
  const data = usePageData('register');
  return (
    <div className={pages.page} data-page="register" data-form={data.form}>
      <h1 className={pages.title}>{t('vue.user.registerPage.headline')}</h1>
      <p>
        {t(
          data.origin === 'checkout'
            ? 'vue.user.registerPage.message.checkout'
            : 'vue.user.registerPage.message.page',
        )}
      </p>
      <RegisterForm
        form={data.form}
        industries={data.industries}
        jobTitles={data.jobTitles}
        title={t('vue.user.registerPage.headline')}
        showTitle={false}
        submitLabel={t('vue.login.register')}
        send={(fields) => postAccountForm('register', fields)}
        onSuccess={() =>
          leaveWithMessage(routePath('account'), {
            type: 'success',
            message: t('vue.user.registerPage.success'),
          })
        }
      />
    </div>
  );
}
