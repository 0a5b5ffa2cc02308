// Home (spec storefront §2.1 index): the CMS rows of the page details for '/'.
import { CmsRows } from '@ranzen/ui';
import { usePageData } from '../routes/pageData';
import styles from './pages.module.css';

export function HomePage() {
  const { rows, meta } = usePageData('index');
  return (
    <div className={styles.page}>
      {/* The home page's h1 is its title; visually the CMS hero carries it. */}
      <h1 className={styles.visuallyHidden}>{meta.title}</h1>
      <CmsRows rows={rows} />
    </div>
  );
}
