// Account operations (issue 15 items 1, 2, 7; shopping §3 "Auth result", §4 "Login", "cart merge", §5,
// §7 mutations; DESIGN §7 "Passwords"). Every answer has the spec's AuthResult shape. A login with an
// unknown account and one with a wrong password verify a hash, count against the same failure budget and
// return the same answer, so the response tells an attacker nothing about which accounts exist.
import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@ranzen/sdk-core/i18n';
import {
  EMAIL_NOT_UNIQUE_MESSAGE,
  emailCheck,
  type FormField,
  maxLengthCheck,
  NAME_CHECKS,
  NAME_MAX_LENGTH,
  PHONE_CHECKS,
  passwordLength,
  QUANTITY_MAX,
  required,
  validateFields,
} from '@ranzen/sdk-core/rules';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { cartPositions, carts, customers, users } from '../db/schema';
import type { AuthResult, FieldError, RegisterCustomerInput } from '../generated/resolvers';
import { hashPassword, verifyPassword } from './passwords';
import type { Customer } from './sessions';

export const LOGIN_FAILED: MessageKey = 'vue.login.error.failed';
export const NOT_LOGGED_IN: MessageKey = 'vue.user.error.notLoggedIn';
export const ALREADY_LOGGED_IN: MessageKey = 'vue.user.error.alreadyLoggedIn';
export const WRONG_PASSWORD: MessageKey = 'vue.form.error.password.wrong';
export const FORM_INVALID: MessageKey = 'vue.form.error.general';
const REGISTER_FORM = 'register';

const EMPTY: AuthResult = {
  successfull: false,
  errorMessage: null,
  generalErrorMessage: null,
  fieldErrors: [],
  updatedCartId: null,
  userId: null,
  firstName: null,
  lastName: null,
  cartMerged: false,
  token: null,
};

export function failed(errorMessage: MessageKey): AuthResult {
  return { ...EMPTY, errorMessage, generalErrorMessage: errorMessage };
}

function fieldsFailed(fieldErrors: FieldError[]): AuthResult {
  return { ...EMPTY, generalErrorMessage: FORM_INVALID, fieldErrors };
}

/** Each invalid field's first failing message (sdk-core's form runner), as server field errors of `form`. */
function validate(fields: readonly FormField[], form: string): FieldError[] {
  return Object.entries(validateFields(fields)).flatMap(([field, message]) =>
    message ? [{ field, message, form }] : [],
  );
}

/** E-mails compare case-insensitively (customers_email_lower_idx). */
const sameEmail = (email: string) => sql`lower(${customers.email}) = lower(${email.trim()})`;

/** The account a login name points to: the customer number in the B2B store, the e-mail elsewhere. */
async function findAccount(ctx: ApiContext, loginName: string): Promise<Customer | null> {
  const [customer] =
    ctx.store.family === 'b2b'
      ? await ctx.db
          .select()
          .from(customers)
          .where(and(eq(customers.kind, 'b2b'), eq(customers.customerNumber, loginName)))
      : await ctx.db
          .select()
          .from(customers)
          .where(and(eq(customers.kind, 'consumer'), sameEmail(loginName)));
  return customer ?? null;
}

async function latestCartOf(db: Db, userId: string): Promise<string | null> {
  const [cart] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.userId, userId))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart?.id ?? null;
}

interface CartAfterLogin {
  readonly cartUuid: string;
  readonly merged: boolean;
}

/**
 * The cart the customer continues with (shopping §4 "carts are merged on login"): with mergeCart, an
 * anonymous visitor's cart joins the customer's: moved as a whole when the customer has none, else its
 * positions are added (quantities summed up to the maximum, at the normal price) and it is emptied.
 */
async function cartAfterLogin(
  tx: Db,
  visitorUserId: string | null,
  customerUserId: string,
  mergeCart: boolean,
): Promise<CartAfterLogin> {
  const customerCart = await latestCartOf(tx, customerUserId);
  const [visitor] =
    mergeCart && visitorUserId && visitorUserId !== customerUserId
      ? await tx.select({ kind: users.kind }).from(users).where(eq(users.id, visitorUserId))
      : [];
  const anonymousCart =
    visitor?.kind === 'anonymous' && visitorUserId ? await latestCartOf(tx, visitorUserId) : null;
  if (!anonymousCart) return { cartUuid: customerCart ?? randomUUID(), merged: false };
  const positions = await tx.select().from(cartPositions).where(eq(cartPositions.cartId, anonymousCart));
  if (!customerCart) {
    await tx
      .update(carts)
      .set({ userId: customerUserId, updatedAt: sql`now()` })
      .where(eq(carts.id, anonymousCart));
    return { cartUuid: anonymousCart, merged: positions.length > 0 };
  }
  for (const position of positions) {
    await tx
      .insert(cartPositions)
      .values({
        id: randomUUID(),
        cartId: customerCart,
        itemId: position.itemId,
        quantity: position.quantity,
      })
      .onConflictDoUpdate({
        target: [cartPositions.cartId, cartPositions.itemId],
        set: { quantity: sql`least(${cartPositions.quantity} + excluded.quantity, ${QUANTITY_MAX})` },
      });
  }
  await tx.delete(cartPositions).where(eq(cartPositions.cartId, anonymousCart));
  await tx.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, customerCart));
  return { cartUuid: customerCart, merged: positions.length > 0 };
}

