// Catch-all pages resolved by URL (spec storefront §2.4): CMS content, or a category found by URL.
import { CmsRows } from '@ranzen/ui';
import type { CmsCookieState } from '../data/frameCookies';
import { usePageData } from '../data/pageData';
import type { PageDetails } from '../data/routeLoaders';
import { CategoryView } from './CategoryPage';
import styles from './pages.module.css';
import { useCmsHost } from './useCmsHost';

export function ContentPage() {
  const data = usePageData('catchAll');
  if (data.kind === 'category') {
    return <CategoryView categoryId={data.categoryId} path={data.path} listing={data.listing} />;
  }
  return <CmsContent rows={data.rows} cms={data.cms} abTests={data.abTests} />;
}

export interface CmsContentProps {
  readonly rows: PageDetails['rows'];
  readonly cms: CmsCookieState;
  readonly abTests: PageDetails['activeAbTests'];
}

export function CmsContent({ rows, cms, abTests }: CmsContentProps) {
  const host = useCmsHost(cms, abTests[0]?.trackingCode);
  return (
    <div className={styles.page} data-page="content">
      <CmsRows rows={rows} context={host} />
    </div>
  );
}
