// A result URL opened directly follows the search box's submit flow (spec storefront §2.7, §4 "Search
// suggestions" steps 2-4): which URLs are checked, and where each kind of answer sends them.
import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './listingQuery';
import { appliesSearchRules, type SearchServiceAnswer, searchPageRedirect } from './searchSubmit';

const HERE = { href: 'http://localhost:3000/search/?q=Ranzen' };

function answer(fields: Partial<SearchServiceAnswer> & { query: string }): SearchServiceAnswer {
  return { redirectPath: null, rewritten: false, longTail: null, productUrl: null, ...fields };
}

describe('appliesSearchRules', () => {
  it('checks a bare query only', () => {
    const state = (query: string) => parseSearchQuery(new URLSearchParams(query));
    expect(appliesSearchRules(state('q=Ranzen'))).toBe(true);
    for (const query of [
      'q=',
      'q=Schulf%C3%BCller&oq=F%C3%BCller',
      'q=Ranzen&p=2',
      'q=Ranzen&sort=price-asc',
      'q=Ranzen&filter.colour=Rot',
      'q=Ranzen&filter.PRICE=5-20',
      'q=Ranzen&searchInCategoryId=3',
    ]) {
      expect(appliesSearchRules(state(query)), query).toBe(false);
    }
  });
});

describe('searchPageRedirect', () => {
  it('follows a redirect rule, internal or external', () => {
    expect(searchPageRedirect('Ranzen', answer({ query: 'Ranzen', redirectPath: '/cat/4/' }), HERE)).toBe(
      '/cat/4/',
    );
    expect(
      searchPageRedirect(
        'Ranzen',
        answer({ query: 'Ranzen', redirectPath: 'https://example.org/ranzen' }),
        HERE,
      ),
    ).toBe('https://example.org/ranzen');
  });

  it('never follows an unsafe redirect target: the results are shown', () => {
    expect(
      searchPageRedirect('Ranzen', answer({ query: 'Ranzen', redirectPath: 'javascript:alert(1)' }), HERE),
    ).toBeNull();
  });

  it('sends a rewritten query to its results with oq, and a long-tail query to its filters', () => {
    expect(
      searchPageRedirect('Füller', answer({ query: 'Schulfüller', rewritten: true }), {
        href: 'http://localhost:3000/search/?q=F%C3%BCller',
      }),
    ).toBe('/search/?q=Schulf%C3%BCller&oq=F%C3%BCller');
    expect(
      searchPageRedirect(
        'rote Buntstifte',
        answer({
          query: 'rote Buntstifte',
          longTail: { searchQuery: 'Buntstifte', filters: [{ name: 'colour', values: ['Rot'] }] },
        }),
        { href: 'http://localhost:3000/search/?q=rote+Buntstifte' },
      ),
    ).toBe('/search/?q=Buntstifte&filter.colour=Rot');
  });

  it('sends a single matching product to its page', () => {
    expect(searchPageRedirect('4711', answer({ query: '4711', productUrl: '/prod/12/' }), HERE)).toBe(
      '/prod/12/',
    );
  });

  it('shows the results when nothing applies, however the URL spells the query', () => {
    for (const href of [
      'http://localhost:3000/search/?q=rote%20Stifte',
      'http://localhost:3000/search/?q=rote+Stifte',
      'http://localhost:3000/search?q=rote+Stifte',
    ]) {
      expect(searchPageRedirect('rote Stifte', answer({ query: 'rote Stifte' }), { href }), href).toBeNull();
    }
  });
});
