// Renders a route outcome inside the shared layout: the page component for the matched entry of
// sdk-core's route table (spec storefront §2.1), or the error page for an error status (§2.9).
// Identical on the server and in the browser, so the hydrated tree matches the streamed HTML.
import type { RouteMatch } from '@ranzen/sdk-core';
import type { ReactElement } from 'react';
import { BasketPage } from '../pages/BasketPage';
import { CategoryPage } from '../pages/CategoryPage';
import { ContentPage } from '../pages/ContentPage';
import { HomePage } from '../pages/HomePage';
import { ProductPage } from '../pages/ProductPage';
import { RootLayout } from '../pages/RootLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { PageDataContext } from './pageData';
import type { PageRoute, RenderedOutcome } from './pageLoaders';

/** The serialised routing state: what the server rendered and the browser hydrates from. */
export interface RouterState {
  /** Path and query of the shown page. */
  readonly href: string;
  readonly match: RouteMatch;
  readonly outcome: RenderedOutcome;
}

const PAGE_COMPONENTS: Readonly<Record<PageRoute, () => ReactElement | null>> = {
  index: HomePage,
  category: CategoryPage,
  product: ProductPage,
  basket: BasketPage,
  catchAll: ContentPage,
};

export interface StorefrontRoutesProps {
  readonly state: RouterState;
}

export function StorefrontRoutes({ state }: StorefrontRoutesProps) {
  const { outcome } = state;
  if (outcome.kind === 'error') {
    return (
      <RootLayout route={state}>
        <RouteErrorPage status={outcome.status} detail={outcome.detail} />
      </RootLayout>
    );
  }
  const Page = PAGE_COMPONENTS[outcome.page.route];
  return (
    <RootLayout route={state}>
      <PageDataContext.Provider value={outcome.page}>
        <Page />
      </PageDataContext.Provider>
    </RootLayout>
  );
}
