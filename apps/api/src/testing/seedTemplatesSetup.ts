// Vitest global setup of the projects whose tests start APIs (this one and the storefront's): the run's
// seed template folder (seedTemplates.ts), removed with the run's template databases at the end.
import { prepareSeedTemplates } from './seedTemplates';

export default function setup(): Promise<() => Promise<void>> {
  return prepareSeedTemplates(process.env.DATABASE_URL);
}
