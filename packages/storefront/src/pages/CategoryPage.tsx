// Category listing (spec storefront §2.1 /cat/{id} and categories reached by their own URL, §3.8, §4
// "Listing and search", §5 category meta title): name as h1, breadcrumb, then filters, sort, result
// count, products and pages from the URL's listing state.
import { CategoryDocument, CategoryProductsDocument, type ListingQueryState } from '@ranzen/sdk-core';
import { useShopQuery } from '@ranzen/sdk-react';
import { Breadcrumb } from '@ranzen/ui';
import { categoryProductsVariables } from '../data/listingLoaders';
import { usePageData } from '../data/pageData';
import { ListingView } from './ListingView';
import styles from './pages.module.css';

/**
 * The category listing of the `category` route.
 *
 * @example
 * ```tsx
 * <CategoryPage /> // inside StorefrontRoutes, with the category loader's data
 * ```
 */
export function CategoryPage() {
  const { categoryId, path, listing } = usePageData('category');
  return <CategoryView categoryId={categoryId} path={path} listing={listing} />;
}

export interface CategoryViewProps {
  readonly categoryId: string;
  readonly path: string;
  readonly listing: ListingQueryState;
}

/**
 * A category's listing (filters, sort, grid, pagination) without the page around it, for a host's own page.
 *
 * @example
 * ```tsx
 * <CategoryView categoryId="100" path="/cat/100/" listing={parseListingQuery(url.searchParams)} />
 * ```
 */
export function CategoryView({ categoryId, path, listing }: CategoryViewProps) {
  // cache-first: the loader put both results into the cache, on the server and before navigation.
  const { data: categoryData } = useShopQuery(CategoryDocument, {
    variables: { coreCategoryId: categoryId },
  });
  const { data: listData } = useShopQuery(CategoryProductsDocument, {
    variables: categoryProductsVariables(categoryId, listing),
  });
  const category = categoryData?.category;
  const list = listData?.categoryProducts;
  if (!category) return null;
  return (
    <div className={styles.page} data-page="category">
      <Breadcrumb entries={category.breadcrumb} />
      <h1 className={styles.title}>{category.name}</h1>
      {list ? (
        <ListingView
          list={list}
          state={listing}
          kind="category"
          path={path}
          label={category.name}
          trackingList={{ id: `category-${category.id}`, name: category.name }}
          // The category facet of a category lists its children: their own pages.
          categoryHref={(child) => child.url}
        />
      ) : null}
    </div>
  );
}
