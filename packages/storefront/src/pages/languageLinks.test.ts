// Spec storefront §1: the B2B language switcher links the same page on the other language's host.
import { DEFAULT_PUBLIC_ORIGINS, STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { languageLinks, languageOriginsFor } from './languageLinks';

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
