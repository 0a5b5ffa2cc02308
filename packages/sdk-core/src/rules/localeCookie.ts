// The locale cookie (spec storefront §9 "Locale cookie: 365 days"; §1 "The B2B shop has separate hosts
// per language (German and English) and a flag-style language switcher"). Each language of a shop is its
// own host, so the cookie decides one thing: the language a visitor chose in the switcher, read at the
// store root to send a returning visitor to that language's host (docs/decisions/0034). It must be
// visible on every language host, so it is set on the parent domain the hosts share; hosts that share
// none (or only a single label such as `localhost`, which browsers refuse as a cookie domain) get no
// cookie and no redirect, so a choice can never be seen on one host and missed on the other (no loops).
import type { ShopLanguage } from '../store/storeConfig';

/** The cookie that holds the chosen language (its name is ours; the spec names none). */
export const LOCALE_COOKIE = 'locale';

// Spec storefront §9 "Locale cookie: 365 days".
/** How long the chosen language is kept: 365 days. */
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** One language version of a shop: its language and its public origin. */
export interface LanguageVersionOrigin {
  readonly language: ShopLanguage;
  readonly origin: string;
}

/**
 * The parent domain every origin's host lies in, with at least two labels (`educational.example` for
 * `educational.example` and `en.educational.example`); null when the hosts share none, only one label
 * (`localhost`) or are IP addresses.
 *
 * @example
 * ```ts
 * sharedCookieDomain(['https://educational.example', 'https://en.educational.example']); // 'educational.example'
 * sharedCookieDomain(['http://localhost:3000', 'http://en.localhost:3000']); // null
 * ```
 */
export function sharedCookieDomain(origins: readonly string[]): string | null {
  const hosts = origins.map((origin) => new URL(origin).hostname.split('.').reverse());
  const [first, ...others] = hosts;
  if (!first) return null;
  let shared = 0;
  while (shared < first.length && others.every((labels) => labels[shared] === first[shared])) shared += 1;
  const topLabel = first[0] ?? '';
  if (shared < 2 || /^\d+$/.test(topLabel) || topLabel.startsWith('[')) return null;
  return first.slice(0, shared).reverse().join('.');
}

/**
 * The `document.cookie` assignment that keeps the visitor's language choice for 365 days on the domain
 * the language hosts share (`sharedCookieDomain`).
 *
 * @example
 * ```ts
 * localeCookie('en-DE', 'educational.example'); // 'locale=en-DE; Max-Age=31536000; Domain=educational.example; Path=/; SameSite=Lax'
 * ```
 */
export function localeCookie(language: ShopLanguage, domain: string): string {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${language}; Max-Age=${maxAge}; Domain=${domain}; Path=/; SameSite=Lax`;
}

/**
 * Where the store root sends a visitor: the origin of the language version the cookie names, or null to
 * stay — no cookie (a crawler), the page's own language, a language the shop does not offer, or hosts
 * that share no cookie domain.
 *
 * @example
 * ```ts
 * const versions = [
 *   { language: 'de-DE', origin: 'https://educational.example' },
 *   { language: 'en-DE', origin: 'https://en.educational.example' },
 * ] as const;
 * chosenLanguageOrigin('de-DE', 'en-DE', versions); // 'https://en.educational.example'
 * chosenLanguageOrigin('en-DE', 'en-DE', versions); // null
 * ```
 */
export function chosenLanguageOrigin(
  current: ShopLanguage,
  cookieValue: string | undefined,
  versions: readonly LanguageVersionOrigin[],
): string | null {
  if (!cookieValue || cookieValue === current) return null;
  const chosen = versions.find((version) => version.language === cookieValue);
  if (!chosen || sharedCookieDomain(versions.map((version) => version.origin)) === null) return null;
  return chosen.origin;
}
