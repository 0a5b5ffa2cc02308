// Page views (spec storefront §3.15 Meta event, §7 "add tracking events"): after hydration and after
// every client-side navigation the Meta event goes into window.dataLayer and to the shop API, once per
// page: customer info read again on the same page (a guest's session ended) counts from the next page.
// Failures are swallowed; the builders load lazily, off the first-load critical path.
import { type MetaCustomerInfo, pushToDataLayer } from '@ranzen/sdk-core';
import { useTracking } from '@ranzen/sdk-react';
import { useEffect, useRef } from 'react';
import type { RouterState } from '../data/routerState';

const STANDALONE_QUERY = '(display-mode: standalone)';

export function usePageViewTracking(route: RouterState, customer: MetaCustomerInfo | undefined): void {
  const track = useTracking();
  const latest = useRef(customer);
  latest.current = customer;
  const known = customer !== undefined;
  useEffect(() => {
    // Without customer info (its query failed) the event would misreport the visitor: skip it.
    const current = latest.current;
    if (!known || !current) return;
    let cancelled = false;
    import('./pageViewEvent')
      .then(({ pageViewEvent }) => {
        if (cancelled) return;
        const pwa = window.matchMedia?.(STANDALONE_QUERY).matches ?? false;
        const event = pageViewEvent(route, current, document.title, pwa);
        pushToDataLayer(event);
        track([{ name: event.event, payload: { ...event } }]);
      })
      .catch(() => {
        // A chunk that failed to load only costs this page view's tracking.
      });
    return () => {
      cancelled = true;
    };
  }, [route, known, track]);
}
