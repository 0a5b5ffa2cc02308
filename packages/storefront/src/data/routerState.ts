// The routing state a page frame reads (the shown URL, the route match, the outcome): what the
// server rendered and the browser hydrates from. In the data layer, so pages read it without
// importing the router that renders them.
import type { AppRouteMatch, RouteMatch } from '@ranzen/sdk-core';
import type { RenderedOutcome } from './routeLoaders';

export interface RouterState {
  /** Path and query of the shown page. */
  readonly href: string;
  /** The shop's route, or an app's own (router/StorefrontRouter.ts). */
  readonly match: RouteMatch | AppRouteMatch;
  readonly outcome: RenderedOutcome;
}
