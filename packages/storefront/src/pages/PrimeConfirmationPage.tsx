// The prime confirmation (issue 20 item 4): where the payment provider sends a payer who paid. The
// membership itself is in customer info (the header's marker, the offer page); a payment not yet
// confirmed says so.
import { useTranslate } from '@ranzen/sdk-react';
import { usePageData } from '../data/pageData';
import styles from './PrimeCheckoutLayout.module.css';

export function PrimeConfirmationPage() {
  const t = useTranslate();
  const { purchase } = usePageData('primeConfirmation');
  return (
    <>
      <h1 className={styles.title}>{t('vue.prime.confirmation.title')}</h1>
      <p>{t('vue.prime.confirmation.number', { number: purchase.purchaseNumber })}</p>
      {purchase.status === 'PAID' ? null : <p role="status">{t('vue.prime.confirmation.pending')}</p>}
    </>
  );
}
