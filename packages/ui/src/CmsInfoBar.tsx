// 'info-bar' element (spec storefront §3.13 "Info bar: bgcolor, textColor, teasercontent"; §4 "visible
// until closed, then hidden permanently through the cookie" — the cookie is the host's, via CmsContext).
import { readableColours } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useRef } from 'react';
import { useCmsContext } from './CmsContext';
import styles from './CmsInfoBar.module.css';
import type { CmsElementProps } from './cmsTeaser';
import { type CmsTeaser, teaserText } from './cmsTeaser';
import { RichText } from './RichText';
import { usePromotionView } from './usePromotionView';

/**
 * 'info-bar' element.
 *
 * @example
 * ```tsx
 * <CmsInfoBar cell={cell} />
 * ```
 */
export function CmsInfoBar({ cell }: CmsElementProps) {
  const { isInfoBarHidden } = useCmsContext();
  const visible = cell.teasers.filter((teaser) => !isInfoBarHidden(teaser.id));
  if (visible.length === 0) return null;
  return (
    <div className={styles.bars} data-element-type={cell.elementType}>
      {visible.map((teaser) => (
        <InfoBar key={teaser.id} teaser={teaser} html={cell.html} />
      ))}
    </div>
  );
}

function InfoBar({ teaser, html }: { readonly teaser: CmsTeaser; readonly html: string | null }) {
  const t = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const { hideInfoBar, onPromotionView } = useCmsContext();
  usePromotionView(ref, teaser.id, onPromotionView);
  // Editor colours only when they keep AA contrast; otherwise the theme's tokens (CSS default).
  const colours = readableColours(teaserText(teaser, 'bgcolor'), teaserText(teaser, 'textColor'));
  const content = teaserText(teaser, 'teasercontent');
  return (
    <div
      ref={ref}
      className={styles.bar}
      style={colours ? { background: colours.background, color: colours.text } : undefined}
      data-custom-colours={colours ? true : undefined}
    >
      {content ? (
        <p className={styles.content}>{content}</p>
      ) : html ? (
        <RichText className={styles.content} html={html} />
      ) : null}
      <button
        type="button"
        className={styles.close}
        aria-label={t('vue.cms.infoBar.close')}
        onClick={() => hideInfoBar(teaser.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
