// 'form' element (spec storefront §2.10): the cell's server-sanitised HTML (an introduction, contact
// details) and the contact form it embeds, the shop's one form of its kind (storefront §1 "a contact
// form"; docs/not-shown.md). The form sends through the shop's API, so the host renders it (CmsContext's
// contactForm); without a host the cell shows its HTML only.
import { useCmsContext } from './CmsContext';
import styles from './CmsForm.module.css';
import type { CmsElementProps } from './cmsTeaser';
import { RichText } from './RichText';

/**
 * 'form' element.
 *
 * @example
 * ```tsx
 * <CmsContextProvider value={{ contactForm: () => <MyContactForm /> }}>
 *   <CmsForm cell={cell} />
 * </CmsContextProvider>
 * ```
 */
export function CmsForm({ cell }: CmsElementProps) {
  const { contactForm } = useCmsContext();
  if (!cell.html && !contactForm) return null;
  return (
    <div className={styles.form} data-element-type={cell.elementType}>
      {cell.html ? <RichText html={cell.html} /> : null}
      {contactForm?.()}
    </div>
  );
}
