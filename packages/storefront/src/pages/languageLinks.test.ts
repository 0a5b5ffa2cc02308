// Spec storefront §1: the B2B language switcher links the same page on the other language's host.
import { DEFAULT_PUBLIC_ORIGINS, STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { languageChoiceCookie, languageLinks, languageOriginsFor } from './languageLinks';

describe('languageOriginsFor', () => {
  it('hands over the origins of the B2B language versions only', () => {
    expect(languageOriginsFor(STORES['b2b-de'], DEFAULT_PUBLIC_ORIGINS)).toEqual({
      'b2b-de': 'http://educational.localhost:3001',
      'b2b-en': 'http://en.educational.localhost:3001',
    });
    expect(languageOriginsFor(STORES.de, DEFAULT_PUBLIC_ORIGINS)).toEqual({});
  });
});

describe('languageLinks', () => {
  const origins = languageOriginsFor(STORES['b2b-de'], {
    ...DEFAULT_PUBLIC_ORIGINS,
    'b2b-en': 'https://en.educational.example',
  });

  it('keeps the page: the shown path here, its counterpart on the other host', () => {
    expect(languageLinks(STORES['b2b-de'], '/service/datenschutz/?ref=footer', origins)).toEqual([
      { language: 'de-DE', href: '/service/datenschutz/?ref=footer', current: true },
      {
        language: 'en-DE',
        href: 'https://en.educational.example/service/privacy/?ref=footer',
        current: false,
      },
    ]);
    expect(languageLinks(STORES['b2b-en'], '/cat/6/', origins)[0]).toEqual({
      language: 'de-DE',
      href: 'http://educational.localhost:3001/cat/6/',
      current: false,
    });
  });

  it('leaves out a version without a known origin, and gives consumer stores no switcher', () => {
    expect(languageLinks(STORES['b2b-de'], '/', { 'b2b-de': 'http://educational.localhost:3001' })).toEqual([
      { language: 'de-DE', href: '/', current: true },
    ]);
    expect(languageLinks(STORES['en-DE'], '/', origins)).toEqual([]);
  });
});

describe('languageChoiceCookie (spec storefront §9 locale cookie; decision 0034)', () => {
  it('keeps the choice on the domain the B2B hosts share, and sets nothing where the hosts share none', () => {
    const b2b = languageOriginsFor(STORES['b2b-en'], DEFAULT_PUBLIC_ORIGINS);
    expect(languageChoiceCookie(STORES['b2b-en'], b2b, 'de-DE')).toBe(
      'locale=de-DE; Max-Age=31536000; Domain=educational.localhost; Path=/; SameSite=Lax',
    );
    const apart = { 'b2b-de': 'https://ranzen-edu.de', 'b2b-en': 'https://ranzen-edu.com' };
    expect(languageChoiceCookie(STORES['b2b-de'], apart, 'en-DE')).toBeNull();
  });
});
