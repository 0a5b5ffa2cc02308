import { describe, expect, it } from 'vitest';
import { isRejectedCatchAllPath, resolvePageOutcome } from './resolvePage';

describe('resolvePageOutcome (spec storefront §2.4)', () => {
  it('renders content pages', () => {
    expect(resolvePageOutcome({ pageType: 'CONTENT' })).toEqual({ kind: 'content' });
  });

  it('renders category pages found by URL', () => {
    expect(resolvePageOutcome({ pageType: 'CATEGORY', categoryId: '42' })).toEqual({
      kind: 'category',
      categoryId: '42',
    });
    expect(resolvePageOutcome({ pageType: 'CATEGORY', categoryId: null })).toEqual({
      kind: 'notFound',
      status: 404,
    });
  });

  it('answers a redirect URL with 301, or 302 when temporary', () => {
    expect(resolvePageOutcome({ pageType: 'CONTENT', redirectUrl: '/cat/1/' })).toEqual({
      kind: 'redirect',
      location: '/cat/1/',
      status: 301,
    });
    expect(
      resolvePageOutcome({ pageType: 'UNKNOWN', redirectUrl: '/sale/', redirectTemporary: true }),
    ).toEqual({ kind: 'redirect', location: '/sale/', status: 302 });
  });

  it('refuses unsafe redirect targets (§8)', () => {
    expect(resolvePageOutcome({ pageType: 'CONTENT', redirectUrl: 'javascript:alert(1)' }).kind).toBe(
      'notFound',
    );
    expect(resolvePageOutcome({ pageType: 'CONTENT', redirectUrl: '//evil.example/' }).kind).toBe('notFound');
    expect(resolvePageOutcome({ pageType: 'CONTENT', redirectUrl: ' JavaScript:alert(1)' }).kind).toBe(
      'notFound',
    );
    expect(resolvePageOutcome({ pageType: 'CONTENT', redirectUrl: '/\\evil.example/' }).kind).toBe(
      'notFound',
    );
  });

  it('refuses external redirect targets by default (§8)', () => {
    expect(resolvePageOutcome({ pageType: 'CONTENT', redirectUrl: 'https://partner.example/' }).kind).toBe(
      'notFound',
    );
  });

  it('answers GONE with 410 and NOT_FOUND / UNKNOWN with 404', () => {
    expect(resolvePageOutcome({ pageType: 'GONE' })).toEqual({ kind: 'gone', status: 410 });
    expect(resolvePageOutcome({ pageType: 'NOT_FOUND' })).toEqual({ kind: 'notFound', status: 404 });
    expect(resolvePageOutcome({ pageType: 'UNKNOWN' })).toEqual({ kind: 'notFound', status: 404 });
    expect(resolvePageOutcome(null)).toEqual({ kind: 'notFound', status: 404 });
  });
});

describe('isRejectedCatchAllPath (spec storefront §2.4)', () => {
  it('rejects upper-case letters and dollar signs', () => {
    expect(isRejectedCatchAllPath('/Service/')).toBe(true);
    expect(isRejectedCatchAllPath('/service$/')).toBe(true);
    expect(isRejectedCatchAllPath('/service/sicher-einkaufen/')).toBe(false);
  });

  it('rejects wrongly cased /cat/ and /prod/ prefixes', () => {
    expect(isRejectedCatchAllPath('/CAT/1')).toBe(true);
    expect(isRejectedCatchAllPath('/pRod/1')).toBe(true);
  });
});
