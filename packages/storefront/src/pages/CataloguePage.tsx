// /service/katalog and /service/catalogue (spec shopping §2 "catalogue pages, B2B only", storefront §2.4
// guards; issue 20 item 7): the CMS page's text above the request form for the store's printed
// catalogues, which go into the visitor's cart free of charge (the cart's catalogOp). The loader lists
// the store's catalogues, so a visitor without a cart sees the form too (the first request makes the
// cart); those the cart already orders are marked.
import { useApolloClient } from '@apollo/client/react';
import { UpdateCartDocument } from '@ranzen/sdk-core';
import { useCart, useTranslate } from '@ranzen/sdk-react';
import { CatalogueRequest } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import { CmsContent } from './ContentPage';
import { useCartWrite, useReport } from './cartWrites';
import styles from './pages.module.css';

export function CataloguePage() {
  const t = useTranslate();
  const { rows, cms, abTests, catalogues } = usePageData('catalogue');
  const { cart } = useCart();
  const client = useApolloClient();
  const withCart = useCartWrite();
  const report = useReport();

  const request = async (codes: readonly string[]) => {
    try {
      const result = await withCart(async (cartId) => {
        const { data } = await client.mutate({
          mutation: UpdateCartDocument,
          variables: { cartId, ops: codes.map((code) => ({ catalogOp: { addCatalog: { code } } })) },
        });
        const answer = data?.updateCart;
        if (!answer) throw new Error('updateCart: no data');
        return { answer, changed: answer.successful };
      });
      if (result.successful) report('success', t('vue.catalogueRequest.added'));
      else report('error', result.errorMessage ?? 'vue.catalogueRequest.noneChosen');
    } catch (error) {
      report('error', error);
    }
  };

  return (
    <>
      <CmsContent rows={rows} cms={cms} abTests={abTests} />
      {catalogues.length > 0 ? (
        <section className={styles.serviceForm} aria-label={t('vue.catalogueRequest.legend')}>
          <CatalogueRequest
            catalogues={catalogues.map(({ code, name }) => ({
              code,
              name,
              selected: cart?.catalogs.some((ordered) => ordered.code === code && ordered.selected) ?? false,
            }))}
            onRequest={request}
          />
        </section>
      ) : null}
    </>
  );
}
