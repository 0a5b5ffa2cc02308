// @vitest-environment jsdom
// What starts only after the visitor accepted analytics (spec storefront §7 "Third-party error-reporting
// and web-vitals scripts are loaded", §9 "An error-tracking token is configured in the app
// configuration", "Tag manager endpoint: one per shop"): errors are reported with the token only once
// consent started the reporting, each web-vitals measurement reaches the data layer and the shop's
// tracking, and the tag manager is added once.
import { STORES } from '@ranzen/sdk-core';
import { answerByName, answeringLink, createTestClient, type OperationData } from '@ranzen/sdk-react/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import type { AnalyticsConfig } from '../data/analyticsConfig';
import { loadTagManager, startAnalytics, WEB_VITALS_EVENT } from './analytics';
import { reportError, setErrorSender } from './errorReporting';

/** The measurement web-vitals hands each callback (only LCP reports in this page's lifetime). */
const LCP: Metric = {
  name: 'LCP',
  value: 1234.5,
  rating: 'good',
  delta: 1234.5,
  id: 'v5-1',
  entries: [],
  navigationType: 'navigate',
};
vi.mock('web-vitals', () => {
  const silent = () => undefined;
  return {
    onCLS: silent,
    onFCP: silent,
    onINP: silent,
    onTTFB: silent,
    onLCP: (report: (metric: Metric) => void) => report(LCP),
  };
});

const CONFIG: AnalyticsConfig = {
  tagManagerUrl: 'http://tag-manager.localhost/gtm.js',
  errorReporting: { url: 'http://errors.localhost/report', token: 'secret-token-1' },
};

/** Variables of every AddTrackingEvents call the test client saw. */
const sentTracking: unknown[] = [];

const TRACKING_ANSWERS: Record<string, OperationData> = {
  AddTrackingEvents: (variables) => {
    sentTracking.push(variables);
    return { addTrackingEvents: true };
  },
};

const trackingClient = () => createTestClient({ link: answeringLink(answerByName(TRACKING_ANSWERS)).link });

/** jsdom's Blob has no text(): read it as the browser's FileReader does. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];

afterEach(() => {
  setErrorSender(null);
  sentTracking.length = 0;
  document.head.replaceChildren();
  (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('consented analytics (storefront §7, §9)', () => {
  it('reports errors only after consent started the reporting, with the token, the message and the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const sendBeacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    reportError(new Error('before consent'));
    expect(sendBeacon).not.toHaveBeenCalled();

    startAnalytics({
      config: CONFIG,
      storeCode: STORES.de.storeCode,
      client: trackingClient(),
      buildId: 'b-7',
    });
    reportError(new TypeError('after consent'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('http://errors.localhost/report');
    expect(JSON.parse(await textOf(body as Blob))).toMatchObject({
      token: 'secret-token-1',
      name: 'TypeError',
      message: 'after consent',
      page: window.location.href,
      build: 'b-7',
    });
  });

  it('puts each web-vitals measurement into the data layer and sends it to the shop’s tracking', async () => {
    startAnalytics({
      config: CONFIG,
      storeCode: STORES.de.storeCode,
      client: trackingClient(),
      buildId: null,
    });
    const measurement = {
      metric_name: 'LCP',
      metric_value: 1234.5,
      metric_rating: 'good',
      metric_id: 'v5-1',
      page_path: window.location.pathname,
    };
    await vi.waitFor(() => expect(dataLayer()).toContainEqual({ event: WEB_VITALS_EVENT, ...measurement }));
    await vi.waitFor(() =>
      expect(sentTracking).toContainEqual({
        events: [{ name: WEB_VITALS_EVENT, payload: JSON.stringify(measurement) }],
      }),
    );
  });

  it('adds the shop’s tag manager once, and none without a configured URL', () => {
    expect(loadTagManager(null, STORES.de.storeCode)).toBe(false);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(loadTagManager(CONFIG.tagManagerUrl, STORES.de.storeCode)).toBe(true);
    expect(loadTagManager(CONFIG.tagManagerUrl, STORES.de.storeCode)).toBe(true);
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toMatch(/^http:\/\/tag-manager\.localhost\/gtm\.js\?id=GTM-/);
  });
});
