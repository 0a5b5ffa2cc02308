import { CmsHtml } from './CmsHtml';
import type { CmsElementProps } from './cmsTeaser';

/**
 * Default element for types without a renderer yet: shows the cell's
 * sanitised HTML if it has any, and nothing otherwise.
 *
 * @example
 * ```tsx
 * <CmsFallback cell={cell} />
 * ```
 */
export function CmsFallback({ cell }: CmsElementProps) {
  return cell.html ? <CmsHtml cell={cell} /> : null;
}
