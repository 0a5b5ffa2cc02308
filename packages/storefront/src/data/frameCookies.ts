// Cookies the page frame reads (spec storefront §3.15 "Tracking and storage", §4 "Info bar and HTML
// box"). Read from the request on the server so a closed info bar is never rendered (no flash) and the
// page hydrates with the same state; names are ours (docs/not-shown.md). The consent cookie, which lets
// the hero slider start, is read with the consent itself (ConsentProvider's storedChoice).

export type CookieJar = Readonly<Record<string, string | undefined>>;

/** One cookie per closed info bar: `infobar-hidden-<teaser id>`. */
export const INFO_BAR_COOKIE_PREFIX = 'infobar-hidden-';
/**
 * "Never expires": browsers cap cookie lifetimes at 400 days, so the longest
 * lifetime that is actually kept.
 */
export const INFO_BAR_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export interface CmsCookieState {
  /** Teaser ids of info bars the visitor closed. */
  readonly hiddenInfoBars: readonly string[];
}

function infoBarCookieName(teaserId: string): string {
  return `${INFO_BAR_COOKIE_PREFIX}${encodeURIComponent(teaserId)}`;
}

export function cmsCookieState(cookies: CookieJar): CmsCookieState {
  const hiddenInfoBars = Object.keys(cookies)
    .filter((name) => name.startsWith(INFO_BAR_COOKIE_PREFIX) && cookies[name])
    .map((name) => decodeURIComponent(name.slice(INFO_BAR_COOKIE_PREFIX.length)));
  return { hiddenInfoBars };
}

/** Whether the visitor closed the info bar `teaserId` (the server's answer, so no closed bar is rendered). */
export function isInfoBarHidden(cookies: CookieJar, teaserId: string): boolean {
  return Boolean(cookies[infoBarCookieName(teaserId)]);
}

/** The `document.cookie` assignment that hides an info bar for good. */
export function hideInfoBarCookie(teaserId: string): string {
  return `${infoBarCookieName(teaserId)}=1; Max-Age=${INFO_BAR_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
