// /cf/test (spec storefront §2.1, empty layout): a page a CDN or uptime check loads to see that the
// storefront renders; it names the storefront that answered.
import { useShop, useTranslate } from '@ranzen/sdk-react';
import styles from './pages.module.css';

export function CfTestPage() {
  const t = useTranslate();
  const { store } = useShop();
  return (
    <div className={styles.page} data-page="cf-test">
      <h1 className={styles.title}>{t('vue.cfTest.headline')}</h1>
      <p>
        {t('vue.cfTest.text')} <code>{store.id}</code>
      </p>
    </div>
  );
}
