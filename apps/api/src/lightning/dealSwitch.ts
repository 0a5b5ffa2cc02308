// The shop's lightning deals switch (storefront §7 global parameter "lightning_deal", entry "enabled";
// docs/not-shown.md): while it is not 'true' no deal counts as running, so every query that finds running
// deals (cards and items, cart prices, reservations) finds none. A change of global_parameters raises the
// catalogue version (migration 0039), so the shared caches follow at once.
import { LIGHTNING_DEAL_SWITCH, PARAMETER_ON_VALUE } from '@ranzen/sdk-core/rules';
import { type SQL, sql } from 'drizzle-orm';
import { globalParameters } from '../db/schema';

/** A condition for queries on lightning_deals: the switch is on. */
export const dealsSwitchedOn: SQL = sql`exists (select 1 from ${globalParameters}
  where ${globalParameters.name} = ${LIGHTNING_DEAL_SWITCH.name}
    and ${globalParameters.entry} = ${LIGHTNING_DEAL_SWITCH.entry}
    and ${globalParameters.value} = ${PARAMETER_ON_VALUE})`;
