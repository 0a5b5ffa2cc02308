// Route-level code splitting (DESIGN §6, first-load JavaScript budget): each page component is its own
// chunk, so a product page does not carry the home page's CMS elements. A page's chunk is loaded beside
// its data and is ready before anything renders it (the server's render, the browser's hydration and
// every client-side navigation), so React never suspends on a page and the streamed HTML hydrates as is.
import type { LoadedPage, PageRoute } from '../data/routeLoaders';
import type { PageComponent, PageModule } from './RouteBehaviour';
import { ROUTE_BEHAVIOURS } from './routeBehaviours';
import { CORE_ROUTER, isAppRouteName, type StorefrontRouter } from './StorefrontRouter';

/** The page module of a route that renders a page (an app's own or the shop's); null for any other. */
function pageModuleOf(route: string, router: StorefrontRouter): PageModule | null {
  if (isAppRouteName(route)) return router.appRoutes.get(route)?.page ?? null;
  return Object.hasOwn(ROUTE_BEHAVIOURS, route) ? ROUTE_BEHAVIOURS[route as PageRoute].page : null;
}

function requiredPageModule(route: LoadedPage['route'], router: StorefrontRouter): PageModule {
  const module = pageModuleOf(route, router);
  if (!module) throw new Error(`storefront: route "${route}" has no page`);
  return module;
}

/** Whether the page of `route` hydrates before the Apollo client has loaded (RouteBehaviour); an app's own page does not. */
export function hydratesWithoutClient(route: string): boolean {
  if (isAppRouteName(route) || !Object.hasOwn(ROUTE_BEHAVIOURS, route)) return false;
  return ROUTE_BEHAVIOURS[route as PageRoute].hydratesWithoutClient === true;
}

/** The client-build chunk name of a page route's component. */
export function pageChunkName(route: LoadedPage['route'], router: StorefrontRouter = CORE_ROUTER): string {
  return requiredPageModule(route, router).chunk;
}

const loadedPages = new Map<string, PageComponent>();

/** Loads (once) the component of a page route. */
export async function loadPageComponent(
  route: LoadedPage['route'],
  router: StorefrontRouter = CORE_ROUTER,
): Promise<PageComponent> {
  const loaded = loadedPages.get(route);
  if (loaded) return loaded;
  const component = await requiredPageModule(route, router).load();
  loadedPages.set(route, component);
  return component;
}

/**
 * Starts loading the component a route match will most likely render, in parallel with its data (or
 * ahead of a navigation); a match that renders no page of its own (a redirect-only route) starts nothing.
 * Never rejects: the navigation that renders the page loads it again and handles a failure.
 */
export async function preloadPageComponent(
  routeName: string,
  router: StorefrontRouter = CORE_ROUTER,
): Promise<void> {
  if (!pageModuleOf(routeName, router)) return;
  await loadPageComponent(routeName as LoadedPage['route'], router).catch(() => undefined);
}

/** The component of a page route whose chunk has been loaded; rendering any other is a bug. */
export function loadedPageComponent(route: LoadedPage['route']): PageComponent {
  const component = loadedPages.get(route);
  if (!component) throw new Error(`storefront: page "${route}" rendered before its component was loaded`);
  return component;
}
