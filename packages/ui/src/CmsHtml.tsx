import styles from './CmsHtml.module.css';
import type { CmsElementProps } from './cmsElements';

/** The 'html' element. Its HTML is sanitised by the API (DESIGN §7), so it is inserted as is. */
export function CmsHtml({ cell }: CmsElementProps) {
  if (!cell.html) return null;
  return (
    <div
      className={styles.html}
      data-element-type={cell.elementType}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: CMS HTML is sanitised on the server (DESIGN §7).
      dangerouslySetInnerHTML={{ __html: cell.html }}
    />
  );
}
