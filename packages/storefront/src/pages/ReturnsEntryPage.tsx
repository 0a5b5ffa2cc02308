// /myaccount/returns (spec shopping §2 "Returns entry"; §5 "Returns lookup needs order number and postcode";
// §6 "the returns entry page is for users who are not logged in"): the lookup by order number and the
// postcode of the delivery or billing address. A found order goes on to its product selection by its hash;
// every miss (unknown order, wrong postcode, the API's rate limit) shows the one generic message.
import { useApolloClient } from '@apollo/client/react';
import { ReturnOrderDocument, required, routePath } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { AccountForm, TextField, useAccountForm } from '@ranzen/ui';
import { useNavigateTo } from '../data/navigateTo';
import pages from './pages.module.css';

type LookupField = 'orderNumber' | 'postcode';

export function ReturnsEntryPage() {
  const t = useTranslate();
  const client = useApolloClient();
  const navigateTo = useNavigateTo();
  const form = useAccountForm<LookupField>({
    initial: { orderNumber: '', postcode: '' },
    checks: () => ({ orderNumber: [required], postcode: [required] }),
    submit: async ({ orderNumber, postcode }) => {
      const { data } = await client.query({
        query: ReturnOrderDocument,
        variables: { orderId: orderNumber.trim(), zipCode: postcode.trim() },
        fetchPolicy: 'no-cache',
      });
      const hash = data?.returnOrder?.hash;
      if (!hash) return { ok: false, generalErrorMessage: t('vue.returns.error.notFound') };
      navigateTo(routePath('returnsStep', { step: 'productselection', order: hash }));
      return { ok: true };
    },
  });
  const title = t('vue.returns.headline');
  return (
    <div className={pages.page} data-page="returns">
      <h1 className={pages.title}>{title}</h1>
      <AccountForm
        title={title}
        showTitle={false}
        intro={t('vue.returns.lookup.intro')}
        submitLabel={t('vue.returns.lookup.submit')}
        loading={form.loading}
        onSubmit={form.onSubmit}
      >
        <TextField {...form.field('orderNumber')} label={t('vue.returns.lookup.orderNumber')} required />
        <TextField
          {...form.field('postcode')}
          label={t('vue.returns.lookup.postcode')}
          autoComplete="postal-code"
          required
        />
      </AccountForm>
    </div>
  );
}
