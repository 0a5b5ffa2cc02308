export * from './resolveStore';
export * from './storeConfig';
export * from './storeFamilies';
