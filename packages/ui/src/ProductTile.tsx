// Product card in listings (spec storefront §3.7, §5 "Product display rules").
import { discountBadge, type ProductCardFieldsFragment } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import a11y from './a11y.module.css';
import { Price } from './Price';
import styles from './ProductTile.module.css';

export interface ProductTileProps {
  readonly product: ProductCardFieldsFragment;
  /** Load the image at once (tiles in the first visible row); lazy otherwise. */
  readonly eager?: boolean;
  /** Level of the product name heading; 2 under a page's h1, 3 inside a titled section. */
  readonly headingLevel?: 2 | 3;
}

export function ProductTile({ product, eager = false, headingLevel = 2 }: ProductTileProps) {
  const t = useTranslate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const discount = discountBadge(product.discountPercent);
  const { badges, price, image } = product;

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
        {discount || badges.sale || badges.new || badges.popular ? (
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
          </ul>
        ) : null}
      </div>
      {product.manufacturerName ? <p className={styles.manufacturer}>{product.manufacturerName}</p> : null}
      <div className={styles.price}>
        <Price
          current={price.currentPrice}
          old={price.oldPrice}
          basePrice={price.basePrice}
          basePriceUnit={price.basePriceUnit}
          startFrom={price.startFromFlag}
        />
      </div>
      {product.moreVariants ? <p className={styles.note}>{t('vue.product.moreVariants')}</p> : null}
      {product.minimumOrderQuantity > 1 ? (
        <p className={styles.note}>{t('vue.pdp.minQuantity', { amount: product.minimumOrderQuantity })}</p>
      ) : null}
      {product.isShortage ? <p className={styles.shortage}>{t('vue.product.shortage')}</p> : null}
    </article>
  );
}
