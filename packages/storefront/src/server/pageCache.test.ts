// Kept anonymous pages held ready to send (issue 22 item 2, decision 0026; spec storefront §7 "kept as
// cached results", §9 data refreshed after ten minutes): each answer carries a nonce of its own in every
// place of the one the page was rendered with; a process answers a page it holds ready without reading
// the shared cache again, and holds nothing longer than the shared entry lives.
import { DATA_REFRESH_AFTER_MS } from '@ranzen/sdk-core/rules';
import { describe, expect, it } from 'vitest';
import { createKeptPages, documentWithNonce, type KeptPage, preparePage } from './pageCache';
import type { SharedCache } from './sharedCache';

const RENDERED_NONCE = 'rendered-nonce';

const page = (keptAt = Date.now()): KeptPage => ({
  status: 200,
  document: `<head><script nonce="${RENDERED_NONCE}"></script></head><body>Füller<script nonce="${RENDERED_NONCE}">0</script></body>`,
  nonce: RENDERED_NONCE,
  etag: '"page-1"',
  keptAt,
});

/** A shared cache in memory that counts its reads. */
function countingCache(): SharedCache & { reads: number } {
  const entries = new Map<string, string>();
  return {
    reads: 0,
    async get(key) {
      this.reads += 1;
      return entries.get(key);
    },
    async set(key, value) {
      entries.set(key, value);
    },
    async close() {},
  };
}

describe('kept pages (decision 0026)', () => {
  it('puts the fresh nonce in every place of the rendered one', () => {
    const sent = documentWithNonce(preparePage(page()), 'fresh').toString('utf8');
    expect(sent).toBe(page().document.replaceAll(RENDERED_NONCE, 'fresh'));
    expect(sent).not.toContain(RENDERED_NONCE);
  });

  it('answers a page it holds ready without reading the shared cache, another process from it', async () => {
    const cache = countingCache();
    const kept = page();
    const renderingProcess = createKeptPages(cache);
    renderingProcess.keep('page-key', kept, preparePage(kept));
    expect(await renderingProcess.get('page-key')).toEqual(preparePage(kept));
    expect(cache.reads).toBe(0);

    const otherProcess = createKeptPages(cache);
    expect(await otherProcess.get('page-key')).toEqual(preparePage(kept));
    expect(await otherProcess.get('page-key')).toEqual(preparePage(kept));
    expect(cache.reads).toBe(1);
    expect(await otherProcess.get('other-key')).toBeNull();
  });

  it('holds no page ready longer than its shared entry lives (ten minutes after it was rendered)', async () => {
    const cache = countingCache();
    const old = page(Date.now() - DATA_REFRESH_AFTER_MS - 1);
    const pages = createKeptPages(cache);
    pages.keep('old-key', old, preparePage(old));
    await pages.get('old-key');
    await pages.get('old-key');
    expect(cache.reads).toBe(2);
  });
});
