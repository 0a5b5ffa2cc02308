export {
  type ClientMinifier,
  createStorefrontViteConfig,
  type StorefrontViteOptions,
} from './createStorefrontViteConfig';
