// Toast queue for React (spec storefront §4 "Other", §9 "Toast"; §3.15 server-toast cookie). The
// rules live in sdk-core's toastQueueReducer; this provider adds the clock (one timer for the next
// expiry), window blur/focus pausing, and shows the server's toasts once when it mounts.
import {
  INITIAL_TOAST_QUEUE,
  nextToastExpiry,
  parseServerToasts,
  SERVER_TOAST_COOKIE,
  type Toast,
  type ToastDismissCause,
  type ToastInput,
  type ToastPauseReason,
  toastQueueReducer,
} from '@ranzen/sdk-core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
} from 'react';
import { readDocumentCookie } from './documentCookie';

export interface ToastsValue {
  /** Oldest first, at most MAX_TOASTS. */
  readonly toasts: readonly Toast[];
  /** Adds a toast; one whose id is already shown is ignored. */
  readonly addToast: (toast: ToastInput) => void;
  readonly dismissToast: (id: string, cause: Exclude<ToastDismissCause, 'timeout'>) => void;
  /** Pauses one toast (hover); the window's blur pauses all (handled here). */
  readonly pauseToast: (id: string, reason: ToastPauseReason) => void;
  readonly resumeToast: (id: string, reason: ToastPauseReason) => void;
}

const ToastContext = createContext<ToastsValue | null>(null);

export interface ToastProviderProps {
  readonly children: ReactNode;
  /** Read and clear the server-toast cookie on mount (true in the storefront; off in stories). */
  readonly serverToasts?: boolean;
}

function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; a fixed expiry string
  document.cookie = `${name}=; Max-Age=0; Path=/`;
}

/**
 * The page's toasts: a queue with timeouts, paused while hovered or the window is in the background.
 * `serverToasts` also shows the toasts a storefront server left in its cookie (after a redirect).
 * Render `ToastRegion` from `@ranzen/ui` inside it to show them.
 *
 * @example
 * ```tsx
 * <ToastProvider>
 *   <Page />
 *   <ToastRegion />
 * </ToastProvider>
 * ```
 */
export function ToastProvider({ children, serverToasts = false }: ToastProviderProps) {
  const [state, dispatch] = useReducer(toastQueueReducer, INITIAL_TOAST_QUEUE);

  const addToast = useCallback((toast: ToastInput) => {
    dispatch({ type: 'TOAST.ADD', toast, now: Date.now() });
  }, []);
  const dismissToast = useCallback((id: string, cause: Exclude<ToastDismissCause, 'timeout'>) => {
    dispatch({ type: 'TOAST.DISMISS', id, cause });
  }, []);
  const pauseToast = useCallback((id: string, reason: ToastPauseReason) => {
    dispatch({ type: 'TOAST.PAUSE', id, reason, now: Date.now() });
  }, []);
  const resumeToast = useCallback((id: string, reason: ToastPauseReason) => {
    dispatch({ type: 'TOAST.RESUME', id, reason, now: Date.now() });
  }, []);

  // One timer for the toast that times out next; re-armed whenever the queue changes.
  const expiry = nextToastExpiry(state);
  useEffect(() => {
    if (expiry === null) return;
    const timer = setTimeout(() => dispatch({ type: 'TOAST.TICK', now: Date.now() }), expiry - Date.now());
    return () => clearTimeout(timer);
  }, [expiry]);

  // Spec §4: toasts pause while the window is in the background.
  useEffect(() => {
    const onBlur = () => dispatch({ type: 'TOAST.PAUSE', reason: 'blur', now: Date.now() });
    const onFocus = () => dispatch({ type: 'TOAST.RESUME', reason: 'blur', now: Date.now() });
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  // Spec §4: server toasts are shown once. The cookie is deleted after reading so a reload does not
  // repeat them; the reducer's duplicate-id rule covers a second mount in strict mode.
  useEffect(() => {
    if (!serverToasts) return;
    const value = readDocumentCookie(SERVER_TOAST_COOKIE);
    if (value === undefined) return;
    deleteCookie(SERVER_TOAST_COOKIE);
    for (const toast of parseServerToasts(value)) addToast(toast);
  }, [serverToasts, addToast]);

  const value = useMemo<ToastsValue>(
    () => ({ toasts: state.toasts, addToast, dismissToast, pauseToast, resumeToast }),
    [state.toasts, addToast, dismissToast, pauseToast, resumeToast],
  );
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
}

/**
 * The page's toasts and the functions that add and dismiss them; throws outside `<ToastProvider>`.
 *
 * @example
 * ```tsx
 * const { addToast } = useToasts();
 * addToast({ id: 'saved', message: t('vue.account.saved'), type: 'success' });
 * ```
 */
export function useToasts(): ToastsValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToasts must be used inside <ToastProvider>');
  return value;
}
