// The dev parameters page (issue 20 item 4): switching a global parameter or feature flag of a running
// API outside production, beside the dev outbox (mail/devOutboxPage.ts, same switch), so a developer or
// an end-to-end test closes prime registration (and opens it again) without a database client: PGlite
// serves one connection, the API's.
//   GET  /dev/parameters   every parameter, each with a form that sets its value
//   POST /dev/parameters   name, entry, value: sets one existing parameter, then back to the list (303)
// A post from another site is refused (Origin); every value shown is escaped.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { globalParameters } from '../db/schema';
import { page, readForm, redirect, refusedAsButtonPress, send } from '../payments/sandboxPage';
import { escapeHtml } from '../shop/escapeHtml';

export const DEV_PARAMETERS_PATH = '/dev/parameters';

async function listPage(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(globalParameters)
    .orderBy(asc(globalParameters.name), asc(globalParameters.entry));
  const forms = rows.map((row) => {
    const label = `${row.name} / ${row.entry}`;
    return [
      `<form method="post" action="${DEV_PARAMETERS_PATH}" aria-label="${escapeHtml(label)}">`,
      `<input type="hidden" name="name" value="${escapeHtml(row.name)}">`,
      `<input type="hidden" name="entry" value="${escapeHtml(row.entry)}">`,
      `<label>${escapeHtml(label)} <input name="value" value="${escapeHtml(row.value ?? '')}"></label>`,
      '<button type="submit">Set</button>',
      '</form>',
    ].join('');
  });
  return page('Parameters', `<h1>Parameters</h1>${forms.join('\n')}`);
}

export async function serveDevParameters(req: IncomingMessage, res: ServerResponse, db: Db): Promise<void> {
  if (req.method === 'GET' || req.method === 'HEAD') {
    send(res, 200, await listPage(db));
    return;
  }
  const notFound = page('Unknown parameter', '<h1>Unknown parameter</h1>');
  if (refusedAsButtonPress(req, res, notFound)) return;
  const form = await readForm(req);
  const name = form?.get('name') ?? '';
  const entry = form?.get('entry') ?? '';
  const [updated] = await db
    .update(globalParameters)
    .set({ value: form?.get('value') ?? '' })
    .where(and(eq(globalParameters.name, name), eq(globalParameters.entry, entry)))
    .returning({ name: globalParameters.name });
  if (!updated) {
    send(res, 404, notFound);
    return;
  }
  redirect(res, DEV_PARAMETERS_PATH);
}
