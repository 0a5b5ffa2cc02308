// 'info-bar' element (spec storefront §3.13 "Info bar: bgcolor, textColor, teasercontent"; §4 "visible
// until closed, then hidden permanently through the cookie" — the cookie is the host's, via CmsContext).
// The bar itself (InfoBar) also shows the page frame's info layer (storefront §7 "infolayer entries").
import { readableColours } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, type Ref, useRef } from 'react';
import { useCmsContext } from './CmsContext';
import styles from './CmsInfoBar.module.css';
import type { CmsElementProps } from './cmsTeaser';
import { type CmsTeaser, teaserText } from './cmsTeaser';
import { RichText } from './RichText';
import { useTeaserTracking } from './useTeaserTracking';

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
        <CmsTeaserBar
          key={teaser.id}
          teaser={teaser}
          number={cell.teasers.indexOf(teaser) + 1}
          html={cell.html}
        />
      ))}
    </div>
  );
}

interface CmsTeaserBarProps {
  readonly teaser: CmsTeaser;
  /** The teaser's number in its cell (closed bars counted too, so a slot keeps its name), from 1. */
  readonly number: number;
  readonly html: string | null;
}

function CmsTeaserBar({ teaser, number, html }: CmsTeaserBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { hideInfoBar } = useCmsContext();
  useTeaserTracking(ref, teaser.id, number);
  const content = teaserText(teaser, 'teasercontent');
  return (
    <InfoBar
      ref={ref}
      bgcolor={teaserText(teaser, 'bgcolor')}
      textColor={teaserText(teaser, 'textColor')}
      onClose={() => hideInfoBar(teaser.id)}
    >
      {content ? <p>{content}</p> : html ? <RichText html={html} /> : null}
    </InfoBar>
  );
}

export interface InfoBarProps {
  /** The message (a paragraph, rich text); links in it take the bar's text colour. */
  readonly children: ReactNode;
  /** Editor colours, used only when they keep AA contrast; the theme's otherwise. */
  readonly bgcolor?: string | undefined;
  readonly textColor?: string | undefined;
  /** The close button: the host hides the bar for good (its cookie). */
  readonly onClose: () => void;
  readonly ref?: Ref<HTMLDivElement>;
}

/**
 * An info bar: a message with a close button, in the editor's colours when they are readable.
 *
 * @example
 * ```tsx
 * <InfoBar bgcolor="#0f6d3b" textColor="#ffffff" onClose={hide}>
 *   <p>Bestellungen bis 14 Uhr verschicken wir am selben Tag.</p>
 * </InfoBar>
 * ```
 */
export function InfoBar({ children, bgcolor, textColor, onClose, ref }: InfoBarProps) {
  const t = useTranslate();
  const colours = readableColours(bgcolor, textColor);
  return (
    <div
      ref={ref}
      className={styles.bar}
      style={colours ? { background: colours.background, color: colours.text } : undefined}
      data-custom-colours={colours ? true : undefined}
    >
      <div className={styles.content}>{children}</div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('vue.cms.infoBar.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
