// The state the server hands to the browser in one inline JSON script: the store, its message
// catalogue (so the browser bundle carries no catalogue: DESIGN §6), the visitor's cart id, the Apollo
// cache and the results the components rendered with (decision 0037), the route state (match + loader data, or the error outcome) the page was rendered from, and
// whether the header arrived with the mobile search open, so the browser hydrates the same tree without
// running a loader or a query.
import type { ConsentChoice, MessageCatalogue } from '@ranzen/sdk-core';
import type { RenderedResults } from '@ranzen/sdk-react';
import type { AnalyticsConfig } from '../data/analyticsConfig';
import type { RouterState } from '../data/routerState';
import type { LanguageOrigins } from '../pages/languageLinks';

export const STATE_ELEMENT_ID = '__RANZEN_STATE__';
export const ROOT_ELEMENT_ID = 'root';
/** The server-rendered app error (in the store's language) the browser shows when the page cannot be mounted. */
export const APP_ERROR_TEMPLATE_ID = '__RANZEN_APP_ERROR__';
/**
 * The attribute on `<html>` that tells how far the browser entry is: the server writes `pending` when
 * the page comes with an entry script, the entry writes `done` once React committed the hydrated tree
 * (from then on every control has its handler) or `failed` when the page could not be mounted.
 * End-to-end tests wait for it before they act on a new document (e2e/fixtures.ts).
 */
export const HYDRATION_ATTRIBUTE = 'data-hydration';
export type HydrationStage = 'pending' | 'done' | 'failed';

export interface StorefrontState {
  readonly storeId: string;
  readonly messages: MessageCatalogue;
  readonly cartId: string | null;
  /** The Apollo cache after the render, restored when the browser loads Apollo. */
  readonly apollo: unknown;
  /** What the page's components rendered with (useShopQuery): the browser hydrates from it without Apollo. */
  readonly results: RenderedResults;
  readonly route: RouterState;
  /** The server rendered the mobile search open (a first visit). */
  readonly mobileSearchOnArrival: boolean;
  /** The visitor closed the info layer (its cookie). */
  readonly infoLayerHidden: boolean;
  /** The consent cookie's choice for the store; null: the server rendered the consent banner open. */
  readonly consentChoice: ConsentChoice | null;
  /** The client build the page was rendered for (offlineSupport.ts buildIdOf); null without a build. */
  readonly buildId: string | null;
  /** What consented analytics load and where errors are reported (data/analyticsConfig.ts). */
  readonly analytics: AnalyticsConfig;
  /** The origins of the store's language versions, for the language switcher. */
  readonly languageOrigins: LanguageOrigins;
}
