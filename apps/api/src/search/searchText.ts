// Query text rules shared by the search service and its seed (storefront §5 "Search and metadata").
import { SEARCH_QUERY_MAX_LENGTH } from '@ranzen/sdk-core/rules';
import type { SuggestedFilter } from '../generated/resolvers';
import { escapeHtml } from '../shop/escapeHtml';
import { badInput } from '../shop/validation';

/** The custom text search configuration: German stemming after accent folding (migration 0004). */
export const SEARCH_CONFIG = 'german_unaccent';
/** Words of a query considered for typo correction. */
export const MAX_QUERY_WORDS = 8;

/** Rule lookups ignore case and repeated spaces: "  Rote   buntstifte " is "rote buntstifte". */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLocaleLowerCase('de-DE');
}

/** A submitted query: trimmed, not empty (storefront §5: an empty query is not searched), not overlong. */
export function requireQuery(value: string, field: string): string {
  const query = value.trim();
  if (query.length === 0) throw badInput('The search query is empty.', field);
  // The search box's and the URL's limit (sdk-core); longer input is bad input here.
  if (query.length > SEARCH_QUERY_MAX_LENGTH) {
    throw badInput(`The search query has more than ${SEARCH_QUERY_MAX_LENGTH} characters.`, field);
  }
  return query;
}

/** Letters and digits runs of the query, lower case, at most MAX_QUERY_WORDS. */
export function queryWords(query: string): string[] {
  return normalizeQuery(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * A suggestion label (storefront §3.11 "label is HTML"): the term escaped, with the first case-insensitive
 * occurrence of the typed text in <b>.
 */
export function suggestionLabel(term: string, typed: string): string {
  const needle = typed.trim().toLocaleLowerCase('de-DE');
  const at = needle.length === 0 ? -1 : term.toLocaleLowerCase('de-DE').indexOf(needle);
  if (at < 0) return escapeHtml(term);
  const end = at + needle.length;
  return `${escapeHtml(term.slice(0, at))}<b>${escapeHtml(term.slice(at, end))}</b>${escapeHtml(term.slice(end))}`;
}

/** A rule's filters as served: null values dropped, filters left without values dropped (§3.11). */
export function dropNullValues(
  filters: readonly { name: string; values: readonly (string | null)[] }[],
): SuggestedFilter[] {
  return filters
    .map((filter) => ({ name: filter.name, values: filter.values.filter((value) => value !== null) }))
    .filter((filter) => filter.values.length > 0);
}
