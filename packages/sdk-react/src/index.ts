// @ranzen/sdk-react: the providers, hooks and the browser's calls to the storefront's backend. Each name is
// listed by hand; a module's other exports are internal (docs/decisions/0027).
export {
  ACCOUNT_ACTION_PATHS,
  ACCOUNT_ACTION_RESULT_FIELDS,
  type AccountAction,
  type AccountActionResult,
  postAccountAction,
} from './accountActions';
export {
  type AddToCartOptions,
  CART_ID_ENDPOINT,
  type CartActions,
  type CartContextValue,
  CartProvider,
  type CartProviderProps,
  type CartView,
  type CartViewState,
  fetchCartIdsFromServer,
  useCartContext,
} from './CartProvider';
export { CheckoutFlowProvider, type CheckoutFlowProviderProps } from './CheckoutFlowProvider';
export {
  type CheckoutContextValue,
  type CheckoutFormOutcome,
  CheckoutProvider,
  type CheckoutProviderProps,
  type CheckoutView,
  type CheckoutViewState,
  PAYMENT_ERROR_TRACKING_EVENT,
  useCheckout,
} from './CheckoutProvider';
export type { CartSyncChannel, CartSyncMessage } from './cartSync';
export {
  AMAZON_CHECKOUT_TYPE,
  CHECKOUT_ACTION_PATHS,
  type CheckoutAction,
  postCheckoutAmazon,
  type SubmitCartAnswer,
} from './checkoutActions';
export { type LazyMachineContext, useLazyMachineContext } from './createLazyMachineContext';
export { parseDocumentCookies } from './documentCookie';
export type {
  B2bCertificateUpload,
  FileUpload,
  ReturnImageUpload,
  StoredFileUpload,
} from './fileUpload';
export {
  CUSTOMER_INFO_URL,
  type LoginContextValue,
  LoginProvider,
  type LoginProviderProps,
  type LoginSubmit,
  type LoginView,
  type LoginViewState,
  useLogin,
} from './LoginProvider';
export type { LoginSyncChannel } from './loginSync';
export {
  GRAPHQL_ENDPOINT,
  type RanzenClientSource,
  type RanzenLoginOptions,
  RanzenProvider,
  type RanzenProviderProps,
} from './RanzenProvider';
export {
  type ShopContextValue,
  type ShopPaths,
  ShopProvider,
  type ShopProviderProps,
  type StaticPathName,
  type Translate,
  useShop,
  useShopPath,
  useTranslate,
} from './ShopProvider';
export {
  deferredShopClient,
  loadedShopClient,
  nextTask,
  type RenderedResults,
  refetchShopQueries,
  resultKey,
  type ShopClient,
  useShopClient,
} from './shopClient';
export { ToastProvider, type ToastProviderProps, type ToastsValue, useToasts } from './ToastProvider';
export {
  type AddressBookView,
  type UseAddressBookOptions,
  type UseAddressBookResult,
  useAddressBook,
} from './useAddressBook';
export {
  type AmazonPayActivity,
  amazonPayContentKey,
  type UseAmazonPayExpressResult,
  useAmazonPayExpress,
} from './useAmazonPayExpress';
export { type UseCartResult, useCart } from './useCart';
export { useConfirmationCleanup } from './useConfirmationCleanup';
export { useB2bCertificateUpload, useContactAttachmentUpload } from './useFileUploads';
export { type LazyMachine, type LazyMachineOptions, useLazyMachine } from './useLazyMachine';
export {
  type LightningReservationView,
  type UseLightningReservationResult,
  useLightningReservation,
} from './useLightningReservation';
export { useRenderedText } from './useRenderedText';
export { type ReturnsView, type UseReturnsResult, useReturns } from './useReturns';
export {
  type SearchBoxState,
  type SearchBoxView,
  type UseSearchBoxOptions,
  type UseSearchBoxResult,
  useSearchBox,
} from './useSearchBox';
export { type ShopQueryOptions, type ShopQueryResult, useShopQuery } from './useShopQuery';
export {
  type TeaserWishlistData,
  type TeaserWishlistState,
  type TeaserWishlistView,
  type UseTeaserWishlistResult,
  useTeaserWishlist,
} from './useTeaserWishlist';
export { sendTrackingEvents, type Track, type TrackingEvent, useTracking } from './useTracking';
export {
  type UseVariantSelectionOptions,
  type UseVariantSelectionResult,
  useVariantSelection,
  type VariantSelectionState,
  type VariantSelectionView,
} from './useVariantSelection';
export {
  type UseWishlistOptions,
  type UseWishlistResult,
  useWishlist,
  type WishlistMachineView,
} from './useWishlist';
export {
  type UseWishlistToCartOptions,
  type UseWishlistToCartResult,
  useWishlistToCart,
  type WishlistToCartView,
} from './useWishlistToCart';
