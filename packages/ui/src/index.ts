// @ranzen/ui: React components for the Ranzen storefronts. Import the styles once per page:
// `@ranzen/ui/styles/tokens.css` and `@ranzen/ui/styles/base.css`.

export { AccountForm, type AccountFormProps } from './AccountForm';
export { AddedToCartFlyout, type AddedToCartFlyoutProps } from './AddedToCartFlyout';
export { AddressForm, type AddressFormProps } from './AddressForm';
export { AmazonPayExpress, type AmazonPayExpressProps } from './AmazonPayExpress';
export type { AddressErrors } from './addressFields';
export { B2bCertificateForm, type B2bCertificateFormProps } from './B2bCertificateForm';
export { Breadcrumb, type BreadcrumbEntry, type BreadcrumbProps } from './Breadcrumb';
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonVariant,
} from './Button';
export {
  type AddToCartStatus,
  BuyBox,
  type BuyBoxItem,
  type BuyBoxProduct,
  type BuyBoxProps,
} from './BuyBox';
export { BuyBoxNotices, type BuyBoxNoticesProps } from './BuyBoxNotices';
export { type CartGift, CartGifts, type CartGiftsProps } from './CartGifts';
export { CartItemList, type CartItemListProps, type CartPosition } from './CartItemList';
export { CartTotals, type CartTotalsProps } from './CartTotals';
export { type CartVoucherEntry, CartVouchers, type CartVouchersProps } from './CartVouchers';
export {
  CatalogueRequest,
  type CatalogueRequestProps,
  type PrintedCatalogue,
} from './CatalogueRequest';
export { CategoryBar, type CategoryBarProps } from './CategoryBar';
export { CheckoutFlow, type CheckoutFlowProps } from './CheckoutFlow';
export { CheckoutGuestForm, CheckoutLoginStep, type CheckoutLoginStepProps } from './CheckoutLoginStep';
export { CheckoutPaymentStep, type CheckoutPaymentStepProps } from './CheckoutPaymentStep';
export { CheckoutShippingStep } from './CheckoutShippingStep';
export {
  AddressLines,
  CheckoutSummary,
  type CheckoutSummaryProps,
  type CheckoutSummaryState,
  checkoutSummaryState,
  type SummaryCheckout,
  type SummaryItem,
  SummaryItemList,
} from './CheckoutSummary';
export { CmsAbTab } from './CmsAbTab';
export { CmsContentTile } from './CmsContentTile';
export {
  type CmsContextInput,
  CmsContextProvider,
  type CmsContextProviderProps,
  type CmsContextValue,
  useCmsContext,
} from './CmsContext';
export { CmsDialog, type CmsDialogProps } from './CmsDialog';
export { CmsFallback } from './CmsFallback';
export { CmsForm } from './CmsForm';
export { CmsHeroSlider } from './CmsHeroSlider';
export { CmsHtml } from './CmsHtml';
export { CmsHtmlBox } from './CmsHtmlBox';
export { CmsImageTeaser } from './CmsImageTeaser';
export { CmsInfoBar, InfoBar, type InfoBarProps } from './CmsInfoBar';
export { CmsLayer } from './CmsLayer';
export { CmsListTeaser } from './CmsListTeaser';
export { CmsPrizeDraw } from './CmsPrizeDraw';
export { CMS_RECOMMENDATIONS_LIST_ID, CmsRecommendations } from './CmsRecommendations';
export { type CmsRow, CmsRows, type CmsRowsProps } from './CmsRows';
export { CmsWishlistTeaser, renderTeaserWishlist } from './CmsWishlistTeaser';
export {
  type CompetitionEntryValues,
  CompetitionForm,
  type CompetitionFormProps,
  type CompetitionSummary,
} from './CompetitionForm';
export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';
export { type AccountEmail, ContactEmailsForm, type ContactEmailsFormProps } from './ContactEmailsForm';
export {
  ContactForm,
  type ContactFormProps,
  type ContactFormValues,
  EMPTY_CONTACT_VALUES,
} from './ContactForm';
export { cmsElementTypesIn, preloadCmsElements } from './cmsElements';

