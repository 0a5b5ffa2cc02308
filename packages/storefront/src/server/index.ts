// @ranzen/storefront/server: the BFF a host mounts (createShopBff and its pieces), Ranzen's SSR server
// (startStorefront), the asset handler and the cookie readers with the cookie names of the contract.
export { type ApiHeaderInput, readCookies } from './apiHeaders';
export type { ApiTokenSource } from './apiToken';
export { type ChunkAssets, type ClientAssets, createAssetHandler, NO_CLIENT_ASSETS } from './clientAssets';

export { CART_ID_COOKIE, readVisitorIds, USER_ID_COOKIE, type VisitorIds } from './idCookies';
export {
  createShopBff,
  type NextFunction,
  type NodeHandler,
  type ShopBff,
  type ShopBffOptions,
} from './shopBff';
export {
  CLIENT_SECRET_VARIABLE,
  DEFAULT_API_URL,
  DEFAULT_CLIENT_ID,
  type StartStorefrontOptions,
  startStorefront,
} from './startStorefront';
