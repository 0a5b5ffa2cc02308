// 'form' element (spec storefront §2.10). Forms become interactive in a later issue; until then the
// cell's server-sanitised HTML (introductory text, contact details) is shown.
import styles from './CmsForm.module.css';
import type { CmsElementProps } from './cmsTeaser';
import { RichText } from './RichText';

/**
 * 'form' element.
 *
 * @example
 * ```tsx
 * <CmsForm cell={cell} />
 * ```
 */
export function CmsForm({ cell }: CmsElementProps) {
  if (!cell.html) return null;
  return (
    <div className={styles.form} data-element-type={cell.elementType}>
      <RichText html={cell.html} />
    </div>
  );
}
