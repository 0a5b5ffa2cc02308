// Cookie consent and the tag manager (spec storefront §9 "Consent setting ids: one per store: de, at, b2b,
// ch", "Tag manager endpoint: one per shop: de, at, ch, b2b"; §5 "Analytics tracking id"; §4 "Hero slider:
// starts after cookie-consent interaction"). The store table is keyed by the shop's store code, so the
// English consumer host shares the German shop's settings and both B2B hosts share the B2B ones.
import type { StoreCode } from '../graphql/generated';
import { isTrackingId } from './trackingId';

/** The visitor's answer: everything (statistics and marketing too), or only what the shop needs to work. */
export type ConsentChoice = 'all' | 'necessary';

export interface ConsentSettings {
  /** The consent settings id of the shop: a choice made under another id does not count here. */
  readonly settingId: string;
  /** The shop's tag manager container (checked by the tracking-id rule before it is loaded). */
  readonly tagManagerId: string;
}

/** One consent setting and one tag manager container per shop. */
export const CONSENT_SETTINGS = {
  de: { settingId: 'ranzen-de', tagManagerId: 'GTM-RNZDE24' },
  at: { settingId: 'ranzen-at', tagManagerId: 'GTM-RNZAT24' },
  ch: { settingId: 'ranzen-ch', tagManagerId: 'GTM-RNZCH24' },
  b2b: { settingId: 'ranzen-b2b', tagManagerId: 'GTM-RNZEDU24' },
} as const satisfies Readonly<Record<StoreCode, ConsentSettings>>;

/** The cookie that holds the choice (its name is ours; the spec names none). */
export const CONSENT_COOKIE = 'consent';

// Spec storefront §9 "Cookie polling for tracking: every 300 ms".
/** How often an open page reads the consent cookie, so a choice made in another tab applies there too. */
export const CONSENT_POLL_INTERVAL_MS = 300;

/** The choice is asked again after a year. */
export const CONSENT_MAX_AGE_DAYS = 365;

const CHOICES: readonly ConsentChoice[] = ['all', 'necessary'];

/** The cookie value for a choice made under a shop's setting id, e.g. `ranzen-de:all`. */
export function consentCookieValue(storeCode: StoreCode, choice: ConsentChoice): string {
  return `${CONSENT_SETTINGS[storeCode].settingId}:${choice}`;
}

/**
 * The `document.cookie` assignment that stores a choice for a year.
 *
 * @example
 * ```ts
 * document.cookie = consentCookie('de', 'necessary');
 * consentCookie('de', 'necessary'); // 'consent=ranzen-de:necessary; Max-Age=31536000; Path=/; SameSite=Lax'
 * ```
 */
export function consentCookie(storeCode: StoreCode, choice: ConsentChoice): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  return `${CONSENT_COOKIE}=${consentCookieValue(storeCode, choice)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/**
 * The choice the cookie holds for this shop; null when none was made (or under another setting id).
 *
 * @example
 * ```ts
 * consentChoiceOf('ranzen-de:all', 'de'); // 'all'
 * consentChoiceOf(undefined, 'de'); // null
 * ```
 */
export function consentChoiceOf(cookieValue: string | undefined, storeCode: StoreCode): ConsentChoice | null {
  if (!cookieValue) return null;
  const separator = cookieValue.lastIndexOf(':');
  const settingId = cookieValue.slice(0, separator);
  const choice = cookieValue.slice(separator + 1) as ConsentChoice;
  if (separator < 0 || settingId !== CONSENT_SETTINGS[storeCode].settingId) return null;
  return CHOICES.includes(choice) ? choice : null;
}

/**
 * The shop's tag manager id when it passes the tracking-id rule; null (nothing loads) otherwise.
 *
 * @example
 * ```ts
 * const id = tagManagerIdFor('de');
 * if (id) loadScript(tagManagerScriptUrl('https://www.googletagmanager.com/gtm.js', id));
 * ```
 */
export function tagManagerIdFor(storeCode: StoreCode): string | null {
  const id: string = CONSENT_SETTINGS[storeCode].tagManagerId;
  return isTrackingId(id) ? id : null;
}

/**
 * The tag manager's script for a container: the configured script URL with the `id` parameter.
 *
 * @example
 * ```ts
 * tagManagerScriptUrl('https://www.googletagmanager.com/gtm.js', 'GTM-ABC123'); // 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123'
 * ```
 */
export function tagManagerScriptUrl(scriptUrl: string, tagManagerId: string): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('id', tagManagerId);
  return url.href;
}
