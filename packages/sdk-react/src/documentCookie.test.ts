import { describe, expect, it } from 'vitest';
import { parseDocumentCookies } from './documentCookie';

describe('parseDocumentCookies', () => {
  it('reads names and decoded values, first one wins, malformed parts skipped', () => {
    expect(
      parseDocumentCookies('consent=1; infobar-hidden-t%201=1; a=%E2%82%AC; a=2; broken; b=%zz'),
    ).toEqual({
      consent: '1',
      'infobar-hidden-t%201': '1',
      a: '€',
      b: '%zz',
    });
    expect(parseDocumentCookies('')).toEqual({});
  });
});
