// The product route's head tags beyond its meta (spec storefront §9): the share-size image, og:type
// product and the product's structured data, all read back from the loader's cache entries (no
// request). Bound to the product route in router/routeBehaviours.ts; the server loads it on demand.
import { type ImageFieldsFragment, ProductDocument } from '@ranzen/sdk-core';
import type { ProductLoaderData } from '../data/routeLoaders';
import type { RouteHead, RouteHeadInput } from '../router/RouteBehaviour';
import type { HeadImage } from './headTags';
import { productPageJsonLd } from './productJsonLd';

/** The product's share-size image, from the loader's cache entry. */
export function openGraphImage(images: readonly ImageFieldsFragment[] | null | undefined): HeadImage | null {
  const image = images?.find((candidate) => candidate.format === 'OPEN_GRAPH');
  return image ? { src: image.src, width: image.width, height: image.height, alt: image.alt } : null;
}

export async function productHead({
  client,
  data,
  origin,
  href,
}: RouteHeadInput<ProductLoaderData>): Promise<RouteHead> {
  const product = client.readQuery({
    query: ProductDocument,
    variables: { productId: data.productId },
  })?.product;
  return {
    image: openGraphImage(product?.images),
    ogType: 'product',
    structuredData: productPageJsonLd(client, data, { origin, href }),
  };
}
