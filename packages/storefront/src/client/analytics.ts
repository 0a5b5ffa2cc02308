// What runs only after the visitor accepted statistics and marketing (spec storefront §9 "Tag manager
// endpoint: one per shop", §5 tracking id, §7 web-vitals and error reporting): the shop's tag manager
// container, web-vitals measurements into the data layer and to the shop's tracking, and the error
// reports. Loaded as its own chunk on that choice, so a visitor who declines never downloads it
// (DESIGN §6 first-load budget).
import type { ApolloClient } from '@apollo/client';
import { pushToDataLayer, type StoreCode, tagManagerIdFor, tagManagerScriptUrl } from '@ranzen/sdk-core';
import { sendTrackingEvents } from '@ranzen/sdk-react';
import type { Metric } from 'web-vitals';
import type { AnalyticsConfig, ErrorReportingConfig } from '../data/analyticsConfig';
import { errorReport, setErrorSender } from './errorReporting';

/** The data-layer and tracking event of one web-vitals measurement. */
export const WEB_VITALS_EVENT = 'web_vitals';

/** Marks the script element, so it is added once however often consent is given. */
const TAG_MANAGER_SCRIPT_ID = 'ranzen-tag-manager';

/** Adds the shop's tag manager container (its id checked by the tracking-id rule); false when none. */
export function loadTagManager(scriptUrl: string | null, storeCode: StoreCode): boolean {
  const id = tagManagerIdFor(storeCode);
  if (!scriptUrl || !id) return false;
  if (document.getElementById(TAG_MANAGER_SCRIPT_ID)) return true;
  // The container's start event, as Google's snippet pushes it.
  const start = { event: 'gtm.js', 'gtm.start': Date.now() };
  pushToDataLayer(start);
  const script = document.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = tagManagerScriptUrl(scriptUrl, id);
  document.head.append(script);
  return true;
}

/** Measures the Core Web Vitals and reports each to the data layer and the shop's tracking. */
async function reportWebVitals(client: ApolloClient): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: Metric) => {
    const payload = {
      metric_name: metric.name,
      metric_value: metric.value,
      metric_rating: metric.rating,
      metric_id: metric.id,
      page_path: window.location.pathname,
    };
    pushToDataLayer({ event: WEB_VITALS_EVENT, ...payload });
    void sendTrackingEvents(client, [{ name: WEB_VITALS_EVENT, payload }]);
  };
  for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(report);
}

/** Sends error reports to the configured endpoint, as a beacon so a page being left still sends. */
function startErrorReporting(config: ErrorReportingConfig, buildId: string | null): void {
  setErrorSender((error) => {
    const body = JSON.stringify(errorReport(config, error, window.location.href, buildId));
    if (!navigator.sendBeacon?.(config.url, new Blob([body], { type: 'application/json' })))
      void fetch(config.url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(
        () => undefined,
      );
  });
}

/**
 * Starts everything the visitor consented to; called once per page load when the choice is "all".
 *
 * @example
 * ```ts
 * const { startAnalytics } = await import('./analytics');
 * startAnalytics({ config, storeCode: store.storeCode, client, buildId });
 * ```
 */
export function startAnalytics(input: {
  readonly config: AnalyticsConfig;
  readonly storeCode: StoreCode;
  readonly client: ApolloClient;
  readonly buildId: string | null;
}): void {
  loadTagManager(input.config.tagManagerUrl, input.storeCode);
  if (input.config.errorReporting) startErrorReporting(input.config.errorReporting, input.buildId);
  reportWebVitals(input.client).catch((error: unknown) => console.warn('[storefront] web vitals', error));
}
