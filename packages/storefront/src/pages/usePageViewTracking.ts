// Page views (spec storefront §3.15 Meta event, §7 "add tracking events"): after hydration and after
// every client-side navigation the Meta event goes into window.dataLayer and to the shop API.
// Failures are swallowed; the builders load lazily, off the first-load critical path.
import { type MetaCustomerInfo, pushToDataLayer } from '@ranzen/sdk-core';
import { useTracking } from '@ranzen/sdk-react';
import { useEffect } from 'react';
import type { RouterState } from '../data/routerState';

const STANDALONE_QUERY = '(display-mode: standalone)';

export function usePageViewTracking(route: RouterState, customer: MetaCustomerInfo | undefined): void {
  const track = useTracking();
  useEffect(() => {
    // Without customer info (its query failed) the event would misreport the visitor: skip it.
    if (!customer) return;
    let cancelled = false;
    import('./pageViewEvent')
      .then(({ pageViewEvent }) => {
        if (cancelled) return;
        const pwa = window.matchMedia?.(STANDALONE_QUERY).matches ?? false;
        const event = pageViewEvent(route, customer, document.title, pwa);
        pushToDataLayer(event);
        track([{ name: event.event, payload: { ...event } }]);
      })
      .catch(() => {
        // A chunk that failed to load only costs this page view's tracking.
      });
    return () => {
      cancelled = true;
    };
  }, [route, customer, track]);
}
