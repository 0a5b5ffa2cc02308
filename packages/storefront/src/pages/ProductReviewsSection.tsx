// The product page's reviews (spec storefront §3.9; §7 "reviews by product" with filter and fetch
// more; §9 first page of 5; shopping §7 save review). The first page comes from the loader's cache
// entry; "more" appends the next page to it, a star filter is a query of its own. Helpful votes and new
// reviews go to the API, which counts them per visitor: a visitor without ids gets them first (the same
// endpoint the cart uses). Writing a review needs a login (issue 15 item 7): a visitor without one gets
// the way to the login page, which brings them back here. The form's code loads when the shopper opens it.
import {
  loginPathBack,
  PRODUCT_REVIEWS_ANCHOR,
  ProductReviewsDocument,
  RateReviewHelpfulDocument,
  REVIEW_PAGE_LIMIT,
  type ReviewFormValues,
  SaveReviewDocument,
  sessionKind,
} from '@ranzen/sdk-core';
import {
  fetchCartIdsFromServer,
  parseDocumentCookies,
  useShopClient,
  useShopQuery,
  useTranslate,
} from '@ranzen/sdk-react';
import { ProductReviews, type ReviewSaveResult } from '@ranzen/ui';
import { lazy, Suspense, useState } from 'react';
import { productReviewsVariables } from '../data/productData';
import styles from './ProductPage.module.css';

const ReviewForm = lazy(() => import('./ReviewFormChunk').then((module) => ({ default: module.ReviewForm })));

export interface ProductReviewsSectionProps {
  readonly productId: string;
  readonly productName: string;
}

export function ProductReviewsSection({ productId, productName }: ProductReviewsSectionProps) {
  const t = useTranslate();
  const shopClient = useShopClient();
  const [stars, setStars] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  /** What "write a review" opened: the form for a logged-in customer, else the way to log in. */
  const [writing, setWriting] = useState<'closed' | 'form' | 'login'>('closed');
  const [voted, setVoted] = useState<ReadonlySet<string>>(new Set());
  const variables = productReviewsVariables(productId, stars);
  const { data, loading, refetch } = useShopQuery(ProductReviewsDocument, { variables });
  const list = data?.productReviews;
  if (!list) return null;

  const more = async () => {
    setLoadingMore(true);
    try {
      const client = await shopClient.load();
      const { data: next } = await client.query({
        query: ProductReviewsDocument,
        variables: { ...variables, offset: list.reviews.length, limit: REVIEW_PAGE_LIMIT },
      });
      if (!next) return;
      // The next page joins the list shown (the first page's cache entry), as Apollo's fetchMore would.
      client.cache.updateQuery({ query: ProductReviewsDocument, variables }, (previous) =>
        previous
          ? {
              productReviews: {
                ...next.productReviews,
                offset: 0,
                reviews: [...previous.productReviews.reviews, ...next.productReviews.reviews],
              },
            }
          : previous,
      );
    } finally {
      setLoadingMore(false);
    }
  };

  const helpful = async (ratingId: string) => {
    setVoted((current) => new Set(current).add(ratingId));
    const [client] = await Promise.all([shopClient.load(), fetchCartIdsFromServer({ renew: false })]);
    const { data: answer } = await client.mutate({
      mutation: RateReviewHelpfulDocument,
      variables: { ratingId },
    });
    const result = answer?.rateReviewHelpful;
    if (!result?.successful) return;
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Review', ratingId }),
      fields: { helpfulRating: () => result.helpfulRating },
    });
  };

  const save = async (values: ReviewFormValues): Promise<ReviewSaveResult> => {
    const [client] = await Promise.all([shopClient.load(), fetchCartIdsFromServer({ renew: false })]);
    const { data: answer } = await client.mutate({
      mutation: SaveReviewDocument,
      variables: { input: { productId, ...values, authorLocation: values.authorLocation ?? null } },
    });
    const result = answer?.saveReview;
    if (!result) throw new Error('saveReview: no data');
    // A published review joins the list and the stats at once.
    if (result.successful) await refetch();
    return result;
  };

  // The session cookies are the browser's: read when the shopper asks, so server and first render agree.
  const openWriting = () =>
    setWriting(sessionKind(parseDocumentCookies(document.cookie)) === 'logged-in' ? 'form' : 'login');

  return (
    <div id={PRODUCT_REVIEWS_ANCHOR} className={styles.section}>
      <ProductReviews
        list={list}
        starFilter={stars}
        onFilter={setStars}
        onMore={() => void more()}
        loading={loading || loadingMore}
        onHelpful={(ratingId) => void helpful(ratingId)}
        votedHelpful={voted}
        writeReview={
          writing === 'form' ? (
            <Suspense fallback={<p>{t('vue.pdp.tabLoading')}</p>}>
              <ReviewForm productName={productName} onSubmit={save} />
            </Suspense>
          ) : writing === 'login' ? (
            <p role="status">
              {t('vue.review.error.loginRequired')}{' '}
              <a className={styles.writeReview} href={loginPathBack(new URL(window.location.href))}>
                {t('vue.review.loginToWrite')}
              </a>
            </p>
          ) : (
            <button type="button" className={styles.writeReview} onClick={openWriting}>
              {t('vue.review.write')}
            </button>
          )
        }
      />
    </div>
  );
}
