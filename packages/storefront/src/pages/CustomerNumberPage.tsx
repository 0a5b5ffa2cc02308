// /myaccount/customernumber (spec shopping §2 "B2B customer number link", §6): the logged-in B2B
// customer's number, which is their login name. Consumer stores answer 404 (accountLoaders.ts).
import { useTranslate } from '@ranzen/sdk-react';
import { usePageData } from '../data/pageData';
import { AccountLayout } from './AccountLayout';
import styles from './CustomerNumberPage.module.css';

export function CustomerNumberPage() {
  const t = useTranslate();
  const { customerNumber } = usePageData('customerNumber');
  return (
    <AccountLayout current="customerNumber" title={t('vue.account.customerNumber.headline')}>
      <dl className={styles.number}>
        <dt>{t('vue.login.customerNumber')}</dt>
        <dd>{customerNumber}</dd>
      </dl>
      <p>{t('vue.account.customerNumber.text')}</p>
    </AccountLayout>
  );
}
