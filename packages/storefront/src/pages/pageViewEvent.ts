// The page-view Meta event for a rendered route (spec storefront §3.15, page_area from §2.3). Loaded
// lazily by usePageViewTracking so the builders stay out of the first-load bundle (DESIGN §6).
import { buildMetaEvent, type MetaCustomerInfo, type MetaEvent } from '@ranzen/sdk-core';
import type { RouterState } from '../data/routerState';

function abTestsOf(route: RouterState) {
  if (route.outcome.kind !== 'page') return [];
  const { page } = route.outcome;
  if (page.route === 'index') return page.data.abTests;
  if (page.route === 'catchAll' && page.data.kind === 'content') return page.data.abTests;
  return [];
}

function categoryIdOf(route: RouterState): string | null {
  if (route.outcome.kind !== 'page') return null;
  const { page } = route.outcome;
  if (page.route === 'category') return page.data.categoryId;
  if (page.route === 'catchAll' && page.data.kind === 'category') return page.data.categoryId;
  return null;
}

export function pageViewEvent(
  route: RouterState,
  customer: MetaCustomerInfo,
  pageTitle: string,
  pwa: boolean,
): MetaEvent {
  return buildMetaEvent({
    page: { url: route.href, categoryId: categoryIdOf(route), isErrorPage: route.outcome.kind === 'error' },
    pageTitle,
    customer,
    abTests: abTestsOf(route),
    pwa,
  });
}
