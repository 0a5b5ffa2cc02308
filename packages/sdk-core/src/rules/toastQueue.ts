// Toast queue (spec storefront §4 "Other", §9 "Toast", "Toast drag dismissal", §3.15 server-toast
// cookie). A pure reducer: time is passed in with each action so the rule runs the same on the
// server, in tests and in the browser.

export const TOAST_TIMEOUT_MS = 10_000;
export const TOAST_POSITION = 'top-right';
export const MAX_TOASTS = 20;
/** A toast dragged horizontally by at least this share of its width is dismissed. */
export const TOAST_DRAG_DISMISS_RATIO = 0.6;

export const TOAST_TYPES = ['success', 'error', 'info', 'warning', 'default'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** Why a toast is paused; it runs again only when every reason is gone. */
export type ToastPauseReason = 'hover' | 'blur';
export type ToastDismissCause = 'click' | 'close' | 'drag' | 'timeout';

export interface ToastInput {
  readonly id: string;
  readonly message: string;
  readonly type?: ToastType;
  readonly timeoutMs?: number;
}

export interface Toast {
  readonly id: string;
  readonly message: string;
  readonly type: ToastType;
  /** Time left when the toast last started running (or the whole time while paused). */
  readonly remainingMs: number;
  /** When the toast last started running; null while paused. */
  readonly runningSince: number | null;
  readonly pausedBy: readonly ToastPauseReason[];
}

export interface ToastQueueState {
  /** Oldest first. */
  readonly toasts: readonly Toast[];
}

export type ToastAction =
  | { readonly type: 'TOAST.ADD'; readonly toast: ToastInput; readonly now: number }
  /** Without id: every toast (window blur); with id: that toast (hover). */
  | {
      readonly type: 'TOAST.PAUSE';
      readonly reason: ToastPauseReason;
      readonly now: number;
      readonly id?: string;
    }
  | {
      readonly type: 'TOAST.RESUME';
      readonly reason: ToastPauseReason;
      readonly now: number;
      readonly id?: string;
    }
  | {
      readonly type: 'TOAST.DISMISS';
      readonly id: string;
      readonly cause: Exclude<ToastDismissCause, 'timeout'>;
    }
  /** Removes every toast whose time is up. */
  | { readonly type: 'TOAST.TICK'; readonly now: number };

export const INITIAL_TOAST_QUEUE: ToastQueueState = { toasts: [] };

/** Time a toast has left at `now`. */
export function toastRemainingMs(toast: Toast, now: number): number {
  if (toast.runningSince === null) return toast.remainingMs;
  return Math.max(0, toast.remainingMs - (now - toast.runningSince));
}

/**
 * When the next running toast times out, for the caller's single timer; null when none runs.
 *
 * @example
 * ```ts
 * nextToastExpiry({ toasts: [] }); // null
 * ```
 */
export function nextToastExpiry(state: ToastQueueState): number | null {
  let next: number | null = null;
  for (const toast of state.toasts) {
    if (toast.runningSince === null) continue;
    const expiry = toast.runningSince + toast.remainingMs;
    if (next === null || expiry < next) next = expiry;
  }
  return next;
}

function pause(toast: Toast, reason: ToastPauseReason, now: number): Toast {
  if (toast.pausedBy.includes(reason)) return toast;
  return {
    ...toast,
    remainingMs: toastRemainingMs(toast, now),
    runningSince: null,
    pausedBy: [...toast.pausedBy, reason],
  };
}

function resume(toast: Toast, reason: ToastPauseReason, now: number): Toast {
  if (!toast.pausedBy.includes(reason)) return toast;
  const pausedBy = toast.pausedBy.filter((r) => r !== reason);
  return { ...toast, pausedBy, runningSince: pausedBy.length === 0 ? now : null };
}

/**
 * The toast queue's reducer: adds, pauses, resumes, dismisses and expires toasts (the `ToastProvider` runs it).
 *
 * @example
 * ```ts
 * const state = toastQueueReducer({ toasts: [] }, { type: 'TOAST.ADD', toast: { id: 'saved', message: 'Gespeichert' }, now: 0 });
 * state.toasts.length; // 1
 * ```
 */
export function toastQueueReducer(state: ToastQueueState, action: ToastAction): ToastQueueState {
  switch (action.type) {
    case 'TOAST.ADD': {
      // A toast whose id is already shown is not duplicated.
      if (state.toasts.some((toast) => toast.id === action.toast.id)) return state;
      const added: Toast = {
        id: action.toast.id,
        message: action.toast.message,
        type: action.toast.type ?? 'default',
        remainingMs: action.toast.timeoutMs ?? TOAST_TIMEOUT_MS,
        runningSince: action.now,
        pausedBy: [],
      };
      // At most 20: the oldest make room.
      return { toasts: [...state.toasts, added].slice(-MAX_TOASTS) };
    }
    case 'TOAST.PAUSE':
    case 'TOAST.RESUME': {
      const apply = action.type === 'TOAST.PAUSE' ? pause : resume;
      return {
        toasts: state.toasts.map((toast) =>
          action.id === undefined || toast.id === action.id ? apply(toast, action.reason, action.now) : toast,
        ),
      };
    }
    case 'TOAST.DISMISS': {
      const toasts = state.toasts.filter((toast) => toast.id !== action.id);
      return toasts.length === state.toasts.length ? state : { toasts };
    }
    case 'TOAST.TICK': {
      const toasts = state.toasts.filter((toast) => toastRemainingMs(toast, action.now) > 0);
      return toasts.length === state.toasts.length ? state : { toasts };
    }
  }
}

/**
 * A drag past 60 % of the toast's width dismisses it, in either direction.
 *
 * @example
 * ```ts
 * shouldDismissOnDrag(60, 100); // true
 * shouldDismissOnDrag(59, 100); // false
 * ```
 */
export function shouldDismissOnDrag(dx: number, width: number): boolean {
  if (!(width > 0) || !Number.isFinite(dx)) return false;
  return Math.abs(dx) >= width * TOAST_DRAG_DISMISS_RATIO;
}

/** Name of the server-toast cookie (name not shown in the spec). */
export const SERVER_TOAST_COOKIE = 'server-toasts';
/** The server-toast cookie lives 10 seconds, long enough to survive one redirect. */
export const SERVER_TOAST_COOKIE_MAX_AGE_SECONDS = 10;

export interface ServerToast {
  readonly type: ToastType;
  readonly message: string;
}

function isToastType(value: unknown): value is ToastType {
  return typeof value === 'string' && (TOAST_TYPES as readonly string[]).includes(value);
}

/**
 * Reads the server-toast cookie: a URI-encoded JSON array of `{ type, message }`. Toasts are
 * deduplicated by message (first wins), an unknown type becomes 'default', and anything malformed
 * is dropped, since the cookie is client-controlled. Each toast's id derives from its message so
 * the queue's duplicate-id rule shows it once.
 *
 * @example
 * ```ts
 * parseServerToasts(serializeServerToasts([{ type: 'default', message: 'Gespeichert' }])); // [ { id: 'server:Gespeichert', message: 'Gespeichert', type: 'default' } ]
 * ```
 */
export function parseServerToasts(cookieValue: string | null | undefined): (ToastInput & ServerToast)[] {
  if (!cookieValue) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeURIComponent(cookieValue));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const toasts: (ToastInput & ServerToast)[] = [];
  for (const entry of parsed as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { message, type } = entry as { message?: unknown; type?: unknown };
    if (typeof message !== 'string' || !message.trim() || seen.has(message)) continue;
    seen.add(message);
    toasts.push({ id: `server:${message}`, message, type: isToastType(type) ? type : 'default' });
  }
  return toasts;
}

/**
 * The cookie value the server writes; the inverse of parseServerToasts.
 *
 * @example
 * ```ts
 * serializeServerToasts([{ type: 'default', message: 'Gespeichert' }]); // '%5B%7B%22type%22%3A%22default%22%2C%22message%22%3A%22Gespeichert%22%7D%5D'
 * ```
 */
export function serializeServerToasts(toasts: readonly ServerToast[]): string {
  return encodeURIComponent(JSON.stringify(toasts.map(({ type, message }) => ({ type, message }))));
}
