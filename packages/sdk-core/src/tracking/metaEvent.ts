// The page-view 'Meta' tracking event (spec storefront §3.15 "Tracking and storage", §9 "Other",
// page_area from the page-type classification of §2.3).
import type {
  CustomerInfoQuery,
  PageDetailsQuery,
  VisitorLoginState,
  VisitorType,
} from '../graphql/generated';
import { classifyPageType, type PageArea, type PageTypeInput, type PageTypeOptions } from '../rules/pageType';

export const META_EVENT_NAME = 'Meta';

/** Prime is 'active' for tracking only when the status is ACTIVE. */
export type PrimeTrackingStatus = 'active' | 'inactive';

/** The visitor types: new-customer, existing-customer and guest. */
export const VISITOR_TYPE_VALUES: Readonly<Record<VisitorType, string>> = {
  NEW_CUSTOMER: 'new-customer',
  EXISTING_CUSTOMER: 'existing-customer',
  GUEST: 'guest',
};

/** Not named by the spec; lower-case spellings in the style of the visitor types. */
export const VISITOR_LOGIN_STATE_VALUES: Readonly<Record<VisitorLoginState, string>> = {
  LOGGED_IN: 'logged-in',
  LOGGED_IN_AS_GUEST: 'logged-in-as-guest',
  LOGGED_OUT: 'logged-out',
};

/** Several active A/B tests are reported as one comma-separated list, in the API's order. */
export const AB_TEST_SEPARATOR = ',';

export interface MetaEvent {
  readonly event: typeof META_EVENT_NAME;
  readonly page_path: string;
  readonly prime_status: PrimeTrackingStatus;
  /** Empty for anonymous visitors. */
  readonly user_id: string;
  readonly visitor_type: string;
  readonly visitor_login_state: string;
  readonly internal: boolean;
  readonly page_area: PageArea;
  readonly pwa: boolean;
  readonly page_title: string;
  readonly test_id: string;
  readonly test_variant: string;
}

export type MetaCustomerInfo = CustomerInfoQuery['customerInfo'];
export type ActiveAbTest = PageDetailsQuery['pageDetails']['activeAbTests'][number];

export interface MetaEventInput {
  /** The page as classified for page_area; `page.url` is also the reported page_path. */
  readonly page: PageTypeInput;
  readonly pageTitle: string;
  readonly customer: MetaCustomerInfo;
  /** From the page-details lookup; empty when the page was not resolved through it. */
  readonly abTests?: readonly ActiveAbTest[];
  /** True when the shop runs as an installed app (display-mode standalone); the caller detects it. */
  readonly pwa?: boolean;
}

export function primeTrackingStatus(customer: Pick<MetaCustomerInfo, 'primeInfo'>): PrimeTrackingStatus {
  return customer.primeInfo.status === 'ACTIVE' ? 'active' : 'inactive';
}

/**
 * Builds the page-view Meta event; page_path is the path without query and hash.
 *
 * @example
 * ```ts
 * // customerInfo: the CustomerInfo query's answer for the visitor.
 * const event = buildMetaEvent({ page: { url: '/cat/12/?page=2', pageType: 'CATEGORY' }, pageTitle: 'Füller', customer: customerInfo });
 * event.page_path; // '/cat/12/'
 * pushToDataLayer(event);
 * ```
 */
export function buildMetaEvent(input: MetaEventInput, options: PageTypeOptions = {}): MetaEvent {
  const abTests = input.abTests ?? [];
  return {
    event: META_EVENT_NAME,
    page_path: input.page.url.split(/[?#]/)[0] || '/',
    prime_status: primeTrackingStatus(input.customer),
    user_id: input.customer.userId ?? '',
    visitor_type: VISITOR_TYPE_VALUES[input.customer.visitorType],
    visitor_login_state: VISITOR_LOGIN_STATE_VALUES[input.customer.visitorLoginState],
    internal: input.customer.isInternal,
    page_area: classifyPageType(input.page, options),
    pwa: input.pwa ?? false,
    page_title: input.pageTitle,
    test_id: abTests.map((test) => test.id).join(AB_TEST_SEPARATOR),
    test_variant: abTests.map((test) => test.trackingCode).join(AB_TEST_SEPARATOR),
  };
}
