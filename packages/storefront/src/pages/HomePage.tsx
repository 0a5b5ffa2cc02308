// Home (spec storefront §2.1 index): the CMS rows of the page details for '/', with the CMS host
// state (consent, closed info bars, promotion tracking) from useCmsHost.
import { CmsRows } from '@ranzen/ui';
import { usePageData } from '../data/pageData';
import styles from './pages.module.css';
import { useCmsHost } from './useCmsHost';

/**
 * The home page of the `index` route.
 *
 * @example
 * ```tsx
 * <HomePage /> // inside StorefrontRoutes, with the home loader's data
 * ```
 */
export function HomePage() {
  const { rows, meta, cms, abTests } = usePageData('index');
  const host = useCmsHost(cms, abTests[0]?.trackingCode);
  return (
    <div className={styles.page}>
      {/* The home page's h1 is its title; visually the CMS hero carries it. */}
      <h1 className={styles.visuallyHidden}>{meta.title}</h1>
      <CmsRows rows={rows} context={host} />
    </div>
  );
}
