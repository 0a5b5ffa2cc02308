// Consumer storefront server: PORT (default 3000), HOST (default 127.0.0.1), RANZEN_API_URL.
import { startStorefront } from '@ranzen/storefront/server';
import { CONSUMER_STORES } from './stores';

await startStorefront({
  name: 'consumer',
  stores: CONSUMER_STORES,
  defaultPort: 3000,
  clientDir: new URL('../client/', import.meta.url),
  clientEntry: 'src/entry-client.tsx',
});
