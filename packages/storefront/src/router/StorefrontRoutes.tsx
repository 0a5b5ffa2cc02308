// Renders a route outcome inside the shared layout: the page component for the matched entry of
// sdk-core's route table (spec storefront §2.1), or the error page for an error status (§2.9).
// Identical on the server and in the browser, so the hydrated tree matches the streamed HTML; the page's
// component has been loaded with its data (pageComponents.ts). The route's layout is a fact of its
// declaration in sdk-core.
import { layoutFor } from '@ranzen/sdk-core';
import { PageDataContext } from '../data/pageData';
import type { RouterState } from '../data/routerState';
import { RouteTableContext } from '../data/routeTableContext';
import { AppErrorBoundary } from '../pages/AppErrorBoundary';
import { EmptyLayout } from '../pages/EmptyLayout';
import { PrimeCheckoutLayout } from '../pages/PrimeCheckoutLayout';
import { ResetPasswordLayout } from '../pages/ResetPasswordLayout';
import { RootLayout } from '../pages/RootLayout';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { loadedPageComponent } from './pageComponents';
import { CORE_ROUTER, type StorefrontRouter } from './StorefrontRouter';

export interface StorefrontRoutesProps {
  readonly state: RouterState;
  /** The routes served: the shop's alone unless the app adds its own. */
  readonly router?: StorefrontRouter;
}

/**
 * Renders the page of the current route state, inside the root layout.
 *
 * @example
 * ```tsx
 * <StorefrontRoutes state={routerState} router={router} />
 * ```
 */
export function StorefrontRoutes({ state, router = CORE_ROUTER }: StorefrontRoutesProps) {
  return (
    <RouteTableContext.Provider value={router.table}>
      <StorefrontPage state={state} router={router} />
    </RouteTableContext.Provider>
  );
}

function StorefrontPage({ state, router }: Required<StorefrontRoutesProps>) {
  const { outcome } = state;
  if (outcome.kind === 'error') {
    return (
      <RootLayout route={state}>
        <RouteErrorPage status={outcome.status} detail={outcome.detail} />
      </RootLayout>
    );
  }
  const Page = loadedPageComponent(outcome.page.route);
  // Spec §8: a page that fails while rendering shows the error page inside its layout.
  const page = (
    <AppErrorBoundary resetKey={state.href}>
      <PageDataContext.Provider value={outcome.page}>
        <Page />
      </PageDataContext.Provider>
    </AppErrorBoundary>
  );
  // Spec §2.1: /cf/test uses the empty layout; shopping §2: reset and new password the resetpassword one,
  // the prime checkout the primecheckout one.
  switch (layoutFor(state.match.name, router.table)) {
    case 'empty':
      return <EmptyLayout>{page}</EmptyLayout>;
    case 'resetpassword':
      return (
        <RootLayout route={state}>
          <ResetPasswordLayout>{page}</ResetPasswordLayout>
        </RootLayout>
      );
    case 'primecheckout':
      return (
        <RootLayout route={state}>
          <PrimeCheckoutLayout>{page}</PrimeCheckoutLayout>
        </RootLayout>
      );
    case 'default':
      return <RootLayout route={state}>{page}</RootLayout>;
  }
}
