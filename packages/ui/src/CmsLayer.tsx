// 'layer' element (spec storefront §2.10): a button that opens the cell's HTML in a modal dialog.
// The button text is the teaser's buttonText (or teaserButtonText, or its name); the dialog is named by
// the teaser's headline or name.
import { useTranslate } from '@ranzen/sdk-react';
import { useState } from 'react';
import { CmsDialog } from './CmsDialog';
import styles from './CmsLayer.module.css';
import type { CmsElementProps } from './cmsTeaser';
import { teaserText } from './cmsTeaser';
import { RichText } from './RichText';

/**
 * 'layer' element.
 *
 * @example
 * ```tsx
 * <CmsLayer cell={cell} />
 * ```
 */
export function CmsLayer({ cell }: CmsElementProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  if (!cell.html) return null;
  const teaser = cell.teasers[0];
  const buttonText =
    (teaser && (teaserText(teaser, 'buttonText') ?? teaserText(teaser, 'teaserButtonText') ?? teaser.name)) ||
    t('vue.cms.layer.open');
  const title = (teaser && (teaserText(teaser, 'headline') ?? teaser.name)) || buttonText;
  return (
    <div className={styles.layer} data-element-type={cell.elementType}>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {buttonText}
      </button>
      <CmsDialog open={open} onClose={() => setOpen(false)} label={title}>
        <RichText html={cell.html} />
      </CmsDialog>
    </div>
  );
}
