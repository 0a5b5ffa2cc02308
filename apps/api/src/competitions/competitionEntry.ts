// The competition sign-up (shopping §7 "competition subscribe"; storefront §2.10 prize draw; issue 20
// item 2). An entry validates with sdk-core's competition rules and is written once per competition and
// e-mail: a second entry of the same address answers exactly like the first, so the form tells nobody
// who already took part. The closing date is checked against the database's clock when the entry comes
// in, so neither the browser nor a cached page decides it; a closed competition, and one of another store family or none,
// answers COMPETITION_CLOSED_MESSAGE. A filled honeypot (houseNr) gets the answer people get and nothing
// is written. Every entry is rate-limited per address and visitor (competitionEntries).
import {
  COMPETITION_CHECKS,
  COMPETITION_CLOSED_MESSAGE,
  COMPETITION_FIELDS,
  COMPETITION_TERMS_ACCEPTED,
} from '@ranzen/sdk-core/rules';
import type { StoreConfig } from '@ranzen/sdk-core/store';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import { FORM_INVALID, validate } from '../customer/accountService';
import type { Db } from '../db/client';
import { competitionEntries, competitions } from '../db/schema';
import type { Competition, CompetitionEntryInput, CompetitionEntryResult } from '../generated/resolvers';

const ENTERED: CompetitionEntryResult = { successful: true, errorMessage: null, fieldErrors: [] };
const CLOSED: CompetitionEntryResult = {
  successful: false,
  errorMessage: COMPETITION_CLOSED_MESSAGE,
  fieldErrors: [],
};

/** Competitions of the store's family and of all stores (like CMS pages). */
const ofStore = (store: StoreConfig) => inArray(competitions.family, ['all', store.family]);

/** The store's competition `code` with whether it still takes entries; null when it has none of that code. */
export async function findCompetition(db: Db, store: StoreConfig, code: string): Promise<Competition | null> {
  const [row] = await db
    .select({
      code: competitions.code,
      name: competitions.name,
      closesAt: competitions.closesAt,
      open: sql<boolean>`${competitions.closesAt} > now()`,
    })
    .from(competitions)
    .where(and(eq(competitions.code, code), ofStore(store)));
  return row ? { ...row, closesAt: row.closesAt.toISOString() } : null;
}

export async function enterCompetition(
  ctx: ApiContext,
  input: CompetitionEntryInput,
): Promise<CompetitionEntryResult> {
  await ctx.rateLimit.consume('competitionEntries');
  const values = {
    email: input.email.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    termsAccepted: input.termsAccepted ? COMPETITION_TERMS_ACCEPTED : '',
    houseNr: (input.houseNr ?? '').trim(),
  };
  const fieldErrors = validate(
    COMPETITION_FIELDS.map((name) => ({ name, value: values[name], checks: COMPETITION_CHECKS[name] })),
    'competition',
  );
  if (fieldErrors.length > 0) return { successful: false, errorMessage: FORM_INVALID, fieldErrors };
  if (values.houseNr !== '') return ENTERED;
  const competition = await findCompetition(ctx.db, ctx.store, input.competitionCode.trim());
  if (!competition?.open) return CLOSED;
  // The unique (competition, lower(e-mail)) index keeps the first entry; a repeat changes nothing.
  await ctx.db
    .insert(competitionEntries)
    .values({
      competitionCode: competition.code,
      storeId: ctx.store.id,
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
    })
    .onConflictDoNothing();
  return ENTERED;
}
