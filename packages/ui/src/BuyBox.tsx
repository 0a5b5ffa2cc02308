// Buy box on the product page (spec storefront §3.3 prices, §3.4/§3.5 product and item, §5 "Product
// display rules": discount badge, extra badges, minimum-order-quantity note, base price, free for 0;
// shopping §4 quantity field and lightning deals). It shows the chosen item (or the product's best
// item): price, images and delivery status follow the variant. The add-to-cart flow lives in the cart
// machine and the variant choice in the variant-selection machine; this component renders their state.
import {
  discountBadge,
  type ItemDetailFieldsFragment,
  type ProductQuery,
  visibleExtraBadges,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import a11y from './a11y.module.css';
import styles from './BuyBox.module.css';
import { BuyBoxNotices } from './BuyBoxNotices';
import { Price } from './Price';
import { useShopDateFormat } from './shopText';

export type BuyBoxProduct = NonNullable<ProductQuery['product']>;
export type BuyBoxItem = ItemDetailFieldsFragment;
export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'error';

export interface BuyBoxProps {
  readonly product: BuyBoxProduct;
  /** The chosen item; the product's best item until a variant is chosen. */
  readonly item?: BuyBoxItem;
  /** False while a variant attribute still has no value. */
  readonly configured?: boolean;
  readonly status: AddToCartStatus;
  readonly onAddToCart: () => void;
  /** The quantity field (QuantityField), placed before the button. */
  readonly quantityField?: ReactNode;
  /** The delivery status of the item (DeliveryStatus). */
  readonly deliveryStatus?: ReactNode;
  /** The lightning deal display when a deal runs for the item (LightningDeal). */
  readonly lightningDeal?: ReactNode;
  /** The variant selector, between price and delivery status. */
  readonly variantSelector?: ReactNode;
}

/**
 * Buy box on the product page.
 *
 * @example
 * ```tsx
 * const { addToCart, state } = useCart();
 * <BuyBox product={product} item={item} status={state.add} onAddToCart={() => addToCart(item.itemId, 1)} />
 * ```
 */
export function BuyBox({
  product,
  item = product.bestItem,
  configured = true,
  status,
  onAddToCart,
  quantityField,
  deliveryStatus,
  lightningDeal,
  variantSelector,
}: BuyBoxProps) {
  const { store } = useShop();
  const t = useTranslate();
  const { prices } = item;
  const minimumOrderQuantity = Math.max(product.minimumOrderQuantity, item.minimumOrderQuantity);
  const available = product.availableForSale && item.availableForSale;
  const adding = status === 'adding';
  // B2B shows the educational suggested gross price beside the price (spec §3.3).
  const educationalPrice = store.features.educationalPrice ? prices.educationalSuggestedGrossPrice : null;
  const basePrice = prices.basePrice?.isDisplayed ? prices.basePrice : null;
  const rrp = prices.specialPrice?.recommendedRetailPrice ?? null;
  const rrpValidFrom = prices.specialPrice?.recommendedRetailPriceValidFrom ?? null;
  const discount = discountBadge(product.discountPercent);
  const extraBadges = visibleExtraBadges(product.extraBadges, 'productPage');
  const dateFormat = useShopDateFormat();

  return (
    <div className={styles.buyBox} data-state={status}>
      {discount || extraBadges.length > 0 ? (
        <ul className={styles.badges}>
          {discount ? (
            <li className={styles.discount} data-size={discount.size}>
              <span aria-hidden="true">{t('vue.badge.discount', { percent: discount.percent })}</span>
              <span className={a11y.visuallyHidden}>
                {t('vue.badge.discountLabel', { percent: discount.percent })}
              </span>
            </li>
          ) : null}
          {extraBadges.map((badge) => (
            <li key={badge.id} className={styles.extraBadge} data-badge={badge.id}>
              {badge.name}
            </li>
          ))}
        </ul>
      ) : null}

      {lightningDeal ?? (
        <Price
          size="lg"
          current={prices.price}
          old={prices.specialPrice?.oldPrice}
          basePrice={basePrice?.price}
          basePriceUnit={basePrice?.unit}
        />
      )}
      {prices.isBestPrice ? <p className={styles.bestPrice}>{t('vue.price.bestPrice')}</p> : null}
      {rrp ? (
        <p className={styles.rrp}>
          {rrpValidFrom
            ? t('vue.price.rrpValidFrom', {
                price: rrp.stringValue,
                date: dateFormat.format(new Date(rrpValidFrom)),
              })
            : t('vue.price.rrp', { price: rrp.stringValue })}
        </p>
      ) : null}
      {educationalPrice ? (
        <p className={styles.educational}>
          <span>{t('vue.pdp.educationalPrice')}</span> <strong>{educationalPrice.stringValue}</strong>
        </p>
      ) : null}
      <p className={styles.vat}>{t('vue.price.inclVat')}</p>

      {variantSelector}
      {deliveryStatus}

      {/* Spec §5: the note shows when the quantity is above 1 and no deal is active. */}
      {minimumOrderQuantity > 1 && !lightningDeal ? (
        <p className={styles.minimum}>{t('vue.pdp.minQuantity', { amount: minimumOrderQuantity })}</p>
      ) : null}

      {available ? (
        <div className={styles.purchase}>
          {quantityField}
          <button
            type="button"
            className={styles.button}
            disabled={adding || !configured}
            aria-describedby={configured ? undefined : `${item.itemId}-choose`}
            onClick={onAddToCart}
          >
            <CartIcon />
            {adding ? t('vue.buybox.adding') : t('vue.buybox.addToCart')}
          </button>
          {configured ? null : (
            <p id={`${item.itemId}-choose`} className={styles.chooseVariant}>
              {t('vue.variant.chooseFirst')}
            </p>
          )}
        </div>
      ) : (
        <p className={styles.unavailable}>{t('vue.pdp.notAvailable')}</p>
      )}

      {item.primeFaehig ? (
        <p className={styles.prime} data-slot="prime">
          {t('vue.pdp.prime')}
        </p>
      ) : null}

      <p className={styles.orderNumber}>{t('vue.pdp.orderNumber', { orderNumber: item.orderNumber })}</p>

      {/* Always in the DOM so screen readers pick up the change of its text. */}
      <p className={styles.message} role="status" data-tone={status === 'error' ? 'error' : 'success'}>
        {status === 'added' ? t('vue.buybox.added') : null}
        {status === 'error' ? t('vue.cart.error') : null}
      </p>

      <BuyBoxNotices product={product} item={item} />
    </div>
  );
}

function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2.5l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.4" />
      <circle cx="10" cy="19.5" r="1.3" />
      <circle cx="17.5" cy="19.5" r="1.3" />
    </svg>
  );
}
