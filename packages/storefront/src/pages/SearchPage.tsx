// Search results (spec storefront §2.1 /search with q, oq, p, sort, searchInCategoryId, filter.{name};
// §4 "Listing and search", empty result with suggestions; §9 noindex): the searched term as h1, a note
// when the service rewrote the query or only found similar spellings, then the listing, or the popular
// searches when nothing matched.
import { skipToken, useQuery } from '@apollo/client/react';
import {
  CoreSearchDocument,
  EMPTY_LISTING_STATE,
  hasFilters,
  listingQueryString,
  SEARCH_PATH,
  SearchSuggestionsDocument,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { SearchEmptyState } from '@ranzen/ui';
import { coreSearchVariables } from '../data/listingLoaders';
import { usePageData } from '../data/pageData';
import { ListingView } from './ListingView';
import styles from './pages.module.css';

/** GA4 item list of the result page (one list whatever the term; the term is in the page view). */
const SEARCH_ITEM_LIST = { id: 'search', name: 'search' } as const;

export function SearchPage() {
  const t = useTranslate();
  const { search } = usePageData('search');
  // cache-first: the loader put the result (and, for none, the popular searches) into the cache.
  const { data } = useQuery(CoreSearchDocument, { variables: coreSearchVariables(search) });
  const result = data?.coreSearch;
  const nothingFound = result?.results.totalCount === 0 && !hasFilters(search);
  const { data: popular } = useQuery(
    SearchSuggestionsDocument,
    nothingFound ? { variables: { userQuery: '' } } : skipToken,
  );
  const suggestionHref = (query: string) =>
    `${SEARCH_PATH}${listingQueryString({ ...EMPTY_LISTING_STATE, query, originalQuery: null }, 'search')}`;

  return (
    <div className={styles.page} data-page="search">
      <h1 className={styles.title}>{t('vue.search.title', { query: search.query })}</h1>
      {search.originalQuery ? (
        <p className={styles.meta}>
          {t('vue.search.originalQuery', { query: search.query, original: search.originalQuery })}
        </p>
      ) : null}
      {result?.isFuzzy && result.results.totalCount > 0 ? (
        <p className={styles.meta}>{t('vue.search.fuzzy')}</p>
      ) : null}
      {result ? (
        nothingFound ? (
          <SearchEmptyState
            query={search.query}
            suggestions={popular?.searchSuggestions.suggestQueries.map((entry) => entry.suggest) ?? []}
            hrefFor={suggestionHref}
          />
        ) : (
          <ListingView
            list={result.results}
            state={search}
            kind="search"
            path={SEARCH_PATH}
            label={t('vue.search.title', { query: search.query })}
            trackingList={SEARCH_ITEM_LIST}
            // Spec §2.1 searchInCategoryId: a category narrows the search; choosing it again widens it.
            categoryHref={(category, hrefFor) =>
              hrefFor({ ...search, page: 1, searchInCategoryId: category.selected ? null : category.id })
            }
          />
        )
      ) : null}
    </div>
  );
}
