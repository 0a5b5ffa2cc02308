// Accessories, replacement products, recommendations and the recently viewed row of the product page
// (spec storefront §3.4 accessories and replacement products, §7 recommendations and analytics "item
// list view, select item", §3.15 viewed products in session storage; §4 "Wish-list add or remove from a
// tile": every tile carries the page frame's heart; §9 carousel rules are ProductCarousel's). A chunk of
// its own, rendered after hydration: nothing here is needed for the first paint.
import {
  type LightningDealStyle,
  type ProductCardFieldsFragment,
  type ProductQuery,
  ProductRecommendationsDocument,
  RECOMMENDATIONS_LIMIT,
  sessionStorageOf,
  type TrackedItemList,
} from '@ranzen/sdk-core';
import { useShopQuery, useTranslate } from '@ranzen/sdk-react';
import { ProductCarousel } from '@ranzen/ui';
import { useState } from 'react';
import { carouselTiles } from './carouselTiles';
import { readViewedProducts } from './recentlyViewed';
import { useWishlistHearts } from './wishlistHearts';

type Product = NonNullable<ProductQuery['product']>;

export interface ProductCarouselsProps {
  readonly product: Product;
  /** How tiles show running lightning deals (feature flag T217-Blitzangebote). */
  readonly lightningDealStyle: LightningDealStyle;
}

export function ProductCarousels({ product, lightningDealStyle }: ProductCarouselsProps) {
  const t = useTranslate();
  const { heart } = useWishlistHearts();
  const recommendations =
    useShopQuery(ProductRecommendationsDocument, {
      variables: { productId: product.productId, limit: RECOMMENDATIONS_LIMIT },
    }).data?.productRecommendations ?? [];
  // Read once: the row shows what was viewed before this page, not this page itself.
  const [viewed] = useState(() =>
    readViewedProducts(sessionStorageOf(window)).filter((card) => card.id !== product.productId),
  );

  const rows: readonly {
    readonly list: TrackedItemList;
    readonly products: readonly ProductCardFieldsFragment[];
  }[] = [
    { list: { id: 'accessories', name: t('vue.pdp.accessories') }, products: product.accessories },
    { list: { id: 'replacements', name: t('vue.pdp.replacements') }, products: product.replacementProducts },
    { list: { id: 'recommendations', name: t('vue.pdp.recommendations') }, products: recommendations },
    { list: { id: 'recently-viewed', name: t('vue.pdp.recentlyViewed') }, products: viewed },
  ];

  return (
    <>
      {rows.map(({ list, products }) => (
        <ProductCarousel
          key={list.id}
          title={list.name}
          listId={list.id}
          products={products}
          lightningDealStyle={lightningDealStyle}
          {...carouselTiles(list, products, heart)}
        />
      ))}
    </>
  );
}
