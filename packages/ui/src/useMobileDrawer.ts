import { useEffect, useRef } from 'react';

/**
 * The mobile navigation drawer (spec storefront §4: opens and closes with a scroll lock). While
 * open it locks the page's scrolling (restoring the previous value after) and, when it opens,
 * moves focus to the drawer's close button so Escape and Tab work inside the drawer right away.
 */
export function useMobileDrawer(open: boolean) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);
  return closeButton;
}
