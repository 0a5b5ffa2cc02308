export * from './resolveStore';
export * from './storeConfig';
