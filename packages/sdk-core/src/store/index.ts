// `@ranzen/sdk-core/store`: store profiles and host resolution, server-safe. A module's other exports are
// internal (docs/decisions/0027).
export {
  DEFAULT_PUBLIC_ORIGINS,
  normalizeOrigins,
  PUBLIC_ORIGINS_ENV,
  type PublicOrigins,
  publicOriginsFromEnv,
} from './publicOrigins';
export { resolveStore, type StoreOrigins } from './resolveStore';
export {
  type HeroAutoplayStrategy,
  type InStockMessageKey,
  type MatrixCodeName,
  type MessageLanguage,
  SHOP_TIME_ZONE,
  type ShippingCarrier,
  type ShopLanguage,
  STORE_FAMILIES,
  STORE_IDS,
  STORES,
  type StoreBrand,
  type StoreConfig,
  type StoreContact,
  type StoreFamily,
  type StoreFeatures,
  type StoreHosts,
  type StoreId,
  type StoreLogo,
  type StoreShipping,
  type StoreStrategies,
  storeById,
} from './storeConfig';
