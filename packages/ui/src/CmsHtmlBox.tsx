// 'html-box' element (spec storefront §4 "An HTML box teaser with a 'more' marker is collapsed and toggles
// between show more and show less"). The marker is the first element with class "more" (see
// `splitAtMoreMarker` in sdk-core: the API's sanitiser drops HTML comments, so `<!--more-->` cannot work).
import { splitAtMoreMarker } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useId, useState } from 'react';
import styles from './CmsHtmlBox.module.css';
import type { CmsElementProps } from './cmsTeaser';
import { RichText } from './RichText';

/**
 * 'html-box' element.
 *
 * @example
 * ```tsx
 * <CmsHtmlBox cell={cell} />
 * ```
 */
export function CmsHtmlBox({ cell }: CmsElementProps) {
  const t = useTranslate();
  const moreId = useId();
  const [expanded, setExpanded] = useState(false);
  if (!cell.html) return null;
  const parts = splitAtMoreMarker(cell.html);
  if (!parts) {
    return (
      <div className={styles.box} data-element-type={cell.elementType}>
        <RichText html={cell.html} />
      </div>
    );
  }
  return (
    <div className={styles.box} data-element-type={cell.elementType}>
      {parts.intro ? <RichText html={parts.intro} /> : null}
      <div id={moreId} hidden={!expanded}>
        <RichText html={parts.more} />
      </div>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={moreId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? t('vue.cms.htmlBox.less') : t('vue.cms.htmlBox.more')}
      </button>
    </div>
  );
}
