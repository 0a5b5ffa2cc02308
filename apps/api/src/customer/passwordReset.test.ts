// Forgotten passwords through GraphQL (spec shopping §3 "Password-forgotten data", §4 "Forgot password",
// §5 "New-password token", §7 forgot password, token validity, change forgotten password; issue 15 items 2,
// 3, 7: a single-use token that expires, sent as a real mail; the same answer for known and unknown
// accounts; after a reset 0 of the old sessions work).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { routePath } from '@ranzen/sdk-core/routes';
import { STORES } from '@ranzen/sdk-core/store';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress } from '../cart/cartTestClient';
import { customers, mailOutbox, passwordResetTokens } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/accounts';
import { gql, type RequestOptions, startTestApi, type TestApi } from '../testing/testApi';
import {
  AUTH_FIELDS,
  type AuthResult,
  info,
  LOGIN,
  mutate,
  newConsumer,
  register,
} from './accountTestClient';
import { FORGOT_PASSWORD_ANSWER_MS, PASSWORD_RESET_VALID_HOURS } from './passwordReset';

let harness: TestApi;

beforeAll(async () => {
  // Rate limits on (the default table), each scenario from addresses of its own.
  harness = await startTestApi({ seedProducts: 60, limits: { rateLimits: {} } });
});

afterAll(async () => {
  await harness?.stop();
});

const FORGOT = `mutation($input: ForgotPasswordInput!) {
  forgotPassword(input: $input) { successfull emailToken passwordOpsError triesCount fieldErrors { field message form } } }`;
const VALIDITY = `query($token: String!) { tokenValidity(token: $token) }`;
const CHANGE_FORGOTTEN = `mutation($token: String!, $password: String!) {
  changeForgottenPassword(token: $token, password: $password) { ${AUTH_FIELDS} } }`;

interface ForgotInput {
  email: string;
  honeypot?: string;
  triesCount?: number;
}

const forgot = (input: ForgotInput, options: RequestOptions = {}) =>
  gql<{ forgotPassword: unknown }>(
    harness,
    FORGOT,
    { input },
    { clientAddress: nextClientAddress(), ...options },
  );

async function validity(token: string): Promise<boolean> {
  const response = await gql<{ tokenValidity: boolean }>(
    harness,
    VALIDITY,
    { token },
    { clientAddress: nextClientAddress() },
  );
  expect(response.errors ?? []).toEqual([]);
  return response.data.tokenValidity;
}

const changeForgotten = (token: string, password: string): Promise<AuthResult> =>
  mutate(harness, CHANGE_FORGOTTEN, { token, password }, { clientAddress: nextClientAddress() });

async function logsIn(email: string, password: string, store?: string): Promise<boolean> {
  const result = await mutate(
    harness,
    LOGIN,
    { email, password },
    { store, clientAddress: nextClientAddress() },
  );
  return result.successfull;
}

/** The reset mails sent to `to`, oldest first. */
function mailsTo(to: string) {
  return harness.api.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
}

/** The link of the reset mail, as a person would click it. */
function linkIn(text: string): URL {
  const found = /https?:\/\/\S+/.exec(text);
  if (!found) throw new Error(`no link in ${text}`);
  return new URL(found[0]);
}

const SUCCESS = {
  successfull: true,
  emailToken: null,
  passwordOpsError: null,
  triesCount: 1,
  fieldErrors: [],
};