export type { CmsCell, CmsElementProps } from './cmsTeaser';
export { DeliveryStatus, type DeliveryStatusProps } from './DeliveryStatus';
export { DeliveryTypeChoice, type DeliveryTypeChoiceProps } from './DeliveryTypeChoice';
export {
  DescriptionReviewForm,
  type DescriptionReviewFormProps,
  type DescriptionReviewValues,
} from './DescriptionReviewForm';
export { EmailField, type EmailFieldProps } from './EmailField';
export { EnergyLabel, type EnergyLabelProps } from './EnergyLabel';
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export {
  EnumFacetFilter,
  type EnumFacetFilterProps,
  RangeFacetFilter,
  type RangeFacetFilterProps,
} from './FacetFilter';
export { FeatureTooltip, type FeatureTooltipProps } from './FeatureTooltip';
export {
  type CategoryFacetData,
  FilterPanel,
  type FilterPanelProps,
  type ListingFacets,
} from './FilterPanel';
export { Footer, type FooterData, type FooterProps, type FooterTrackEvent } from './Footer';
export {
  CheckboxField,
  type CheckboxFieldProps,
  FieldGroup,
  SelectField,
  type SelectFieldProps,
  TextAreaField,
  type TextAreaFieldProps,
  TextField,
  type TextFieldProps,
  useErrorText,
} from './formControls';

