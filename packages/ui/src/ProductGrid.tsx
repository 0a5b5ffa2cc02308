import type { LightningDealStyle, ProductCardFieldsFragment } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import styles from './ProductGrid.module.css';
import { ProductTile, type TileProduct } from './ProductTile';

export interface ProductGridProps {
  readonly products: readonly TileProduct[];
  /** How many tiles, from the start, load their image eagerly (the first visible row). */
  readonly eagerCount?: number;
  /** Accessible name of the list, e.g. the category name. */
  readonly label?: string;
  readonly headingLevel?: 2 | 3;
  /** A tile was opened: the product and its zero-based position (select-item tracking). */
  readonly onSelect?: (product: ProductCardFieldsFragment, index: number) => void;
  /** Offers adding from the tiles (see ProductTile). */
  readonly onAddToCart?: (product: ProductCardFieldsFragment) => void;
  /** How the tiles show running lightning deals (feature flag T217-Blitzangebote; see ProductTile). */
  readonly lightningDealStyle?: LightningDealStyle;
  /** The wish list heart of a tile (see ProductTile). */
  readonly wishlistButton?: (product: ProductCardFieldsFragment) => ReactNode;
}

export const DEFAULT_EAGER_COUNT = 4;

/**
 * Product tiles of a listing in a responsive grid, the first `eagerCount` images loaded eagerly.
 *
 * @example
 * ```tsx
 * <ProductGrid products={data.categoryProducts.products} eagerCount={4} onAddToCart={(product) => add(product)} />
 * ```
 */
export function ProductGrid({
  products,
  eagerCount = DEFAULT_EAGER_COUNT,
  label,
  headingLevel = 2,
  onSelect,
  onAddToCart,
  lightningDealStyle,
  wishlistButton,
}: ProductGridProps) {
  const t = useTranslate();
  if (products.length === 0) return <p className={styles.empty}>{t('vue.category.empty')}</p>;
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.cell}>
          <ProductTile
            product={product}
            eager={index < eagerCount}
            headingLevel={headingLevel}
            lightningDealStyle={lightningDealStyle}
            onSelect={onSelect ? () => onSelect(product, index) : undefined}
            onAddToCart={onAddToCart ? () => onAddToCart(product) : undefined}
            wishlistButton={wishlistButton?.(product)}
          />
        </li>
      ))}
    </ul>
  );
}
