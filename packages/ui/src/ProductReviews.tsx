// Product reviews (spec storefront §3.9 "Review": stats with counts of five to one stars and percentage
// bars, helpful rating, shop comment, verified marker; §7 "reviews by product" with a star filter and
// fetch more; §9 "Initial review page limit: 5"). Data and requests are the host's; the review form is
// a slot so the page can load it on demand.
import type { ProductReviewsQuery } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useId, useMemo } from 'react';
import styles from './ProductReviews.module.css';
import { StarRating } from './StarRating';
import { useShopDateFormat } from './shopText';

export type ReviewList = ProductReviewsQuery['productReviews'];
export type Review = ReviewList['reviews'][number];

export interface ProductReviewsProps {
  readonly list: ReviewList;
  /** The star value the list is filtered by; null for all. */
  readonly starFilter: number | null;
  readonly onFilter: (stars: number | null) => void;
  readonly onMore: () => void;
  /** A request for more reviews or another filter is running. */
  readonly loading?: boolean;
  readonly onHelpful: (ratingId: string) => void;
  /** Reviews this visitor already marked helpful (one vote each). */
  readonly votedHelpful?: ReadonlySet<string>;
  /** The write-a-review area (a button that opens ReviewForm). */
  readonly writeReview?: ReactNode;
}

const STAR_VALUES = [5, 4, 3, 2, 1] as const;

/** The count of one star value. */
export function starCount(list: ReviewList, stars: (typeof STAR_VALUES)[number]): number {
  switch (stars) {
    case 5:
      return list.numberOfFives;
    case 4:
      return list.numberOfFours;
    case 3:
      return list.numberOfThrees;
    case 2:
      return list.numberOfTwos;
    case 1:
      return list.numberOfOnes;
  }
}

/** The percentage bar of a star value: whole percent of all reviews, 0 without reviews. */
export function starPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

/**
 * Product reviews.
 *
 * @example
 * ```tsx
 * <ProductReviews
 *   list={reviews}
 *   starFilter={stars}
 *   onFilter={setStars}
 *   onMore={fetchMore}
 *   onHelpful={(ratingId) => markHelpful(ratingId)}
 * />
 * ```
 */
export function ProductReviews({
  list,
  starFilter,
  onFilter,
  onMore,
  loading = false,
  onHelpful,
  votedHelpful = new Set(),
  writeReview,
}: ProductReviewsProps) {
  const t = useTranslate();
  const { store } = useShop();
  const headingId = useId();
  const dateFormat = useShopDateFormat();
  // A review in another language than the store's says so, named in the store's language (issue 21).
  const languageNames = useMemo(
    () => new Intl.DisplayNames([store.language], { type: 'language' }),
    [store.language],
  );
  const average = list.averageRating;

  return (
    <section className={styles.reviews} aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className={styles.heading}>
        {t('vue.review.heading', { count: list.numberOfReviews })}
      </h2>
      <div className={styles.summary}>
        {average !== null ? (
          <p className={styles.average}>
            <span className={styles.averageValue}>
              {new Intl.NumberFormat(store.language, { maximumFractionDigits: 1 }).format(average)}
            </span>
            <StarRating rating={average} />
          </p>
        ) : (
          <p>{t('vue.review.none')}</p>
        )}
        {list.numberOfReviews > 0 ? (
          <ul className={styles.stats}>
            {STAR_VALUES.map((stars) => {
              const count = starCount(list, stars);
              const percent = starPercent(count, list.numberOfReviews);
              return (
                <li key={stars}>
                  <button
                    type="button"
                    className={styles.statRow}
                    aria-pressed={starFilter === stars}
                    disabled={count === 0}
                    onClick={() => onFilter(starFilter === stars ? null : stars)}
                  >
                    <span className={styles.statLabel}>{t('vue.review.filterStars', { stars })}</span>
                    <span className={styles.bar} aria-hidden="true">
                      <span className={styles.barFill} style={{ width: `${percent}%` }} />
                    </span>
                    <span className={styles.statCount}>{t('vue.review.starCount', { count, percent })}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {writeReview}
      </div>

      {starFilter !== null ? (
        <p className={styles.filterNote}>
          {t('vue.review.filtered', { stars: starFilter, count: list.totalFiltered })}{' '}
          <button type="button" className={styles.link} onClick={() => onFilter(null)}>
            {t('vue.review.showAll')}
          </button>
        </p>
      ) : null}

      <ol className={styles.list}>
        {list.reviews.map((review) => (
          <li key={review.ratingId} className={styles.review}>
            <article aria-labelledby={`${headingId}-${review.ratingId}`}>
              <header className={styles.reviewHeader}>
                <StarRating rating={review.rating} size="sm" />
                <h3 id={`${headingId}-${review.ratingId}`} className={styles.title} lang={review.language}>
                  {review.title}
                </h3>
              </header>
              <p className={styles.meta}>
                {review.fullAuthorInfo} ·{' '}
                <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>
                {review.isVerified ? (
                  <span className={styles.verified}>{t('vue.review.verified')}</span>
                ) : null}
                {review.language === store.messages ? null : (
                  <span className={styles.language}>
                    {t('vue.review.inLanguage', {
                      language: languageNames.of(review.language) ?? review.language,
                    })}
                  </span>
                )}
              </p>
              {/* Published reviews are plain text (the API strips markup). */}
              <p className={styles.message} lang={review.language}>
                {review.message}
              </p>
              {review.comment ? (
                <div className={styles.comment}>
                  <p className={styles.commentHead}>
                    {review.commentAuthor
                      ? t('vue.review.shopComment', { author: review.commentAuthor })
                      : t('vue.review.shopCommentAnonymous')}
                    {review.commentDate ? (
                      <>
                        {' · '}
                        <time dateTime={review.commentDate}>
                          {dateFormat.format(new Date(review.commentDate))}
                        </time>
                      </>
                    ) : null}
                  </p>
                  <p>{review.comment}</p>
                </div>
              ) : null}
              <p className={styles.helpful}>
                <button
                  type="button"
                  className={styles.helpfulButton}
                  aria-pressed={votedHelpful.has(review.ratingId)}
                  disabled={votedHelpful.has(review.ratingId)}
                  onClick={() => onHelpful(review.ratingId)}
                >
                  {t('vue.review.helpful')}
                </button>{' '}
                <span>{t('vue.review.helpfulCount', { count: review.helpfulRating })}</span>
              </p>
            </article>
          </li>
        ))}
      </ol>

      {list.hasMore ? (
        <button type="button" className={styles.more} disabled={loading} onClick={onMore}>
          {loading ? t('vue.pdp.tabLoading') : t('vue.review.more')}
        </button>
      ) : null}
    </section>
  );
}
