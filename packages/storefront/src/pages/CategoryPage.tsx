// Category listing (spec storefront §2.1 /cat/{id}, §3.8): name as h1, breadcrumb, the first
// PRODUCTS_PER_PAGE products, the first row of images loaded eagerly.
import { useQuery } from '@apollo/client/react';
import { CategoryDocument, CategoryProductsDocument, EAGER_LISTING_IMAGES } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { Breadcrumb, ProductGrid } from '@ranzen/ui';
import { usePageData } from '../routes/pageData';
import { categoryProductsVariables } from '../routes/pageLoaders';
import styles from './pages.module.css';

export function CategoryPage() {
  const loaderData = usePageData('category');
  return <CategoryView categoryId={loaderData.categoryId} page={loaderData.page} />;
}

export interface CategoryViewProps {
  readonly categoryId: string;
  readonly page: number;
}

export function CategoryView({ categoryId, page }: CategoryViewProps) {
  const t = useTranslate();
  // cache-first: the loader put both results into the cache, on the server and before navigation.
  const { data: categoryData } = useQuery(CategoryDocument, { variables: { coreCategoryId: categoryId } });
  const { data: listData } = useQuery(CategoryProductsDocument, {
    variables: categoryProductsVariables(categoryId, page),
  });
  const category = categoryData?.category;
  const list = listData?.categoryProducts;
  if (!category) return null;
  return (
    <div className={styles.page} data-page="category">
      <Breadcrumb entries={category.breadcrumb} />
      <h1 className={styles.title}>{category.name}</h1>
      {list ? (
        <>
          <p className={styles.meta}>{t('vue.category.productCount', { count: list.totalCount })}</p>
          <ProductGrid products={list.products} eagerCount={EAGER_LISTING_IMAGES} label={category.name} />
        </>
      ) : null}
    </div>
  );
}
