// Where the consented analytics go (spec storefront §7 "Third-party error-reporting and web-vitals scripts
// are loaded", §9 "Tag manager endpoint: one per shop", "An error-tracking token is configured in the app
// configuration"): configuration from the environment, handed to the browser in the page state and
// allowed by the page's Content-Security-Policy. Nothing here loads before consent (ConsentProvider).

/** Where error reports are posted, with the token that identifies the shop there. */
export interface ErrorReportingConfig {
  readonly url: string;
  readonly token: string;
}

export interface AnalyticsConfig {
  /** The tag manager's script URL without the container id; null: no tag manager. */
  readonly tagManagerUrl: string | null;
  readonly errorReporting: ErrorReportingConfig | null;
}

export const TAG_MANAGER_URL_ENV = 'RANZEN_TAG_MANAGER_URL';
export const ERROR_REPORTING_URL_ENV = 'RANZEN_ERROR_REPORTING_URL';
export const ERROR_REPORTING_TOKEN_ENV = 'RANZEN_ERROR_REPORTING_TOKEN';

/** Google's tag manager script; the container id is the store's (sdk-core CONSENT_SETTINGS). */
export const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

export const NO_ANALYTICS: AnalyticsConfig = { tagManagerUrl: null, errorReporting: null };

function absoluteUrl(value: string, variable: string): string {
  try {
    return new URL(value).href;
  } catch {
    throw new Error(`${variable} is not an absolute URL: ${value}`);
  }
}

/**
 * The analytics configuration from the environment: the tag manager URL (default Google's, empty for
 * none) and error reporting when both its URL and token are set.
 *
 * @example
 * ```ts
 * const analytics = analyticsConfigFromEnv(process.env);
 * ```
 */
export function analyticsConfigFromEnv(env: Readonly<Record<string, string | undefined>>): AnalyticsConfig {
  const tagManager = env[TAG_MANAGER_URL_ENV] ?? DEFAULT_TAG_MANAGER_URL;
  const reportingUrl = env[ERROR_REPORTING_URL_ENV]?.trim();
  const reportingToken = env[ERROR_REPORTING_TOKEN_ENV]?.trim();
  return {
    tagManagerUrl: tagManager.trim() ? absoluteUrl(tagManager.trim(), TAG_MANAGER_URL_ENV) : null,
    errorReporting:
      reportingUrl && reportingToken
        ? { url: absoluteUrl(reportingUrl, ERROR_REPORTING_URL_ENV), token: reportingToken }
        : null,
  };
}

/** The origins the page's CSP must allow: the tag manager's scripts, and requests to both. */
export function analyticsOrigins(config: AnalyticsConfig): { scripts: string[]; connect: string[] } {
  const tagManager = config.tagManagerUrl ? [new URL(config.tagManagerUrl).origin] : [];
  const reporting = config.errorReporting ? [new URL(config.errorReporting.url).origin] : [];
  return { scripts: tagManager, connect: [...new Set([...tagManager, ...reporting])] };
}
