// The prime plan and the prime registration flag (issue 20 item 4; docs/not-shown.md "Prime"): written on
// every seed run and never overwritten, so an operator's closed registration or changed price stays.
import { PARAMETER_ON_VALUE, PRIME_REGISTRATION_PARAMETER } from '@ranzen/sdk-core/rules';
import type { Db } from '../db/client';
import { globalParameters, primePlans } from '../db/schema';

/** Ours: a year of prime for 29 € (docs/not-shown.md). */
export const SEED_PRIME_PLAN = {
  code: 'PRIME_YEAR',
  priceCents: 2900,
  currency: 'EUR',
  durationMonths: 12,
} as const;

export async function seedPrime(db: Db): Promise<void> {
  await db.insert(primePlans).values(SEED_PRIME_PLAN).onConflictDoNothing();
  await db
    .insert(globalParameters)
    .values({ ...PRIME_REGISTRATION_PARAMETER, value: PARAMETER_ON_VALUE })
    .onConflictDoNothing();
}
