export * from './apiHeaders';
export * from './apiToken';
export * from './clientAssets';
export * from './createStorefrontServer';
export * from './idCookies';
export {
  createShopBff,
  type NextFunction,
  type NodeHandler,
  type ShopBff,
  type ShopBffOptions,
  storeForHost,
} from './shopBff';
export * from './startStorefront';
