import { hydrateStorefront } from '@ranzen/storefront/client';
import { CONSUMER_STORES } from './stores';

hydrateStorefront({ stores: CONSUMER_STORES });
