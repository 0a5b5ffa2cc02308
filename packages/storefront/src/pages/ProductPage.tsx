// Product page (spec storefront §2.1 /prod/{id}?varid=, §3.3-§3.7, §3.9, §4 "Product variants", §5
// product display rules, §7 product / variant info / reviews / glance calls; shopping §4 quantity field
// and lightning deals). The loader put the product, the varid's variant info and the first reviews into
// the cache, so the first HTML is complete and hydration fetches nothing. Choosing a variant runs the
// variant-selection machine (loaded on the first choice); price, images, delivery status and the URL's
// varid follow the chosen item. Review form and carousels load on demand.
import {
  addToCartEvent,
  isLightningDealActive,
  lightningDealStyle,
  ProductDocument,
  type ProductQuery,
  pushToDataLayer,
  RecordGlanceDocument,
  sessionStorageOf,
  VariantInfoDocument,
  type VariantInfoQuery,
  viewItemEvent,
} from '@ranzen/sdk-core';
import { useCart, useShopClient, useShopQuery, useTranslate, useVariantSelection } from '@ranzen/sdk-react';
import {
  Breadcrumb,
  BuyBox,
  DeliveryStatus,
  LightningDeal,
  ProductAttachments,
  ProductGallery,
  type ProductTabContent,
  ProductTabs,
  QuantityField,
  RichText,
  StarRating,
  VariantSelector,
} from '@ranzen/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLayoutData } from '../data/layoutData';
import { usePageData } from '../data/pageData';
import { type ProductPageData, VARID_PARAM, variantInfoVariables } from '../data/productData';
import { useReplaceUrl } from '../data/replaceUrl';
import { sessionAttribution } from './itemTracking';
import { ProductDescriptionReview } from './ProductDescriptionReview';
import productStyles from './ProductPage.module.css';
import { ProductReviewsSection } from './ProductReviewsSection';
import styles from './pages.module.css';
import { firstGlanceThisSession, productCardOf, rememberViewedProduct } from './recentlyViewed';
import { useExtraTabLoader } from './useExtraTabLoader';
import { useNearViewport } from './useNearViewport';
import { useWishlistHearts } from './wishlistHearts';

type Product = NonNullable<ProductQuery['product']>;

// Below the fold and client-only (recommendations and the recently viewed row need the browser).
const ProductCarousels = lazy(() =>
  import('./ProductCarousels').then((module) => ({ default: module.ProductCarousels })),
);

/**
 * The product page of the `product` route: gallery, buy box, variants, tabs, reviews, recommendations.
 *
 * @example
 * ```tsx
 * <ProductPage /> // inside StorefrontRoutes, with the product loader's data
 * ```
 */
export function ProductPage() {
  const page = usePageData('product');
  // A new product or a varid from back/forward starts from the loader's data again.
  return <ProductDetail key={`${page.productId}:${page.varid ?? ''}`} page={page} />;
}

function ProductDetail({ page }: { readonly page: ProductPageData }) {
  const { productId, varid } = page;
  const product = useShopQuery(ProductDocument, { variables: { productId } }).data?.product;
  const variantInfo = useShopQuery(VariantInfoDocument, {
    variables: variantInfoVariables(productId, varid ?? ''),
    skip: varid === null,
  }).data?.variantInfo;
  if (!product) return null;
  return (
    <ProductView page={page} product={product} variantInfo={varid === null ? null : (variantInfo ?? null)} />
  );
}

interface ProductViewProps {
  readonly page: ProductPageData;
  readonly product: Product;
  /** The varid's variant info; null without a varid. */
  readonly variantInfo: VariantInfoQuery['variantInfo'];
}

