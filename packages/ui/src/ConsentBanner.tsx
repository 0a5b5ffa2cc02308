// The cookie-consent banner (spec storefront §9 consent settings per store, §4 "Hero slider: starts after
// cookie-consent interaction"): a labelled, non-modal dialog at the bottom of the viewport with the two
// equal choices German law asks for (accepting is no easier than declining) and the privacy policy link.
// It takes focus when the visitor reopens it from the footer, and gives it back when a choice is made.
import type { ConsentChoice } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useEffect, useId, useRef } from 'react';
import styles from './ConsentBanner.module.css';

export interface ConsentBannerProps {
  /** Where the privacy policy is (the shop's legal page). */
  readonly privacyUrl: string;
  readonly onChoose: (choice: ConsentChoice) => void;
  /** Move focus into the banner when it opens (it was reopened on purpose, not shown on arrival). */
  readonly takeFocus?: boolean;
}

/**
 * Asks for cookie consent.
 *
 * @example
 * ```tsx
 * <ConsentBanner privacyUrl="/service/datenschutz/" onChoose={(choice) => save(choice)} />
 * ```
 */
export function ConsentBanner({ privacyUrl, onChoose, takeFocus = false }: ConsentBannerProps) {
  const t = useTranslate();
  const titleId = useId();
  const textId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) first.current?.focus();
  }, [takeFocus]);
  return (
    <section role="dialog" aria-labelledby={titleId} aria-describedby={textId} className={styles.banner}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          {t('vue.consent.title')}
        </h2>
        <p id={textId} className={styles.text}>
          {t('vue.consent.text')} <a href={privacyUrl}>{t('vue.consent.privacy')}</a>
        </p>
        <div className={styles.actions}>
          <button ref={first} type="button" className={styles.button} onClick={() => onChoose('necessary')}>
            {t('vue.consent.decline')}
          </button>
          <button type="button" className={styles.button} onClick={() => onChoose('all')}>
            {t('vue.consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
