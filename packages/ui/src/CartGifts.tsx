// Free articles of the cart (spec shopping §3 "free articles and gift minimum price", §9 "gift images
// 190 wide (143 or 164 tall)"): each gift with its picture, whether it is already in the cart or how
// much is still missing to get it.
import type { CartFieldsFragment } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './CartGifts.module.css';

export type CartGift = CartFieldsFragment['freeArticles'][number];

/** Gift images are 190 wide. */
export const GIFT_IMAGE_WIDTH = 190;

export interface CartGiftsProps {
  readonly gifts: readonly CartGift[];
}

/**
 * Free articles of the cart.
 *
 * @example
 * ```tsx
 * <CartGifts gifts={gifts} />
 * ```
 */
export function CartGifts({ gifts }: CartGiftsProps) {
  const t = useTranslate();
  const titleId = useId();
  if (gifts.length === 0) return null;
  return (
    <section className={styles.gifts} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('vue.cart.gifts')}
      </h2>
      <ul className={styles.list}>
        {gifts.map((gift) => (
          <li key={gift.itemId} className={styles.gift} data-attained={gift.attained}>
            {gift.image ? (
              <img
                className={styles.image}
                src={gift.image.src}
                alt={gift.image.alt || gift.name}
                width={GIFT_IMAGE_WIDTH}
                height={Math.round((GIFT_IMAGE_WIDTH * gift.image.height) / gift.image.width)}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <p className={styles.name}>{gift.name}</p>
            <p className={styles.status}>
              {gift.attained
                ? t('vue.cart.gift.attained')
                : t('vue.cart.gift.missing', { amount: gift.missingAmount.stringValue })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
