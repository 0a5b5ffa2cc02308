// Loaders of the prime pages (spec shopping §2 "/prime, /prime/checkout ... fromPrimeCheckout", "Prime
// checkout" guard, §4 "Prime"; issue 20 item 4). Each reads the offer and the customer's membership
// (customer info, with the session's token) into the Apollo cache, so the first HTML is the whole page.
// The prime checkout runs its guard (sdk-core primeCheckoutGuard, the API refuses the same cases) before
// anything renders. A store without prime (B2B) has none of these pages.
import {
  CustomerInfoDocument,
  PRIME_PURCHASE_PARAM,
  PrimeOfferDocument,
  type PrimeOfferQuery,
  PrimePurchaseDocument,
  type PrimePurchaseQuery,
  primeCheckoutGuard,
  primeCheckoutRefusal,
  robotsForUrl,
  routePath,
  translate,
} from '@ranzen/sdk-core';
import { CUSTOMER_INFO_URL } from '@ranzen/sdk-react';
import { guardRedirect } from './guardRedirect';
import { loadOrFail, notFound, redirectTo } from './loaderErrors';
import type { WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import type { RouteDeps } from './routeDeps';
import { type CmsContentData, loadCmsRoute } from './serviceLoaders';

export type PrimeOfferData = NonNullable<PrimeOfferQuery['primeOffer']>;

export interface PrimePageData extends CmsContentData {
  readonly offer: PrimeOfferData;
  /** The page's path and query (the prime checkout's flag). */
  readonly url: string;
}

/** The offer and the customer's membership, fresh (a payment may just have made them a member). */
async function readPrime({ client, store }: RouteDeps): Promise<PrimeOfferData> {
  if (!store.features.prime) return notFound();
  const [offer] = await loadOrFail(() =>
    Promise.all([
      client.query({ query: PrimeOfferDocument, fetchPolicy: 'network-only' }),
      client.query({
        query: CustomerInfoDocument,
        variables: { url: CUSTOMER_INFO_URL },
        fetchPolicy: 'network-only',
      }),
    ]),
  );
  return offer.data?.primeOffer ?? notFound();
}

export async function loadPrime(deps: RouteDeps, url: URL): Promise<PrimePageData> {
  const offer = await readPrime(deps);
  const content = await loadCmsRoute(deps, routePath('prime'), url);
  return { ...content, offer, url: `${url.pathname}${url.search}` };
}

export interface PrimeCheckoutData extends WithMeta {
  readonly offer: PrimeOfferData;
  readonly url: string;
}

export async function loadPrimeCheckout(deps: RouteDeps, url: URL): Promise<PrimeCheckoutData> {
  const offer = await readPrime(deps);
  const customer = deps.client.readQuery({
    query: CustomerInfoDocument,
    variables: { url: CUSTOMER_INFO_URL },
  })?.customerInfo;
  const refusal = primeCheckoutRefusal({
    store: deps.store,
    loggedIn: customer?.visitorLoginState === 'LOGGED_IN',
    status: customer?.primeInfo.status ?? 'NONE',
    registrationOpen: offer.registrationOpen,
  });
  const guard = primeCheckoutGuard(refusal, url);
  if (!guard.allow) return guardRedirect(deps, guard);
  return {
    offer,
    url: `${url.pathname}${url.search}`,
    meta: {
      title: pageTitle(deps.store, translate(deps.messages, 'vue.prime.checkout.title')),
      robots: robotsForUrl(url.pathname),
    },
  };
}

export interface PrimeConfirmationData extends WithMeta {
  readonly purchase: NonNullable<PrimePurchaseQuery['primePurchase']>;
}

/**
 * Where the payment provider sends a payer who paid. A purchase that is not the logged-in customer's
 * answers like an unknown one: the offer page.
 */
export async function loadPrimeConfirmation(deps: RouteDeps, url: URL): Promise<PrimeConfirmationData> {
  await readPrime(deps);
  const purchaseNumber = url.searchParams.get(PRIME_PURCHASE_PARAM) ?? '';
  const { data } = await loadOrFail(() =>
    deps.client.query({
      query: PrimePurchaseDocument,
      variables: { purchaseNumber },
      fetchPolicy: 'network-only',
    }),
  );
  const purchase = data?.primePurchase;
  if (!purchase) return redirectTo(routePath('prime'), 302);
  return {
    purchase,
    meta: {
      title: pageTitle(deps.store, translate(deps.messages, 'vue.prime.confirmation.title')),
      robots: robotsForUrl(url.pathname),
    },
  };
}
