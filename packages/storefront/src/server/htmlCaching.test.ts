// Who may keep a server-rendered page and its validator (issue 22 item 3): the audience by cookies and
// answer, and If-None-Match by weak comparison (RFC 9110 §13.1.2).
import { describe, expect, it } from 'vitest';
import { CUSTOMER_TOKEN_COOKIE } from './customerSession';
import { documentEtag, etagMatches, htmlAudience } from './htmlCaching';
import { CART_ID_COOKIE, HOST_COOKIE_PREFIX, USER_ID_COOKIE } from './idCookies';

const PLAIN = { status: 200, setsCookies: false };

describe('htmlAudience', () => {
  it('shares a page only with a visitor the shop knows nothing of', () => {
    expect(htmlAudience({}, PLAIN)).toBe('everyone');
    expect(htmlAudience({ _ga: 'GA1.1.1' }, PLAIN)).toBe('everyone');
    expect(htmlAudience({}, { status: 404, setsCookies: false })).toBe('everyone');
  });

  it("keeps a visitor's page in the browser only", () => {
    expect(htmlAudience({ [CART_ID_COOKIE]: 'c1' }, PLAIN)).toBe('visitor');
    expect(htmlAudience({ [`${HOST_COOKIE_PREFIX}${USER_ID_COOKIE}`]: 'u1' }, PLAIN)).toBe('visitor');
    expect(htmlAudience({}, { status: 200, setsCookies: true })).toBe('visitor');
    expect(htmlAudience({}, { status: 500, setsCookies: false })).toBe('visitor');
  });

  it("never keeps a logged-in customer's page", () => {
    expect(htmlAudience({ [CUSTOMER_TOKEN_COOKIE]: 'a.b.c' }, PLAIN)).toBe('customer');
  });
});

describe('documentEtag and etagMatches', () => {
  it('ignores the nonce and tells documents apart', () => {
    const one = documentEtag('<script nonce="AAA">1</script>', 'AAA');
    expect(documentEtag('<script nonce="BBB">1</script>', 'BBB')).toBe(one);
    expect(documentEtag('<script nonce="AAA">2</script>', 'AAA')).not.toBe(one);
    expect(one).toMatch(/^W\/"[\w-]+"$/);
  });

  it('compares weakly, in lists and with *', () => {
    const etag = 'W/"abc"';
    expect(etagMatches('W/"abc"', etag)).toBe(true);
    expect(etagMatches('"abc"', etag)).toBe(true);
    expect(etagMatches('"x", W/"abc"', etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches('W/"abd"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
  });
});
