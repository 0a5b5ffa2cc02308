// `@ranzen/sdk-core/client`: the Apollo client of a storefront (server and browser) and the search service.
export {
  createShopCache,
  createShopClient,
  type HeaderSource,
  type ShopClientOptions,
} from './createShopClient';
export { type ShopFetchOptions, shopFetch } from './httpClient';
export { askSearchService } from './searchService';
export type { PageLocation } from './sessionAnswerLink';
