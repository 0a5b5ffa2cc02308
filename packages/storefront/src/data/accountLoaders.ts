// Loaders of the account pages (spec shopping §2 "/myaccount ...", "Guards and redirects", §3
// "Customer info", "Industry and job-title lists", §6 "B2B ... a customer number link, B2B
// registration with industry and job-title lists", §8). The login guards ran before (sdk-core
// routes/guards.ts); these read what the pages show, from the API with the customer's token.
import {
  AccountDataDocument,
  type AccountDataQuery,
  B2bCertificateDocument,
  type B2bCertificateFieldsFragment,
  IndustriesDocument,
  type IndustriesQuery,
  JobTitlesDocument,
  type JobTitlesQuery,
  loginPathBack,
  type MessageKey,
  newPasswordToken,
  REGISTER_ORIGIN_PARAM,
  robotsFor,
  routePath,
  TokenValidityDocument,
  translate,
} from '@ranzen/sdk-core';
import { ACCOUNT_PAGES_BY_FAMILY, type AccountPagesStrategy } from './accountPages';
import { loadOrFail, notFound, redirectTo } from './loaderErrors';
import type { PageMeta, WithMeta } from './pageMeta';
import { pageTitle } from './pageTitle';
import { serverToastCookie } from './responseCookies';
import type { RouteDeps } from './routeDeps';

/** The registration origin that shows the checkout-registration message. */
export const CHECKOUT_REGISTER_ORIGIN = routePath('basket');

export type ListEntries = JobTitlesQuery['jobTitles'];

export interface RegisterLoaderData extends WithMeta, InstitutionLists {
  /** Origin=/checkout/basket/ shows the checkout-registration message, any other the page one. */
  readonly origin: 'checkout' | 'page';
  readonly form: AccountPagesStrategy['registration'];
}

export type AccountData = NonNullable<AccountDataQuery['accountData']>;

/** The B2B institution's select lists, in the store's language. */
export interface InstitutionLists {
  readonly industries: IndustriesQuery['industries'];
  readonly jobTitles: ListEntries;
}

export interface ContactDetailsLoaderData extends WithMeta, InstitutionLists {
  readonly customer: AccountData;
  /** A B2B account also keeps its institution here (changeAccountData's company fields). */
  readonly institution: boolean;
}

export interface CustomerNumberLoaderData extends WithMeta {
  readonly customerNumber: string;
}

export interface CertificateLoaderData extends WithMeta {
  /** The newest certificate; null before the first upload. */
  readonly certificate: B2bCertificateFieldsFragment | null;
}

export interface NewPasswordLoaderData extends WithMeta {
  readonly token: string;
}

function meta(
  { store, messages }: RouteDeps,
  key: MessageKey,
  noindex: Parameters<typeof robotsFor>[0],
): PageMeta {
  return { title: pageTitle(store, translate(messages, key)), robots: robotsFor(noindex) };
}

/**
 * /myaccount redirects to the contact details. 301: the answer never changes (the login
 * guard before it answers a visitor without a login with a 302 to /login).
 */
export function loadAccount(): never {
  return redirectTo(routePath('contactDetails'), 301);
}

const NO_LISTS: InstitutionLists = { industries: [], jobTitles: [] };

/** The industry and job-title lists, for the stores whose accounts have an institution (B2B). */
async function institutionLists({ client, store }: RouteDeps): Promise<InstitutionLists> {
  if (ACCOUNT_PAGES_BY_FAMILY[store.family].registration !== 'b2b') return NO_LISTS;
  const [industries, jobTitles] = await loadOrFail(() =>
    Promise.all([client.query({ query: IndustriesDocument }), client.query({ query: JobTitlesDocument })]),
  );
  return { industries: industries.data?.industries ?? [], jobTitles: jobTitles.data?.jobTitles ?? [] };
}

