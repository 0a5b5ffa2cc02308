import { useEffect } from 'react';

/**
 * Locks the page's scrolling while `active` (spec storefront §4: the mobile navigation opens with a
 * scroll lock). Restores the previous value, so nested locks unwind in order.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [active]);
}
