import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * The project runs without isolation (vitest.config.ts `isolate: false`): the files of a worker share one
 * document. What a test leaves in it — a cookie a component wrote (a checkout state, a closed info bar),
 * the scroll lock's style attribute on <html>, stored items — must not reach the next test or file, where
 * it would change what renders depending on the order the files ran in.
 */
function resetDocument(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expires what a test's components wrote
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  document.documentElement.removeAttribute('style');
  window.sessionStorage.clear();
  window.localStorage.clear();
}

// Vitest runs without globals, so testing-library cannot register its automatic cleanup.
afterEach(() => {
  cleanup();
  resetDocument();
});
