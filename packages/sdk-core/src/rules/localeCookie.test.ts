// Spec storefront §9 "Locale cookie: 365 days"; §1 the B2B shop's hosts per language and flag switcher.
import { describe, expect, it } from 'vitest';
import {
  chosenLanguageOrigin,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  localeCookie,
  sharedCookieDomain,
} from './localeCookie';

const b2b = [
  { language: 'de-DE', origin: 'http://educational.localhost:3001' },
  { language: 'en-DE', origin: 'http://en.educational.localhost:3001' },
] as const;

describe('locale cookie (spec storefront §9)', () => {
  it('lives 365 days on the domain the language hosts share', () => {
    expect(LOCALE_COOKIE_MAX_AGE_DAYS).toBe(365);
    expect(localeCookie('en-DE', 'educational.localhost')).toBe(
      'locale=en-DE; Max-Age=31536000; Domain=educational.localhost; Path=/; SameSite=Lax',
    );
  });

  it('finds the parent domain both hosts lie in, never a single label or an address', () => {
    expect(sharedCookieDomain(b2b.map((version) => version.origin))).toBe('educational.localhost');
    expect(sharedCookieDomain(['https://educational.ranzen.de', 'https://en.educational.ranzen.de'])).toBe(
      'educational.ranzen.de',
    );
    expect(sharedCookieDomain(['https://ranzen.de', 'https://en.ranzen.de'])).toBe('ranzen.de');
    // Chromium refuses Domain=localhost: localhost and en.localhost cannot share a cookie.
    expect(sharedCookieDomain(['http://localhost:3000', 'http://en.localhost:3000'])).toBeNull();
    expect(sharedCookieDomain(['https://ranzen-edu.de', 'https://ranzen-edu.com'])).toBeNull();
    expect(sharedCookieDomain(['http://127.0.0.1:3001', 'http://10.0.0.1:3001'])).toBeNull();
    expect(sharedCookieDomain([])).toBeNull();
  });

  it('sends the root to the chosen language host, and nowhere without a choice or for the same language', () => {
    expect(chosenLanguageOrigin('de-DE', 'en-DE', b2b)).toBe('http://en.educational.localhost:3001');
    expect(chosenLanguageOrigin('en-DE', 'de-DE', b2b)).toBe('http://educational.localhost:3001');
    // A crawler sends no cookie; a visitor who switched back holds the page's own language.
    expect(chosenLanguageOrigin('de-DE', undefined, b2b)).toBeNull();
    expect(chosenLanguageOrigin('de-DE', 'de-DE', b2b)).toBeNull();
    // A language the shop does not offer here, or hosts that cannot share the cookie.
    expect(chosenLanguageOrigin('de-DE', 'de-AT', b2b)).toBeNull();
    expect(chosenLanguageOrigin('de-DE', 'en-DE', [])).toBeNull();
    expect(
      chosenLanguageOrigin('de-DE', 'en-DE', [
        { language: 'de-DE', origin: 'http://localhost:3000' },
        { language: 'en-DE', origin: 'http://en.localhost:3000' },
      ]),
    ).toBeNull();
  });
});
