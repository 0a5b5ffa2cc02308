// The industry and job-title lists of the B2B registration (shopping §3 "Industry and job-title lists";
// §7 queries "job-title and industry lists"). The entries are data (seed/customerLists.ts), with a text per
// message language; a registration's codes are checked against them.
import type { MessageLanguage } from '@ranzen/sdk-core/store';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CustomerList, customerListEntries } from '../db/schema';
import type { ListEntry } from '../generated/resolvers';

/** The list's entries in list order, with their texts in `language`. */
export function listEntries(db: Db, list: CustomerList, language: MessageLanguage): Promise<ListEntry[]> {
  return db
    .select({ entryCode: customerListEntries.entryCode, entryText: customerListEntries.entryText })
    .from(customerListEntries)
    .where(and(eq(customerListEntries.list, list), eq(customerListEntries.language, language)))
    .orderBy(asc(customerListEntries.position));
}

export async function isListEntry(db: Db, list: CustomerList, code: string): Promise<boolean> {
  const [entry] = await db
    .select({ entryCode: customerListEntries.entryCode })
    .from(customerListEntries)
    .where(and(eq(customerListEntries.list, list), eq(customerListEntries.entryCode, code)))
    .limit(1);
  return entry !== undefined;
}
