// Catch-all pages resolved by URL (spec storefront §2.4): CMS content, or a category found by URL.
import { CmsRows } from '@ranzen/ui';
import { usePageData } from '../routes/pageData';
import { CategoryView } from './CategoryPage';
import styles from './pages.module.css';

export function ContentPage() {
  const data = usePageData('catchAll');
  if (data.kind === 'category') return <CategoryView categoryId={data.categoryId} page={data.page} />;
  return (
    <div className={styles.page} data-page="content">
      <CmsRows rows={data.rows} />
    </div>
  );
}