export async function loadRegister(deps: RouteDeps, url: URL): Promise<RegisterLoaderData> {
  return {
    origin: url.searchParams.get(REGISTER_ORIGIN_PARAM) === CHECKOUT_REGISTER_ORIGIN ? 'checkout' : 'page',
    form: ACCOUNT_PAGES_BY_FAMILY[deps.store.family].registration,
    ...(await institutionLists(deps)),
    meta: meta(deps, 'vue.user.registerPage.headline', 'register'),
  };
}

/** The logged-in customer's data, fresh from the API (the page shows what is stored now). */
async function accountData({ client }: RouteDeps, url: URL): Promise<AccountData> {
  const { data } = await loadOrFail(() =>
    client.query({ query: AccountDataDocument, fetchPolicy: 'no-cache' }),
  );
  // The guard let a session cookie through that the API no longer knows (the session ended meanwhile).
  return data?.accountData ?? redirectTo(loginPathBack(url), 302);
}

export async function loadContactDetails(deps: RouteDeps, url: URL): Promise<ContactDetailsLoaderData> {
  const [customer, lists] = await Promise.all([accountData(deps, url), institutionLists(deps)]);
  return {
    customer,
    institution: ACCOUNT_PAGES_BY_FAMILY[deps.store.family].registration === 'b2b',
    ...lists,
    meta: meta(deps, 'vue.login.contactDetails', 'indexable'),
  };
}

export function loadPassword(deps: RouteDeps): WithMeta {
  return { meta: meta(deps, 'vue.account.password.headline', 'password') };
}

/** The customer number page is the B2B store's; a consumer store has none (404). */
export async function loadCustomerNumber(deps: RouteDeps, url: URL): Promise<CustomerNumberLoaderData> {
  if (!ACCOUNT_PAGES_BY_FAMILY[deps.store.family].customerNumberPage) return notFound();
  const { customerNumber } = await accountData(deps, url);
  if (!customerNumber) return notFound();
  return { customerNumber, meta: meta(deps, 'vue.account.customerNumber.headline', 'indexable') };
}

/**
 * The B2B customer's certificate page; a consumer store has none (404). The status is read fresh: staff
 * may have decided since the last visit.
 */
export async function loadCertificate(deps: RouteDeps, url: URL): Promise<CertificateLoaderData> {
  if (!ACCOUNT_PAGES_BY_FAMILY[deps.store.family].certificatePage) return notFound();
  const [{ data }] = await Promise.all([
    loadOrFail(() => deps.client.query({ query: B2bCertificateDocument, fetchPolicy: 'no-cache' })),
    // The guard let a session cookie through that the API may no longer know: that goes to /login.
    accountData(deps, url),
  ]);
  return {
    certificate: data?.b2bCertificate ?? null,
    meta: meta(deps, 'vue.certificate.headline', 'indexable'),
  };
}

export function loadResetPassword(deps: RouteDeps): WithMeta {
  return { meta: meta(deps, 'vue.resetPassword.headline', 'resetPassword') };
}

/**
 * An invalid or expired token goes to /myaccount/resetpassword with a message (the guard
 * sent an empty or missing one there already). Runs on the server only (a document route), where the
 * message cookie can be written.
 */
export async function loadNewPassword(deps: RouteDeps, url: URL): Promise<NewPasswordLoaderData> {
  const token = newPasswordToken(url);
  const { data } = token
    ? await loadOrFail(() =>
        deps.client.query({ query: TokenValidityDocument, variables: { token }, fetchPolicy: 'no-cache' }),
      )
    : { data: undefined };
  if (!token || data?.tokenValidity !== true) {
    deps.setCookie?.(
      serverToastCookie([
        { type: 'error', message: translate(deps.messages, 'vue.resetPassword.tokenInvalid') },
      ]),
    );
    return redirectTo(routePath('resetPassword'), 302);
  }
  return { token, meta: meta(deps, 'vue.newPassword.headline', 'password') };
}
