export * from './apiHeaders';
export * from './apiToken';
export * from './clientAssets';
export * from './createStorefrontServer';
export * from './idCookies';
export * from './startStorefront';
