import { hydrateStorefront } from '@ranzen/storefront/client';
import { CONSUMER_STORES } from './stores';

void hydrateStorefront({ stores: CONSUMER_STORES });
