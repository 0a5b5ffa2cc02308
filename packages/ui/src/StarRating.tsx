// Star rating (spec storefront §5 "Star rating maps like this": below 1.4 one full star, half steps at
// x.4, full steps at x.9; the mapping is sdk-core's starDisplay). Read as one phrase, e.g.
// "4,5 von 5 Sternen".
import { MAX_STARS, starDisplay } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import styles from './StarRating.module.css';

export interface StarRatingProps {
  readonly rating: number;
  readonly size?: 'sm' | 'md';
}

type StarFill = 'full' | 'half' | 'empty';

/**
 * Star rating.
 *
 * @example
 * ```tsx
 * <StarRating rating={4.5} />
 * ```
 */
export function StarRating({ rating, size = 'md' }: StarRatingProps) {
  const t = useTranslate();
  const { store } = useShop();
  const { full, half, empty } = starDisplay(rating);
  const fills: StarFill[] = [
    ...Array<StarFill>(full).fill('full'),
    ...(half ? (['half'] as const) : []),
    ...Array<StarFill>(empty).fill('empty'),
  ];
  const value = new Intl.NumberFormat(store.language, { maximumFractionDigits: 1 }).format(rating);
  return (
    <span
      className={styles.stars}
      data-size={size}
      role="img"
      aria-label={t('vue.rating.stars', { rating: value, max: MAX_STARS })}
    >
      {fills.map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions.
        <Star key={index} fill={fill} />
      ))}
    </span>
  );
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function StarShape({ filled }: { readonly filled: boolean }) {
  return (
    <svg
      className={styles.star}
      data-filled={filled}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR_PATH} />
    </svg>
  );
}

/** A half star is an outlined star with the left half of a filled one over it. */
function Star({ fill }: { readonly fill: StarFill }) {
  if (fill !== 'half') return <StarShape filled={fill === 'full'} />;
  return (
    <span className={styles.half}>
      <StarShape filled={false} />
      <span className={styles.halfFill}>
        <StarShape filled />
      </span>
    </span>
  );
}
