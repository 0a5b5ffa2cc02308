// A row of product tiles that scrolls sideways: accessories, replacement products and recommendations
// on the product page, the CMS recommendations element (spec storefront §9 "Recommendation carousel:
// first 5 slides rendered, first four images eager"; §4 "Slider arrows hide at the ends with a 15 px
// tolerance", "Wish-list add or remove from a tile": a tile carries the host's heart). The rest of the
// slides are rendered once the shopper scrolls or pages. Item-list view and select-item tracking (spec
// §7) are the host's: it gets a call when the row was seen (half visible for a second, as promotion
// views) and when a tile is chosen.
import {
  type LightningDealStyle,
  type ProductCardFieldsFragment,
  RECOMMENDATION_EAGER_IMAGES,
  RECOMMENDATION_RENDERED_SLIDES,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import styles from './ProductCarousel.module.css';
import { ProductTile } from './ProductTile';
import { usePromotionView } from './usePromotionView';
import { useSliderArrows } from './useSliderArrows';

export interface ProductCarouselProps {
  readonly title: string;
  readonly products: readonly ProductCardFieldsFragment[];
  /** Identifies the row for tracking (item_list_id), e.g. 'accessories'. */
  readonly listId: string;
  /** Text under the heading (e.g. the CMS cell's HTML). */
  readonly intro?: ReactNode;
  /** Once, when the row has been seen. */
  readonly onListView?: (listId: string) => void;
  /** How the tiles show running lightning deals (feature flag T217-Blitzangebote; see ProductTile). */
  readonly lightningDealStyle?: LightningDealStyle;
  /** A tile's link was followed; `index` is zero-based. */
  readonly onSelectItem?: (product: ProductCardFieldsFragment, index: number) => void;
  /** The wish list heart of a tile (see ProductTile); no heart without it. */
  readonly wishlistButton?: (product: ProductCardFieldsFragment) => ReactNode;
  readonly 'data-element-type'?: string;
}

/**
 * A row of product tiles that scrolls sideways.
 *
 * @example
 * ```tsx
 * <ProductCarousel title="Accessories" products={accessories} listId="accessories" />
 * ```
 */
export function ProductCarousel({
  title,
  products,
  listId,
  intro,
  onListView,
  onSelectItem,
  lightningDealStyle,
  wishlistButton,
  'data-element-type': elementType,
}: ProductCarouselProps) {
  const t = useTranslate();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const [renderAll, setRenderAll] = useState(false);
  const slider = useSliderArrows<HTMLUListElement>(products.length);
  usePromotionView(section, listId, onListView);

  if (products.length === 0) return null;
  const shown = renderAll ? products : products.slice(0, RECOMMENDATION_RENDERED_SLIDES);
  const page = (direction: 1 | -1) => {
    setRenderAll(true);
    slider.page(direction);
  };

  return (
    <section
      ref={section}
      className={styles.carousel}
      aria-labelledby={headingId}
      data-list={listId}
      data-element-type={elementType}
    >
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {intro}
      <div className={styles.frame}>
        <button
          type="button"
          className={styles.arrow}
          data-direction="previous"
          aria-label={t('vue.carousel.previous', { title })}
          hidden={!slider.arrows.previous}
          onClick={() => page(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <ul
          ref={slider.track}
          className={styles.track}
          onScroll={() => {
            setRenderAll(true);
            slider.onScroll();
          }}
        >
          {shown.map((product, index) => (
            <li
              key={product.id}
              className={styles.slide}
              onClickCapture={(event) => {
                if (event.target instanceof Element && event.target.closest('a'))
                  onSelectItem?.(product, index);
              }}
            >
              <ProductTile
                product={product}
                eager={index < RECOMMENDATION_EAGER_IMAGES}
                headingLevel={3}
                lightningDealStyle={lightningDealStyle}
                wishlistButton={wishlistButton?.(product)}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.arrow}
          data-direction="next"
          aria-label={t('vue.carousel.next', { title })}
          hidden={!slider.arrows.next}
          onClick={() => page(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