export {
  Header,
  type HeaderOverlay,
  type HeaderProps,
  type NavigationDrawer,
} from './Header';
export { HeaderSearch, type HeaderSearchProps } from './HeaderSearch';
export { HoneypotField, type HoneypotFieldProps } from './HoneypotField';
export { ImageZoom, type ImageZoomProps } from './ImageZoom';
export { type LanguageLink, LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
export { LightningCountdown, type LightningCountdownProps } from './LightningCountdown';
export { LightningDeal, type LightningDealProps } from './LightningDeal';
export {
  LightningReservationNotice,
  type LightningReservationNoticeProps,
} from './LightningReservationNotice';
export {
  CustomerLoginForm,
  LOGIN_STRATEGY_BY_FAMILY,
  LoginFlyout,
  type LoginFlyoutCustomer,
  type LoginFlyoutProps,
  type LoginFormValues,
  type LoginIdentifier,
  type LoginStrategy,
} from './LoginFlyout';
export { Logo } from './Logo';
export { MiniCart, type MiniCartProps } from './MiniCart';
export { MobileSearch, type MobileSearchProps } from './MobileSearch';
export {
  Navigation,
  type NavigationAction,
  type NavigationItem,
  type NavigationProps,
  type NavigationSalePromotion,
  type NavigationState,
  useNavigationState,
} from './Navigation';
export {
  NewsletterSignUpForm,
  type NewsletterSignUpFormProps,
  type NewsletterSignUpValues,
  NewsletterUnsubscribe,
  type NewsletterUnsubscribeProps,
  type NewsletterUnsubscribeValues,
} from './NewsletterForms';
export { OrderConfirmation, type OrderConfirmationProps } from './OrderConfirmation';
export { OrderDetail, type OrderDetailProps } from './OrderDetail';
export { OrderForm, type OrderFormProps, type OrderFormResult } from './OrderForm';
export { OrderHistory, type OrderHistoryProps } from './OrderHistory';
export { MAIN_CONTENT_ID, PageShell, type PageShellProps } from './PageShell';
export { Pagination, type PaginationProps } from './Pagination';
export { ParcelStationForm, type ParcelStationFormProps } from './ParcelStationForm';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PaymentIcons, type PaymentIconsProps } from './PaymentIcons';
export {
  PaymentMethodChoice,
  type PaymentMethodChoiceProps,
  type PaymentSelection,
} from './PaymentMethodChoice';
export { CardPaymentPost, type CardPaymentPostProps, providerUrl } from './PaymentRedirect';
export { PersonNameFields, type PersonNameFieldsProps } from './PersonNameFields';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { Price, type PriceProps } from './Price';
export {
  type PrimeMembershipInfo,
  PrimeOfferPanel,
  type PrimeOfferPanelProps,
  PrimeWaitingListForm,
  type PrimeWaitingListFormProps,
  type PrimeWaitingListValues,
} from './Prime';
export { PrimeMarker, type PrimeMarkerProps } from './PrimeMarker';
export {
  type AudioSample,
  type DownloadGroup,
  ProductAttachments,
  type ProductAttachmentsProps,
} from './ProductAttachments';
export { ProductCarousel, type ProductCarouselProps } from './ProductCarousel';
export { type GalleryVideo, ProductGallery, type ProductGalleryProps } from './ProductGallery';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { ProductReviews, type ProductReviewsProps, type ReviewList } from './ProductReviews';
export {
  type ProductExtraTabRef,
  type ProductTabContent,
  ProductTabs,
  type ProductTabsProps,
} from './ProductTabs';
export { ProductTile, type ProductTileProps, type TileProduct } from './ProductTile';
export { type PostalAddress, postalAddressLines } from './postalAddress';
export { QuantityField, type QuantityFieldProps } from './QuantityField';
export { ResultCount, type ResultCountProps } from './ResultCount';
export {
  ReturnItemChoice,
  type ReturnItemChoiceProps,
  type ReturnOrderItem,
} from './ReturnItemChoice';
export {
  type ReturnChoiceOption,
  ReturnOptionChoice,
  type ReturnOptionChoiceProps,
} from './ReturnOptionChoice';
export { type EarlierReturn, ReturnReceipt, type ReturnReceiptProps } from './ReturnReceipt';
export { ReviewForm, type ReviewFormProps, type ReviewSaveResult } from './ReviewForm';
export { RichText, type RichTextProps } from './RichText';
export { SalutationField, type SalutationFieldProps } from './SalutationField';
export {
  SavedAddressChoice,
  type SavedAddressChoiceProps,
  type SavedAddressOption,
} from './SavedAddressChoice';
export { SearchEmptyState, type SearchEmptyStateProps } from './SearchEmptyState';
export { SearchSuggestions, type SearchSuggestionsProps } from './SearchSuggestions';
export { SellingPoints, type SellingPointsProps } from './SellingPoints';
export { ServiceBlock, type ServiceBlockProps, type ServiceTeaser } from './ServiceBlock';
export { ShipperChoice, type ShipperChoiceProps, type ShipperOption } from './ShipperChoice';
export { ShopLoginFlyout, type ShopLoginFlyoutProps } from './ShopLoginFlyout';
export { type SocialLink, SocialLinks, type SocialLinksProps, type SocialNetwork } from './SocialLinks';
export { SortSelect, type SortSelectProps } from './SortSelect';
export { StarRating, type StarRatingProps } from './StarRating';
export { useShopDateFormat } from './shopText';
export { ToastRegion } from './ToastRegion';
export {
  type AccountFieldProps,
  type AccountForm as AccountFormState,
  type AccountFormOutcome,
  type UseAccountFormOptions,
  useAccountForm,
} from './useAccountForm';
export { usePromotionView } from './usePromotionView';
export { type SliderArrows, type UseSliderArrowsResult, useSliderArrows } from './useSliderArrows';
export { type VariantAttribute, VariantSelector, type VariantSelectorProps } from './VariantSelector';
export { WishlistButton, type WishlistButtonProps } from './WishlistButton';
export {
  ChooseWishlistDialog,
  type ChooseWishlistDialogProps,
  RemoveWishlistDialog,
  type RemoveWishlistDialogProps,
  ReplaceVariantDialog,
  type ReplaceVariantDialogProps,
  type WishlistInviteView,
  type WishlistMemberView,
  WishlistShareDialog,
  type WishlistShareDialogProps,
  type WishlistVariantOption,
} from './WishlistDialogs';
export {
  WishlistListSettings,
  type WishlistListSettingsProps,
  type WishlistSettingsChange,
} from './WishlistListSettings';
export {
  QuantityChangedDialog,
  type QuantityChangedDialogProps,
  WishlistTeaser,
  type WishlistTeaserProps,
} from './WishlistTeaser';
export {
  type WishlistCommentView,
  type WishlistEntryView,
  WishlistView,
  type WishlistViewProps,
  wishlistEntryRef,
} from './WishlistView';
