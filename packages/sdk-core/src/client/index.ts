// `@ranzen/sdk-core/client`: the Apollo client of a storefront (server and browser) and the search service.
export {
  createShopCache,
  createShopClient,
  type HeaderSource,
  type ShopClientOptions,
} from './createShopClient';
export {
  fetchWithTimeout,
  HTTP_RETRIES_BY_METHOD,
  HTTP_RETRY_INITIAL_DELAY_MS,
  HTTP_RETRY_STATUSES,
  httpRetriesFor,
  httpRetryDelayMs,
  REQUEST_TIMEOUT_MS,
  RequestTimeoutError,
  requestTimeoutMessage,
  type ShopFetchOptions,
  shopFetch,
} from './httpClient';
export { askSearchService } from './searchService';
export type { PageLocation } from './sessionAnswerLink';
