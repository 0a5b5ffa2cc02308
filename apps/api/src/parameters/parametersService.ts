// Global parameters and feature flags by name and entry (storefront §7 "Global parameters").
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { globalParameters } from '../db/schema';
import type { GlobalParameter } from '../generated/resolvers';
import { badInput } from '../shop/validation';

const MAX_NAME_LENGTH = 100;

export async function readParameters(db: Db, name: string, entry: string | null): Promise<GlobalParameter[]> {
  if (name.length > MAX_NAME_LENGTH || (entry !== null && entry.length > MAX_NAME_LENGTH)) {
    throw badInput('Parameter name or entry too long.', 'name');
  }
  const where =
    entry === null
      ? eq(globalParameters.name, name)
      : and(eq(globalParameters.name, name), eq(globalParameters.entry, entry));
  return db
    .select({ name: globalParameters.name, entry: globalParameters.entry, value: globalParameters.value })
    .from(globalParameters)
    .where(where)
    .orderBy(asc(globalParameters.entry));
}
