export * from './CartProvider';
export * from './cartSync';
export * from './ShopProvider';
export * from './ToastProvider';
export * from './useCart';
export * from './useSearchBox';
export * from './useTracking';
export * from './useVariantSelection';
