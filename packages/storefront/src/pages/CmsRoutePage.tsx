// Fixed routes whose content comes from the CMS (spec storefront §2.1: /prime and the service pages; the
// catalogue pages and the order form add their forms below it): rendered like the catch-all's content pages.
import { usePageData } from '../data/pageData';
import { CmsContent } from './ContentPage';

export function CmsRoutePage() {
  const { rows, cms, abTests } = usePageData('prime', 'service');
  return <CmsContent rows={rows} cms={cms} abTests={abTests} />;
}
