// The feature tooltip (spec storefront §4 "A feature tooltip is shown once per session for 6000 ms by
// default", §3.15 "a per-tooltip shown flag" in session storage): a short note beside a control that
// points out something new. It appears after hydration (the server cannot know the session), at most once
// per browser session and tooltip, and goes after the duration or when closed. A polite status region,
// so a screen reader hears the note without losing its place.
import { claimFeatureTooltip, FEATURE_TOOLTIP_MS, sessionStorageOf } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useEffect, useState } from 'react';
import styles from './FeatureTooltip.module.css';

export interface FeatureTooltipProps {
  /** Names the feature: its tooltip is shown once per browser session. */
  readonly tooltipId: string;
  readonly text: string;
  /** How long it stays unless closed first; the spec's 6000 ms by default. */
  readonly durationMs?: number;
}

/**
 * A once-per-session note about a feature, placed inside the control's positioned container.
 *
 * @example
 * ```tsx
 * <li className={styles.anchor}>
 *   <a href="/wishlist/">Merkzettel</a>
 *   <FeatureTooltip tooltipId="shared-lists" text={t('vue.featureTooltip.sharedLists')} />
 * </li>
 * ```
 */
export function FeatureTooltip({ tooltipId, text, durationMs = FEATURE_TOOLTIP_MS }: FeatureTooltipProps) {
  const t = useTranslate();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (claimFeatureTooltip(sessionStorageOf(window), tooltipId)) setShown(true);
  }, [tooltipId]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), durationMs);
    return () => clearTimeout(timer);
  }, [shown, durationMs]);
  return (
    <div role="status" className={styles.region}>
      {shown ? (
        <div className={styles.tooltip}>
          <p className={styles.text}>{text}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={t('vue.featureTooltip.close')}
            onClick={() => setShown(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
