import type { CmsElementProps } from './cmsTeaser';
import { RichText } from './RichText';

/**
 * The 'html' element.
 *
 * @example
 * ```tsx
 * <CmsHtml cell={cell} />
 * ```
 */
export function CmsHtml({ cell }: CmsElementProps) {
  if (!cell.html) return null;
  return <RichText html={cell.html} data-element-type={cell.elementType} />;
}
