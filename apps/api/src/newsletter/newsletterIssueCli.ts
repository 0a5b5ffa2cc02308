// `pnpm --filter @ranzen/api newsletter:send <store> <subject> <text file> <html file>`: writes one
// newsletter to the outbox for every confirmed subscriber of the store (newsletterIssue.ts), each with its
// own unsubscribe link and List-Unsubscribe headers; the API's mail sender delivers them. Run it with the
// API's environment (RANZEN_DATA_DIR or DATABASE_URL, RANZEN_PUBLIC_ORIGINS) while no PGlite API holds the
// data folder. The HTML file is the editors' body and is sent as it is.
import { readFile } from 'node:fs/promises';
import { PUBLIC_ORIGINS_ENV, publicOriginsFromEnv, STORE_IDS, storeById } from '@ranzen/sdk-core/store';
import { openDatabase } from '../db/client';
import { DEFAULT_DATA_DIR } from '../server';
import { queueNewsletterIssue } from './newsletterIssue';

const [storeId, subject, textFile, htmlFile] = process.argv.slice(2);
const store = storeId ? storeById(storeId) : undefined;
if (!store || !subject || !textFile || !htmlFile) {
  console.error(
    `usage: pnpm --filter @ranzen/api newsletter:send <${STORE_IDS.join('|')}> <subject> <text file> <html file>`,
  );
  process.exit(1);
}
const origin = publicOriginsFromEnv(process.env[PUBLIC_ORIGINS_ENV])[store.id] ?? store.hosts.localOrigin;
const issue = { subject, text: await readFile(textFile, 'utf8'), html: await readFile(htmlFile, 'utf8') };
const database = await openDatabase({
  dataDir: process.env.RANZEN_DATA_DIR || DEFAULT_DATA_DIR,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
try {
  const written = await queueNewsletterIssue(database.db, store, origin, issue);
  console.log(`${written} newsletter mails written to the outbox of ${store.id}`);
} finally {
  await database.close();
}
