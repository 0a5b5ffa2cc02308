// The head tags a shown page's route adds to its meta (the product's share image and structured
// data, spec storefront §9); any other page and the error page are plain website pages.
import type { PageRoute, RenderedOutcome } from '../data/routeLoaders';
import type { RouteBehaviour, RouteHead, RouteHeadInput } from './RouteBehaviour';
import { ROUTE_BEHAVIOURS } from './routeBehaviours';

const WEBSITE: RouteHead = { image: null, ogType: 'website', structuredData: null };

export async function routeHead(
  outcome: RenderedOutcome,
  input: Omit<RouteHeadInput<unknown>, 'data'>,
): Promise<RouteHead> {
  if (outcome.kind !== 'page') return WEBSITE;
  // The page's route tag names the binding whose loader produced its data.
  const behaviour = ROUTE_BEHAVIOURS[outcome.page.route] as unknown as RouteBehaviour<PageRoute>;
  return behaviour.head ? behaviour.head({ ...input, data: outcome.page.data }) : WEBSITE;
}
