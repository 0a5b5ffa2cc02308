// The body of a category listing or a search result (spec storefront §3.8, §4 "Listing and search"):
// filters with the sort, the result count, the products and the pages. Every change is a new URL
// (sdk-core listingQueryString) shown by client-side navigation, so the route's loader re-reads the
// state and back/forward restore each listing exactly.
import {
  EAGER_LISTING_IMAGES,
  hasFilters,
  type ListingFieldsFragment,
  type ListingKind,
  type ListingQueryState,
  lightningDealStyle,
  listingQueryString,
  PRODUCT_LISTING_ANCHOR,
  type SearchQueryState,
  setPage,
  setSort,
  type TrackedItemList,
} from '@ranzen/sdk-core';
import { useCart, useTranslate } from '@ranzen/sdk-react';
import {
  type CategoryFacetData,
  FilterPanel,
  Pagination,
  ProductGrid,
  ResultCount,
  SortSelect,
} from '@ranzen/ui';
import { useLayoutData } from '../data/layoutData';
import { useNavigateTo } from '../data/navigateTo';
import { tileAddedEvent } from './itemTracking';
import styles from './ListingView.module.css';
import { useListingTracking } from './useListingTracking';
import { tileHeartProduct, useWishlistHearts } from './wishlistHearts';

/** A filter or sort keeps the visitor where they are; a new page (a link) starts at the top. */
const IN_PAGE = { inPage: true } as const;

export interface ListingViewProps<State extends ListingQueryState> {
  readonly list: ListingFieldsFragment;
  readonly state: State;
  readonly kind: ListingKind;
  /** The listing's own path (/cat/12/, a category's CMS URL, /search/). */
  readonly path: string;
  /** Accessible name of the product list. */
  readonly label: string;
  readonly trackingList: TrackedItemList;
  readonly categoryHref: (category: CategoryFacetData, hrefFor: (next: State) => string) => string;
}

export function ListingView<State extends ListingQueryState | SearchQueryState>({
  list,
  state,
  kind,
  path,
  label,
  trackingList,
  categoryHref,
}: ListingViewProps<State>) {
  const t = useTranslate();
  const dealStyle = lightningDealStyle(useLayoutData().parameters);
  const navigateTo = useNavigateTo();
  const onSelect = useListingTracking(list.products, trackingList);
  const { addToCart } = useCart();
  const { heart } = useWishlistHearts();
  const hrefFor = (next: State) => `${path}${listingQueryString(next, kind, list.defaultSort)}`;
  // The URL may ask for a page beyond the last (a shrunken result): the pagination shows the real one.
  const current = { ...state, page: list.currentPage };

  return (
    <>
      <FilterPanel
        facets={list.facets}
        state={state}
        onChange={(next) => navigateTo(hrefFor({ ...state, ...next }), IN_PAGE)}
        categoryHref={(category) => categoryHref(category, hrefFor)}
        sort={
          list.availableSorts.length > 1 ? (
            <SortSelect
              sorts={list.availableSorts}
              value={list.sort}
              onChange={(sort) => navigateTo(hrefFor(setSort(state, sort)), IN_PAGE)}
            />
          ) : null
        }
      />
      <ResultCount count={list.totalCount} />
      <div id={PRODUCT_LISTING_ANCHOR} className={styles.products}>
        {list.products.length > 0 ? (
          <ProductGrid
            products={list.products}
            eagerCount={EAGER_LISTING_IMAGES}
            label={label}
            onSelect={onSelect}
            lightningDealStyle={dealStyle}
            // A tile adds the best item with the product's minimum order quantity (docs/not-shown.md).
            onAddToCart={(product) => {
              const quantity = Math.max(1, product.minimumOrderQuantity);
              const index = list.products.findIndex((candidate) => candidate.id === product.id);
              addToCart(product.bestItemId, quantity, {
                addedEvent: tileAddedEvent(product, quantity, trackingList, index),
              });
            }}
            wishlistButton={(product) => heart(tileHeartProduct(product))}
          />
        ) : (
          <p className={styles.empty}>
            {t(hasFilters(state) ? 'vue.listing.emptyFiltered' : 'vue.category.empty')}
          </p>
        )}
      </div>
      <Pagination
        currentPage={list.currentPage}
        totalPages={list.totalPages}
        hrefFor={(page) => hrefFor(setPage(current, page))}
      />
    </>
  );
}