describe('forgot password → mail → new password (shopping §4 "Forgot password", §7)', () => {
  it('mails a single-use link to the store host; it sets the password and ends every old session', async () => {
    const input = newConsumer();
    const sessions = [(await register(harness, input)).token?.token ?? ''];
    const loggedIn = await mutate(
      harness,
      LOGIN,
      { email: input.email, password: input.password },
      { clientAddress: nextClientAddress() },
    );
    sessions.push(loggedIn.token?.token ?? '');

    const answer = await forgot({ email: input.email.toUpperCase() });
    expect(answer).toEqual({ status: 200, data: { forgotPassword: SUCCESS } });
    const [mail, ...more] = await mailsTo(input.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      storeId: 'de',
      kind: 'password-reset',
      subject: 'Ihr neues Passwort bei Ranzen',
    });
    expect(mail?.text).toContain('Hallo Erika Muster,');
    expect(mail?.text).toContain(`${PASSWORD_RESET_VALID_HOURS} Stunden`);
    const link = linkIn(mail?.text ?? '');
    expect(link.origin).toBe(STORES.de.hosts.localOrigin);
    expect(link.pathname).toBe(routePath('newPassword'));
    const token = link.searchParams.get('token') ?? '';
    // Only the token's hash is stored.
    const [row] = await harness.api.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    expect(row?.usedAt).toBeNull();
    expect(
      await harness.api.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, token)),
    ).toEqual([]);

    expect(await validity(token)).toBe(true);
    const changed = await changeForgotten(token, 'ganz-neu-456');
    // Not logged in by the reset (docs/not-shown.md): the page sends to the login.
    expect(changed).toMatchObject({ successfull: true, errorMessage: null, token: null });
    expect(await logsIn(input.email, 'ganz-neu-456')).toBe(true);
    expect(await logsIn(input.email, input.password)).toBe(false);
    for (const old of sessions) {
      const response = await info(harness, { customerToken: old });
      expect(response.data.customerInfo.visitorLoginState).toBe('LOGGED_OUT');
      expect(response.errors?.map((error) => error.extensions?.code)).toEqual(['revoked_token']);
    }

    // Single use: the link works once.
    expect(await validity(token)).toBe(false);
    const again = await changeForgotten(token, 'noch-einmal-789');
    expect(again).toMatchObject({ successfull: false, errorMessage: 'vue.resetPassword.tokenInvalid' });
    expect(await logsIn(input.email, 'noch-einmal-789')).toBe(false);
    expect(await logsIn(input.email, 'ganz-neu-456')).toBe(true);
  });

  it('in the B2B store takes the customer number and mails in the store language to its host', async () => {
    const b2b = DEMO_ACCOUNTS[1];
    const before = (await mailsTo(b2b.email)).length;
    const answer = await forgot({ email: b2b.customerNumber, triesCount: 2 }, { store: 'b2b-en' });
    expect(answer.data.forgotPassword).toEqual({ ...SUCCESS, triesCount: 2 });
    const mails = await mailsTo(b2b.email);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1);
    expect(mail).toMatchObject({ storeId: 'b2b-en', subject: 'Your new password at Ranzen' });
    expect(linkIn(mail?.text ?? '').origin).toBe(STORES['b2b-en'].hosts.localOrigin);
    // The demo password still works: asking for a link changes nothing.
    expect(await logsIn(b2b.customerNumber, DEMO_PASSWORD, 'b2b-en')).toBe(true);
  });

  it('a link sent twice at once works once (the check consumes it)', async () => {
    const input = newConsumer();
    await register(harness, input);
    await forgot({ email: input.email });
    const [mail] = await mailsTo(input.email);
    const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? '';
    const passwords = ['erstes-111', 'zweites-222', 'drittes-333'];
    const results = await Promise.all(passwords.map((password) => changeForgotten(token, password)));
    expect(results.filter((result) => result.successfull)).toHaveLength(1);
    const winner = passwords[results.findIndex((result) => result.successfull)] ?? '';
    for (const password of passwords) expect(await logsIn(input.email, password)).toBe(password === winner);
  });

  it('refuses an expired link and changes nothing', async () => {
    const input = newConsumer();
    await register(harness, input);
    await forgot({ email: input.email });
    const [mail] = await mailsTo(input.email);
    const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? '';
    expect(await validity(token)).toBe(true);
    // The link's hours have passed.
    const [customer] = await harness.api.db.select().from(customers).where(eq(customers.email, input.email));
    await harness.api.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.customerId, customer?.id ?? ''));
    expect(await validity(token)).toBe(false);
    const refused = await changeForgotten(token, 'zu-spaet-123');
    expect(refused).toMatchObject({
      successfull: false,
      errorMessage: 'vue.resetPassword.tokenInvalid',
      generalErrorMessage: 'vue.resetPassword.tokenInvalid',
      token: null,
    });
    expect(await logsIn(input.email, input.password)).toBe(true);
    expect(await logsIn(input.email, 'zu-spaet-123')).toBe(false);
  });

  it('answers a malformed or unknown token with false and the invalid-token key, never an error', async () => {
    const unknown = randomBytes(32).toString('base64url');
    for (const token of ['', ' ', 'abc', `${unknown}!`, `${'x'.repeat(2000)}`, unknown]) {
      expect(await validity(token)).toBe(false);
      expect(await changeForgotten(token, 'egal-123')).toMatchObject({
        successfull: false,
        errorMessage: 'vue.resetPassword.tokenInvalid',
      });
    }
  });

  it('checks the new password with the shared rules and keeps the link usable', async () => {
    const input = newConsumer();
    await register(harness, input);
    await forgot({ email: input.email });
    const [mail] = await mailsTo(input.email);
    const token = linkIn(mail?.text ?? '').searchParams.get('token') ?? '';
    const tooShort = await changeForgotten(token, 'ab');
    expect(tooShort).toMatchObject({
      successfull: false,
      generalErrorMessage: 'vue.form.error.general',
      fieldErrors: [
        { field: 'password', message: 'vue.form.error.password.invalidLength', form: 'newPassword' },
      ],
    });
    expect(await validity(token)).toBe(true);
  });
});

