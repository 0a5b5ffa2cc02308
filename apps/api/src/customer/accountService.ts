// Account operations (issue 15 items 1, 2, 7; shopping §3 "Auth result", §4 "Login", "cart merge", §5,
// §7 mutations; DESIGN §7 "Passwords"). Every answer has the spec's AuthResult shape. A login with an
// unknown account and one with a wrong password verify a hash, count against the same failure budget and
// return the same answer, so the response tells an attacker nothing about which accounts exist.
import { randomUUID } from 'node:crypto';
import type { MessageKey } from '@ranzen/sdk-core/i18n';
import {
  EMAIL_NOT_UNIQUE_MESSAGE,
  EMPLOYEES_CHECKS,
  emailCheck,
  type FormField,
  LIST_CODE_CHECKS,
  LIST_ENTRY_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  NAME_CHECKS,
  PHONE_CHECKS,
  passwordLength,
  required,
  SALUTATION_CHECKS,
  SCHOOL_OR_COMPANY_CHECKS,
  VAT_ID_CHECKS,
  validateFields,
} from '@ranzen/sdk-core/rules';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { addPositions } from '../cart/cartQueries';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import { cartPositions, carts, customers, users } from '../db/schema';
import type {
  AuthResult,
  ChangeAccountDataInput,
  FieldError,
  RegisterB2bCustomerInput,
  RegisterCustomerInput,
  RegisterGuestInput,
} from '../generated/resolvers';
import { mergeReservations } from '../lightning/reservationStore';
import { mergeMerkzettelOnLogin } from '../wishlist/wishlistMerge';
import { isListEntry } from './customerLists';
import { hashPassword, verifyPassword } from './passwords';
import type { Customer } from './sessions';

export const LOGIN_FAILED: MessageKey = 'vue.login.error.failed';
/** Spec shopping §7: the answer of an operation that needs a valid customer token (the client's logout-page rule reads it). */
export const NOT_LOGGED_IN: MessageKey = LOGIN_REQUIRED_MESSAGE;
export const ALREADY_LOGGED_IN: MessageKey = 'vue.user.error.alreadyLoggedIn';
export const WRONG_PASSWORD: MessageKey = 'vue.form.error.password.wrong';
export const FORM_INVALID: MessageKey = 'vue.form.error.general';
export const B2B_ONLY: MessageKey = 'vue.user.error.b2bOnly';
export const CONSUMER_ONLY: MessageKey = 'vue.user.error.consumerOnly';
const REGISTER_FORM = 'register';
const CHANGE_ACCOUNT_DATA_FORM = 'changeAccountData';

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
  sharedListMerged: false,
  token: null,
  customerNumber: null,
};

/** A success without a session or names to report (logout, password reset). */
export function succeeded(): AuthResult {
  return { ...EMPTY, successfull: true };
}

export function failed(errorMessage: MessageKey): AuthResult {
  return { ...EMPTY, errorMessage, generalErrorMessage: errorMessage };
}

export function fieldsFailed(fieldErrors: FieldError[]): AuthResult {
  return { ...EMPTY, generalErrorMessage: FORM_INVALID, fieldErrors };
}

/** Each invalid field's first failing message (sdk-core's form runner), as server field errors of `form`. */
export function validate(fields: readonly FormField[], form: string): FieldError[] {
  return Object.entries(validateFields(fields)).flatMap(([field, message]) =>
    message ? [{ field, message, form }] : [],
  );
}

/** E-mails compare case-insensitively (customers_email_lower_idx). */
const sameEmail = (email: string) => sql`lower(${customers.email}) = lower(${email.trim()})`;

/** The account a login name points to: the customer number in the B2B store, the e-mail elsewhere. */
export async function findAccount(ctx: ApiContext, loginName: string): Promise<Customer | null> {
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
    // A submitted cart belongs to its order (orders/submitCart.ts): the customer continues with a new one.
    .where(and(eq(carts.userId, userId), isNull(carts.submittedAt)))
    .orderBy(desc(carts.updatedAt))
    .limit(1);
  return cart?.id ?? null;
}

interface CartAfterLogin {
  readonly cartUuid: string;
  readonly merged: boolean;
}

/**
 * Visitors whose cart joins the customer's on login: an anonymous visitor's, and a guest's (shopping §4
 * "A guest becomes a customer on register or login"). Another customer's cart never does.
 */
const MERGING_VISITOR_KINDS: readonly string[] = ['anonymous', 'guest'];

