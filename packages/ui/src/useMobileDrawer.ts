import { useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** Focusable elements of the drawer that are shown (not inside a hidden panel). */
function focusableIn(drawer: HTMLElement): HTMLElement[] {
  return [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden]'),
  );
}

/**
 * The mobile navigation drawer (opens and closes with a scroll lock). While
 * open it locks the page's scrolling (restoring the previous value after), moves focus to the
 * drawer's close button when it opens and keeps Tab and Shift+Tab inside the drawer (a modal dialog's
 * focus trap), so Escape and Tab work inside the drawer right away and focus never slips behind it.
 */
export function useMobileDrawer(open: boolean) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    const trapFocus = (event: KeyboardEvent) => {
      const drawer = closeButton.current?.closest('nav');
      if (event.key !== 'Tab' || !(drawer instanceof HTMLElement)) return;
      const focusable = focusableIn(drawer);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      const leaving = event.shiftKey ? active === first : active === last;
      if (leaving || !drawer.contains(active)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', trapFocus);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener('keydown', trapFocus);
    };
  }, [open]);
  return closeButton;
}
