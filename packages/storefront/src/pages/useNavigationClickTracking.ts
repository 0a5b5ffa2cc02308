// Navigation clicks (spec storefront §7 "Analytics events: ... navigation clicks, login, footer clicks";
// §2.3 legal pages are excluded from link tracking): a click on a link of the header's navigation goes to
// the data layer and to the shop's tracking, with the link's text and target, like the footer's clicks.
import { isLegalPage, pushToDataLayer } from '@ranzen/sdk-core';
import { useTracking } from '@ranzen/sdk-react';
import { useEffect } from 'react';

/** The data-layer and tracking event of a navigation link click. */
export const NAVIGATION_TRACKING_EVENT = 'navigation_click';

/** Tracks clicks on the links inside the element with `navId` (the header's `<nav>`). */
export function useNavigationClickTracking(navId: string): void {
  const track = useTracking();
  useEffect(() => {
    const navigation = document.getElementById(navId);
    if (!navigation) return;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || !navigation.contains(link) || isLegalPage(window.location.pathname)) return;
      const payload = { label: link.textContent?.trim() ?? '', url: link.getAttribute('href') ?? '' };
      pushToDataLayer({ event: NAVIGATION_TRACKING_EVENT, ...payload });
      track([{ name: NAVIGATION_TRACKING_EVENT, payload }]);
    };
    navigation.addEventListener('click', onClick);
    return () => navigation.removeEventListener('click', onClick);
  }, [navId, track]);
}
