// The product page's queries, shared by its loader and the page so the page's cache-first reads hit
// what the loader wrote (spec storefront §2.1 `varid`, §7 product, variant info, reviews; §9 "Initial
// review page limit: 5").
import type { ApolloClient } from '@apollo/client';
import {
  type MessageKey,
  ProductDocument,
  type ProductQuery,
  ProductReviewsDocument,
  REVIEW_PAGE_LIMIT,
  type StoreConfig,
  VariantInfoDocument,
  type VariantInfoQuery,
} from '@ranzen/sdk-core';

export const VARID_PARAM = 'varid';

export function variantInfoVariables(productId: string, varid: string) {
  return { productId, selectedVariants: [], itemId: varid };
}

export function productReviewsVariables(productId: string, stars: number | null) {
  return {
    productId,
    offset: 0,
    limit: REVIEW_PAGE_LIMIT,
    filter: stars === null ? null : { stars: [stars] },
  };
}

export interface ProductPageData {
  readonly productId: string;
  /** The URL's varid as requested (its variant info is in the cache; it may name no item). */
  readonly varid: string | null;
  /** The in-stock message key is picked by the shop host. */
  readonly inStockKey: MessageKey;
}

export interface LoadedProduct {
  readonly page: ProductPageData;
  readonly product: NonNullable<ProductQuery['product']> | null;
  readonly variantInfo: VariantInfoQuery['variantInfo'] | null;
}

/**
 * Product, the varid's variant info and the first page of reviews, in parallel. Reviews decorate the
 * page: a failing review query leaves the section empty instead of failing the page.
 */
export async function fetchProductPage(
  client: ApolloClient,
  productId: string,
  url: URL,
  store: Pick<StoreConfig, 'inStockMessageKey'>,
): Promise<LoadedProduct> {
  const varid = url.searchParams.get(VARID_PARAM)?.trim() || null;
  const [product, variantInfo] = await Promise.all([
    client.query({ query: ProductDocument, variables: { productId } }),
    varid
      ? client.query({ query: VariantInfoDocument, variables: variantInfoVariables(productId, varid) })
      : null,
    client
      .query({ query: ProductReviewsDocument, variables: productReviewsVariables(productId, null) })
      .catch(() => null),
  ]);
  return {
    page: { productId, varid, inStockKey: store.inStockMessageKey },
    product: product.data?.product ?? null,
    variantInfo: variantInfo?.data?.variantInfo ?? null,
  };
}
