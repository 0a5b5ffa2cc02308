// The account endpoints of the storefront server (spec shopping §7 "Internal endpoints"; §4 "Session
// kind", "Login"; DESIGN §2, §7): POST /api/login-action/, /api/logout-action/, /api/register-action/,
// /api/change-password/ and the checkout login step's /api/checkout-auth/. Each takes a form (urlencoded or multipart), refuses other sites
// (isSameOriginRequest), asks the shop API with the visitor's ids and customer token (apiHeaders.ts)
// and answers only the spec's result fields (sdk-react ACCOUNT_ACTION_RESULT_FIELDS), never the token:
// the token goes into the HttpOnly session cookie (customerSession.ts), the signed ids of a login or
// registration into the id cookies (idCookies.ts). Rate limits are the API's; its 429 and Retry-After
// pass through.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TypedDocumentNode } from '@apollo/client';
import {
  type AuthResultFieldsFragment,
  ChangePasswordDocument,
  isSecurityLogoutError,
  LoginDocument,
  LogoutDocument,
  type PublicOrigins,
  RegisterB2bCustomerDocument,
  RegisterCustomerDocument,
  RegisterGuestDocument,
  type StoreConfig,
  TOO_MANY_REQUESTS_MESSAGE,
} from '@ranzen/sdk-core';
import { ACCOUNT_ACTION_PATHS, type AccountAction, type AccountActionResult } from '@ranzen/sdk-react';
import { print } from 'graphql';
import { isSameOriginRequest, readCookies } from './apiHeaders';
import { type ApiRequestDeps, postToApi } from './apiRequest';
import {
  logoutCookies,
  PRESENCE_COOKIE_BY_KIND,
  PRESENCE_VALUE_STAY_LOGGED,
  readCustomerToken,
  sessionCookies,
} from './customerSession';
import { BodyTooLargeError, isSecureRequest, readBody, sendJson } from './http';
import { validId, visitorIdCookies } from './idCookies';
import { securityLogoutCookies } from './securityLogout';

export interface AccountEndpointDeps extends ApiRequestDeps {
  /** Store id -> public origin: an https:// origin makes the session cookies Secure and `__Host-`. */
  readonly publicOrigins: PublicOrigins;
}

/** A login, registration or password form is small; anything larger is refused (413). */
export const ACCOUNT_FORM_BODY_LIMIT_BYTES = 16 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The endpoint paths, with and without their trailing slash, to the action. */
const ACTION_BY_PATH: ReadonlyMap<string, AccountAction> = new Map(
  (Object.entries(ACCOUNT_ACTION_PATHS) as [AccountAction, string][]).flatMap(([action, path]) => [
    [path, action],
    [path.replace(/\/$/, ''), action],
  ]),
);

export function accountActionFor(pathname: string): AccountAction | null {
  return ACTION_BY_PATH.get(pathname) ?? null;
}

export const EMPTY_RESULT: AccountActionResult = {
  successfull: false,
  errorMessage: null,
  generalErrorMessage: null,
  fieldErrors: [],
  firstName: null,
  lastName: null,
  cartMerged: false,
  sharedListMerged: false,
  updatedCartId: null,
  cartId: null,
  serverError: false,
  isReset: false,
};

/** The API's auth result reduced to the spec's fields: the token and the user id stay on the server. */
function visibleResult(
  result: AuthResultFieldsFragment,
  extra: Partial<AccountActionResult> = {},
): AccountActionResult {
  return {
    ...EMPTY_RESULT,
    successfull: result.successfull,
    errorMessage: result.errorMessage,
    generalErrorMessage: result.generalErrorMessage,
    fieldErrors: result.fieldErrors.map(({ field, message, form }) => ({
      field,
      message,
      form: form ?? null,
    })),
    firstName: result.firstName,
    lastName: result.lastName,
    cartMerged: result.cartMerged,
    sharedListMerged: result.sharedListMerged,
    updatedCartId: result.updatedCartId,
    cartId: result.updatedCartId,
    ...extra,
  };
}

export class RateLimited extends Error {
  constructor(readonly retryAfter: string) {
    super('rate limited');
  }
}

export class ApiUnavailable extends Error {}

interface ApiAnswer<TData> {
  readonly data: TData;
  /** The API refused the customer token the call carried (invalid_token / revoked_token). */
  readonly tokenRefused: boolean;
}

