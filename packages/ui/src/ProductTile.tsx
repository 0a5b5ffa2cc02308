// Product card in listings (spec storefront §3.7, §4 "Product tile", §5 "Product display rules"); what it
// shows is decided by sdk-core's productTileDisplay. A card that carries its best item's downloads (the
// listings ask for them, §3.7 bestItemDownloads) links its data sheets under the price.
import {
  type LightningDealStyle,
  listImageSources,
  type ProductCardDownloadsFieldsFragment,
  type ProductCardFieldsFragment,
  productTileDisplay,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import a11y from './a11y.module.css';
import { EnergyLabel } from './EnergyLabel';
import { LightningDeal } from './LightningDeal';
import { Price } from './Price';
import styles from './ProductTile.module.css';
import { StarRating } from './StarRating';

/** A tile's product: the card, with its best item's downloads where the list asked for them. */
export type TileProduct = ProductCardFieldsFragment & Partial<ProductCardDownloadsFieldsFragment>;

export interface ProductTileProps {
  readonly product: TileProduct;
  /** Load the image at once (tiles in the first visible row); lazy otherwise. */
  readonly eager?: boolean;
  /** Level of the product name heading; 2 under a page's h1, 3 inside a titled section. */
  readonly headingLevel?: 2 | 3;
  /** How a running lightning deal shows (feature flag T217-Blitzangebote); the old display by default. */
  readonly lightningDealStyle?: LightningDealStyle;
  /** Called when a shown deal's countdown ends (the host refetches the lightning data). */
  readonly onLightningDealEnd?: () => void;
  /** The visitor opens the product from this tile (select-item tracking). */
  readonly onSelect?: () => void;
  /**
   * Adds the product's best item to the cart from the tile (docs/not-shown.md); offered only for a
   * product without a variant choice that is not sold out.
   */
  readonly onAddToCart?: () => void;
  /** The wish list heart (a `WishlistButton`), shown over the image above the tile's link. */
  readonly wishlistButton?: ReactNode;
}

/**
 * Product card in listings.
 *
 * @example
 * ```tsx
 * <ProductTile product={card} headingLevel={3} onAddToCart={() => addToCart(card.itemId, 1)} />
 * ```
 */
export function ProductTile({
  product,
  eager = false,
  headingLevel = 2,
  lightningDealStyle = 'old',
  onLightningDealEnd,
  onSelect,
  onAddToCart,
  wishlistButton,
}: ProductTileProps) {
  const t = useTranslate();
  const { store } = useShop();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { badges, price, image, listImage } = product;
  const { srcSet, sizes } = listImageSources(listImage, image);
  const { discount, extraBadge, lightningDeal, minimumOrderQuantity, rating, shortage } = productTileDisplay(
    product,
    Date.now(),
  );
  const deal = lightningDeal ? product.lightningDealInfo : null;
  const downloads = (product.bestItemDownloads ?? []).flatMap((group) => group.downloads);

  return (
    <article className={styles.tile}>
      <Heading className={styles.name}>
        <a className={styles.link} href={product.url} onClick={onSelect}>
          {product.name}
        </a>
      </Heading>
      <div className={styles.media}>
        {/* The list image, the large one from 1024 px (spec storefront §9). */}
        <img
          className={styles.image}
          src={listImage.src}
          srcSet={srcSet}
          sizes={sizes}
          alt={listImage.alt}
          width={listImage.width}
          height={listImage.height}
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
        {wishlistButton ? <div className={styles.wishlist}>{wishlistButton}</div> : null}
        {shortage ? <p className={styles.shortage}>{t('vue.product.shortage')}</p> : null}
      </div>
      {product.manufacturerName ? <p className={styles.manufacturer}>{product.manufacturerName}</p> : null}
      <div className={styles.price}>
        {deal ? (
          <LightningDeal
            deal={deal}
            price={price.currentPrice}
            size="md"
            dealStyle={lightningDealStyle}
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
        {/* EU energy label wherever a price is shown (issue 21). */}
        {product.energyEfficiency ? (
          <EnergyLabel energyEfficiency={product.energyEfficiency} size="sm" />
        ) : null}
      </div>
      {rating !== null ? (
        <p className={styles.rating}>
          <span className={styles.ratingVisual} aria-hidden="true">
            <StarRating rating={rating} size="sm" />
            <span>({product.numberOfRatings})</span>
          </span>
          <span className={a11y.visuallyHidden}>
            {t('vue.listing.rating', {
              rating: new Intl.NumberFormat(store.language, { maximumFractionDigits: 1 }).format(rating),
              count: product.numberOfRatings,
            })}
          </span>
        </p>
      ) : null}
      {product.moreVariants ? <p className={styles.note}>{t('vue.product.moreVariants')}</p> : null}
      {minimumOrderQuantity !== null ? (
        <p className={styles.note}>{t('vue.pdp.minQuantity', { amount: minimumOrderQuantity })}</p>
      ) : null}
      {downloads.length > 0 ? (
        <ul className={styles.downloads} aria-label={t('vue.tile.downloads', { name: product.name })}>
          {downloads.map((download) => (
            <li key={download.url}>
              <a className={styles.download} href={download.url} download={download.dataName}>
                {download.headline}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {onAddToCart && !product.moreVariants && !shortage ? (
        <button
          type="button"
          className={styles.addToCart}
          aria-label={t('vue.tile.addToCart', { name: product.name })}
          onClick={onAddToCart}
        >
          {t('vue.buybox.addToCart')}
        </button>
      ) : null}
    </article>
  );
}
