// Fixed routes whose content comes from the CMS alone (spec storefront §2.1: /prime): rendered like the
// catch-all's content pages. The catalogue pages, the order form and the service pages add their forms.
import { usePageData } from '../data/pageData';
import { CmsContent } from './ContentPage';

export function CmsRoutePage() {
  const { rows, cms, abTests } = usePageData('prime');
  return <CmsContent rows={rows} cms={cms} abTests={abTests} />;
}
