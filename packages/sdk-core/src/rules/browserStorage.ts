// The browser's session storage as the shop's rules use it: where a browser refuses it (storage disabled,
// a sandboxed frame, some private modes), reading `window.sessionStorage` throws; every caller gets null
// instead and carries on without what it would have kept (a tooltip flag, viewed products, GA4 attribution).

/**
 * A window's session storage, or null where the browser refuses it (storage disabled, a sandboxed frame).
 *
 * @example
 * ```ts
 * const shown = claimFeatureTooltip(sessionStorageOf(window), 'shared-lists');
 * ```
 */
export function sessionStorageOf(target: Pick<Window, 'sessionStorage'>): Storage | null {
  try {
    return target.sessionStorage;
  } catch {
    return null;
  }
}
