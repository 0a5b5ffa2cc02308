// A modal <dialog> for CMS layers and the image zoom (spec storefront §4 "An image zoom overlay opens on
// click and locks scroll"): page scroll is locked while open, Escape closes, focus returns to the trigger.
import { useTranslate } from '@ranzen/sdk-react';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './CmsDialog.module.css';

export interface CmsDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The dialog's accessible name. */
  readonly label: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * A modal <dialog> for CMS layers and the image zoom.
 *
 * @example
 * ```tsx
 * <CmsDialog open={dialogOpen} onClose={() => setDialogOpen(false)} label="Conditions">
 *   <RichText html={html} />
 * </CmsDialog>
 * ```
 */
export function CmsDialog({ open, onClose, label, children, className }: CmsDialogProps) {
  const t = useTranslate();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    // jsdom and very old browsers have no showModal; the open attribute still shows the content.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      root.style.overflow = previousOverflow;
      trigger?.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.content}>
          <button type="button" className={styles.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className={styles.closeLabel}>{t('vue.cms.dialog.close')}</span>
          </button>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
