// E-mail domain suggestions (spec storefront §5: "On focus with text, the e-mail field shows domain
// suggestions. The lists differ by shop: German, Swiss and Austrian lists plus international ones").
// The lists are part of the store profile (`emailDomains` in store/storeConfig.ts).

/** Suggestions shown at most, so the list stays short enough to scan. */
export const EMAIL_SUGGESTION_LIMIT = 5;

/**
 * The completed addresses to offer for what the customer typed: the local part with each domain
 * that starts with the typed domain part. Nothing for an empty local part, more than one '@', or
 * an address that already is one of the suggestions.
 *
 * @example
 * ```ts
 * emailDomainSuggestions('anna@GMX', ['gmx.de', 'gmx.net', 'web.de']); // [ 'anna@gmx.de', 'anna@gmx.net' ]
 * ```
 */
export function emailDomainSuggestions(typed: string, domains: readonly string[]): readonly string[] {
  const value = typed.trim();
  const [local = '', domainPart, ...rest] = value.split('@');
  if (local === '' || rest.length > 0) return [];
  const start = (domainPart ?? '').toLowerCase();
  const matches = domains.filter((domain) => domain.startsWith(start)).map((domain) => `${local}@${domain}`);
  if (matches.some((address) => address.toLowerCase() === value.toLowerCase())) return [];
  return [...new Set(matches)].slice(0, EMAIL_SUGGESTION_LIMIT);
}
