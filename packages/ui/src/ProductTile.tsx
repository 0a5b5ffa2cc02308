// Product card in listings (spec storefront §3.7, §5 "Product display rules").
import {
  discountBadge,
  isLightningDealActive,
  type ProductCardFieldsFragment,
  visibleExtraBadges,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import a11y from './a11y.module.css';
import { LightningDeal } from './LightningDeal';
import { Price } from './Price';
import styles from './ProductTile.module.css';

export interface ProductTileProps {
  readonly product: ProductCardFieldsFragment;
  /** Load the image at once (tiles in the first visible row); lazy otherwise. */
  readonly eager?: boolean;
  /** Level of the product name heading; 2 under a page's h1, 3 inside a titled section. */
  readonly headingLevel?: 2 | 3;
  /** Feature flag T217-Blitzangebote: show a running lightning deal (spec storefront §4, §7). */
  readonly lightningDeals?: boolean;
  /** Called when a shown deal's countdown ends (the host refetches the lightning data). */
  readonly onLightningDealEnd?: () => void;
}

export function ProductTile({
  product,
  eager = false,
  headingLevel = 2,
  lightningDeals = false,
  onLightningDealEnd,
}: ProductTileProps) {
  const t = useTranslate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = discountBadge(product.discountPercent);
  const { badges, price, image } = product;
  const [extraBadge] = visibleExtraBadges(product.extraBadges, 'list');
  const deal =
    lightningDeals && isLightningDealActive(product.lightningDealInfo, Date.now())
      ? product.lightningDealInfo
      : null;

  return (
    <article className={styles.tile}>
      <Heading className={styles.name}>
        <a className={styles.link} href={product.url}>
          {product.name}
        </a>
      </Heading>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {discount || badges.sale || badges.new || badges.popular || extraBadge ? (
          <ul className={styles.badges}>
            {discount ? (
              <li className={styles.discount} data-size={discount.size}>
                <span aria-hidden="true">{t('vue.badge.discount', { percent: discount.percent })}</span>
                <span className={a11y.visuallyHidden}>
                  {t('vue.badge.discountLabel', { percent: discount.percent })}
                </span>
              </li>
            ) : null}
            {badges.sale ? <li className={styles.sale}>{t('vue.badge.sale')}</li> : null}
            {badges.new ? <li className={styles.new}>{t('vue.badge.new')}</li> : null}
            {badges.popular ? <li className={styles.popular}>{t('vue.badge.popular')}</li> : null}
            {extraBadge ? <li className={styles.extra}>{extraBadge.name}</li> : null}
          </ul>
        ) : null}
      </div>
      {product.manufacturerName ? <p className={styles.manufacturer}>{product.manufacturerName}</p> : null}
      <div className={styles.price}>
        {deal ? (
          <LightningDeal
            deal={deal}
            price={price.currentPrice}
            size="md"
            {...(onLightningDealEnd ? { onEnd: onLightningDealEnd } : {})}
          />
        ) : (
          <Price
            current={price.currentPrice}
            old={price.oldPrice}
            basePrice={price.basePrice}
            basePriceUnit={price.basePriceUnit}
            startFrom={price.startFromFlag}
          />
        )}
      </div>
      {product.moreVariants ? <p className={styles.note}>{t('vue.product.moreVariants')}</p> : null}
      {/* Spec storefront §5: the minimum-order note only without a running deal. */}
      {product.minimumOrderQuantity > 1 && !deal ? (
        <p className={styles.note}>{t('vue.pdp.minQuantity', { amount: product.minimumOrderQuantity })}</p>
      ) : null}
      {product.isShortage ? <p className={styles.shortage}>{t('vue.product.shortage')}</p> : null}
    </article>
  );
}