/** One operation on the API for the visitor (apiRequest.ts); its data, and whether the API refused the customer token. */
export async function callApi<TData, TVariables>(
  req: IncomingMessage,
  store: StoreConfig,
  deps: AccountEndpointDeps,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<ApiAnswer<TData>> {
  let response: Response;
  try {
    response = await postToApi(req, store, deps, JSON.stringify({ query: print(document), variables }));
  } catch (error) {
    throw new ApiUnavailable(String(error));
  }
  if (response.status === 429) throw new RateLimited(response.headers.get('retry-after') ?? '60');
  const answer = (await response.json().catch(() => null)) as {
    data?: TData | null;
    errors?: { extensions?: { code?: unknown } }[];
  } | null;
  if (!answer?.data) throw new ApiUnavailable(`HTTP ${response.status}`);
  const tokenRefused = (answer.errors ?? []).some((error) => isSecurityLogoutError(error.extensions?.code));
  return { data: answer.data, tokenRefused };
}

/** Reads the posted form; null when the request is no form. */
export async function readForm(req: IncomingMessage): Promise<FormData | null> {
  const contentType = req.headers['content-type'] ?? '';
  if (!FORM_TYPES.some((type) => contentType.startsWith(type))) return null;
  const body = await readBody(req, ACCOUNT_FORM_BODY_LIMIT_BYTES);
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
}

export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

function optionalText(form: FormData, name: string): string | undefined {
  const value = text(form, name).trim();
  return value === '' ? undefined : value;
}

/** A checkbox or flag: "true", "on" or "1". */
function flag(form: FormData, name: string): boolean {
  return ['true', 'on', '1'].includes(text(form, name));
}

/** The request an endpoint answers, without its form. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly store: StoreConfig;
  readonly deps: AccountEndpointDeps;
  readonly https: boolean;
}

interface ActionContext extends RequestContext {
  readonly form: FormData;
}

export interface ActionAnswer {
  readonly result: AccountActionResult;
  readonly cookies: readonly string[];
}

/** A successful login or registration: the session cookies and the customer's signed ids. */
function sessionStarted(
  result: AuthResultFieldsFragment,
  { https }: Pick<RequestContext, 'https'>,
  stayLogged: boolean,
): readonly string[] {
  if (!result.successfull || !result.token) return [];
  const cookies = sessionCookies({
    token: result.token.token,
    expires: result.token.expires,
    // Spec §4 "Session kind": the API's token says whether it is a guest session.
    kind: result.token.guest ? 'guest' : 'customer',
    stayLogged,
    https,
  });
  const cartId = validId(result.updatedCartId ?? undefined);
  const userId = validId(result.userId ?? undefined);
  if (cartId && userId) cookies.push(...visitorIdCookies({ cartId, userId }, https));
  return cookies;
}

async function login(context: ActionContext): Promise<ActionAnswer> {
  const { form } = context;
  const stayLogged = context.store.family === 'b2b' ? false : flag(form, 'stayLogged');
  const { data } = await callApi(context.req, context.store, context.deps, LoginDocument, {
    email: text(form, 'email'),
    password: text(form, 'password'),
    stayLogged,
    // Spec §4: the flyout and the login page merge the anonymous cart; a form may say otherwise.
    mergeCart: form.has('mergeCart') ? flag(form, 'mergeCart') : true,
  });
  return { result: visibleResult(data.login), cookies: sessionStarted(data.login, context, stayLogged) };
}

/** A whole number of the form, or undefined when empty or not a number (the API checks the range). */
function optionalInteger(form: FormData, name: string): number | undefined {
  const value = optionalText(form, name);
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** Consumer or B2B registration: the store decides which. */
async function register(context: ActionContext): Promise<ActionAnswer> {
  const { form, req, store, deps } = context;
  const stayLogged = flag(form, 'stayLogged');
  const person = {
    salutation: optionalText(form, 'salutation'),
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    password: text(form, 'password'),
    phone: optionalText(form, 'phone'),
    stayLogged,
  };
  const result =
    store.family === 'b2b'
      ? (
          await callApi(req, store, deps, RegisterB2bCustomerDocument, {
            input: {
              ...person,
              schoolOrCompany: text(form, 'schoolOrCompany'),
              vatRegistrationNo: optionalText(form, 'vatRegistrationNo'),
              jobTitleCode: text(form, 'jobTitleCode'),
              primaryIndustryGroupCode: text(form, 'primaryIndustryGroupCode'),
              numberOfEmployees: optionalInteger(form, 'numberOfEmployees'),
            },
          })
        ).data.registerB2bCustomer
      : (await callApi(req, store, deps, RegisterCustomerDocument, { input: person })).data.registerCustomer;
  return { result: visibleResult(result), cookies: sessionStarted(result, context, stayLogged) };
}

/** What a guest registration takes. */
export interface GuestPerson {
  readonly salutation?: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone?: string;
}

/** No password, a guest session (X-JWT-guest) in the cookies. */
export async function startGuestSession(context: RequestContext, person: GuestPerson): Promise<ActionAnswer> {
  const { data } = await callApi(context.req, context.store, context.deps, RegisterGuestDocument, {
    input: person,
  });
  return {
    result: visibleResult(data.registerGuest),
    cookies: sessionStarted(data.registerGuest, context, false),
  };
}

function registerGuest(context: ActionContext): Promise<ActionAnswer> {
  const { form } = context;
  return startGuestSession(context, {
    salutation: optionalText(form, 'salutation'),
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email'),
    phone: optionalText(form, 'phone'),
  });
}

/** `/api/checkout-auth/` (authType, formData, cartId): how the checkout login step goes on. */
export const CHECKOUT_AUTH_TYPES = ['guest', 'register', 'login'] as const;
export type CheckoutAuthFormType = (typeof CHECKOUT_AUTH_TYPES)[number];

const CHECKOUT_AUTH: Readonly<
  Record<CheckoutAuthFormType, (context: ActionContext) => Promise<ActionAnswer>>
> = {
  guest: registerGuest,
  register,
  login,
};

function isCheckoutAuthType(value: string): value is CheckoutAuthFormType {
  return (CHECKOUT_AUTH_TYPES as readonly string[]).includes(value);
}

class UnknownAuthType extends Error {}

/**
 * The checkout login step: a guest session, a registration or a login, answered like the account
 * endpoints. The cart is the visitor's own (the signed id cookie the API reads); a posted cartId is not
 * trusted (docs/not-shown.md).
 */
async function checkoutAuth(context: ActionContext): Promise<ActionAnswer> {
  const authType = text(context.form, 'authType');
  if (!isCheckoutAuthType(authType)) throw new UnknownAuthType(authType);
  return CHECKOUT_AUTH[authType](context);
}

/** The logout always ends the session in the browser, whatever the API answered. */
async function logout(context: ActionContext): Promise<ActionAnswer> {
  let result: AccountActionResult = { ...EMPTY_RESULT, successfull: true, isReset: true };
  if (readCustomerToken(readCookies(context.req.headers))) {
    try {
      const { data } = await callApi(context.req, context.store, context.deps, LogoutDocument, {});
      // A token the API refuses has no session left to end: the logout holds.
      result = { ...visibleResult(data.logout), successfull: true, isReset: true };
    } catch (error) {
      if (error instanceof RateLimited) throw error;
      console.error('[storefront] /api/logout-action/: the API logout failed', error);
      result = { ...result, serverError: true };
    }
  }
  return { result, cookies: logoutCookies() };
}

/** Keeps this session (the API ends the others); a token the API hands out anew replaces the cookie. */
async function changePassword(context: ActionContext): Promise<ActionAnswer> {
  const { form, req } = context;
  const { data, tokenRefused } = await callApi(req, context.store, context.deps, ChangePasswordDocument, {
    oldPassword: text(form, 'oldPassword'),
    newPassword: text(form, 'newPassword'),
  });
  const result = data.changePassword;
  if (tokenRefused) return { result: visibleResult(result), cookies: securityLogoutCookies() };
  const stayLogged =
    readCookies(req.headers)[PRESENCE_COOKIE_BY_KIND.customer] === PRESENCE_VALUE_STAY_LOGGED;
  return { result: visibleResult(result), cookies: sessionStarted(result, context, stayLogged) };
}

const ACTIONS: Readonly<Record<AccountAction, (context: ActionContext) => Promise<ActionAnswer>>> = {
  login,
  logout,
  register,
  changePassword,
  checkoutAuth,
};

/**
 * An action endpoint takes a POST from the shop's own pages only. Answers 405 or 403 and
 * says true when the request is not one; the account and checkout endpoints share it.
 */
export function refusedAsAction(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'POST') {
    sendJson(res, 405, { error: 'Only POST is allowed' }, { allow: 'POST' });
    return true;
  }
  if (!isSameOriginRequest(req.headers)) {
    sendJson(res, 403, { error: 'Cross-origin request refused' });
    return true;
  }
  return false;
}

export async function handleAccountAction(
  req: IncomingMessage,
  res: ServerResponse,
  action: AccountAction,
  store: StoreConfig,
  deps: AccountEndpointDeps,
): Promise<void> {
  if (refusedAsAction(req, res)) return;
  let form: FormData | null;
  try {
    form = await readForm(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { error: 'Request too large' });
      return;
    }
    throw error;
  }
  if (!form) {
    sendJson(res, 415, { error: 'Expected a form' });
    return;
  }
  const https = isSecureRequest(req, deps.publicOrigins[store.id]);
  try {
    const { result, cookies } = await ACTIONS[action]({ req, store, deps, form, https });
    sendJson(res, 200, result, cookies.length > 0 ? { 'set-cookie': [...cookies] } : {});
  } catch (error) {
    if (error instanceof UnknownAuthType) {
      sendJson(res, 400, { error: 'authType must be guest, register or login' });
      return;
    }
    if (error instanceof RateLimited) {
      sendJson(
        res,
        429,
        { ...EMPTY_RESULT, generalErrorMessage: TOO_MANY_REQUESTS_MESSAGE },
        { 'retry-after': error.retryAfter },
      );
      return;
    }
    console.error(`[storefront] ${ACCOUNT_ACTION_PATHS[action]}: the API call failed`, error);
    sendJson(res, 503, { ...EMPTY_RESULT, serverError: true });
  }
}
