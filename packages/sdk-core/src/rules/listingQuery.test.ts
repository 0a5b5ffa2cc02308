import { describe, expect, it } from 'vitest';
import {
  CATEGORY_DEFAULT_SORT,
  clearFilters,
  EMPTY_LISTING_STATE,
  encodeQueryValue,
  HERO_FILTERS_WITH_CATEGORY,
  HERO_FILTERS_WITHOUT_CATEGORY,
  type ListingQueryState,
  listingQueryString,
  listingVariables,
  PRODUCTS_PER_PAGE,
  paginationLinks,
  pagingFor,
  parseListingQuery,
  parsePageParam,
  parseRange,
  parseSearchQuery,
  removeFilter,
  SEARCH_DEFAULT_SORT,
  SEARCH_QUERY_MAX_LENGTH,
  setPage,
  setRangeFilter,
  setSort,
  splitFilterValues,
  splitHeroFilters,
  toggleEnumValue,
  totalPagesFor,
} from './listingQuery';

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));

describe('page parameter (spec storefront §2.1, §9)', () => {
  it('defaults to 1 and accepts only positive integers', () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('3')).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'abc', '']) expect(parsePageParam(bad)).toBe(1);
  });

  it('pages by 60 products', () => {
    expect(PRODUCTS_PER_PAGE).toBe(60);
    expect(pagingFor(1)).toEqual({ offset: 0, limit: 60 });
    expect(pagingFor(3)).toEqual({ offset: 120, limit: 60 });
    expect(totalPagesFor(0)).toBe(1);
    expect(totalPagesFor(60)).toBe(1);
    expect(totalPagesFor(61)).toBe(2);
  });
});

describe('filter values (spec storefront §2.1, §4 "Filter query parsing")', () => {
  it('splits comma-separated values', () => {
    expect(splitFilterValues('rot,blau,grün')).toEqual(['rot', 'blau', 'grün']);
  });

  it('keeps a decimal with a comma followed by a unit together', () => {
    expect(splitFilterValues('2,5 mm')).toEqual(['2,5 mm']);
    expect(splitFilterValues('2,5 mm,3 mm')).toEqual(['2,5 mm', '3 mm']);
    expect(splitFilterValues('0,5l,1,5 l')).toEqual(['0,5l', '1,5 l']);
    expect(splitFilterValues('Mine 0,7 mm,HB')).toEqual(['Mine 0,7 mm', 'HB']);
  });

  it('still splits plain numbers, which have no unit after the comma', () => {
    expect(splitFilterValues('10,12')).toEqual(['10', '12']);
  });

  it('drops empty pieces and duplicates', () => {
    expect(splitFilterValues('rot,,rot, ')).toEqual(['rot']);
  });
});

describe('ranges (spec storefront §2.1 filter.PRICE and filter.rating)', () => {
  it('reads from-to numbers with open ends', () => {
    expect(parseRange('5-20')).toEqual({ from: 5, to: 20 });
    expect(parseRange('4,99-10.5')).toEqual({ from: 4.99, to: 10.5 });
    expect(parseRange('-20')).toEqual({ from: null, to: 20 });
    expect(parseRange('3-')).toEqual({ from: 3, to: null });
  });

  it('refuses anything else', () => {
    for (const bad of ['-', '20-5', 'a-b', '5', '1-2-3', '']) expect(parseRange(bad)).toBeNull();
  });
});

describe('parseListingQuery (spec storefront §2.1, §3.8)', () => {
  it('reads page, sort, enum and range filters and search-in-category', () => {
    const state = parse(
      'p=2&sort=price-asc&filter.color=rot,blau&filter.size=2,5 mm&filter.PRICE=5-20&filter.rating=4-5&searchInCategoryId=12',
    );
    expect(state).toEqual({
      page: 2,
      sort: 'price-asc',
      enumFilters: [
        { id: 'color', values: ['rot', 'blau'] },
        { id: 'size', values: ['2,5 mm'] },
      ],
      rangeFilters: [
        { id: 'PRICE', from: 5, to: 20 },
        { id: 'rating', from: 4, to: 5 },
      ],
      searchInCategoryId: '12',
    });
  });

  it('ignores broken ranges, empty filters and unrelated parameters', () => {
    expect(parse('filter.PRICE=abc&filter.color=&filter.=x&utm_source=news')).toEqual(EMPTY_LISTING_STATE);
  });

  it('reads q and oq on the search route', () => {
    const state = parseSearchQuery(new URLSearchParams('q=%20Stifte+%26+Farben%20&oq=Stfite'));
    expect(state.query).toBe('Stifte & Farben');
    expect(state.originalQuery).toBe('Stfite');
  });

  it('cuts a search term longer than the search box allows', () => {
    const long = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 20);
    expect(parseSearchQuery(new URLSearchParams({ q: long })).query).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
  });
});

