// schema.org Product structured data for the product page's first HTML (spec issue 5 "Structured
// data": offers, availability, aggregate rating). Built on the server from the loader's cache entry
// (the product and the item the URL's varid chose) and embedded with serializeForScript, so no text
// from the catalogue can end the script element.
import type { ApolloClient } from '@apollo/client';
import {
  canonicalUrl,
  type ItemDetailFieldsFragment,
  ProductDocument,
  type ProductQuery,
  VariantInfoDocument,
} from '@ranzen/sdk-core';
import { type ProductPageData, variantInfoVariables } from '../data/productData';
import { serializeForScript } from './htmlEscape';

type Product = NonNullable<ProductQuery['product']>;
/** What the structured data reads of the product and of the shown item. */
export type JsonLdProduct = Pick<
  Product,
  | 'productId'
  | 'name'
  | 'metaDescription'
  | 'manufacturerName'
  | 'availableForSale'
  | 'rating'
  | 'numberOfRatings'
  | 'images'
>;
export type JsonLdItem = Pick<ItemDetailFieldsFragment, 'orderNumber' | 'availableForSale' | 'images'> & {
  readonly prices: {
    readonly price: Pick<ItemDetailFieldsFragment['prices']['price'], 'amount' | 'currencyCode'>;
  };
};

/** schema.org's rating scale for the shop's 1-5 stars. */
const BEST_RATING = 5;
const WORST_RATING = 1;
/** The images search engines get: the large main picture of each view. */
const JSON_LD_IMAGE_FORMAT = 'ADS_MAIN_DESKTOP';

export interface ProductJsonLdInput {
  readonly product: JsonLdProduct;
  /** The item shown: the varid's item, else the product's best item. */
  readonly item: JsonLdItem;
  /** The page's canonical URL. */
  readonly url: string;
  /** The store's origin, for absolute image URLs. */
  readonly origin: string;
}

function absolute(origin: string, src: string): string {
  return /^https?:\/\//.test(src) ? src : new URL(src, origin).href;
}

export function productJsonLd({ product, item, url, origin }: ProductJsonLdInput): Record<string, unknown> {
  const available = product.availableForSale && item.availableForSale;
  const images = item.images.length > 0 ? item.images : product.images;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    productID: product.productId,
    sku: item.orderNumber,
    url,
    image: images
      .filter((image) => image.format === JSON_LD_IMAGE_FORMAT)
      .map((image) => absolute(origin, image.src)),
    offers: {
      '@type': 'Offer',
      url,
      price: item.prices.price.amount.toFixed(2),
      priceCurrency: item.prices.price.currencyCode,
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (product.metaDescription) data.description = product.metaDescription;
  if (product.manufacturerName) data.brand = { '@type': 'Brand', name: product.manufacturerName };
  if (product.rating !== null && product.numberOfRatings > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      reviewCount: product.numberOfRatings,
      bestRating: BEST_RATING,
      worstRating: WORST_RATING,
    };
  }
  return data;
}

/** The script element for the document head. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${serializeForScript(data)}</script>`;
}

/**
 * The product page's structured data from the loader's cache entries (no request): the varid's item
 * when it names one, else the product's best item.
 */
export function productPageJsonLd(
  client: ApolloClient,
  page: ProductPageData,
  { origin, href }: { readonly origin: string; readonly href: string },
): string | null {
  const product = client.readQuery({
    query: ProductDocument,
    variables: { productId: page.productId },
  })?.product;
  if (!product) return null;
  const chosen = page.varid
    ? client.readQuery({
        query: VariantInfoDocument,
        variables: variantInfoVariables(page.productId, page.varid),
      })?.variantInfo?.bestItem
    : null;
  return jsonLdScript(
    productJsonLd({ product, item: chosen ?? product.bestItem, url: canonicalUrl(origin, href), origin }),
  );
}
