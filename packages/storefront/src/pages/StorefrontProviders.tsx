// Everything a page needs around the routes, identical on the server and in the browser so the
// hydrated tree matches the streamed HTML: the SDK's RanzenProvider (the same a host storefront uses)
// with the storefront's page data inside.
import type { ConsentChoice, MessageCatalogue, StoreConfig } from '@ranzen/sdk-core';
import { RanzenProvider, type ShopClient } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import type { AnalyticsConfig } from '../data/analyticsConfig';
import { InfoLayerHiddenProvider } from '../data/infoLayer';
import { LayoutDataProvider } from '../data/layoutData';
import { ConsentProvider } from './ConsentProvider';
import { type LanguageOrigins, LanguageOriginsProvider } from './languageLinks';
import { MobileSearchOnArrivalProvider } from './mobileSearchOnArrival';
import { WishlistHeartsProvider } from './wishlistHearts';

export interface StorefrontProvidersProps {
  /** The server's loaded client (recording what the page renders with), the browser's deferred one. */
  readonly shopClient: ShopClient;
  readonly store: StoreConfig;
  /** The store's message catalogue (the server's MESSAGES entry; the browser's from the state). */
  readonly messages: MessageCatalogue;
  readonly cartId: string | null;
  /** The server renders the mobile search open on a first visit; false when absent. */
  readonly mobileSearchOnArrival?: boolean;
  /** The visitor closed the info layer (its cookie, read by the server); false when absent. */
  readonly infoLayerHidden?: boolean;
  /** The consent cookie's choice when the page was requested (read by the server); null (the default): the banner opens. */
  readonly consentChoice?: ConsentChoice | null;
  /** Consented analytics (the page state's); absent on the server and in tests: nothing loads. */
  readonly analytics?: AnalyticsConfig | null;
  /** The client build (the page state's), named in error reports. */
  readonly buildId?: string | null;
  /** The origins of the store's language versions (the language switcher's hosts); none when absent. */
  readonly languageOrigins?: LanguageOrigins;
  readonly children: ReactNode;
}

const NO_LANGUAGE_ORIGINS: LanguageOrigins = {};

/**
 * The providers around the storefront's pages: `RanzenProvider` with the server's toasts, the
 * pages' layout data and the wish list hearts.
 *
 * @example
 * ```tsx
 * <StorefrontProviders shopClient={loadedShopClient(client)} store={STORES.de} messages={MESSAGES[STORES.de.messages]} cartId={cartId}>
 *   <StorefrontRoutes state={routerState} />
 * </StorefrontProviders>
 * ```
 */
export function StorefrontProviders({
  shopClient,
  store,
  messages,
  cartId,
  mobileSearchOnArrival = false,
  infoLayerHidden = false,
  consentChoice = null,
  analytics = null,
  buildId = null,
  languageOrigins = NO_LANGUAGE_ORIGINS,
  children,
}: StorefrontProvidersProps) {
  return (
    <RanzenProvider
      shopClient={shopClient}
      store={store}
      messages={messages}
      cartId={cartId}
      // Spec §4 "Other": the server's toasts (cookie) are shown once after the page mounts.
      // After a login the session changed: the target loads as a document (RanzenProvider's default).
      serverToasts
    >
      <ConsentProvider storedChoice={consentChoice} analytics={analytics} buildId={buildId}>
        <MobileSearchOnArrivalProvider value={mobileSearchOnArrival}>
          <LanguageOriginsProvider value={languageOrigins}>
            <InfoLayerHiddenProvider value={infoLayerHidden}>
              <LayoutDataProvider>
                <WishlistHeartsProvider>{children}</WishlistHeartsProvider>
              </LayoutDataProvider>
            </InfoLayerHiddenProvider>
          </LanguageOriginsProvider>
        </MobileSearchOnArrivalProvider>
      </ConsentProvider>
    </RanzenProvider>
  );
}
