// Spec storefront §5: "On focus with text, the e-mail field shows domain suggestions. The lists
// differ by shop: German, Swiss and Austrian lists plus international ones."
import { describe, expect, it } from 'vitest';
import { EMAIL_DOMAIN_LISTS, STORES } from '../store/storeConfig';
import { EMAIL_SUGGESTION_LIMIT, emailDomainSuggestions } from './emailSuggestions';

const domains = ['gmx.de', 'gmail.com', 'web.de', 'gmx.net'];

describe('emailDomainSuggestions (spec storefront §5)', () => {
  it('completes a local part with every domain of the list', () => {
    expect(emailDomainSuggestions('anna', domains)).toEqual([
      'anna@gmx.de',
      'anna@gmail.com',
      'anna@web.de',
      'anna@gmx.net',
    ]);
  });

  it('narrows to the domains starting with what follows the @, ignoring case', () => {
    expect(emailDomainSuggestions('anna@gm', domains)).toEqual([
      'anna@gmx.de',
      'anna@gmail.com',
      'anna@gmx.net',
    ]);
    expect(emailDomainSuggestions('anna@GMX', domains)).toEqual(['anna@gmx.de', 'anna@gmx.net']);
    expect(emailDomainSuggestions('anna@schule.example', domains)).toEqual([]);
  });

  it('offers nothing without text, without a local part, with two @ or for a finished suggestion', () => {
    expect(emailDomainSuggestions('', domains)).toEqual([]);
    expect(emailDomainSuggestions('  ', domains)).toEqual([]);
    expect(emailDomainSuggestions('@gmx', domains)).toEqual([]);
    expect(emailDomainSuggestions('a@b@gmx', domains)).toEqual([]);
    expect(emailDomainSuggestions('anna@web.de', domains)).toEqual([]);
  });

  it(`shows at most ${EMAIL_SUGGESTION_LIMIT} suggestions`, () => {
    expect(emailDomainSuggestions('anna', STORES.de.emailDomains)).toHaveLength(EMAIL_SUGGESTION_LIMIT);
  });

  it('differs by shop: the country list first, then the international one', () => {
    expect(STORES.de.emailDomains).toEqual([
      ...EMAIL_DOMAIN_LISTS.germany,
      ...EMAIL_DOMAIN_LISTS.international,
    ]);
    expect(STORES.at.emailDomains).toEqual([
      ...EMAIL_DOMAIN_LISTS.austria,
      ...EMAIL_DOMAIN_LISTS.international,
    ]);
    expect(STORES.ch.emailDomains).toEqual([
      ...EMAIL_DOMAIN_LISTS.switzerland,
      ...EMAIL_DOMAIN_LISTS.international,
    ]);
    expect(emailDomainSuggestions('anna@b', STORES.ch.emailDomains)).toEqual(['anna@bluewin.ch']);
    expect(emailDomainSuggestions('anna@b', STORES.de.emailDomains)).toEqual([]);
    expect(emailDomainSuggestions('anna@gmail', STORES['b2b-de'].emailDomains)).toEqual(['anna@gmail.com']);
  });
});
