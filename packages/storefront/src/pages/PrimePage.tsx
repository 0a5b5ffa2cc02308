// /prime (spec shopping §2 "/prime ... fromPrimeCheckout on redirect back", §4 "Prime: ... a waiting list
// can be joined"; storefront §2.1; issue 20 item 4): the CMS page's text, then the offer with the
// logged-in customer's membership and the way to the prime checkout (whose guard asks for a login first);
// while registration is closed, the waiting list form instead. Sent back from the prime checkout, the page
// says why.
import { useApolloClient } from '@apollo/client/react';
import {
  isPrimeMember,
  JoinPrimeWaitingListDocument,
  type MessageKey,
  PRIME_CHECKOUT_FLAG_PARAM,
  routePath,
} from '@ranzen/sdk-core';
import { PrimeOfferPanel, PrimeWaitingListForm, type PrimeWaitingListValues } from '@ranzen/ui';
import { useLayoutData } from '../data/layoutData';
import { usePageData } from '../data/pageData';
import { CmsContent } from './ContentPage';
import { formOutcome } from './formOutcome';
import styles from './pages.module.css';

export function PrimePage() {
  const { rows, cms, abTests, offer, url } = usePageData('prime');
  const { customer } = useLayoutData();
  const client = useApolloClient();
  const loggedIn = customer?.visitorLoginState === 'LOGGED_IN';
  const membership = loggedIn && customer ? customer.primeInfo : null;
  const status = membership?.status ?? 'NONE';
  const member = isPrimeMember(status);
  const fromCheckout = new URL(url, 'http://prime.invalid').searchParams.has(PRIME_CHECKOUT_FLAG_PARAM);
  const notice: MessageKey | null = !fromCheckout
    ? null
    : member
      ? 'vue.prime.fromCheckout.ALREADY_MEMBER'
      : offer.registrationOpen
        ? null
        : 'vue.prime.fromCheckout.REGISTRATION_CLOSED';
  const join =
    offer.registrationOpen && !member
      ? {
          href: routePath('primeCheckout'),
          label: loggedIn ? ('vue.prime.offer.join' as const) : ('vue.prime.offer.loginToJoin' as const),
        }
      : null;
  const waitingList = !offer.registrationOpen && !member && status !== 'WAITING_LIST';

  const joinWaitingList = async (values: PrimeWaitingListValues) => {
    const { data } = await client.mutate({
      mutation: JoinPrimeWaitingListDocument,
      variables: { input: values },
    });
    return formOutcome(data?.joinPrimeWaitingList);
  };

  return (
    <>
      <CmsContent rows={rows} cms={cms} abTests={abTests} />
      <PrimeOfferPanel
        price={offer.price.stringValue}
        durationMonths={offer.durationMonths}
        membership={membership}
        join={join}
        notice={notice}
      />
      {waitingList ? (
        <section className={styles.serviceForm}>
          <PrimeWaitingListForm onJoin={joinWaitingList} />
        </section>
      ) : null}
    </>
  );
}
