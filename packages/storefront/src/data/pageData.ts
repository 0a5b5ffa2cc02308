// The loaded page handed to page components through context, so pages stay free of routing logic:
// they ask for their route's loader data and render it.

import type { AppRouteName } from '@ranzen/sdk-core';
import { createContext, useContext } from 'react';
import type { WithMeta } from './pageMeta';
import type { LoadedPage, PageRoute } from './routeLoaders';

export const PageDataContext = createContext<LoadedPage | null>(null);

export type PageDataFor<R extends PageRoute> = Extract<LoadedPage, { readonly route: R }>['data'];

/**
 * The loader data of the page being rendered. Naming the route (or the routes a page serves) ties the
 * data type to the loader that produced it; asking for another route's data is a wiring bug and throws.
 *
 * @example
 * ```tsx
 * function ProductTitle() {
 *   const data = usePageData('product');
 *   return <h1>{data.product.name}</h1>;
 * }
 * ```
 */
export function usePageData<R extends PageRoute>(...routes: readonly [R, ...R[]]): PageDataFor<R> {
  const page = useContext(PageDataContext);
  if (!page || !(routes as readonly string[]).includes(page.route)) {
    throw new Error(
      `usePageData('${routes.join("', '")}') outside that route's page (got ${page?.route ?? 'none'})`,
    );
  }
  // Checked above: the route tag decides the data's type.
  return page.data as PageDataFor<R>;
}

/**
 * The loader data of an app route's page. The app wrote the loader beside the page, so it names the
 * data type; asking from another route's page is a wiring bug and throws.
 *
 * @example
 * ```tsx
 * interface QuoteData extends WithMeta {
 *   readonly quoteId: string;
 * }
 * const data = useAppPageData<QuoteData>('shop:quote');
 * ```
 */
export function useAppPageData<Data extends WithMeta>(route: AppRouteName): Data {
  const page = useContext(PageDataContext);
  if (page?.route !== route) {
    throw new Error(`useAppPageData('${route}') outside that route's page (got ${page?.route ?? 'none'})`);
  }
  // The app's loader for this route produced the data.
  return page.data as Data;
}
