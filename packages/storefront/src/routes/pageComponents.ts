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

const PAGE_MODULES: { readonly [Route in PageRoute]: PageModule } = {
  index: { chunk: 'HomePage', load: () => import('../pages/HomePage').then((module) => module.HomePage) },
  category: {
    chunk: 'CategoryPage',
    load: () => import('../pages/CategoryPage').then((module) => module.CategoryPage),
  },
  search: {
    chunk: 'SearchPage',
    load: () => import('../pages/SearchPage').then((module) => module.SearchPage),
  },
  product: {
    chunk: 'ProductPage',
    load: () => import('../pages/ProductPage').then((module) => module.ProductPage),
  },
  basket: {
    chunk: 'BasketPage',
    load: () => import('../pages/BasketPage').then((module) => module.BasketPage),
  },
  catchAll: {
    chunk: 'ContentPage',
    load: () => import('../pages/ContentPage').then((module) => module.ContentPage),
  },
  login: { chunk: 'LoginPage', load: () => import('../pages/LoginPage').then((module) => module.LoginPage) },
  logout: {
    chunk: 'LogoutPage',
    load: () => import('../pages/LogoutPage').then((module) => module.LogoutPage),
  },
  cmsPage: {
    chunk: 'CmsRoutePage',
    load: () => import('../pages/CmsRoutePage').then((module) => module.CmsRoutePage),
  },
  cfTest: {
    chunk: 'CfTestPage',
    load: () => import('../pages/CfTestPage').then((module) => module.CfTestPage),
  },
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
