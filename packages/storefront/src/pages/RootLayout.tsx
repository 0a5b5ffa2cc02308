// Page frame shared by every route: header with the live cart count, the page below it and the
// footer (spec storefront §2.8) with its payment and delivery icons decided by the sdk-core rules
// from the global parameters the root loader prefetched (§7). Consumer/B2B differences live in the
// Footer's per-family features and the store config, not here.
import {
  footerDeliveryIcons,
  footerIconFlags,
  footerPaymentIcons,
  pushToDataLayer,
  type StoreConfig,
} from '@ranzen/sdk-core';
import { useCart, useShop } from '@ranzen/sdk-react';
import { Footer, type FooterTrackEvent, Header, PageShell, ToastRegion } from '@ranzen/ui';
import { type ReactNode, useMemo } from 'react';
import { type ParameterRow, useLayoutData } from '../routes/layoutData';

export interface RootLayoutProps {
  readonly children: ReactNode;
}

/** Spec §7: footer clicks are an analytics event ('footer'). */
export const FOOTER_TRACKING_EVENT = 'footer';

export function footerIconsFor(store: StoreConfig, parameters: readonly ParameterRow[]) {
  const flags = footerIconFlags(parameters);
  return {
    paymentIcons: footerPaymentIcons({ storeCode: store.storeCode, isB2b: store.family === 'b2b', flags }),
    deliveryIcons: footerDeliveryIcons({ storeCode: store.storeCode, flags }),
  };
}

function trackFooterClick({ label, url }: FooterTrackEvent): void {
  const event = { event: FOOTER_TRACKING_EVENT, label, url };
  pushToDataLayer(event);
}

export function RootLayout({ children }: RootLayoutProps) {
  const { count } = useCart();
  const { store } = useShop();
  const { footer, parameters } = useLayoutData();
  const icons = useMemo(() => footerIconsFor(store, parameters), [store, parameters]);
  return (
    <PageShell
      header={<Header cartCount={count} />}
      footer={
        footer ? (
          <Footer
            data={footer}
            paymentIcons={icons.paymentIcons}
            deliveryIcons={icons.deliveryIcons}
            onTrack={trackFooterClick}
          />
        ) : undefined
      }
    >
      {children}
      <ToastRegion />
    </PageShell>
  );
}
