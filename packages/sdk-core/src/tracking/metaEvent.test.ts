import { describe, expect, it } from 'vitest';
import type { MetaCustomerInfo } from './metaEvent';
import { buildMetaEvent, primeTrackingStatus } from './metaEvent';

const customer: MetaCustomerInfo = {
  __typename: 'CustomerInfo',
  userId: 'u-1',
  isExistingCustomer: true,
  isNewCustomer: false,
  isGuest: false,
  isInternal: false,
  visitorType: 'EXISTING_CUSTOMER',
  visitorLoginState: 'LOGGED_IN',
  firstName: 'Erika',
  lastName: 'Beispiel',
  email: 'erika@ranzen.test',
  primeInfo: { __typename: 'PrimeInfo', status: 'ACTIVE', abo: null, startDate: null, endDate: null },
};

describe('buildMetaEvent (spec storefront §3.15, §9 "Page-view tracking")', () => {
  it('has exactly the fields of §3.15', () => {
    const event = buildMetaEvent({
      page: { url: '/prod/7/?varid=8' },
      pageTitle: 'Füller | Ranzen',
      customer,
      abTests: [{ __typename: 'AbTest', id: 'T1', trackingCode: 'B' }],
      pwa: true,
    });
    expect(event).toEqual({
      event: 'Meta',
      page_path: '/prod/7/',
      prime_status: 'active',
      user_id: 'u-1',
      visitor_type: 'existing-customer',
      visitor_login_state: 'logged-in',
      internal: false,
      page_area: 'product page',
      pwa: true,
      page_title: 'Füller | Ranzen',
      test_id: 'T1',
      test_variant: 'B',
    });
  });

  it('reports an anonymous visitor', () => {
    const event = buildMetaEvent({
      page: { url: '/' },
      pageTitle: 'Start',
      customer: {
        ...customer,
        userId: null,
        isInternal: true,
        visitorType: 'GUEST',
        visitorLoginState: 'LOGGED_OUT',
        primeInfo: { __typename: 'PrimeInfo', status: 'NONE', abo: null, startDate: null, endDate: null },
      },
    });
    expect(event).toMatchObject({
      user_id: '',
      visitor_type: 'guest',
      visitor_login_state: 'logged-out',
      internal: true,
      prime_status: 'inactive',
      page_area: 'home',
      pwa: false,
      test_id: '',
      test_variant: '',
    });
  });

  it('maps every visitor type and login state', () => {
    const of = (c: Partial<MetaCustomerInfo>) =>
      buildMetaEvent({ page: { url: '/' }, pageTitle: '', customer: { ...customer, ...c } });
    expect(of({ visitorType: 'NEW_CUSTOMER' }).visitor_type).toBe('new-customer');
    expect(of({ visitorLoginState: 'LOGGED_IN_AS_GUEST' }).visitor_login_state).toBe('logged-in-as-guest');
  });

  it('joins several A/B tests in order', () => {
    const event = buildMetaEvent({
      page: { url: '/x/' },
      pageTitle: '',
      customer,
      abTests: [
        { __typename: 'AbTest', id: 'T1', trackingCode: 'A' },
        { __typename: 'AbTest', id: 'T2', trackingCode: 'B' },
      ],
    });
    expect([event.test_id, event.test_variant]).toEqual(['T1,T2', 'A,B']);
  });

  it('uses the page-type rule for page_area, with its options', () => {
    const base = { pageTitle: '', customer };
    expect(buildMetaEvent({ ...base, page: { url: '/x/', isErrorPage: true } }).page_area).toBe('404');
    expect(
      buildMetaEvent({ ...base, page: { url: '/cat/5/', categoryId: '5' } }, { homeCategoryIds: ['5'] })
        .page_area,
    ).toBe('home');
  });
});

describe('primeTrackingStatus (spec storefront §3.2: active only when ACTIVE)', () => {
  it.each([
    ['ACTIVE', 'active'],
    ['NONE', 'inactive'],
    ['CANCELLED', 'inactive'],
    ['WAITING_LIST', 'inactive'],
  ] as const)('%s -> %s', (status, expected) => {
    expect(
      primeTrackingStatus({
        primeInfo: { __typename: 'PrimeInfo', status, abo: null, startDate: null, endDate: null },
      }),
    ).toBe(expected);
  });
});
