// The catalogue version the storefront keys its shared caches by (decision 0026): a request always gets a
// version read that started after it came, so a write committed before it shows; requests arriving
// while a read runs share the next one; a refused token is renewed once (spec shopping §7).
import { CATALOGUE_VERSION_PATH } from '@ranzen/sdk-core/rules';
import { describe, expect, it } from 'vitest';
import type { ApiTokenSource } from './apiToken';
import { createCatalogueVersionSource } from './catalogueVersion';

/** An API whose version reads the test answers one by one, in the order they were asked. */
function controlledApi() {
  const pending: Array<(response: Response) => void> = [];
  const fetchVersion: typeof fetch = (input) => {
    expect(String(input)).toBe(`http://api${CATALOGUE_VERSION_PATH}`);
    return new Promise<Response>((resolve) => pending.push(resolve));
  };
  const answerNext = async (answer: Response) => {
    await new Promise((resolve) => setImmediate(resolve));
    const resolve = pending.shift();
    if (!resolve) throw new Error('no version read is waiting');
    resolve(answer);
  };
  return { fetchVersion, pending, answerNext };
}

const version = (value: string) => Response.json({ version: value });

function tokens(): ApiTokenSource & { invalidated: number } {
  return {
    invalidated: 0,
    getToken: async () => 'token',
    invalidate() {
      this.invalidated += 1;
    },
  };
}

describe('catalogue version source (decision 0026)', () => {
  it('answers requests that came during a read with the read after it', async () => {
    const api = controlledApi();
    const source = createCatalogueVersionSource({
      apiUrl: 'http://api',
      tokens: tokens(),
      fetch: api.fetchVersion,
    });
    const first = source.current();
    const [second, third] = [source.current(), source.current()];
    await api.answerNext(version('1'));
    expect(await first).toBe('1');
    // The write between the two reads shows to the requests that came while the first one ran.
    await api.answerNext(version('2'));
    expect(await Promise.all([second, third])).toEqual(['2', '2']);
    expect(api.pending).toHaveLength(0);
  });

  it('renews a refused token once, and rejects an answer without a version', async () => {
    const api = controlledApi();
    const source = tokens();
    const versions = createCatalogueVersionSource({
      apiUrl: 'http://api',
      tokens: source,
      fetch: api.fetchVersion,
    });
    const renewed = versions.current();
    await api.answerNext(new Response(null, { status: 401 }));
    await api.answerNext(version('7'));
    expect(await renewed).toBe('7');
    expect(source.invalidated).toBe(1);
    const broken = versions.current();
    await api.answerNext(Response.json({ other: true }));
    await expect(broken).rejects.toThrow('unexpected answer');
  });
});
