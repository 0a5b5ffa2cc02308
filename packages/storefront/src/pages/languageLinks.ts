// The B2B language switcher's links (spec storefront §1: separate hosts per language and a flag-style
// switcher): the same page on each language version's host. The hosts' origins are configuration
// (RANZEN_PUBLIC_ORIGINS), known to the server only; it hands the versions' origins to the browser with
// the page (StorefrontState), so the switcher renders the same links on both sides. A click on a flag
// remembers the choice in the locale cookie, which the server reads at the store root (decision 0034).
import {
  chosenLanguageOrigin,
  type LanguageVersionOrigin,
  LOCALE_COOKIE,
  languageCounterpartPath,
  localeCookie,
  type PublicOrigins,
  type ShopLanguage,
  STORES,
  type StoreConfig,
  type StoreId,
  sharedCookieDomain,
} from '@ranzen/sdk-core';
import type { LanguageLink } from '@ranzen/ui';
import { createContext, useContext } from 'react';
import type { CookieJar } from '../data/frameCookies';

/** The origins of a store's language versions. */
export type LanguageOrigins = Readonly<Partial<Record<StoreId, string>>>;

/** The origins of the store's language versions, out of the public origins (none without versions). */
export function languageOriginsFor(store: StoreConfig, origins: PublicOrigins): LanguageOrigins {
  return Object.fromEntries(
    store.languageVersions.flatMap((id) => {
      const origin = origins[id];
      return origin ? [[id, origin]] : [];
    }),
  );
}

function versionOrigins(store: StoreConfig, origins: LanguageOrigins): LanguageVersionOrigin[] {
  return store.languageVersions.flatMap((id) => {
    const origin = origins[id];
    return origin ? [{ language: STORES[id].language, origin }] : [];
  });
}

/**
 * The `document.cookie` assignment that remembers choosing `language` in the switcher; null where the
 * language hosts share no cookie domain (then the root never redirects either).
 */
export function languageChoiceCookie(
  store: StoreConfig,
  origins: LanguageOrigins,
  language: ShopLanguage,
): string | null {
  const domain = sharedCookieDomain(versionOrigins(store, origins).map((version) => version.origin));
  return domain ? localeCookie(language, domain) : null;
}

/**
 * Where a request for the store root goes instead: the root of the language the visitor chose (the
 * query kept), or null to answer it here.
 */
export function chosenLanguageHome(
  store: StoreConfig,
  origins: LanguageOrigins,
  cookies: CookieJar,
  search: string,
): string | null {
  const origin = chosenLanguageOrigin(store.language, cookies[LOCALE_COOKIE], versionOrigins(store, origins));
  return origin ? `${origin}/${search}` : null;
}

/**
 * One link per language version: the shown page itself for the store's own language, the page's
 * counterpart on each other version's host (a version without a known origin is left out).
 */
export function languageLinks(store: StoreConfig, href: string, origins: LanguageOrigins): LanguageLink[] {
  return store.languageVersions.flatMap((id): LanguageLink[] => {
    const version = STORES[id];
    if (id === store.id) return [{ language: version.language, href, current: true }];
    const origin = origins[id];
    if (!origin) return [];
    return [
      {
        language: version.language,
        href: `${origin}${languageCounterpartPath(href, store, version)}`,
        current: false,
      },
    ];
  });
}

const LanguageOriginsContext = createContext<LanguageOrigins>({});

export const LanguageOriginsProvider = LanguageOriginsContext.Provider;

/** The language versions' origins the server handed over. */
export function useLanguageOrigins(): LanguageOrigins {
  return useContext(LanguageOriginsContext);
}
