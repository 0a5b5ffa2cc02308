// The competition sign-up through the real API (shopping §7 "competition subscribe"; storefront §2.10
// prize draw; issue 20 item 2): the prize-draw cell names its competition with the closing date, one
// entry per e-mail and competition (a repeat answers like the first), the closing date enforced by the
// server, the terms, the honeypot and the rate limit per visitor.
import { randomUUID } from 'node:crypto';
import { COMPETITION_CLOSED_MESSAGE, COMPETITION_TERMS_MESSAGE } from '@ranzen/sdk-core/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { competitionEntries, competitions } from '../db/schema';
import { RATE_LIMITS } from '../limits/rateLimitTable';
import { gql, query, startTestApi, type TestApi, testVisitorIds } from '../testing/testApi';

const OPEN = 'SCHULSTART-2026';
const CLOSED = 'MALWETTBEWERB-2025';
let harness: TestApi;

beforeAll(async () => {
  // Rate limits on: every test below sends from its own address and visitor.
  harness = await startTestApi({ seedProducts: 0, limits: { rateLimits: {} } });
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

interface EntryResult {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: { field: string; message: string }[];
}

const ENTER = `mutation($input: CompetitionEntryInput!) {
  enterCompetition(input: $input) { successful errorMessage fieldErrors { field message } } }`;

/** A visitor of its own (address and user id), so the rate limit of one test leaves the others alone. */
function visitor() {
  return { clientAddress: nextClientAddress(), userId: testVisitorIds.signUser(randomUUID()) };
}

const entry = (email: string, fields: Record<string, unknown> = {}) => ({
  competitionCode: OPEN,
  email,
  firstName: 'Paula',
  lastName: 'Eltern',
  termsAccepted: true,
  ...fields,
});

async function enter(input: Record<string, unknown>, caller = visitor(), store = 'de') {
  return (await query<{ enterCompetition: EntryResult }>(harness, ENTER, { input }, { ...caller, store }))
    .enterCompetition;
}

const entriesOf = (email: string) =>
  harness.api.db
    .select()
    .from(competitionEntries)
    .where(sql`lower(${competitionEntries.email}) = lower(${email})`);

const ENTERED: EntryResult = { successful: true, errorMessage: null, fieldErrors: [] };

describe('prize-draw cells name their competition (storefront §2.10)', () => {
  it('answers the open and the closed competition with their closing dates', async () => {
    const cellsOf = async (url: string) =>
      (
        await query<{
          pageDetails: {
            rows: { cells: { elementType: string; html: string | null; competition: unknown }[] }[];
          };
        }>(
          harness,
          'query($url: String!) { pageDetails(url: $url) { rows { cells { elementType html competition { code name closesAt open } } } } }',
          { url },
          { store: 'de' },
        )
      ).pageDetails.rows.flatMap((row) => row.cells);
    const [open] = await cellsOf('/gewinnspiele/schulstart/');
    expect(open).toMatchObject({
      elementType: 'prize-draw',
      competition: { code: OPEN, name: 'Schulstart-Gewinnspiel 2026', open: true },
    });
    // The terms below the draw are served (sanitised).
    expect(open?.html).toContain('Teilnahmebedingungen');
    const [closed] = await cellsOf('/gewinnspiele/malwettbewerb/');
    expect(closed?.competition).toMatchObject({ code: CLOSED, open: false });
  });
});

describe('enterCompetition (shopping §7 "competition subscribe")', () => {
  it('writes one entry per e-mail; a repeat answers exactly like the first and writes nothing', async () => {
    const email = 'paula.gewinnt@ranzen.test';
    expect(await enter(entry(email))).toEqual(ENTERED);
    expect(await enter(entry(email.toUpperCase(), { firstName: 'Paul' }))).toEqual(ENTERED);
    const rows = await entriesOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ competitionCode: OPEN, storeId: 'de', firstName: 'Paula' });
    expect(rows[0]?.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('refuses a closed competition, an unknown one and one of another store family, writing nothing', async () => {
    const email = 'zu.spaet@ranzen.test';
    const closed = { successful: false, errorMessage: COMPETITION_CLOSED_MESSAGE, fieldErrors: [] };
    expect(await enter(entry(email, { competitionCode: CLOSED }))).toEqual(closed);
    expect(await enter(entry(email, { competitionCode: 'NO-SUCH-DRAW' }))).toEqual(closed);
    // The open draw runs in the consumer shops only.
    expect(await enter(entry(email), visitor(), 'b2b-de')).toEqual(closed);
    expect(await entriesOf(email)).toHaveLength(0);
  });

  it('enforces the closing date on the server: a draw that closes meanwhile takes no more entries', async () => {
    await harness.api.db.insert(competitions).values({
      code: 'KURZ',
      family: 'all',
      name: 'Kurzes Gewinnspiel',
      closesAt: new Date(Date.now() + 60 * 60 * 1000),
    });
    expect(await enter(entry('frueh@ranzen.test', { competitionCode: 'KURZ' }))).toEqual(ENTERED);
    await harness.api.db
      .update(competitions)
      .set({ closesAt: sql`now() - interval '1 second'` })
      .where(eq(competitions.code, 'KURZ'));
    expect((await enter(entry('spaet@ranzen.test', { competitionCode: 'KURZ' }))).errorMessage).toBe(
      COMPETITION_CLOSED_MESSAGE,
    );
    expect(await entriesOf('spaet@ranzen.test')).toHaveLength(0);
  });

  it('refuses unaccepted terms and a bad e-mail on their fields with the spec keys', async () => {
    const answer = await enter(entry('kein-at.example', { termsAccepted: false, lastName: '' }));
    expect(answer.successful).toBe(false);
    expect(answer.fieldErrors).toEqual([
      { field: 'email', message: 'vue.form.error.email.incorrect' },
      { field: 'lastName', message: 'vue.form.error.requiredField' },
      { field: 'termsAccepted', message: COMPETITION_TERMS_MESSAGE },
    ]);
    expect(await entriesOf('kein-at.example')).toHaveLength(0);
  });

  it('answers a filled honeypot (houseNr) like success and writes nothing', async () => {
    const email = 'gewinn.bot@ranzen.test';
    expect(await enter(entry(email, { houseNr: '7' }))).toEqual(ENTERED);
    expect(await entriesOf(email)).toHaveLength(0);
  });

  it('answers 429 after the visitor used the budget, also for repeated entries', async () => {
    const { points } = RATE_LIMITS.competitionEntries.perVisitor;
    const caller = visitor();
    for (let index = 0; index < points; index += 1) {
      expect(await enter(entry('immer.wieder@ranzen.test'), caller)).toEqual(ENTERED);
    }
    const over = await gql(harness, ENTER, { input: entry('immer.wieder@ranzen.test') }, caller);
    expect(over.status).toBe(429);
    expect(over.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
