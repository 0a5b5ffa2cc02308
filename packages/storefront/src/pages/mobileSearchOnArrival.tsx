// The mobile search a first visit opens (spec storefront §4 "Mobile search and refresh"), decided by the
// server from the request's cookies so the streamed HTML already has the bar open and nothing moves when
// the page hydrates (DESIGN §6 CLS); the browser hydrates with the server's answer (StorefrontState).
import {
  type AppRouteName,
  isFirstVisit,
  loginFlyoutGuard,
  opensMobileSearchOnArrival,
  type RouteName,
  type StoreConfig,
} from '@ranzen/sdk-core';
import { createContext, useContext } from 'react';
import type { CookieJar } from '../data/frameCookies';

export interface ArrivalInput {
  /** The request's cookies. */
  readonly cookies: CookieJar;
  readonly store: StoreConfig;
  readonly pathname: string;
  readonly route: RouteName | AppRouteName;
}

/**
 * Open on a first visit except on a product page, unless the B2B login guard takes the header's
 * overlay for its flyout (one overlay at a time).
 */
export function mobileSearchOpenOnArrival({ cookies, store, pathname, route }: ArrivalInput): boolean {
  return (
    opensMobileSearchOnArrival(isFirstVisit(cookies), route) &&
    !loginFlyoutGuard({ loginRequired: store.features.loginRequired, pathname, cookies }).open
  );
}

const MobileSearchOnArrivalContext = createContext(false);

export const MobileSearchOnArrivalProvider = MobileSearchOnArrivalContext.Provider;

/** Whether the page arrived with the mobile search open (the server's decision). */
export function useMobileSearchOnArrival(): boolean {
  return useContext(MobileSearchOnArrivalContext);
}
