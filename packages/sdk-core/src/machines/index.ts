// The storefront's XState machines (DESIGN §3, §4). Conventions every machine here follows, so hosts
// and tests read them the same way (docs/adding-a-machine.md walks through adding one):
// - `name.machine.ts` exports `nameMachine = setup({ types, actors, guards, actions }).createMachine(…)`;
//   all I/O goes through named actors that default to `notImplemented` and are supplied with
//   `.provide()` by the sdk-react host (Apollo) or by the test beside the machine.
// - Events are namespaced in capitals: `'CART.ADD_POSITION'`, and so are the events a machine emits
//   for its host: `'CART.ERROR'`, `'SEARCH.NAVIGATE'`, `'LIGHTNING.NOTICE'`.
// - The exported event union (`CartEvent`) holds only what a host may send; events the machine raises
//   for itself (`CART.OP_DONE`) have a separate type that is not exported.
// - Guards are named in `setup({ guards })`, and a guard or action that reads an event's fields
//   narrows it with `assertEvent`.
// - The finite state is the view: hosts expose it as `state` and components render it as data-state.
export {
  ADDRESS_KINDS,
  type AddressActorInput,
  type AddressBookContext,
  type AddressBookEmitted,
  type AddressBookEvent,
  type AddressBookInput,
  type AddressDraft,
  type AddressKind,
  addressBookMachine,
  type BookAddress,
  type CreateAddressOutput,
  type DeleteAddressInput,
} from './addressBook.machine';
export {
  type AddedCartPosition,
  type CartContext,
  type CartEmitted,
  type CartEvent,
  type CartIds,
  type CartMachineInput,
  type CartOp,
  cartMachine,
  type EnsureCartIdInput,
  type LoadCartOutput,
  type RemovedCartItem,
  type UpdateCartActorInput,
  type UpdateCartActorOutput,
  type VoucherFeedback,
} from './cart.machine';
export { type CartActivity, cartActivity } from './cartActivity';
export {
  type CardPaymentForm,
  type CartSubmitCheck,
  type CheckoutAuthInput,
  type CheckoutAuthType,
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  type CheckoutMachineInput,
  type CheckoutSubmitForm,
  checkoutMachine,
  type ShippingSaveResult,
  SUBMIT_FAILED_MESSAGE,
  type SubmitCartResult,
} from './checkout.machine';
export {
  errorText,
  HttpStatusError,
  isRateLimitedError,
  TOO_MANY_REQUESTS_MESSAGE,
} from './errorText';
export {
  type LightningExtendOutput,
  type LightningRefreshOutput,
  type LightningReservationContext,
  type LightningReservationEmitted,
  type LightningReservationEvent,
  type LightningReservationInput,
  type LightningReservationState,
  lightningReservationMachine,
} from './lightningReservation.machine';
export {
  type AuthResult,
  type LoginActorInput,
  type LoginContext,
  type LoginEmitted,
  type LoginEvent,
  type LoginField,
  type LoginForm,
  type LoginMachineInput,
  type LogoutReason,
  loginMachine,
} from './login.machine';
export {
  type ReturnCarriersInput,
  type ReturnContact,
  type ReturnItemsInput,
  type ReturnOption,
  type ReturnSelection,
  type ReturnsContext,
  type ReturnsEmitted,
  type ReturnsEvent,
  returnsMachine,
  type SelectedReturnItem,
  type SubmitReturnOutput,
} from './returns.machine';
export {
  type SearchBoxContext,
  type SearchBoxEmitted,
  type SearchBoxEvent,
  type SearchBoxInput,
  type SearchSuggestion,
  type SearchSuggestionsOutput,
  searchBoxMachine,
} from './searchBox.machine';
export {
  type AddTeaserToCartInput,
  type AddTeaserToCartOutput,
  type ConvertTeaserInput,
  type ConvertTeaserOutput,
  type OpenTeaserLine,
  type TeaserEntry,
  type TeaserVariant,
  type TeaserWishlistContext,
  type TeaserWishlistEmitted,
  type TeaserWishlistEvent,
  type TeaserWishlistInput,
  type TeaserWishlistNotice,
  teaserWishlistMachine,
  type WishlistCartLine,
} from './teaserWishlist.machine';
export {
  type LoadVariantInfoInput,
  type VariantInfoResult,
  type VariantSelectionAttribute,
  type VariantSelectionContext,
  type VariantSelectionEvent,
  type VariantSelectionInput,
  type VariantSelectionItem,
  variantSelectionMachine,
} from './variantSelection.machine';
export {
  type CreatedWishlistInvite,
  type ListRemovalReason,
  type RemovedWishlistEntry,
  type WishlistContext,
  type WishlistEmitted,
  type WishlistEntryRef,
  type WishlistEvent,
  type WishlistListChange,
  type WishlistMachineInput,
  type WishlistNotice,
  type WishlistOp,
  type WishlistOpOutput,
  type WishlistProduct,
  wishlistMachine,
} from './wishlist.machine';
export { type WishlistActivity, wishlistActivity } from './wishlistActivity';
