// The heart on a product page and a tile (spec shopping §4 "Adding from a product"; storefront §4
// "Wish-list add or remove from a tile"): a toggle button pressed while the product is on the current
// list. Which list it goes to and the choose-list modal are the wish list machine's.
import { WISHLIST_LABEL_BY_FAMILY, type WishlistActivity } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import styles from './WishlistButton.module.css';

export interface WishlistButtonProps {
  readonly productName: string;
  /** The product is on the current list: the button is pressed and a press removes it. */
  readonly inList: boolean;
  /** The machine's add state (`wishlistActivity`), rendered as data-state. */
  readonly state?: WishlistActivity;
  readonly onToggle: () => void;
}

/**
 * The heart button that puts a product on the wish list or takes it off.
 *
 * @example
 * ```tsx
 * const { view, add } = useWishlist({ loggedIn, activeListId });
 * <WishlistButton productName={product.name} inList={inList} state={view.state}
 *   onToggle={() => add({ productId: product.id, itemId, productName: product.name, quantity: 1 })} />
 * ```
 */
export function WishlistButton({ productName, inList, state = 'idle', onToggle }: WishlistButtonProps) {
  const t = useTranslate();
  const { store } = useShop();
  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={inList}
      aria-busy={state === 'adding'}
      data-state={state}
      aria-label={t('vue.wishlist.button', {
        list: t(WISHLIST_LABEL_BY_FAMILY[store.family]),
        product: productName,
      })}
      onClick={onToggle}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20s-7-4.4-9-9.1C1.7 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.3 0 5.5 3.1 4.2 6.4-2 4.7-9 9.1-9 9.1z" />
      </svg>
    </button>
  );
}
