// The industry and job-title lists of the B2B registration (shopping §3 "Industry and job-title lists":
// entryCode, entryText). They are data: each entry has a text per message language, in list order.
// Written on every start (upsert), so a changed text reaches an existing database.
import type { MessageLanguage } from '@ranzen/sdk-core/store';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type CustomerList, customerListEntries } from '../db/schema';

type Entry = readonly [code: string, texts: Readonly<Record<MessageLanguage, string>>];

export const CUSTOMER_LIST_DATA: Readonly<Record<CustomerList, readonly Entry[]>> = {
  industry: [
    ['KITA', { de: 'Kindergarten / Kita', en: 'Kindergarten / day care' }],
    ['PRIMARY', { de: 'Grundschule', en: 'Primary school' }],
    ['SECONDARY', { de: 'Weiterführende Schule', en: 'Secondary school' }],
    ['SPECIAL', { de: 'Förderschule', en: 'Special needs school' }],
    ['VOCATIONAL', { de: 'Berufsschule', en: 'Vocational school' }],
    ['UNIVERSITY', { de: 'Hochschule', en: 'University' }],
    ['AUTHORITY', { de: 'Behörde / Schulträger', en: 'Authority / school board' }],
    ['COMPANY', { de: 'Unternehmen', en: 'Company' }],
  ],
  jobTitle: [
    ['TEACHER', { de: 'Lehrkraft', en: 'Teacher' }],
    ['HEAD', { de: 'Schulleitung', en: 'Head teacher' }],
    ['EDUCATOR', { de: 'Erzieherin / Erzieher', en: 'Educator' }],
    ['KITA_HEAD', { de: 'Kita-Leitung', en: 'Day care manager' }],
    ['SECRETARY', { de: 'Sekretariat / Verwaltung', en: 'Office / administration' }],
    ['PURCHASING', { de: 'Einkauf', en: 'Purchasing' }],
    ['OTHER', { de: 'Sonstige', en: 'Other' }],
  ],
};

export async function seedCustomerLists(db: Db): Promise<void> {
  const rows = Object.entries(CUSTOMER_LIST_DATA).flatMap(([list, entries]) =>
    entries.flatMap(([entryCode, texts], position) =>
      Object.entries(texts).map(([language, entryText]) => ({
        list: list as CustomerList,
        entryCode,
        language,
        entryText,
        position,
      })),
    ),
  );
  await db
    .insert(customerListEntries)
    .values(rows)
    .onConflictDoUpdate({
      target: [customerListEntries.list, customerListEntries.entryCode, customerListEntries.language],
      set: { entryText: sql`excluded.entry_text`, position: sql`excluded.position` },
    });
}
