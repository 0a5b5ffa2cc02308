export { createStorefrontViteConfig, type StorefrontViteOptions } from './createStorefrontViteConfig';
