// Vitest global setup: the run's seed templates, shared with the API project when both run
// (prepareSeedTemplates of @ranzen/api/testing; docs/decisions/0013-seed-once-per-test-run.md).
import { prepareSeedTemplates } from '@ranzen/api/testing';

export default function setup(): Promise<() => Promise<void>> {
  return prepareSeedTemplates(process.env.DATABASE_URL);
}
