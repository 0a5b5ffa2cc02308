// Fixed routes whose content comes from the CMS (spec storefront §2.1: /prime and the catalogue pages):
// rendered like the catch-all's content pages. The service pages add their forms (ServicePage.tsx).
import { usePageData } from '../data/pageData';
import { CmsContent } from './ContentPage';

export function CmsRoutePage() {
  const { rows, cms, abTests } = usePageData('prime', 'catalogue');
  return <CmsContent rows={rows} cms={cms} abTests={abTests} />;
}
