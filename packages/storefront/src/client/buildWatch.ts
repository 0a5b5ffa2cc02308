// Build-change detection (spec storefront §4 "A build manifest poll detects new builds", §8 "Failure to
// fetch the manifest or a payload is only logged"): an open page asks the server which build it runs,
// hourly and whenever the page becomes visible again. Once the answer differs from the page's own
// build, the next navigation loads as a document, so the visitor gets the new code (and its chunks,
// which the old page could no longer load) without losing anything they were doing.
import { BUILD_POLL_INTERVAL_MS, LATEST_BUILD_PATH, shopFetch } from '@ranzen/sdk-core';

export interface BuildWatch {
  /** A newer build is deployed: navigate by document load. */
  readonly changed: () => boolean;
  /** Asks the server once (also what the poll does). */
  readonly check: () => Promise<void>;
  readonly stop: () => void;
}

export interface BuildWatchOptions {
  /** The build the page was rendered by (the server's state). */
  readonly buildId: string;
  readonly target: Window;
  /** Reads the running build's manifest (tests); GET LATEST_BUILD_PATH by default. */
  readonly fetchLatest?: () => Promise<Response>;
}

function latestBuild(): Promise<Response> {
  return shopFetch(LATEST_BUILD_PATH, {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
}

function buildIdIn(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { id } = body as { id?: unknown };
  return typeof id === 'string' ? id : null;
}

/**
 * Starts polling the build manifest; `changed()` turns true for good once another build answers.
 *
 * @example
 * ```ts
 * const watch = watchBuild({ buildId: state.buildId, target: window });
 * if (watch.changed()) window.location.assign(nextUrl);
 * ```
 */
export function watchBuild({ buildId, target, fetchLatest = latestBuild }: BuildWatchOptions): BuildWatch {
  let changed = false;
  const check = async () => {
    if (changed) return;
    try {
      const response = await fetchLatest();
      if (!response.ok) throw new Error(`build manifest: HTTP ${response.status}`);
      const latest = buildIdIn(await response.json());
      if (latest !== null && latest !== buildId) changed = true;
    } catch (error) {
      console.warn('[storefront] build manifest not read', error);
    }
  };
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') void check();
  };
  const timer = target.setInterval(() => void check(), BUILD_POLL_INTERVAL_MS);
  target.document.addEventListener('visibilitychange', onVisibility);
  return {
    changed: () => changed,
    check,
    stop: () => {
      target.clearInterval(timer);
      target.document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
