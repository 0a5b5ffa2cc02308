// Buy box on the product page (spec storefront §3.3, §3.5, §5: minimum-order-quantity note and the
// delivery traffic light; shopping spec for adding to the cart). The add-to-cart flow itself lives
// in the cart machine; this component only renders its state.
import type { ProductQuery, StoreFamily } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import styles from './BuyBox.module.css';
import { Price } from './Price';

export type BuyBoxProduct = NonNullable<ProductQuery['product']>;
export type AddToCartStatus = 'idle' | 'adding' | 'added' | 'error';

export interface BuyBoxProps {
  readonly product: BuyBoxProduct;
  readonly status: AddToCartStatus;
  readonly onAddToCart: () => void;
}

interface BuyBoxOptions {
  /** B2B shows the educational suggested gross price beside the price. */
  readonly showEducationalPrice: boolean;
}

const OPTIONS_BY_FAMILY: Readonly<Record<StoreFamily, BuyBoxOptions>> = {
  consumer: { showEducationalPrice: false },
  b2b: { showEducationalPrice: true },
};

export type TrafficLight = 'green' | 'yellow' | 'red' | 'unknown';

const TRAFFIC_LIGHTS: readonly TrafficLight[] = ['green', 'yellow', 'red'];

export function trafficLight(color: string): TrafficLight {
  const normalised = color.trim().toLowerCase();
  return TRAFFIC_LIGHTS.find((light) => light === normalised) ?? 'unknown';
}

/**
 * Spec storefront §5: an 'in stock' text gets a green light and the rest of the message is shown
 * as a second line ("Sofort lieferbar, in 1-3 Werktagen bei Ihnen").
 */
export function deliveryLines(text: string, light: TrafficLight): readonly [string, string | null] {
  const comma = text.indexOf(',');
  if (light !== 'green' || comma === -1) return [text, null];
  return [text.slice(0, comma).trim(), text.slice(comma + 1).trim() || null];
}

export function BuyBox({ product, status, onAddToCart }: BuyBoxProps) {
  const { store } = useShop();
  const t = useTranslate();
  const options = OPTIONS_BY_FAMILY[store.family];
  const { prices, bestItem } = product;
  const light = trafficLight(bestItem.deliveryStatus.color);
  const [deliveryFirst, deliverySecond] = deliveryLines(bestItem.deliveryStatus.text, light);
  const minimumOrderQuantity = Math.max(product.minimumOrderQuantity, bestItem.minimumOrderQuantity);
  const available = product.availableForSale && bestItem.availableForSale;
  const adding = status === 'adding';
  const educationalPrice = options.showEducationalPrice ? prices.educationalSuggestedGrossPrice : null;
  const basePrice = prices.basePrice?.isDisplayed ? prices.basePrice : null;

  return (
    <div className={styles.buyBox} data-state={status}>
      <Price
        size="lg"
        current={prices.price}
        old={prices.specialPrice?.oldPrice}
        basePrice={basePrice?.price}
        basePriceUnit={basePrice?.unit}
      />
      {educationalPrice ? (
        <p className={styles.educational}>
          <span>{t('vue.pdp.educationalPrice')}</span> <strong>{educationalPrice.stringValue}</strong>
        </p>
      ) : null}
      <p className={styles.vat}>{t('vue.price.inclVat')}</p>

      <p className={styles.delivery} data-light={light}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.deliveryText}>
          <span className={styles.deliveryFirst}>{deliveryFirst}</span>
          {deliverySecond ? <span className={styles.deliverySecond}>{deliverySecond}</span> : null}
        </span>
      </p>

      {minimumOrderQuantity > 1 ? (
        <p className={styles.minimum}>{t('vue.pdp.minQuantity', { amount: minimumOrderQuantity })}</p>
      ) : null}

      {available ? (
        <button type="button" className={styles.button} disabled={adding} onClick={onAddToCart}>
          <CartIcon />
          {adding ? t('vue.buybox.adding') : t('vue.buybox.addToCart')}
        </button>
      ) : (
        <p className={styles.unavailable}>{t('vue.pdp.notAvailable')}</p>
      )}

      <p className={styles.orderNumber}>{t('vue.pdp.orderNumber', { orderNumber: bestItem.orderNumber })}</p>

      {/* Always in the DOM so screen readers pick up the change of its text. */}
      <p className={styles.message} role="status" data-tone={status === 'error' ? 'error' : 'success'}>
        {status === 'added' ? t('vue.buybox.added') : null}
        {status === 'error' ? t('vue.cart.error') : null}
      </p>
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
