export * from './storeConfig';
