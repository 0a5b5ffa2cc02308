export * from './publicOrigins';
export * from './resolveStore';
export * from './storeConfig';
