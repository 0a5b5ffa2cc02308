export * from './createStorefrontViteConfig';
