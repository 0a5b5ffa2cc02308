// @vitest-environment jsdom
// Spec storefront §2.4 "A chunk-load error causes a page reload", §9 "Page reload guard 10 seconds": a
// chunk that fails once reloads the page once; if it fails again right after that reload, the page stays
// (no loop). §4 "Errors are silenced 1 s after the page is hidden".
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  installChunkErrorReload,
  installErrorWatch,
  loadAhead,
  RELOAD_GUARD_STORAGE_KEY,
  type ReloadTarget,
  reloadOnce,
  VITE_PRELOAD_ERROR_EVENT,
} from './pageRecovery';

const uninstall: (() => void)[] = [];
afterEach(() => {
  for (const undo of uninstall.splice(0)) undo();
  window.sessionStorage.clear();
});

/** A page load at `at` ms: the window's session storage survives reloads, the clock and reload are ours. */
function pageLoad(at: number) {
  const target: ReloadTarget = { storage: window.sessionStorage, reload: vi.fn(), now: () => at };
  uninstall.push(installChunkErrorReload(window, target));
  return target;
}

function failChunk(): void {
  const reason = new TypeError(
    'Failed to fetch dynamically imported module: http://shop/assets/CartPage-1a2b.js',
  );
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
}

describe('reload on a failed lazy chunk (§2.4, §9)', () => {
  it('reloads once, and not again when the chunk fails right after that reload', () => {
    const first = pageLoad(1_000_000);
    failChunk();
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBe('1000000');
    // The reloaded page fails the same way 3 s later: no second reload, so no loop.
    uninstall.pop()?.();
    const second = pageLoad(1_003_000);
    failChunk();
    failChunk();
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('reloads again once the 10 s guard has passed', () => {
    pageLoad(1_000_000);
    failChunk();
    uninstall.pop()?.();
    const later = pageLoad(1_010_000);
    failChunk();
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads on Vite's preload error and marks it handled", () => {
    const page = pageLoad(5_000_000);
    const event = new Event(VITE_PRELOAD_ERROR_EVENT, { cancelable: true });
    window.dispatchEvent(event);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
  });

  it('does not reload for a chunk loaded ahead of any navigation, and reloads again after it (§4 payload prefetch)', async () => {
    const page = pageLoad(5_000_000);
    const event = new Event(VITE_PRELOAD_ERROR_EVENT, { cancelable: true });
    await loadAhead(async () => {
      window.dispatchEvent(event);
    });
    expect(page.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);
    window.dispatchEvent(new Event(VITE_PRELOAD_ERROR_EVENT, { cancelable: true }));
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors alone', () => {
    const page = pageLoad(1_000_000);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), cancelable: true }));
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('never reloads without session storage: nothing could stop a loop', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: null, reload, now: () => 1 })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('errors after the page is hidden (§4)', () => {
  function setVisibility(state: DocumentVisibilityState): void {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('reports errors until 1 s after hiding, then silences them', () => {
    let now = 0;
    const report = vi.fn();
    uninstall.push(installErrorWatch(window, report, () => now));
    const failure = () => {
      const event = new ErrorEvent('error', { error: new Error(`at ${now}`), cancelable: true });
      window.dispatchEvent(event);
      return event;
    };
    failure();
    setVisibility('hidden');
    now = 999;
    failure();
    expect(report).toHaveBeenCalledTimes(2);
    now = 1000;
    expect(failure().defaultPrevented).toBe(true);
    expect(report).toHaveBeenCalledTimes(2);
    setVisibility('visible');
    failure();
    expect(report).toHaveBeenCalledTimes(3);
  });
});
