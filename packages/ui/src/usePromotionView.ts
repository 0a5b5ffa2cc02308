// Promotion view tracking (spec storefront §5 "Promotion views are reported once per teaser, and only
// when at least 50 percent of it is visible"; §9 "Teaser view tracking: 1000 ms delay, 50 percent visible").
import { isPromotionVisible, PROMOTION_VIEW_DELAY_MS, PROMOTION_VIEW_THRESHOLD } from '@ranzen/sdk-core';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onView(teaserId)` once, after the element has been at least half visible for 1000 ms without
 * interruption. Does nothing without `onView` or where IntersectionObserver is missing (server).
 *
 * @example
 * ```tsx
 * const ref = useRef<HTMLDivElement>(null);
 * usePromotionView(ref, teaser.id, (id) => track([{ name: 'view_promotion', payload: { id } }]));
 * ```
 */
export function usePromotionView(
  ref: RefObject<Element | null>,
  teaserId: string,
  onView: ((teaserId: string) => void) | undefined,
): void {
  const reported = useRef(false);
  const callback = useRef(onView);
  callback.current = onView;
  const enabled = onView !== undefined;

  useEffect(() => {
    const element = ref.current;
    if (!enabled || reported.current || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stopTimer = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (reported.current) return;
        const entry = entries[entries.length - 1];
        if (entry?.isIntersecting && isPromotionVisible(entry.intersectionRatio)) {
          timer ??= setTimeout(() => {
            reported.current = true;
            observer.disconnect();
            callback.current?.(teaserId);
          }, PROMOTION_VIEW_DELAY_MS);
        } else {
          stopTimer();
        }
      },
      { threshold: PROMOTION_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      stopTimer();
      observer.disconnect();
    };
  }, [ref, teaserId, enabled]);
}