describe('listingQueryString', () => {
  it('writes the state so that parsing it gives the same state back', () => {
    const state: ListingQueryState = {
      page: 3,
      sort: 'price-desc',
      enumFilters: [
        { id: 'color', values: ['rot', 'blau & grün'] },
        { id: 'size', values: ['2,5 mm', '3 mm'] },
      ],
      rangeFilters: [{ id: 'PRICE', from: 4.99, to: null }],
      searchInCategoryId: null,
    };
    const query = listingQueryString(state, 'category');
    expect(query).toBe(
      '?p=3&sort=price-desc&filter.color=rot,blau%20%26%20gr%C3%BCn&filter.size=2,5%20mm,3%20mm&filter.PRICE=4.99-',
    );
    expect(parse(query.slice(1))).toEqual(state);
  });

  it('leaves out defaults: page 1 and the default sort of the listing kind', () => {
    expect(listingQueryString({ ...EMPTY_LISTING_STATE, sort: CATEGORY_DEFAULT_SORT }, 'category')).toBe('');
    expect(listingQueryString({ ...EMPTY_LISTING_STATE, sort: CATEGORY_DEFAULT_SORT }, 'search')).toBe(
      '?sort=si',
    );
    expect(
      listingQueryString(
        { ...EMPTY_LISTING_STATE, sort: SEARCH_DEFAULT_SORT, query: 'a+b', originalQuery: null },
        'search',
      ),
    ).toBe('?q=a%2Bb');
  });

  it('encodes & as %26 and + as %2B (spec storefront §2.7, §5)', () => {
    expect(encodeQueryValue('Stifte & Farben')).toBe('Stifte%20%26%20Farben');
    expect(encodeQueryValue('C++')).toBe('C%2B%2B');
  });
});

describe('state changes (spec storefront §4 "Listing and search")', () => {
  const filtered: ListingQueryState = {
    page: 4,
    sort: 'price-asc',
    enumFilters: [{ id: 'color', values: ['rot'] }],
    rangeFilters: [{ id: 'PRICE', from: 5, to: 20 }],
    searchInCategoryId: '12',
  };

  it('toggling a value adds or removes it and goes back to page 1', () => {
    const added = toggleEnumValue(filtered, 'color', 'blau');
    expect(added.enumFilters).toEqual([{ id: 'color', values: ['rot', 'blau'] }]);
    expect(added.page).toBe(1);
    expect(toggleEnumValue(added, 'color', 'rot').enumFilters).toEqual([{ id: 'color', values: ['blau'] }]);
    expect(toggleEnumValue(filtered, 'brand', 'Pelikan').enumFilters).toHaveLength(2);
  });

  it('removing all filters resets sort and search-in-category', () => {
    for (const cleared of [
      clearFilters(filtered),
      removeFilter(removeFilter(filtered, 'color'), 'PRICE'),
      setRangeFilter(toggleEnumValue(filtered, 'color', 'rot'), 'PRICE', null, null),
    ]) {
      expect(cleared).toEqual(EMPTY_LISTING_STATE);
    }
  });

  it('removing one of several filters keeps sort and search-in-category', () => {
    const state = removeFilter(filtered, 'color');
    expect(state.sort).toBe('price-asc');
    expect(state.searchInCategoryId).toBe('12');
    expect(state.rangeFilters).toEqual(filtered.rangeFilters);
  });

  it('a new sort starts at page 1; pages are at least 1', () => {
    expect(setSort(filtered, 'rating')).toMatchObject({ sort: 'rating', page: 1 });
    expect(setPage(filtered, 0).page).toBe(1);
    expect(setPage(filtered, 7).page).toBe(7);
  });

  it('maps to the API arguments, leaving the default sort to the API', () => {
    expect(listingVariables(filtered)).toEqual({
      paging: { offset: 180, limit: 60 },
      sortBy: 'price-asc',
      enumFilters: [{ id: 'color', values: ['rot'] }],
      rangeFilters: [{ id: 'PRICE', from: 5, to: 20 }],
    });
    expect(listingVariables(EMPTY_LISTING_STATE).sortBy).toBeNull();
  });
});

describe('hero filters (spec storefront §4)', () => {
  const facets = ['color', 'brand', 'material', 'age', 'PRICE', 'rating', 'size'];

  it('shows at most 4 beside a category filter', () => {
    const { hero, more } = splitHeroFilters(facets, true);
    expect(hero).toHaveLength(HERO_FILTERS_WITH_CATEGORY);
    expect(hero).toEqual(['color', 'brand', 'material', 'age']);
    expect(more).toEqual(['PRICE', 'rating', 'size']);
  });

  it('shows at most 5 without a category filter', () => {
    expect(splitHeroFilters(facets, false).hero).toHaveLength(HERO_FILTERS_WITHOUT_CATEGORY);
    expect(splitHeroFilters(facets.slice(0, 2), false)).toEqual({ hero: ['color', 'brand'], more: [] });
  });
});

describe('paginationLinks', () => {
  const render = (current: number, total: number) =>
    paginationLinks(current, total)
      .map((link) => (link.kind === 'gap' ? '…' : String(link.page)))
      .join(' ');

  it('lists first, last and the current page with its neighbours', () => {
    expect(render(1, 1)).toBe('1');
    expect(render(1, 3)).toBe('1 2 3');
    expect(render(6, 12)).toBe('1 … 5 6 7 … 12');
    expect(render(1, 12)).toBe('1 2 … 12');
    expect(render(12, 12)).toBe('1 … 11 12');
  });

  it('shows a single left-out page instead of a gap, and clamps the current page', () => {
    expect(render(4, 12)).toBe('1 2 3 4 5 … 12');
    expect(render(99, 3)).toBe('1 2 3');
  });
});
