// Page frame shared by every route: the info layer (InfoLayerBar) and the store's header (StoreHeader), the page below it and the
// footer (spec storefront §2.8) with its payment and delivery icons decided by the sdk-core rules
// from the global parameters the root loader prefetched (§7), and the route's footer grid (§7 "footer grid
// by pageId": the checkout steps show the checkout's footer). Consumer/B2B differences live in the
// Footer's per-family features and the store config, not here.
import {
  FOOTER_GRID_IDS,
  footerDeliveryIcons,
  footerGridFor,
  footerIconFlags,
  footerPaymentIcons,
  isLegalPage,
  pushToDataLayer,
  type StoreConfig,
} from '@ranzen/sdk-core';
import { type Track, useShop, useTracking } from '@ranzen/sdk-react';
import { Footer, type FooterTrackEvent, PageShell, ToastRegion } from '@ranzen/ui';
import { type ReactNode, useCallback, useContext, useMemo } from 'react';
import { type ParameterRow, useLayoutData } from '../data/layoutData';
import type { RouterState } from '../data/routerState';
import { RouteTableContext } from '../data/routeTableContext';
import { CartFlyout } from './CartFlyout';
import { useConsent } from './ConsentProvider';
import { InfoLayerBar } from './InfoLayerBar';
import { StoreHeader } from './StoreHeader';
import { usePageViewTracking } from './usePageViewTracking';

export interface RootLayoutProps {
  /** The shown route, for page-view tracking. */
  readonly route: RouterState;
  readonly children: ReactNode;
}

/** Footer clicks are an analytics event ('footer'). */
export const FOOTER_TRACKING_EVENT = 'footer';

export function footerIconsFor(store: StoreConfig, parameters: readonly ParameterRow[]) {
  const flags = footerIconFlags(parameters);
  return {
    paymentIcons: footerPaymentIcons({ store, flags }),
    deliveryIcons: footerDeliveryIcons({ store, flags }),
  };
}

/** Footer clicks to the data layer and the API; never from a legal page. */
function trackFooterClick(track: Track, { label, url }: FooterTrackEvent): void {
  if (isLegalPage(window.location.pathname)) return;
  const event = { event: FOOTER_TRACKING_EVENT, label, url };
  pushToDataLayer(event);
  track([{ name: FOOTER_TRACKING_EVENT, payload: { label, url } }]);
}

/**
 * The page frame around every route: header, navigation, footer, toasts.
 *
 * @example
 * ```tsx
 * <RootLayout route={routerState}>
 *   <CategoryPage />
 * </RootLayout>
 * ```
 */
export function RootLayout({ route, children }: RootLayoutProps) {
  const { store } = useShop();
  const { footer, footerGrids, parameters, customer } = useLayoutData();
  const footerGrid = footerGridFor(route.match.name, useContext(RouteTableContext));
  const icons = useMemo(() => footerIconsFor(store, parameters), [store, parameters]);
  const track = useTracking();
  const onFooterTrack = useCallback((event: FooterTrackEvent) => trackFooterClick(track, event), [track]);
  usePageViewTracking(route, customer);
  const { reopen: reopenConsent } = useConsent();
  return (
    <PageShell
      header={
        <>
          <InfoLayerBar />
          <StoreHeader route={route} />
        </>
      }
      footer={
        footer ? (
          <Footer
            data={footer}
            paymentIcons={icons.paymentIcons}
            deliveryIcons={icons.deliveryIcons}
            onTrack={onFooterTrack}
            onConsentSettings={reopenConsent}
            grid={footerGrids[footerGrid]}
            variant={footerGrid === FOOTER_GRID_IDS.checkout ? 'checkout' : 'shop'}
          />
        ) : undefined
      }
    >
      {children}
      <ToastRegion />
      <CartFlyout />
    </PageShell>
  );
}
