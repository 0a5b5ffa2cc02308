export * from './accountActions';
export * from './CartProvider';
export * from './CheckoutFlowProvider';
export * from './CheckoutProvider';
export * from './cartSync';
export * from './checkoutActions';
export * from './createLazyMachineContext';
export { parseDocumentCookies } from './documentCookie';
export type {
  B2bCertificateUpload,
  FileUpload,
  ReturnImageUpload,
  StoredFileUpload,
} from './fileUpload';
export * from './LoginProvider';
export * from './loginSync';
export * from './RanzenProvider';
export * from './ShopProvider';
export * from './ToastProvider';
export * from './useAddressBook';
export * from './useAmazonPayExpress';
export * from './useCart';
export * from './useConfirmationCleanup';
export * from './useFileUploads';
export * from './useLazyMachine';
export * from './useLightningReservation';
export * from './useReturns';
export * from './useSearchBox';
export * from './useTeaserWishlist';
export * from './useTracking';
export * from './useVariantSelection';
export * from './useWishlist';
export * from './useWishlistToCart';
