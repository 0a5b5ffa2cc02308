// How a page copes with a deploy, a lost chunk or a page being left (spec storefront §2.4 "A chunk-load
// error causes a page reload", §4 "Errors are silenced 1 s after the page is hidden", "A build manifest
// poll detects new builds", §9 "Page reload guard 10 seconds", "Async loading state delay 200 ms").

/** A page reloads itself at most once in this time, so a chunk that stays missing cannot loop. */
export const PAGE_RELOAD_GUARD_MS = 10_000;

/** Errors that happen later than this after the page was hidden are not reported or shown. */
export const ERROR_SILENCE_AFTER_HIDDEN_MS = 1000;

/** A loading state is shown only when the wait lasts longer than this (no flicker for fast answers). */
export const ASYNC_LOADING_DELAY_MS = 200;

/**
 * How often an open page asks whether a new build was deployed (and whenever it becomes visible again).
 * The interval is not given; ours: hourly, cheap enough for a page left open all day.
 */
export const BUILD_POLL_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Whether a reload may happen now, given when the page last reloaded itself (null: never).
 *
 * @example
 * ```ts
 * reloadAllowed(null, 1_000_000); // true
 * reloadAllowed(1_000_000, 1_009_999); // false
 * ```
 */
export function reloadAllowed(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock set back makes the last reload lie in the future: treat it as recent.
  return now - lastReloadAt >= PAGE_RELOAD_GUARD_MS;
}

/**
 * Whether an error at `now` is silenced, given when the page was hidden (null: it is visible).
 *
 * @example
 * ```ts
 * errorSilenced(null, 5000); // false
 * errorSilenced(5000, 6000); // true
 * ```
 */
export function errorSilenced(hiddenAt: number | null, now: number): boolean {
  return hiddenAt !== null && now - hiddenAt >= ERROR_SILENCE_AFTER_HIDDEN_MS;
}

/**
 * The messages browsers and bundlers give a lazily loaded script that could not be fetched: Chromium,
 * Firefox, Safari, Vite's preload helper (CSS too) and webpack-style chunk errors.
 */
const CHUNK_LOAD_PATTERNS: readonly RegExp[] = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (?:CSS )?chunk [\w-]+ failed/i,
];

/**
 * True for the error of a lazily loaded chunk that could not be fetched (a deploy removed it, or offline).
 *
 * @example
 * ```ts
 * isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/ProductPage-1a2b.js')); // true
 * isChunkLoadError(new Error('boom')); // false
 * ```
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_PATTERNS.some((pattern) => pattern.test(error.message));
}
