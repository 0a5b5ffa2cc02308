// How the browser recovers from a lost script and keeps quiet about a page being left (spec storefront
// §2.4 "A chunk-load error causes a page reload", §4 "Errors are silenced 1 s after the page is hidden",
// §9 "Page reload guard 10 seconds"). The rules are sdk-core's (pageResilience.ts); this is the wiring to
// the window. The guard's time is kept in session storage, so it survives the reload it guards.
import { errorSilenced, isChunkLoadError, reloadAllowed, sessionStorageOf } from '@ranzen/sdk-core';

/** Session-storage item holding when the page last reloaded itself (ms since the epoch). */
export const RELOAD_GUARD_STORAGE_KEY = 'ranzen.reloadedAt';

/** Vite's event when a lazily imported chunk (or its CSS) could not be preloaded. */
export const VITE_PRELOAD_ERROR_EVENT = 'vite:preloadError';

export interface ReloadTarget {
  /** Session storage; null where the browser refuses it (then no reload: a loop could not be stopped). */
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly reload: () => void;
  readonly now: () => number;
}

/**
 * Reloads the page unless it reloaded itself within the guard (10 s); true when it reloads. Without
 * session storage nothing could stop a loop, so the page stays as it is.
 */
export function reloadOnce(target: ReloadTarget): boolean {
  const { storage } = target;
  if (!storage) return false;
  const now = target.now();
  const stored = storage.getItem(RELOAD_GUARD_STORAGE_KEY);
  if (!reloadAllowed(stored === null ? null : Number(stored), now)) return false;
  try {
    storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  target.reload();
  return true;
}

function reloadTargetOf(target: Window): ReloadTarget {
  return {
    storage: sessionStorageOf(target),
    reload: () => target.location.reload(),
    now: () => Date.now(),
  };
}

/** How many chunks are loading ahead of any navigation right now (linkPreloads.ts). */
let loadsAhead = 0;

/**
 * Runs `load` as a load ahead: a chunk it cannot fetch does not reload the page the visitor is reading
 * (say, halfway through a form). Nothing they asked for is missing; the navigation that needs the chunk
 * loads it again, and recovers if it fails then.
 */
export async function loadAhead<T>(load: () => Promise<T>): Promise<T> {
  loadsAhead += 1;
  try {
    return await load();
  } finally {
    loadsAhead -= 1;
  }
}

/**
 * Reloads the page (once within the guard) when a lazily loaded chunk fails anywhere: Vite's preload
 * error, or an unhandled rejection or error that is a chunk-load error. Returns the uninstaller.
 */
export function installChunkErrorReload(
  target: Window,
  reload: ReloadTarget = reloadTargetOf(target),
): () => void {
  const onPreloadError = (event: Event) => {
    // Handled here: Vite would otherwise rethrow it as an unhandled rejection. A load ahead is not
    // worth a reload (see loadAhead).
    if (loadsAhead > 0 || reloadOnce(reload)) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadOnce(reload)) event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error) && reloadOnce(reload)) event.preventDefault();
  };
  target.addEventListener(VITE_PRELOAD_ERROR_EVENT, onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener(VITE_PRELOAD_ERROR_EVENT, onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}

/** Reports an uncaught error of the page (the error-reporting hook); never throws. */
export type ErrorReporter = (error: unknown) => void;

/**
 * Watches uncaught errors and rejections: from 1 s after the page was hidden they are silenced (not
 * logged, not reported: a page being left or frozen fails requests for no fault of its own); before,
 * each goes to `report`. Returns the uninstaller.
 */
export function installErrorWatch(
  target: Window,
  report: ErrorReporter,
  now: () => number = Date.now,
): () => void {
  let hiddenAt: number | null = target.document.visibilityState === 'hidden' ? now() : null;
  const onVisibility = () => {
    hiddenAt = target.document.visibilityState === 'hidden' ? now() : null;
  };
  const handle = (event: Event, error: unknown) => {
    // Taken care of already (a chunk error that reloads the page).
    if (event.defaultPrevented) return;
    if (errorSilenced(hiddenAt, now())) {
      event.preventDefault();
      return;
    }
    report(error);
  };
  const onRejection = (event: PromiseRejectionEvent) => handle(event, event.reason);
  const onError = (event: ErrorEvent) => handle(event, event.error ?? event.message);
  target.document.addEventListener('visibilitychange', onVisibility);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility);
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