async function loggedIn(
  ctx: ApiContext,
  customer: Customer,
  stayLogged: boolean,
  cart: CartAfterLogin,
): Promise<AuthResult> {
  const { token, expires } = await ctx.customerSessions.start(ctx.db, customer.id, stayLogged);
  return {
    ...EMPTY,
    successfull: true,
    userId: ctx.visitorIds.signUser(customer.userId),
    updatedCartId: ctx.visitorIds.signCart(cart.cartUuid, customer.userId),
    firstName: customer.firstName,
    lastName: customer.lastName,
    cartMerged: cart.merged,
    token: { token, expires: expires.toISOString() },
  };
}

export interface LoginArgs {
  readonly email: string;
  readonly password: string;
  readonly stayLogged: boolean;
  readonly mergeCart: boolean;
}

export async function login(ctx: ApiContext, args: LoginArgs): Promise<AuthResult> {
  await ctx.rateLimit.consume('logins');
  const loginName = args.email.trim();
  const failures = ctx.rateLimit.failures('loginFailures', `${ctx.store.family}:${loginName.toLowerCase()}`);
  await failures.check();
  const customer = await findAccount(ctx, loginName);
  const matches = customer ? await verifyPassword(customer.passwordHash, args.password) : false;
  if (!customer || !matches) {
    await failures.fail();
    return failed(LOGIN_FAILED);
  }
  const cart = await ctx.db.transaction((tx) =>
    cartAfterLogin(tx, ctx.userId, customer.userId, args.mergeCart),
  );
  return loggedIn(ctx, customer, args.stayLogged, cart);
}

export async function logout(ctx: ApiContext): Promise<AuthResult> {
  if (!ctx.customer) return failed(NOT_LOGGED_IN);
  await ctx.customerSessions.revoke(ctx.db, ctx.customer.sessionId);
  return { ...EMPTY, successfull: true };
}

export async function registerCustomer(ctx: ApiContext, input: RegisterCustomerInput): Promise<AuthResult> {
  await ctx.rateLimit.consume('registrations');
  if (ctx.customer) return failed(ALREADY_LOGGED_IN);
  const fieldErrors = validate(
    [
      { name: 'salutation', value: input.salutation ?? '', checks: [maxLengthCheck(NAME_MAX_LENGTH)] },
      { name: 'firstName', value: input.firstName, checks: NAME_CHECKS },
      { name: 'lastName', value: input.lastName, checks: NAME_CHECKS },
      { name: 'email', value: input.email, checks: [required, emailCheck()] },
      { name: 'password', value: input.password, checks: [required, passwordLength] },
      {
        name: 'phone',
        value: input.phone ?? '',
        checks: PHONE_CHECKS,
      },
    ],
    REGISTER_FORM,
  );
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const passwordHash = await hashPassword(input.password);
  const registered = await ctx.db
    .transaction(async (tx) => {
      // The visitor's own row (and so its cart) becomes the customer's, unless it already is another's.
      const [visitor] = ctx.userId
        ? await tx.select({ kind: users.kind }).from(users).where(eq(users.id, ctx.userId))
        : [];
      const keepsVisitor = ctx.userId !== null && (visitor === undefined || visitor.kind === 'anonymous');
      const userId = keepsVisitor && ctx.userId ? ctx.userId : randomUUID();
      const email = input.email.trim();
      await tx
        .insert(users)
        .values({ id: userId, kind: 'customer', email })
        .onConflictDoUpdate({ target: users.id, set: { kind: 'customer', email } });
      const [customer] = await tx
        .insert(customers)
        .values({
          userId,
          kind: 'consumer',
          email,
          passwordHash,
          salutation: input.salutation?.trim() || null,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          phone: input.phone?.trim() || null,
        })
        .onConflictDoNothing()
        .returning();
      // Taken: the thrown error undoes the user row change with the transaction.
      if (!customer) throw new EmailTaken();
      return customer;
    })
    .catch((error: unknown) => {
      if (error instanceof EmailTaken) return null;
      throw error;
    });
  if (!registered) {
    return fieldsFailed([{ field: 'email', message: EMAIL_NOT_UNIQUE_MESSAGE, form: REGISTER_FORM }]);
  }
  const cartUuid = (await latestCartOf(ctx.db, registered.userId)) ?? randomUUID();
  return loggedIn(ctx, registered, input.stayLogged ?? false, { cartUuid, merged: false });
}

