export * from './CartProvider';
export * from './ShopProvider';
export * from './useCart';
