// Catch-all pages resolved by URL (spec storefront §2.4): CMS content, or a category found by URL.
import { CmsRows } from '@ranzen/ui';
import type { CmsCookieState } from '../data/frameCookies';
import { usePageData } from '../data/pageData';
import type { PageDetails } from '../data/routeLoaders';
import { CategoryView } from './CategoryPage';
import styles from './pages.module.css';
import { useCmsHost } from './useCmsHost';

/**
 * A CMS content page (the catch-all route).
 *
 * @example
 * ```tsx
 * <ContentPage /> // inside StorefrontRoutes, with the CMS loader's data
 * ```
 */
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

/**
 * The CMS rows of a content page with the host's consent, A/B variant and promotion tracking.
 *
 * @example
 * ```tsx
 * <CmsContent rows={page.rows} cms={cmsCookies} abTests={page.activeAbTests} />
 * ```
 */
export function CmsContent({ rows, cms, abTests }: CmsContentProps) {
  const host = useCmsHost(cms, abTests[0]?.trackingCode);
  return (
    <div className={styles.page} data-page="content">
      <CmsRows rows={rows} context={host} />
    </div>
  );
}
