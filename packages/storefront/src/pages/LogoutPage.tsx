// /logout (spec storefront §2.1, §2.4, §8): the server has deleted the session cookies and left the
// message as a toast (a warning after a security logout, success otherwise, serviceLoaders.ts);
// the page confirms the logout and offers the way back.
import { routePath } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { usePageData } from '../data/pageData';
import styles from './pages.module.css';

export function LogoutPage() {
  const t = useTranslate();
  const { security } = usePageData('logout');
  return (
    <div className={styles.page} data-page="logout" data-state={security ? 'security-logout' : 'logout'}>
      <h1 className={styles.title}>{t('vue.logoutPage.headline')}</h1>
      <p>{t(security ? 'vue.message.securityLogout' : 'vue.logoutPage.text')}</p>
      <ul className={styles.linkList}>
        <li>
          <a href={routePath('login')}>{t('vue.logoutPage.login')}</a>
        </li>
        <li>
          <a href={routePath('index')}>{t('vue.logoutPage.home')}</a>
        </li>
      </ul>
    </div>
  );
}
