// Runs a route match's behaviour (routeBehaviours.ts) after sdk-core's guards (spec storefront §2.1,
// §2.4, §8; decision 0002): the page's data and component, a redirect or an error status, so the
// status code is settled before the server streams a byte. The browser loads this module lazily, with
// its first client-side navigation.
import {
  type AppRouteMatch,
  loginFlyoutGuard,
  type RouteMatch,
  type RouteName,
  robotsFor,
  routeGuard,
  routePath,
  translate,
} from '@ranzen/sdk-core';
import { leaveGuardMessage } from '../data/guardRedirect';
import { isRouteAnswer, type RouteAnswerOutcome } from '../data/loaderErrors';
import type { PageMeta } from '../data/pageMeta';
import { pageTitle } from '../data/pageTitle';
import {
  keptPathAnswer,
  type LoadedPage,
  loadLayout,
  type RenderedOutcome,
  type RouteDeps,
  type RouteOutcome,
} from '../data/routeLoaders';
import { loadPageComponent, preloadPageComponent } from './pageComponents';
import type { RouteBehaviour } from './RouteBehaviour';
import { ROUTE_BEHAVIOURS } from './routeBehaviours';
import { CORE_ROUTER, isAppRouteName, type StorefrontRouter } from './StorefrontRouter';

async function loadPage(
  match: RouteMatch | AppRouteMatch,
  url: URL,
  deps: RouteDeps,
  router: StorefrontRouter,
): Promise<LoadedPage> {
  if (isAppMatch(match)) {
    const behaviour = router.appRoutes.get(match.name);
    if (!behaviour) throw new Error(`storefront: app route "${match.name}" has no behaviour`);
    return { route: match.name, data: await behaviour.load(match, url, deps) };
  }
  // The table binds each name to the behaviour of that name's match, so the match fits its loader.
  const behaviour = ROUTE_BEHAVIOURS[match.name] as unknown as RouteBehaviour<RouteName>;
  const data = await behaviour.load(match, url, deps);
  // A route whose data is `never` (rating) throws its answer above; every other has a page.
  return { route: match.name, data } as LoadedPage;
}

export interface LoadRouteOptions {
  /**
   * Also load the layout's data (the header's cart). True for a document request; a client-side
   * navigation keeps the layout and its cache entries, so it has nothing to reload.
   */
  readonly withLayout: boolean;
  /** The routes served: the shop's alone unless the app adds its own. */
  readonly router?: StorefrontRouter;
}

/** Whether the route's loader is its own path-redirect lookup (RouteBehaviour.resolvesOwnPath). */
function resolvesOwnPath(match: RouteMatch | AppRouteMatch): boolean {
  if (isAppMatch(match)) return false;
  return ROUTE_BEHAVIOURS[match.name].resolvesOwnPath === true;
}

function isAppMatch(match: RouteMatch | AppRouteMatch): match is AppRouteMatch {
  return isAppRouteName(match.name);
}

/**
 * Runs the loaders of a route match and answers with the outcome: the page, a redirect or an error
 * status. Only RouteAnswers become outcomes; any other exception is a bug and is rethrown (the
 * server answers it with 500, the browser falls back to a document load).
 */
export async function loadRoute(
  match: RouteMatch | AppRouteMatch,
  url: URL,
  deps: RouteDeps,
  { withLayout, router = CORE_ROUTER }: LoadRouteOptions,
): Promise<RouteOutcome> {
  // Spec §2.4 and shopping §2 guards (security logout, B2B catalogue login and variant, the account
  // pages' login and their redirects) before anything loads. A guard's message travels as a server
  // toast (routes that have one load as documents, so the server is there to write it).
  const guard = routeGuard(match, deps.store, deps.readCookies?.() ?? {}, url);
  if (!guard.allow) {
    if (guard.message) leaveGuardMessage(deps, guard.message);
    return { kind: 'redirect', status: 302, location: guard.location };
  }
  const shown = loginInPlaceOf(match, url, deps, router);
  void preloadPageComponent(shown.name, router);
  // Layout, page and the path-redirect lookup load in parallel; a failing layout wins, as the outer
  // boundary would.
  const [[layout, page], kept] = await Promise.all([
    Promise.allSettled([
      withLayout ? loadLayout(deps) : Promise.resolve(),
      loadPage(shown, url, deps, router),
    ]),
    resolvesOwnPath(shown) ? null : keptPathAnswer(deps, url),
  ]);
  if (layout.status === 'rejected') return answerOf(layout.reason);
  // Spec §2.4: a redirect kept for the URL wins over its page, a 410 kept for it over its 404.
  if (kept?.kind === 'redirect') return kept;
  if (page.status === 'rejected') {
    const answer = answerOf(page.reason);
    return kept && answer.kind === 'error' && answer.status === 404 ? kept : answer;
  }
  await loadPageComponent(page.value.route, router);
  return { kind: 'page', status: 200, page: page.value };
}

/**
 * Most B2B pages require a login, held on the server too: a visitor without a
 * session asking for a page that is not public (a listing, a product, the basket …) gets the login page
 * in its place, so no price reaches the HTML or the page's data; the address stays, and the login
 * returns to it (pages/loginTarget.ts). The same decision as the header's login-flyout guard
 * (sdk-core loginFlyoutGuard), which then leaves the flyout closed. docs/not-shown.md.
 */
function loginInPlaceOf(
  match: RouteMatch | AppRouteMatch,
  url: URL,
  deps: RouteDeps,
  router: StorefrontRouter,
): RouteMatch | AppRouteMatch {
  const guard = loginFlyoutGuard({
    loginRequired: deps.store.features.loginRequired,
    pathname: url.pathname,
    cookies: deps.readCookies?.() ?? {},
  });
  return guard.open ? router.table.match(routePath('login')) : match;
}

function answerOf(error: unknown): RouteAnswerOutcome {
  if (isRouteAnswer(error)) return error.outcome;
  throw error;
}

/** The head's meta for what is shown: the page's own, or the error page's. */
export function outcomeMeta(
  { store, messages }: Pick<RouteDeps, 'store' | 'messages'>,
  outcome: RenderedOutcome,
): PageMeta {
  if (outcome.kind === 'page') return outcome.page.data.meta;
  const notFoundStatus = outcome.status === 404 || outcome.status === 410;
  // Spec storefront §2.9: not-found title for 404/410, Error otherwise; the page is noindex,follow.
  const title = translate(messages, notFoundStatus ? 'statuscode.title.notFound' : 'statuscode.title.error');
  return { title: pageTitle(store, title), robots: robotsFor(notFoundStatus ? 'notFound' : 'error') };
}
