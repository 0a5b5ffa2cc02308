// Success flyout after adding to the cart (spec shopping §4: "Adding to cart shows an adding label and
// loading state, then a success flyout (with accessories and lightning info) unless suppressed"; §4
// "Lightning deals": the part beyond the deal maximum is bought at the normal price). Non-modal: the
// page stays usable; Escape or the close button closes it, focus moves to it when it opens.
import type { AddedCartPosition, ProductCardFieldsFragment } from '@ranzen/sdk-core';
import { type Translate, useShopPath, useTranslate } from '@ranzen/sdk-react';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import styles from './AddedToCartFlyout.module.css';
import { Button, ButtonLink } from './Button';
import { Price } from './Price';

/** Accessories shown at most (a flyout, not a carousel). */
export const FLYOUT_ACCESSORIES = 3;

export interface AddedToCartFlyoutProps {
  readonly position: AddedCartPosition;
  /** Unit prices of the position for the lightning split; null when the cart answer had none. */
  readonly prices: { readonly normal: string; readonly lightning: string | null } | null;
  readonly accessories: readonly ProductCardFieldsFragment[];
  readonly onClose: () => void;
}

/**
 * Success flyout after adding to the cart.
 *
 * @example
 * ```tsx
 * const { lastAdded, closeFlyout } = useCart();
 * {lastAdded && <AddedToCartFlyout position={lastAdded} prices={null} accessories={accessories}
 * onClose={closeFlyout} />}
 * ```
 */
export function AddedToCartFlyout({ position, prices, accessories, onClose }: AddedToCartFlyoutProps) {
  const t = useTranslate();
  const path = useShopPath();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
  }, []);
  const lightningNote = prices ? lightningSplitText(position, prices, t) : null;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <section
      className={styles.flyout}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('vue.buybox.added')}
        </h2>
        <button
          ref={closeButton}
          type="button"
          className={styles.close}
          aria-label={t('vue.cart.flyout.close')}
          onClick={onClose}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <p className={styles.name}>
        {position.quantity} × {position.name}
      </p>
      {lightningNote ? <p className={styles.lightning}>{lightningNote}</p> : null}
      {accessories.length > 0 ? (
        <div className={styles.accessories}>
          <h3 className={styles.subtitle}>{t('vue.cart.flyout.accessories')}</h3>
          <ul className={styles.list}>
            {accessories.slice(0, FLYOUT_ACCESSORIES).map((card) => (
              <li key={card.id} className={styles.accessory}>
                {card.image ? (
                  <img
                    className={styles.image}
                    src={card.image.src}
                    alt=""
                    width={card.image.width}
                    height={card.image.height}
                    loading="lazy"
                  />
                ) : null}
                <a className={styles.link} href={card.url}>
                  {card.name}
                </a>
                <Price current={card.price.currentPrice} old={card.price.oldPrice} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" className={styles.action} onClick={onClose}>
          {t('vue.cart.continueShopping')}
        </Button>
        <ButtonLink className={styles.action} href={path('basket')}>
          {t('vue.cart.flyout.toCart')}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * A deal purchase beyond the maximum: the part at the deal price and the part at the
 * normal price, or only the normal-price part when the cart already held the maximum.
 */
function lightningSplitText(
  position: AddedCartPosition,
  prices: NonNullable<AddedToCartFlyoutProps['prices']>,
  t: Translate,
): string | null {
  if (!position.isLightningDeal || position.quantityNormal === 0 || !prices.lightning) return null;
  if (position.quantityLightning === 0)
    return t('vue.cart.lightningMaxReached', { normal: position.quantityNormal, normalPrice: prices.normal });
  return t('vue.cart.lightningSplit', {
    lightning: position.quantityLightning,
    lightningPrice: prices.lightning,
    normal: position.quantityNormal,
    normalPrice: prices.normal,
  });
}
