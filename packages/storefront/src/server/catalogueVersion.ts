// The API's catalogue version as the storefront server keys its shared caches by it (decision 0026):
// `GET /catalogue-version` (sdk-core CATALOGUE_VERSION_PATH), which reads the one row every catalogue,
// price, stock, review and CMS write raises at commit (decision 0021). Every page request needs a version
// read that started after the request arrived, so that a write committed before it shows; concurrent
// requests share one read (sdk-core freshSharedReads): while a read runs, the requests that arrive
// meanwhile wait for the next one. Under load that is one small request to the API per round trip, not one per page.
import { CATALOGUE_VERSION_PATH, freshSharedReads } from '@ranzen/sdk-core/rules';
import type { ApiRequestDeps } from './apiRequest';

export interface CatalogueVersionSource {
  /** The version as the API tells it now: read after this call. Rejects when the API cannot tell it. */
  current(): Promise<string>;
}

function isVersionAnswer(value: unknown): value is { version: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).version === 'string'
  );
}

export function createCatalogueVersionSource(deps: ApiRequestDeps): CatalogueVersionSource {
  const doFetch = deps.fetch ?? fetch;

  async function readOnce(): Promise<string> {
    const send = async () =>
      doFetch(`${deps.apiUrl}${CATALOGUE_VERSION_PATH}`, {
        headers: { authorization: `Bearer ${await deps.tokens.getToken()}`, accept: 'application/json' },
      });
    let response = await send();
    if (response.status === 401) {
      deps.tokens.invalidate();
      response = await send();
    }
    if (!response.ok) throw new Error(`catalogue version: HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isVersionAnswer(body)) throw new Error('catalogue version: unexpected answer');
    return body.version;
  }

  return { current: freshSharedReads(readOnce) };
}