/**
 * The cart the customer continues with (shopping §4 "carts are merged on login"): with mergeCart, an
 * anonymous visitor's or guest's cart joins the customer's: moved as a whole when the customer has none,
 * else its positions are added (quantities summed up to the maximum) and it is emptied; its lightning deal
 * reservations join the customer cart's (mergeReservations), so the units reserved at the deal price stay
 * at the deal price, neither lost in the emptied cart nor counted twice.
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
    visitor && MERGING_VISITOR_KINDS.includes(visitor.kind) && visitorUserId
      ? await latestCartOf(tx, visitorUserId)
      : null;
  if (!anonymousCart) return { cartUuid: customerCart ?? randomUUID(), merged: false };
  // Both carts' row locks (in id order): no change of either cart runs between these reads and the merge.
  await tx
    .select({ id: carts.id })
    .from(carts)
    .where(inArray(carts.id, customerCart ? [anonymousCart, customerCart] : [anonymousCart]))
    .orderBy(asc(carts.id))
    .for('update');
  const positions = await tx.select().from(cartPositions).where(eq(cartPositions.cartId, anonymousCart));
  if (!customerCart) {
    await tx
      .update(carts)
      .set({ userId: customerUserId, updatedAt: sql`now()` })
      .where(eq(carts.id, anonymousCart));
    return { cartUuid: anonymousCart, merged: positions.length > 0 };
  }
  await addPositions(tx, customerCart, positions);
  // The deal units travel with their positions: charged at the deal price while their reservation lives.
  for (const { itemId, quantity } of await mergeReservations(tx, anonymousCart, customerCart)) {
    await tx
      .update(cartPositions)
      .set({ lightningQuantity: sql`least(${cartPositions.quantity}, ${quantity})` })
      .where(and(eq(cartPositions.cartId, customerCart), eq(cartPositions.itemId, itemId)));
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
    token: { token, expires: expires.toISOString(), guest: customer.kind === 'guest' },
    customerNumber: customer.customerNumber,
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
  const guest = ctx.customer?.customer.kind === 'guest' ? ctx.customer : null;
  const { cart, sharedListMerged } = await ctx.db.transaction(async (tx) => {
    // The guest becomes the customer: the guest session ends with this login.
    if (guest) await ctx.customerSessions.revoke(tx, guest.sessionId);
    return {
      cart: await cartAfterLogin(tx, ctx.userId, customer.userId, args.mergeCart),
      sharedListMerged: await mergeMerkzettelOnLogin(tx, ctx.userId, customer.userId),
    };
  });
  return { ...(await loggedIn(ctx, customer, args.stayLogged, cart)), sharedListMerged };
}

export async function logout(ctx: ApiContext): Promise<AuthResult> {
  if (!ctx.customer) return failed(NOT_LOGGED_IN);
  await ctx.customerSessions.revoke(ctx.db, ctx.customer.sessionId);
  return succeeded();
}

/** Fields every registration has (consumer, B2B and guest). */
function personFields(input: RegisterGuestInput): FormField[] {
  return [
    { name: 'salutation', value: input.salutation ?? '', checks: SALUTATION_CHECKS },
    { name: 'firstName', value: input.firstName, checks: NAME_CHECKS },
    { name: 'lastName', value: input.lastName, checks: NAME_CHECKS },
    { name: 'email', value: input.email, checks: [required, emailCheck()] },
    { name: 'phone', value: input.phone ?? '', checks: PHONE_CHECKS },
  ];
}

/** The trimmed person values of a registration, as stored. */
function personValues(input: RegisterGuestInput) {
  return {
    email: input.email.trim(),
    salutation: input.salutation?.trim() || null,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phone: input.phone?.trim() || null,
  };
}

/** The company fields of a B2B customer (registration and account data), as the form sends them. */
interface CompanyInput {
  readonly schoolOrCompany?: string | null;
  readonly vatRegistrationNo?: string | null;
  readonly jobTitleCode?: string | null;
  readonly primaryIndustryGroupCode?: string | null;
  readonly numberOfEmployees?: number | null;
}

/**
 * The company fields' errors: the shared checks, then whether each list code is an entry of its list
 * (shopping §3 "Industry and job-title lists").
 */