function ProductView({ page, product, variantInfo }: ProductViewProps) {
  const t = useTranslate();
  const shopClient = useShopClient();
  const replaceUrl = useReplaceUrl();
  const { parameters } = useLayoutData();
  const { state: cartState, addToCart } = useCart();
  const dealStyle = lightningDealStyle(parameters);

  // Spec §4: an invalid or missing varid leaves the item unset; without a varid the product's own
  // selection (and best item) is shown.
  const { view, select } = useVariantSelection({
    productId: product.productId,
    attributes: variantInfo ? variantInfo.variantAttributes : product.variantAttributes,
    item: variantInfo ? (variantInfo.configured ? variantInfo.bestItem : null) : product.bestItem,
    onItemChange: (item) => {
      const url = new URL(window.location.href);
      if (item) url.searchParams.set(VARID_PARAM, item.itemId);
      else url.searchParams.delete(VARID_PARAM);
      replaceUrl(`${url.pathname}${url.search}`);
    },
  });
  const item = view.item ?? product.bestItem;
  const minimum = Math.max(1, product.minimumOrderQuantity, item.minimumOrderQuantity);
  const [quantity, setQuantity] = useState(minimum);
  const { heart } = useWishlistHearts();
  useEffect(() => setQuantity(minimum), [minimum]);

  // Spec §4: a glance once per session per item; the viewed product joins the recently viewed row.
  const itemId = view.item?.itemId ?? null;
  useEffect(() => {
    if (itemId && firstGlanceThisSession(sessionStorageOf(window), itemId)) {
      void shopClient
        .load()
        .then((client) =>
          client.mutate({
            mutation: RecordGlanceDocument,
            variables: { productId: product.productId, itemId, domain: window.location.host },
            errorPolicy: 'ignore',
            // Never read: in the cache the answer would make Apollo compare every watched query again.
            fetchPolicy: 'no-cache',
          }),
        )
        .catch(() => undefined);
    }
  }, [shopClient, product.productId, itemId]);
  useEffect(() => {
    const card = productCardOf(product, product.bestItem);
    if (card) rememberViewedProduct(sessionStorageOf(window), card);
    pushToDataLayer(viewItemEvent(product, sessionAttribution(product.productId)));
  }, [product]);

  // The carousels ask for their products when the visitor comes within a screen of them: a phone does
  // not load the shop client for a row below the fold while the page becomes interactive (DESIGN §6).
  const carouselsPlace = useRef<HTMLDivElement>(null);
  const carouselsNear = useNearViewport(carouselsPlace);

  const deal = isLightningDealActive(item.lightningDealInfo, Date.now()) ? item.lightningDealInfo : null;
  const loadExtraTab = useExtraTabLoader(product.productId);
  const images = item.images.length > 0 ? item.images : product.images;

  return (
    <div className={styles.page} data-page="product">
      <Breadcrumb entries={product.breadcrumb} />
      <div className={styles.productLayout}>
        <div>
          {/* Spec §4: a new variant shows its images from the first slide. */}
          <ProductGallery
            key={view.galleryKey}
            images={images}
            videos={product.videos}
            productName={product.name}
          />
          {product.teasers.length > 0 ? (
            <ul className={productStyles.teasers}>
              {product.teasers.map((teaser) => (
                <li key={teaser.id} className={productStyles.teaser}>
                  <strong>{teaser.headline}</strong> {teaser.text}
                  {teaser.url ? (
                    <>
                      {' '}
                      <a href={teaser.url}>{t('vue.pdp.teaserMore')}</a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          {product.manufacturerName ? (
            <p className={styles.meta}>
              <span className={styles.visuallyHidden}>{t('vue.pdp.manufacturer')}: </span>
              {product.manufacturerName}
            </p>
          ) : null}
          <h1 className={styles.title}>{product.name}</h1>
          {product.rating !== null && product.numberOfRatings > 0 ? (
            <p className={productStyles.rating}>
              <StarRating rating={product.rating} size="sm" />{' '}
              <a href="#reviews">{t('vue.review.count', { count: product.numberOfRatings })}</a>
            </p>
          ) : null}
          {/* Shopping §4 "Adding from a product": the chosen item with the chosen quantity. */}
          {heart({
            productId: product.productId,
            itemId: item.itemId,
            productName: product.name,
            quantity,
            minimumOrderQuantity: minimum,
          })}
          <BuyBox
            product={product}
            item={item}
            configured={view.configured}
            status={cartState.add}
            onAddToCart={() => {
              if (!view.item) return;
              // The chosen variant's id and price, with the list and promotion the shopper came from.
              const added = { ...product, prices: view.item.prices, bestItem: view.item };
              addToCart(view.item.itemId, quantity, {
                addedEvent: addToCartEvent(
                  { product: added },
                  quantity,
                  sessionAttribution(product.productId),
                ),
              });
            }}
            variantSelector={
              <VariantSelector attributes={view.attributes} onSelect={select} state={view.state} />
            }
            deliveryStatus={<DeliveryStatus status={item.deliveryStatus} inStockKey={page.inStockKey} />}
            lightningDeal={
              deal ? (
                <LightningDeal
                  deal={deal}
                  price={item.prices.price}
                  dealStyle={dealStyle}
                  onEnd={() => void shopClient.refetchQueries([ProductDocument, VariantInfoDocument])}
                />
              ) : null
            }
            quantityField={
              <QuantityField
                key={item.itemId}
                value={quantity}
                min={minimum}
                // Shopping §4: beyond the deal's maximum the rest is bought at the normal price.
                max={item.maxQuantity}
                onChange={setQuantity}
              />
            }
          />
        </div>
      </div>

      <ProductTabs
        tabs={productTabs(product, item, t)}
        extraTabs={product.extraTabs}
        loadExtraTab={loadExtraTab}
      />
      <ProductAttachments downloads={product.downloads} audioSamples={product.audioSamples} />
      <ProductReviewsSection productId={product.productId} productName={product.name} />
      {carouselsNear ? (
        <Suspense fallback={null}>
          <ProductCarousels product={product} lightningDealStyle={dealStyle} />
        </Suspense>
      ) : (
        <div ref={carouselsPlace} />
      )}
    </div>
  );
}

type T = ReturnType<typeof useTranslate>;

/** Description (with short facts), details and the product's own tabs; every text is in the HTML. */
function productTabs(product: Product, item: Product['bestItem'], t: T): ProductTabContent[] {
  const tabs: ProductTabContent[] = [
    {
      id: 'description',
      title: t('vue.pdp.tab.description'),
      content: (
        <>
          {product.shortFacts.length > 0 ? (
            <ul className={styles.facts} aria-label={t('vue.pdp.shortFacts')}>
              {product.shortFacts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
          {product.longDescription ? (
            <RichText className={styles.description} html={product.longDescription} />
          ) : null}
          <ProductDescriptionReview productId={product.productId} />
        </>
      ),
    },
  ];
  const details = [
    ...item.dataAndFacts.map((fact) => [fact.label, fact.value] as const),
    ...product.labelAttributes.map((attribute) => [attribute.name, attribute.value] as const),
    ...(product.manufacturerName ? [[t('vue.pdp.manufacturer'), product.manufacturerName] as const] : []),
    ...(product.scopeOfDelivery ? [[t('vue.pdp.scopeOfDelivery'), product.scopeOfDelivery] as const] : []),
    ...(product.warranty ? [[t('vue.pdp.warranty'), product.warranty] as const] : []),
  ];
  if (details.length > 0) {
    tabs.push({
      id: 'details',
      title: t('vue.pdp.tab.details'),
      content: (
        <dl className={productStyles.details}>
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ),
    });
  }
  for (const tab of product.tabs) {
    tabs.push({ id: tab.id, title: tab.title, content: <RichText html={tab.content} /> });
  }
  return tabs;
}