class EmailTaken extends Error {}

export async function changePassword(
  ctx: ApiContext,
  oldPassword: string,
  newPassword: string,
): Promise<AuthResult> {
  const session = ctx.customer;
  if (!session) return failed(NOT_LOGGED_IN);
  const fieldErrors = validate(
    [{ name: 'newPassword', value: newPassword, checks: [required, passwordLength] }],
    'changePassword',
  );
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const failures = ctx.rateLimit.failures('passwordConfirmFailures', session.customer.id);
  await failures.check();
  if (!(await verifyPassword(session.customer.passwordHash, oldPassword))) {
    await failures.fail();
    return fieldsFailed([{ field: 'oldPassword', message: WRONG_PASSWORD, form: 'changePassword' }]);
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(customers).set({ passwordHash }).where(eq(customers.id, session.customer.id));
    await ctx.customerSessions.revokeOthers(tx, session.customer.id, session.sessionId);
  });
  return {
    ...EMPTY,
    successfull: true,
    firstName: session.customer.firstName,
    lastName: session.customer.lastName,
  };
}

/** The logged-in customer's answer after a change of their data. */
function changed(customer: Customer): AuthResult {
  return { ...EMPTY, successfull: true, firstName: customer.firstName, lastName: customer.lastName };
}

export async function updateEmail(ctx: ApiContext, email: string): Promise<AuthResult> {
  const session = ctx.customer;
  if (!session) return failed(NOT_LOGGED_IN);
  const fieldErrors = validate(
    [{ name: 'email', value: email, checks: [required, emailCheck()] }],
    'updateEmail',
  );
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const trimmed = email.trim();
  const updated = await ctx.db
    .transaction(async (tx) => {
      const [customer] = await tx
        .update(customers)
        .set({ email: trimmed })
        .where(eq(customers.id, session.customer.id))
        .returning();
      if (!customer) throw new EmailTaken();
      await tx.update(users).set({ email: trimmed }).where(eq(users.id, customer.userId));
      return customer;
    })
    .catch((error: unknown) => {
      // Another account has it: the unique index refuses the update (customers_email_lower_idx).
      if (error instanceof EmailTaken || isUniqueViolation(error)) return null;
      throw error;
    });
  if (!updated) {
    return fieldsFailed([{ field: 'email', message: EMAIL_NOT_UNIQUE_MESSAGE, form: 'updateEmail' }]);
  }
  return changed(updated);
}

export async function updatePhone(ctx: ApiContext, phone: string): Promise<AuthResult> {
  const session = ctx.customer;
  if (!session) return failed(NOT_LOGGED_IN);
  const fieldErrors = validate(
    [
      {
        name: 'phone',
        value: phone,
        checks: PHONE_CHECKS,
      },
    ],
    'updatePhone',
  );
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const [customer] = await ctx.db
    .update(customers)
    .set({ phone: phone.trim() || null })
    .where(eq(customers.id, session.customer.id))
    .returning();
  return customer ? changed(customer) : failed(NOT_LOGGED_IN);
}

/**
 * Deletes the account (its sessions go with it, so every token of it answers revoked_token). The visitor
 * row and its carts stay, anonymous again, so nothing that references them breaks.
 */
export async function deleteAccount(ctx: ApiContext, password: string): Promise<AuthResult> {
  const session = ctx.customer;
  if (!session) return failed(NOT_LOGGED_IN);
  const failures = ctx.rateLimit.failures('passwordConfirmFailures', session.customer.id);
  await failures.check();
  if (!(await verifyPassword(session.customer.passwordHash, password))) {
    await failures.fail();
    return fieldsFailed([{ field: 'password', message: WRONG_PASSWORD, form: 'deleteAccount' }]);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(customers).where(eq(customers.id, session.customer.id));
    await tx
      .update(users)
      .set({ kind: 'anonymous', email: null })
      .where(eq(users.id, session.customer.userId));
  });
  return { ...EMPTY, successfull: true };
}

/** PostgreSQL's unique_violation (23505), from node-postgres and PGlite alike. */
function isUniqueViolation(error: unknown): boolean {
  const found = (candidate: unknown): boolean =>
    typeof candidate === 'object' &&
    candidate !== null &&
    ((candidate as { code?: unknown }).code === '23505' || found((candidate as { cause?: unknown }).cause));
  return found(error);
}

/** Whether no registered account uses `email` (shopping §7 "e-mail unique check"). */
export async function emailUniqueCheck(ctx: ApiContext, email: string): Promise<boolean> {
  await ctx.rateLimit.consume('emailChecks');
  const [taken] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`${customers.kind} <> 'guest'`, sameEmail(email)))
    .limit(1);
  return taken === undefined;
}
