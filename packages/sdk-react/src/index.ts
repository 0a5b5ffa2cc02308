export * from './CartProvider';
export * from './ShopProvider';
export * from './ToastProvider';
export * from './useCart';
export * from './useTracking';