async function companyErrors(ctx: ApiContext, input: CompanyInput, form: string): Promise<FieldError[]> {
  const errors = validate(
    [
      { name: 'schoolOrCompany', value: input.schoolOrCompany ?? '', checks: SCHOOL_OR_COMPANY_CHECKS },
      { name: 'vatRegistrationNo', value: input.vatRegistrationNo ?? '', checks: VAT_ID_CHECKS },
      { name: 'jobTitleCode', value: input.jobTitleCode ?? '', checks: LIST_CODE_CHECKS },
      {
        name: 'primaryIndustryGroupCode',
        value: input.primaryIndustryGroupCode ?? '',
        checks: LIST_CODE_CHECKS,
      },
      { name: 'numberOfEmployees', value: String(input.numberOfEmployees ?? ''), checks: EMPLOYEES_CHECKS },
    ],
    form,
  );
  const codes = [
    ['jobTitleCode', 'jobTitle', input.jobTitleCode],
    ['primaryIndustryGroupCode', 'industry', input.primaryIndustryGroupCode],
  ] as const;
  for (const [field, list, code] of codes) {
    if (!code || errors.some((error) => error.field === field)) continue;
    if (!(await isListEntry(ctx.db, list, code))) errors.push({ field, message: LIST_ENTRY_MESSAGE, form });
  }
  return errors;
}

function companyValues(input: CompanyInput) {
  return {
    schoolOrCompany: input.schoolOrCompany?.trim() || null,
    vatRegistrationNo: input.vatRegistrationNo?.trim() || null,
    jobTitleCode: input.jobTitleCode ?? null,
    primaryIndustryGroupCode: input.primaryIndustryGroupCode ?? null,
    numberOfEmployees: input.numberOfEmployees ?? null,
  };
}

/** A new customer's columns; SQL may give one (the B2B customer number from its sequence). */
type NewCustomer = Omit<typeof customers.$inferInsert, 'id' | 'userId' | 'createdAt' | 'customerNumber'> & {
  readonly customerNumber?: SQL;
};

/**
 * Writes a customer in one transaction with the visitor row whose carts become theirs: the visitor's own
 * row unless it already belongs to someone else. In a guest session the guest becomes the registered
 * customer (shopping §4 "A guest becomes a customer on register"), keeping the guest's cart; the guest
 * session ends. Null when another account has the e-mail: nothing is written then.
 */
async function createCustomer(ctx: ApiContext, values: NewCustomer): Promise<Customer | null> {
  const userKind = values.kind === 'guest' ? 'guest' : 'customer';
  const guest = values.kind !== 'guest' && ctx.customer?.customer.kind === 'guest' ? ctx.customer : null;
  return ctx.db
    .transaction(async (tx) => {
      if (guest) {
        const [customer] = await tx
          .update(customers)
          .set(values)
          .where(eq(customers.id, guest.customer.id))
          .returning();
        if (!customer) throw new EmailTaken();
        await tx
          .update(users)
          .set({ kind: userKind, email: values.email })
          .where(eq(users.id, customer.userId));
        await ctx.customerSessions.revoke(tx, guest.sessionId);
        return customer;
      }
      const [visitor] = ctx.userId
        ? await tx.select({ kind: users.kind }).from(users).where(eq(users.id, ctx.userId))
        : [];
      const keepsVisitor = ctx.userId !== null && (visitor === undefined || visitor.kind === 'anonymous');
      const userId = keepsVisitor && ctx.userId ? ctx.userId : randomUUID();
      await tx
        .insert(users)
        .values({ id: userId, kind: userKind, email: values.email })
        .onConflictDoUpdate({ target: users.id, set: { kind: userKind, email: values.email } });
      const [customer] = await tx
        .insert(customers)
        .values({ ...values, userId })
        .onConflictDoNothing()
        .returning();
      // Taken: the thrown error undoes the user row change with the transaction.
      if (!customer) throw new EmailTaken();
      return customer;
    })
    .catch((error: unknown) => {
      if (error instanceof EmailTaken || isUniqueViolation(error)) return null;
      throw error;
    });
}

/** The answer of a registration: logged in with the customer's cart, or the e-mail's notUnique error. */
async function registered(
  ctx: ApiContext,
  customer: Customer | null,
  stayLogged: boolean,
): Promise<AuthResult> {
  if (!customer) {
    return fieldsFailed([{ field: 'email', message: EMAIL_NOT_UNIQUE_MESSAGE, form: REGISTER_FORM }]);
  }
  const cartUuid = (await latestCartOf(ctx.db, customer.userId)) ?? randomUUID();
  return loggedIn(ctx, customer, stayLogged, { cartUuid, merged: false });
}

