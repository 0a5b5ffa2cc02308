// Spec storefront §7 "Third-party error-reporting and web-vitals scripts are loaded", §9 "Tag manager
// endpoint", "An error-tracking token is configured in the app configuration": configured by environment.
import { describe, expect, it } from 'vitest';
import { analyticsConfigFromEnv, analyticsOrigins, DEFAULT_TAG_MANAGER_URL } from './analyticsConfig';

describe('analytics configuration', () => {
  it('uses Google’s tag manager and no error reporting by default', () => {
    expect(analyticsConfigFromEnv({})).toEqual({
      tagManagerUrl: DEFAULT_TAG_MANAGER_URL,
      errorReporting: null,
    });
  });

  it('turns the tag manager off with an empty value, and reports errors only with both URL and token', () => {
    expect(analyticsConfigFromEnv({ RANZEN_TAG_MANAGER_URL: '' }).tagManagerUrl).toBeNull();
    expect(
      analyticsConfigFromEnv({ RANZEN_ERROR_REPORTING_URL: 'https://errors.example/api' }).errorReporting,
    ).toBeNull();
    expect(
      analyticsConfigFromEnv({
        RANZEN_ERROR_REPORTING_URL: 'https://errors.example/api',
        RANZEN_ERROR_REPORTING_TOKEN: 't0k',
      }).errorReporting,
    ).toEqual({ url: 'https://errors.example/api', token: 't0k' });
  });

  it('refuses a URL that is not absolute, naming the variable', () => {
    expect(() => analyticsConfigFromEnv({ RANZEN_TAG_MANAGER_URL: '/gtm.js' })).toThrow(
      'RANZEN_TAG_MANAGER_URL',
    );
  });

  it('lets the CSP allow exactly the configured origins', () => {
    const config = analyticsConfigFromEnv({
      RANZEN_ERROR_REPORTING_URL: 'https://errors.example/api',
      RANZEN_ERROR_REPORTING_TOKEN: 't0k',
    });
    expect(analyticsOrigins(config)).toEqual({
      scripts: ['https://www.googletagmanager.com'],
      connect: ['https://www.googletagmanager.com', 'https://errors.example'],
    });
    expect(analyticsOrigins({ tagManagerUrl: null, errorReporting: null })).toEqual({
      scripts: [],
      connect: [],
    });
  });
});
