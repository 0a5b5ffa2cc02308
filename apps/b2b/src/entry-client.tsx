import { hydrateStorefront } from '@ranzen/storefront/client';
import { B2B_STORES } from './stores';

void hydrateStorefront({ stores: B2B_STORES });
