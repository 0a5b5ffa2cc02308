// /service/orderform (spec shopping §2 "order form (Bestellschein)", §7 "Validate Bestellschein and add it
// to the cart", "Generate a PDF form"; issue 20 item 5): the CMS page's text above the order form. The
// lines are judged by the API; the valid ones go into the visitor's cart in one call, with a toast for
// what was added or why nothing was (spec §8).
import { useApolloClient } from '@apollo/client/react';
import {
  AddBestellscheinToCartDocument,
  type OrderFormEntry,
  ValidateBestellscheinDocument,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { OrderForm, type OrderFormResult } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { CmsContent } from './ContentPage';
import { useCartWrite, useReport } from './cartWrites';
import styles from './pages.module.css';

export function OrderFormPage() {
  const t = useTranslate();
  const { rows, cms, abTests } = usePageData('orderForm');
  const client = useApolloClient();
  const withCart = useCartWrite();
  const report = useReport();

  const check = async (entries: readonly OrderFormEntry[]): Promise<readonly OrderFormResult[] | null> => {
    try {
      const { data } = await client.query({
        query: ValidateBestellscheinDocument,
        variables: { entries: [...entries] },
        fetchPolicy: 'no-cache',
      });
      return data?.validateBestellschein ?? null;
    } catch (error) {
      report('error', error);
      return null;
    }
  };

  const addToCart = async (
    entries: readonly OrderFormEntry[],
  ): Promise<readonly OrderFormResult[] | null> => {
    try {
      const result = await withCart(async (cartId) => {
        const { data } = await client.mutate({
          mutation: AddBestellscheinToCartDocument,
          variables: { cartId, entries: [...entries] },
        });
        const answer = data?.addBestellscheinToCart;
        if (!answer) throw new Error('addBestellscheinToCart: no data');
        return { answer, changed: answer.successful };
      });
      if (result.successful) report('success', t('vue.orderform.added', { count: result.addedCount }));
      else report('error', result.errorMessage ?? 'vue.orderform.noValidRows');
      return result.entries;
    } catch (error) {
      report('error', error);
      return null;
    }
  };

  return (
    <>
      <CmsContent rows={rows} cms={cms} abTests={abTests} />
      <section className={styles.serviceForm} aria-label={t('vue.orderform.title')}>
        <OrderForm onCheck={check} onAddToCart={addToCart} />
      </section>
    </>
  );
}
