// The head tags a shown page's route adds to its meta (the product's share image and structured
// data, spec storefront §9); any other page and the error page are plain website pages.
import type { PageRoute, RenderedOutcome } from '../data/routeLoaders';
import type { RouteBehaviour, RouteHead, RouteHeadInput } from './RouteBehaviour';
import { ROUTE_BEHAVIOURS } from './routeBehaviours';
import { CORE_ROUTER, isAppRouteName, type StorefrontRouter } from './StorefrontRouter';

const WEBSITE: RouteHead = { image: null, ogType: 'website', structuredData: null };

export async function routeHead(
  outcome: RenderedOutcome,
  input: Omit<RouteHeadInput<unknown>, 'data'>,
  router: StorefrontRouter = CORE_ROUTER,
): Promise<RouteHead> {
  if (outcome.kind !== 'page') return WEBSITE;
  const { route, data } = outcome.page;
  const head = isAppRouteName(route)
    ? router.appRoutes.get(route)?.head
    : // The page's route tag names the binding whose loader produced its data.
      (ROUTE_BEHAVIOURS[route as PageRoute] as unknown as RouteBehaviour<PageRoute>).head;
  return head ? head({ ...input, data } as RouteHeadInput<never>) : WEBSITE;
}
