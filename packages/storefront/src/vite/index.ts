export * from './createStorefrontViteConfig';
export * from './documentChunks';
