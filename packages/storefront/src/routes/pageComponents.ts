// Route-level code splitting (DESIGN §6, first-load JavaScript budget): each page component is its own
// chunk, so a product page does not carry the home page's CMS elements. A page's chunk is loaded beside
// its data and is ready before anything renders it (the server's render, the browser's hydration and
// every client-side navigation), so React never suspends on a page and the streamed HTML hydrates as is.
import type { ComponentType } from 'react';
import type { PageRoute } from './pageLoaders';

export type PageComponent = ComponentType;

interface PageModule {
  /** The module's name, which is its chunk's name in the client build (the server links its styles). */
  readonly chunk: string;
  readonly load: () => Promise<PageComponent>;
}

/** A page module whose file, chunk and exported component share one name ('HomePage'). */
function pageModule<Name extends string>(
  chunk: Name,
  load: () => Promise<{ readonly [Export in Name]: PageComponent }>,
): PageModule {
  return { chunk, load: () => load().then((module) => module[chunk]) };
}

const PAGE_MODULES: { readonly [Route in PageRoute]: PageModule } = {
  index: pageModule('HomePage', () => import('../pages/HomePage')),
  category: pageModule('CategoryPage', () => import('../pages/CategoryPage')),
  search: pageModule('SearchPage', () => import('../pages/SearchPage')),
  product: pageModule('ProductPage', () => import('../pages/ProductPage')),
  basket: pageModule('BasketPage', () => import('../pages/BasketPage')),
  catchAll: pageModule('ContentPage', () => import('../pages/ContentPage')),
  login: pageModule('LoginPage', () => import('../pages/LoginPage')),
  logout: pageModule('LogoutPage', () => import('../pages/LogoutPage')),
  cmsPage: pageModule('CmsRoutePage', () => import('../pages/CmsRoutePage')),
  cfTest: pageModule('CfTestPage', () => import('../pages/CfTestPage')),
};

/** The client-build chunk name of a page route's component. */
export function pageChunkName(route: PageRoute): string {
  return PAGE_MODULES[route].chunk;
}

const loadedPages = new Map<PageRoute, PageComponent>();

function isPageRoute(name: string): name is PageRoute {
  return Object.hasOwn(PAGE_MODULES, name);
}

/** Loads (once) the component of a page route. */
export async function loadPageComponent(route: PageRoute): Promise<PageComponent> {
  const loaded = loadedPages.get(route);
  if (loaded) return loaded;
  const component = await PAGE_MODULES[route].load();
  loadedPages.set(route, component);
  return component;
}

/**
 * Starts loading the component a route match will most likely render, in parallel with its data; a
 * match that renders no page of its own (a redirect-only route) starts nothing.
 */
export function preloadPageComponent(routeName: string): void {
  if (isPageRoute(routeName)) void loadPageComponent(routeName).catch(() => undefined);
}

/** The component of a page route whose chunk has been loaded; rendering any other is a bug. */
export function loadedPageComponent(route: PageRoute): PageComponent {
  const component = loadedPages.get(route);
  if (!component) throw new Error(`storefront: page "${route}" rendered before its component was loaded`);
  return component;
}
