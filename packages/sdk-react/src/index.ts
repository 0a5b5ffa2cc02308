export * from './ShopProvider';