describe('no account enumeration on forgot password (issue 15 item 7; DESIGN §7)', () => {
  it('answers known and unknown accounts with the same status, body and timing; only the known gets a mail', async () => {
    const input = newConsumer();
    await register(harness, input);
    const unknownEmail = `nobody.${randomUUID()}@ranzen.test`;
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await forgot({ email, triesCount: 1 });
      return { response, ms: performance.now() - started };
    };
    const known = await timed(input.email);
    const unknown = await timed(unknownEmail);
    expect(unknown.response).toEqual(known.response);
    expect(known.response).toEqual({ status: 200, data: { forgotPassword: SUCCESS } });
    // Both wait out the same floor, which is longer than writing token and mail takes.
    expect(known.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS);
    expect(unknown.ms).toBeGreaterThanOrEqual(FORGOT_PASSWORD_ANSWER_MS);
    expect(await mailsTo(input.email)).toHaveLength(1);
    expect(await mailsTo(unknownEmail)).toEqual([]);
  });

  it('answers a filled honeypot like success and sends nothing', async () => {
    const input = newConsumer();
    await register(harness, input);
    const answer = await forgot({ email: input.email, honeypot: 'https://spam.example', triesCount: 4 });
    expect(answer).toEqual({ status: 200, data: { forgotPassword: { ...SUCCESS, triesCount: 4 } } });
    expect(await mailsTo(input.email)).toEqual([]);
    const [customer] = await harness.api.db.select().from(customers).where(eq(customers.email, input.email));
    expect(
      await harness.api.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.customerId, customer?.id ?? '')),
    ).toEqual([]);
  });

  it('names an invalid e-mail with the shared rule and sends nothing', async () => {
    const answer = await forgot({ email: 'kein-at-zeichen' });
    expect(answer.data.forgotPassword).toEqual({
      successfull: false,
      emailToken: null,
      passwordOpsError: 'vue.form.error.email.incorrect',
      triesCount: 1,
      fieldErrors: [{ field: 'email', message: 'vue.form.error.email.incorrect', form: 'forgotPassword' }],
    });
  });
});

describe('rate limits on forgot password (docs/rate-limits.md)', () => {
  it('limits requests per account from any address, known or unknown alike', async () => {
    const input = newConsumer();
    await register(harness, input);
    const unknownEmail = `nobody.${randomUUID()}@ranzen.test`;
    for (const email of [input.email, unknownEmail]) {
      const statuses: number[] = [];
      for (let request = 0; request < 4; request += 1) statuses.push((await forgot({ email })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    expect(await mailsTo(input.email)).toHaveLength(3);
  });

  it('limits requests per client address, whichever accounts they name', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      const email = `nobody.${randomUUID()}@ranzen.test`;
      statuses.push((await forgot({ email }, { clientAddress: address })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});