/** A logged-in customer may not register again; a guest may (and becomes the customer). */
const registeredAlready = (ctx: ApiContext): boolean =>
  ctx.customer !== null && ctx.customer.customer.kind !== 'guest';

export async function registerCustomer(ctx: ApiContext, input: RegisterCustomerInput): Promise<AuthResult> {
  await ctx.rateLimit.consume('registrations');
  // The B2B store logs in by customer number, which only a B2B registration issues.
  if (ctx.store.family === 'b2b') return failed(CONSUMER_ONLY);
  if (registeredAlready(ctx)) return failed(ALREADY_LOGGED_IN);
  const fieldErrors = validate(
    [...personFields(input), { name: 'password', value: input.password, checks: [required, passwordLength] }],
    REGISTER_FORM,
  );
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const passwordHash = await hashPassword(input.password);
  const customer = await createCustomer(ctx, { kind: 'consumer', passwordHash, ...personValues(input) });
  return registered(ctx, customer, input.stayLogged ?? false);
}

/**
 * A B2B registration (shopping §7 "register B2B", §6 "B2B registration with industry and job-title
 * lists"): only in the B2B store; the customer number, its login name, comes from customer_number_seq.
 */
export async function registerB2bCustomer(
  ctx: ApiContext,
  input: RegisterB2bCustomerInput,
): Promise<AuthResult> {
  await ctx.rateLimit.consume('registrations');
  if (ctx.store.family !== 'b2b') return failed(B2B_ONLY);
  if (registeredAlready(ctx)) return failed(ALREADY_LOGGED_IN);
  const fieldErrors = [
    ...validate(
      [
        ...personFields(input),
        { name: 'password', value: input.password, checks: [required, passwordLength] },
      ],
      REGISTER_FORM,
    ),
    ...(await companyErrors(ctx, input, REGISTER_FORM)),
  ];
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const passwordHash = await hashPassword(input.password);
  const customer = await createCustomer(ctx, {
    kind: 'b2b',
    passwordHash,
    customerNumber: sql`nextval('customer_number_seq')::text`,
    ...personValues(input),
    ...companyValues(input),
  });
  return registered(ctx, customer, input.stayLogged ?? false);
}

/**
 * A guest at checkout (shopping §7 "register guest", §4 "Session kind"): no password, so the guest cannot
 * log in; the answer's token is a guest session's (token.guest). Guests may share an e-mail with an
 * account or another guest (customers_email_lower_idx leaves guests out).
 */
export async function registerGuest(ctx: ApiContext, input: RegisterGuestInput): Promise<AuthResult> {
  await ctx.rateLimit.consume('guestRegistrations');
  if (ctx.customer) return failed(ALREADY_LOGGED_IN);
  const fieldErrors = validate(personFields(input), REGISTER_FORM);
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const customer = await createCustomer(ctx, { kind: 'guest', passwordHash: null, ...personValues(input) });
  return registered(ctx, customer, false);
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

/**
 * Changes salutation and names, and for a B2B customer the company fields (shopping §7 "change account
 * data"); a consumer's or guest's company fields are not theirs to set and are left as they are.
 */
export async function changeAccountData(ctx: ApiContext, input: ChangeAccountDataInput): Promise<AuthResult> {
  const session = ctx.customer;
  if (!session) return failed(NOT_LOGGED_IN);
  const b2b = session.customer.kind === 'b2b';
  const fieldErrors = [
    ...validate(
      [
        { name: 'salutation', value: input.salutation ?? '', checks: SALUTATION_CHECKS },
        { name: 'firstName', value: input.firstName, checks: NAME_CHECKS },
        { name: 'lastName', value: input.lastName, checks: NAME_CHECKS },
      ],
      CHANGE_ACCOUNT_DATA_FORM,
    ),
    ...(b2b ? await companyErrors(ctx, input, CHANGE_ACCOUNT_DATA_FORM) : []),
  ];
  if (fieldErrors.length > 0) return fieldsFailed(fieldErrors);
  const [customer] = await ctx.db
    .update(customers)
    .set({
      salutation: input.salutation?.trim() || null,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      ...(b2b ? companyValues(input) : {}),
    })
    .where(eq(customers.id, session.customer.id))
    .returning();
  return customer ? changed(customer) : failed(NOT_LOGGED_IN);
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
