// /login (spec storefront §2.1; shopping §2): the login form of the header's login flyout as a page,
// where the B2B catalogue guard and account links send visitors without a login (§2.4).
import { useTranslate } from '@ranzen/sdk-react';
import styles from './pages.module.css';
import { StoreLoginForm } from './StoreLoginForm';

export function LoginPage() {
  const t = useTranslate();
  return (
    <div className={styles.page} data-page="login">
      <h1 className={styles.title}>{t('vue.loginPage.headline')}</h1>
      <StoreLoginForm />
    </div>
  );
}
