// Forgotten passwords (spec shopping §3 "Password-forgotten data", §4 "Forgot password", §7 "forgot
// password", "change forgotten password", "token validity"; issue 15 items 2, 3, 7).
//
// A request for a known account writes a single-use token (only its SHA-256 is stored) and, in the same
// transaction, the reset mail to the outbox, in the store's language with a link to the store's own host.
// The answer is the same for known and unknown accounts, for a filled honeypot and for a real request, and
// it is given no sooner than FORGOT_PASSWORD_ANSWER_MS after the request came in, so neither body, status
// nor timing tells whether an account exists. Using a token sets the password, consumes every open token
// of the customer and ends every session of it; it does not log in (docs/not-shown.md).
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { MessageKey } from '@ranzen/sdk-core/i18n';
import { customerNumberChecks, emailCheck, passwordLength, required } from '@ranzen/sdk-core/rules';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import { customers, passwordResetTokens } from '../db/schema';
import type { AuthResult, ForgotPasswordInput, ForgotPasswordResult } from '../generated/resolvers';
import { passwordResetMail } from '../mail/mailTemplates';
import { enqueueMail } from '../mail/outbox';
import { failed, fieldsFailed, findAccount, succeeded, validate } from './accountService';
import { hashPassword } from './passwords';

/** How long a reset link works (told to the reader in the mail). */
export const PASSWORD_RESET_VALID_HOURS = 2;
/** The earliest a forgotPassword answer leaves, known account or not: longer than writing token and mail takes. */
export const FORGOT_PASSWORD_ANSWER_MS = 250;
/** Random bytes of a reset token (256 bits); base64url makes 43 characters of them. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const RESET_TOKEN_INVALID: MessageKey = 'vue.resetPassword.tokenInvalid';
const FORGOT_PASSWORD_FORM = 'forgotPassword';
const NEW_PASSWORD_FORM = 'newPassword';

const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token's hash when it has the shape of one this module issues, else null (never looked up). */
function hashOfWellFormed(token: string): string | null {
  const trimmed = token.trim();
  return TOKEN_PATTERN.test(trimmed) ? tokenHash(trimmed) : null;
}

/** A token that is neither used nor expired. */
const openToken = (hash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );

async function answerNoSoonerThan<T>(startedAt: number, answer: T): Promise<T> {
  const left = FORGOT_PASSWORD_ANSWER_MS - (performance.now() - startedAt);
  if (left > 0) await delay(left);
  return answer;
}

export async function forgotPassword(
  ctx: ApiContext,
  input: ForgotPasswordInput,
): Promise<ForgotPasswordResult> {
  const startedAt = performance.now();
  await ctx.rateLimit.consume('passwordResetRequests');
  const triesCount = Math.max(1, input.triesCount ?? 1);
  const answer: ForgotPasswordResult = {
    successfull: true,
    emailToken: null,
    passwordOpsError: null,
    triesCount,
    fieldErrors: [],
  };
  const loginName = input.email.trim();
  const b2b = ctx.store.family === 'b2b';
  const fieldErrors = validate(
    [{ name: 'email', value: loginName, checks: b2b ? customerNumberChecks : [required, emailCheck()] }],
    FORGOT_PASSWORD_FORM,
  );
  if (fieldErrors.length > 0) {
    return { ...answer, successfull: false, passwordOpsError: fieldErrors[0]?.message ?? null, fieldErrors };
  }
  // A bot filled the field people do not see: it learns nothing, and spends no account's budget.
  if (input.honeypot?.trim()) return answerNoSoonerThan(startedAt, answer);
  await ctx.rateLimit.consumeFor(
    'passwordResetsPerAccount',
    `${ctx.store.family}:${loginName.toLowerCase()}`,
  );
  const customer = await findAccount(ctx, loginName);
  if (customer) {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    await ctx.db.transaction(async (tx) => {
      await tx.insert(passwordResetTokens).values({
        customerId: customer.id,
        tokenHash: tokenHash(token),
        expiresAt: new Date(Date.now() + PASSWORD_RESET_VALID_HOURS * 3600 * 1000),
      });
      await enqueueMail(
        tx,
        passwordResetMail({
          store: ctx.store,
          origin: ctx.storeOrigin,
          to: customer.email,
          name: `${customer.firstName} ${customer.lastName}`,
          token,
          validHours: PASSWORD_RESET_VALID_HOURS,
        }),
      );
    });
  }
  return answerNoSoonerThan(startedAt, answer);
}

/** Whether the token is open (shopping §7 "token validity"): false for a malformed one, never an error. */
export async function tokenValidity(ctx: ApiContext, token: string): Promise<boolean> {
  await ctx.rateLimit.consume('resetTokenChecks');
  const hash = hashOfWellFormed(token);
  if (!hash) return false;
  const [open] = await ctx.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(openToken(hash))
    .limit(1);
  return open !== undefined;
}

/**
 * Sets the password of the token's customer (shopping §7 "change forgotten password"). The token is
 * consumed by the same statement that checks it, so two uses at once cannot both succeed; a refused call
 * (bad token or password) changes nothing.
 */
export async function changeForgottenPassword(
  ctx: ApiContext,
  token: string,
  password: string,
): Promise<AuthResult> {
  await ctx.rateLimit.consume('resetTokenChecks');
  const hash = hashOfWellFormed(token);
  if (!hash) return failed(RESET_TOKEN_INVALID);
  const fieldErrors = validate(
    [{ name: 'password', value: password, checks: [required, passwordLength] }],
    NEW_PASSWORD_FORM,
  );
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const passwordHash = await hashPassword(password);
  const changed = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(openToken(hash))
      .returning({ customerId: passwordResetTokens.customerId });
    if (!used) return false;
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, used.customerId));
    // The customer's other reset links die with this one, and every session ends (0 old tokens work).
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.customerId, used.customerId), isNull(passwordResetTokens.usedAt)));
    await ctx.customerSessions.revokeOthers(tx, used.customerId, null);
    return true;
  });
  return changed ? succeeded() : failed(RESET_TOKEN_INVALID);
}
