// B2B storefront server: PORT (default 3001), HOST (default 127.0.0.1), RANZEN_API_URL.
import { startStorefront } from '@ranzen/storefront/server';
import { B2B_FALLBACK_STORE_ID, B2B_STORES } from './stores';

await startStorefront({
  name: 'b2b',
  stores: B2B_STORES,
  fallbackStoreId: B2B_FALLBACK_STORE_ID,
  defaultPort: 3001,
  clientDir: new URL('../client/', import.meta.url),
  clientEntry: 'src/entry-client.tsx',
});
