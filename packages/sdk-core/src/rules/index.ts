// Pure domain rules without Apollo Client or XState: `@ranzen/sdk-core/rules`, safe to load on a server.

export {
  EMPLOYEES_CHECKS,
  EMPLOYEES_MAX_DIGITS,
  LIST_CODE_CHECKS,
  LIST_ENTRY_MESSAGE,
  SALUTATION_CHECKS,
  SCHOOL_OR_COMPANY_CHECKS,
  VAT_ID_CHECKS,
  VAT_ID_MAX_LENGTH,
} from './accountForms';
export {
  ADDRESS_COUNTRIES,
  ADDRESS_FIELD_MAX_LENGTH,
  ADDRESS_FORM_TYPES,
  ADDRESS_LINE_MAX_LENGTH,
  type AddressCountry,
  type AddressFieldName,
  type AddressFormType,
  type AddressFormValues,
  type AddressPayload,
  addressFormValues,
  addressPayload,
  COMPANY_FORM_TYPE,
  type CustomerAddressPayload,
  emptyAddressForm,
  emptyParcelStationForm,
  isAddressCountry,
  isSalutation,
  NAME_CHECKS,
  NAME_MAX_LENGTH,
  PARCEL_STATION_DEFAULT_COUNTRY,
  type ParcelStationFieldName,
  type ParcelStationFormValues,
  PHONE_CHECKS,
  PHONE_MAX_LENGTH,
  parcelStationFormValues,
  parcelStationPayload,
  SALUTATIONS,
  type Salutation,
  type StoredAddress,
  showsCompany,
  storedAddressPayload,
  validateAddressForm,
  validateParcelStationForm,
} from './addressForm';
export {
  AMAZON_PAY_ACTIVATED_VALUE,
  AMAZON_PAY_ACTIVATION,
  type AmazonPayExpressFacts,
  type AmazonPayExpressRefusal,
  type AmazonPayItem,
  amazonPayBlockedItemIds,
  amazonPayExpressRefusal,
  isAmazonPayActivated,
} from './amazonPayExpress';
export {
  B2B_CERTIFICATE_ERRORS,
  B2B_CERTIFICATE_STATUS_TEXTS,
  type B2bCertificateErrorCode,
} from './b2bCertificate';
export {
  type DiscountBadge,
  type DiscountBadgeSize,
  discountBadge,
  type ExtraBadgePlace,
  visibleExtraBadges,
} from './badges';
export { sessionStorageOf } from './browserStorage';
export { type ButtonScheme, type ButtonStyle, parseButtonScheme } from './buttonScheme';
export {
  type ContactEmailsValues,
  ORDER_COMMENT_CHECKS,
  ORDER_COMMENT_MAX_LENGTH,
  ORDER_REFERENCE_CHECKS,
  ORDER_REFERENCE_MAX_LENGTH,
  PACKSTATION_ID_CHECKS,
  SPEDITION_FIELD_VALUE_MAX_LENGTH,
  type SpeditionFieldValues,
  speditionFieldsValid,
  validateContactEmails,
} from './checkoutFields';
export {
  availablePaymentIds,
  BUYER_REFERENCE_MAX_LENGTH,
  choosePayment,
  E_INVOICE_PAYMENT_ID,
  type PaymentChoice,
  type PaymentChoiceError,
  type PaymentFlags,
  type PaymentStore,
  paymentFlags,
  paymentValid,
} from './checkoutPayments';
export {
  checkoutShippers,
  type ShipperCode,
  type ShipperInfoCode,
  type ShipperRuleInput,
  type ShipperState,
  SPEDITION_MIN_ARTICLES,
  selectedShipper,
  shipperAfterAddressChange,
} from './checkoutShippers';
export {
  CHECKOUT_LAYOUT_STEPS,
  CHECKOUT_SESSION_EXPIRED_MESSAGE,
  CHECKOUT_STATE_COOKIE,
  CHECKOUT_STATE_POLL_MS,
  type CheckoutFacts,
  type CheckoutLayoutStep,
  type CheckoutState,
  type CheckoutStep,
  checkoutStepGuard,
  checkoutStepOfPath,
  checkoutStepPath,
  EMPTY_CHECKOUT_STATE,
  type LoginOption,
  openCheckoutStep,
  parseCheckoutState,
  serializeCheckoutState,
} from './checkoutSteps';
export {
  COMPETITION_CHECKS,
  COMPETITION_CLOSED_MESSAGE,
  COMPETITION_FIELDS,
  COMPETITION_TERMS_ACCEPTED,
  COMPETITION_TERMS_MESSAGE,
  type CompetitionField,
} from './competition';
export {
  CONSENT_COOKIE,
  CONSENT_POLL_INTERVAL_MS,
  CONSENT_SETTINGS,
  type ConsentChoice,
  consentChoiceOf,
  consentCookie,
  tagManagerIdFor,
  tagManagerScriptUrl,
} from './consent';
export {
  CONTACT_ATTACHMENTS_MAX,
  CONTACT_ATTACHMENTS_MESSAGE,
  CONTACT_CHECKS,
  CONTACT_FIELDS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_ORDER_NUMBER_MAX_LENGTH,
  CONTACT_TOPIC_LABELS,
  CONTACT_TOPICS,
  type ContactField,
  type ContactTopic,
  isContactTopic,
} from './contactForm';
export { readableColours } from './contrast';
export {
  COUNTDOWN_TICK_MS,
  type CountdownDisplay,
  countdownDisplay,
  isCountdownOver,
} from './countdown';
export { DATA_REFRESH_AFTER_MS, isDataStale } from './dataRefresh';
export {
  type DeliveryStatusDisplay,
  deliveryStatusDisplay,
} from './deliveryStatus';
export {
  DESCRIPTION_HELPFUL_ANSWERS,
  DESCRIPTION_REVIEW_CHECKS,
  DESCRIPTION_REVIEW_FIELDS,
  DESCRIPTION_REVIEW_MISSING_MAX_LENGTH,
  type DescriptionHelpfulAnswer,
  type DescriptionReviewField,
} from './descriptionReview';
export { emailDomainSuggestions } from './emailSuggestions';
export { claimFeatureTooltip, FEATURE_TOOLTIP_MS } from './featureTooltip';
export {
  type FooterDeliveryIcon,
  type FooterDeliveryIconsInput,
  type FooterIconFlags,
  type FooterPaymentIcon,
  type FooterPaymentIconsInput,
  footerDeliveryIcons,
  footerIconFlags,
  footerPaymentIcons,
} from './footerIcons';
export {
  EMBEDDED_TEASER_PARAMETERS,
  HEADER_FEATURE_FLAGS,
  isParameterOn,
  LIGHTNING_DEAL_SWITCH,
  PARAMETER_ON_VALUE,
  type ParameterKey,
  type ParameterRowLike,
  parameterValue,
  RETURN_PARAMETERS,
} from './globalParameters';
export { type HtmlBoxParts, splitAtMoreMarker } from './htmlBox';
export { IDEMPOTENCY_KEY_EXTENSION, IDEMPOTENCY_KEY_REUSED } from './idempotency';
export {
  IMAGE_FORMATS,
  type ImageFormatSize,
  type ImageSource,
  listImageSources,
  type ResponsiveImage,
} from './imageFormats';
export {
  isLightningDealActive,
  LIGHTNING_DEALS_FLAG,
  LIGHTNING_SOLD_OUT_PERCENT,
  type LightningDealStyle,
  type LightningDealTiming,
  lightningDealStyle,
  type ShortageInput,
  showsShortageOverlay,
} from './lightningDeal';
export {
  clearFilters,
  EAGER_LISTING_IMAGES,
  EMPTY_LISTING_STATE,
  type EnumFilter,
  hasFilters,
  LAST_ADDRESSABLE_PAGE,
  type ListingKind,
  type ListingQueryState,
  listingQueryString,
  listingVariables,
  MAX_LISTING_OFFSET,
  type PageLink,
  PRICE_FILTER_ID,
  PRODUCTS_PER_PAGE,
  paginationLinks,
  parseListingQuery,
  parseRange,
  parseSearchQuery,
  QUERY_PARAM,
  RATING_FILTER_ID,
  type RangeFilter,
  removeFilter,
  SEARCH_QUERY_MAX_LENGTH,
  type SearchQueryState,
  setPage,
  setRangeFilter,
  setSort,
  splitHeroFilters,
  toggleEnumValue,
} from './listingQuery';
export {
  chosenLanguageOrigin,
  type LanguageVersionOrigin,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  localeCookie,
  sharedCookieDomain,
} from './localeCookie';
export {
  type LoginRedirectInput,
  loginRedirect,
  loginReturnOf,
  type StoredLoginRedirect,
  storedLoginRedirect,
} from './loginRedirect';
export { MINI_CART_CLOSE_DELAY_MS, MINI_CART_MEDIA_QUERY, type MiniCartView, miniCartView } from './miniCart';
export { isFirstVisit, opensMobileSearchOnArrival, VISITED_COOKIE, visitedCookie } from './mobileSearch';
export {
  isMultiColumn,
  isWithinNavigationDepth,
  NAVIGATION_DEPTH,
  SUBMENU_HIT_AREA_CLOSE_DELAY_MS,
  SUBMENU_OPEN_DELAY_MS,
  SUBMENU_REENABLE_DELAY_MS,
} from './navigation';
export {
  NEWSLETTER_HONEYPOT_FIELD,
  NEWSLETTER_SIGN_UP_CHECKS,
  NEWSLETTER_SIGN_UP_FIELDS,
  NEWSLETTER_UNSUBSCRIBE_CHECKS,
  NEWSLETTER_UNSUBSCRIBE_FIELDS,
  type NewsletterSignUpField,
  type NewsletterUnsubscribeField,
} from './newsletter';
export {
  checkOrderFormRow,
  isBlankRow,
  isOrderFormList,
  ORDER_FORM_MAX_ROWS,
  ORDER_FORM_NOTIFICATIONS,
  ORDER_FORM_PDF_PATH,
  ORDER_NUMBER_MAX_LENGTH,
  type OrderFormEntry,
  type OrderFormNotification,
  type OrderFormRow,
  type OrderFormRowErrors,
  orderFormPdfPath,
  parseOrderFormPaste,
  parseOrderFormPdfQuery,
} from './orderForm';
export {
  DEFAULT_ORDER_DATE_FILTER,
  hasReturnableItems,
  INVOICE_DOWNLOAD_PATH,
  type InvoiceRef,
  invoiceDownloadPath,
  LAST_MONTHS,
  ORDER_SEARCH_MAX_LENGTH,
  ORDERS_PER_PAGE,
  type OrderDateFilter,
  type OrderOverviewState,
  orderOverviewPath,
  ordersV2Variables,
  parseInvoiceDownload,
  parseOrderDateFilter,
  parseOrderOverview,
} from './orderHistory';
export {
  ASYNC_LOADING_DELAY_MS,
  BUILD_POLL_INTERVAL_MS,
  errorSilenced,
  isChunkLoadError,
  reloadAllowed,
} from './pageResilience';
export {
  isLegalPage,
  LEGAL_PAGE_PATHS,
  type PageArea,
  type PageTypeInput,
  type PageTypeOptions,
} from './pageType';
export { knownPaymentId, type PaymentId } from './paymentIds';
export { type PaymentStepFacts, paymentStepAvailable } from './paymentStep';
export { createPreloadQueue, PRELOAD_DELAY_MS, type PreloadQueue, ROUTE_PRELOADS_AT_ONCE } from './preloads';
export {
  amountToCents,
  type BasePriceDisplay,
  basePriceDisplay,
  CURRENCY,
  centsToAmount,
  formatAmount,
  formatPercent,
  formatPrice,
} from './price';
export {
  isPrimeMember,
  isPrimePaymentId,
  isPrimeRegistrationOpen,
  PRIME_ERROR_MESSAGES,
  PRIME_REGISTRATION_PARAMETER,
  PRIME_WAITING_LIST_CHECKS,
  PRIME_WAITING_LIST_FIELDS,
  type PrimeCheckoutFacts,
  type PrimeCheckoutRefusal,
  type PrimeErrorCode,
  type PrimePeriod,
  type PrimeWaitingListField,
  primeCheckoutGuard,
  primeCheckoutRefusal,
  primeMarker,
  primePeriodEnd,
  primeStatusOf,
} from './prime';
export { productTileDisplay, type TileCard, type TileDisplay } from './productTile';
export { isPromotionVisible, PROMOTION_VIEW_DELAY_MS, PROMOTION_VIEW_THRESHOLD } from './promotionView';
export {
  minusIsDelete,
  normaliseQuantity,
  plusIsDisabled,
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type QuantityLimits,
  type QuantityResult,
  type QuantitySignal,
} from './quantity';
export {
  type CmsRowCells,
  RECOMMENDATIONS_ELEMENT_TYPE,
  RECOMMENDATIONS_LIMIT,
  showsRecommendations,
} from './recommendations';
export { BATCH_MAX, GRAPHQL_BODY_LIMIT_BYTES } from './requestLimits';
export {
  areReturnPagesOn,
  MAX_RETURN_LABELS,
  NO_LABEL_CARRIER,
  REASON_NEEDING_COMMENT,
  RETURN_COMMENT_MAX_LENGTH,
  RETURN_IMAGES_MAX,
  RETURN_STEPS,
  type ReturnPage,
  type ReturnSelectionProgress,
  type ReturnStep,
  type ReturnsFlowState,
  returnStepAllowed,
  returnStepOf,
} from './returns';
export {
  PRODUCT_REVIEWS_ANCHOR,
  REVIEW_AUTHOR_MAX_LENGTH,
  REVIEW_MAX_STARS,
  REVIEW_MESSAGE_MAX_LENGTH,
  REVIEW_MESSAGE_MIN_LENGTH,
  REVIEW_MIN_STARS,
  REVIEW_PAGE_LIMIT,
  REVIEW_TITLE_MAX_LENGTH,
  type ReviewFieldError,
  type ReviewFormValues,
  validateReview,
} from './review';
export {
  appliesSearchRules,
  type CurrentLocation,
  HOME_PATH,
  offersSearchSuggestions,
  PRODUCT_LISTING_ANCHOR,
  plainSearchHref,
  SEARCH_PATH,
  type SearchNavigation,
  type SearchServiceAnswer,
  searchPageRedirect,
} from './searchSubmit';
export {
  canonicalUrl,
  categoryMetaTitle,
  type HreflangAlternate,
  type HreflangShop,
  hasOpenGraph,
  hreflangAlternates,
  type NoIndexPage,
  noIndexPageFor,
  ROBOTS_NOINDEX,
  robotsFor,
  robotsForUrl,
  SHARE_IMAGE,
} from './seoMeta';
export {
  type MappedServerErrors,
  mapServerFieldErrors,
  type ServerErrorsInput,
  type ServerFieldError,
} from './serverFieldErrors';
export {
  GUEST_SESSION_COOKIE,
  HAD_SESSION_COOKIE,
  HAD_SESSION_COOKIE_MAX_AGE_SECONDS,
  type LoginFlyoutGuard,
  type LoginFlyoutGuardInput,
  loginFlyoutGuard,
  SESSION_COOKIE,
  type SessionCookies,
  type SessionKind,
  sessionKind,
} from './session';
export { acceptsPartialResults, LOGIN_REQUIRED_MESSAGE } from './sessionAnswers';
export { CATALOGUE_VERSION_PATH, freshSharedReads, holdsLiveDeal, LIVE_DEAL_FIELD } from './sharedCache';
export { type ShippingRule, shippingCostCents } from './shipping';
export {
  type AddressSave,
  type ContactValues,
  DELIVERY_TYPES,
  isShippingStepValid,
  needsSpeditionFields,
  type SavedContact,
  type ShippingSavePlan,
  type ShippingStepErrors,
  type ShippingStepFacts,
  type ShippingStepSaved,
  type ShippingStepValues,
  type SpeditionFieldName,
  type SpeditionFormValues,
  shipperAfterChange,
  shippingSavePlan,
  shippingStepShippers,
  validateShippingStep,
} from './shippingStep';
export {
  type ShippingStepAccount,
  type ShippingStepSources,
  type ShippingStepStart,
  shippingStepStart,
} from './shippingStepStart';
export {
  dragDirection,
  HERO_AUTOPLAY_MS,
  type HeroAutoplayConditions,
  type HeroAutoplayState,
  heroAutoplayAllowed,
  heroAutoplayAvailable,
  heroAutoplayRunning,
  MOBILE_MEDIA_QUERY,
  nextSlide,
  previousSlide,
  RECOMMENDATION_EAGER_IMAGES,
  RECOMMENDATION_RENDERED_SLIDES,
  REDUCED_MOTION_MEDIA_QUERY,
  type ScrollPosition,
  SLIDER_DRAG_THRESHOLD_PX,
  SLIDER_RESIZE_DEBOUNCE_MS,
  SLIDER_SCROLL_DEBOUNCE_MS,
  sliderArrows,
  TOUCH_MEDIA_QUERY,
} from './slider';
export { MAX_STARS, type StarDisplay, starDisplay } from './stars';
export {
  choicesOnList,
  parseTeaserChoices,
  teaserChoicesKey,
  type WishlistEntryChoice,
  withQuantity,
} from './teaserChoices';
export {
  INITIAL_TOAST_QUEUE,
  MAX_TOASTS,
  nextToastExpiry,
  parseServerToasts,
  SERVER_TOAST_COOKIE,
  SERVER_TOAST_COOKIE_MAX_AGE_SECONDS,
  type ServerToast,
  serializeServerToasts,
  shouldDismissOnDrag,
  TOAST_TIMEOUT_MS,
  type Toast,
  type ToastAction,
  type ToastDismissCause,
  type ToastInput,
  type ToastPauseReason,
  type ToastQueueState,
  type ToastType,
  toastQueueReducer,
} from './toastQueue';

export {
  graphqlBodyLimit,
  isMultipartRequest,
  UPLOAD_BODY_LIMIT_BYTES,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_ERRORS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_MEGABYTES,
  type UploadContentType,
  type UploadErrorCode,
  uploadSizeError,
} from './uploads';
export {
  CUSTOMER_NUMBER_MAX_LENGTH,
  customerNumberChecks,
  EMAIL_MAX_LENGTH,
  EMAIL_NOT_UNIQUE_MESSAGE,
  type EmailCheckOptions,
  emailCheck,
  type FieldCheck,
  type FieldErrors,
  type FormField,
  type FormValidation,
  firstFailure,
  NEW_PASSWORD_CHECKS,
  PASSWORD_MAX_LENGTH,
  passwordLength,
  passwordRepeatCheck,
  REQUIRED_MESSAGE,
  required,
  validateFields,
  validateForm,
} from './validation';
export { configuredItem, isVariantConfigured, type SelectedVariant } from './variantSelection';
export {
  type PositionedRemoval,
  visibleComments,
  WISHLIST_COMMENT_MAX_LENGTH,
  WISHLIST_COMMENTS_SHOWN,
  WISHLIST_DESCRIPTION_MAX_LENGTH,
  WISHLIST_LABEL_BY_FAMILY,
  WISHLIST_NAME_MAX_LENGTH,
  WISHLIST_QUANTITY_ERROR,
  WISHLIST_QUANTITY_MAX,
  WISHLIST_QUANTITY_MIN,
  WISHLIST_ROLE_LABELS,
  type WishlistQuantityEntry,
  type WishlistQuantityLimits,
  type WishlistQuantityProblem,
  type WishlistRow,
  type WishlistSummary,
  type WishlistSummaryFacts,
  wishlistMaximum,
  wishlistMinimum,
  wishlistQuantityProblem,
  wishlistRows,
  wishlistSummary,
} from './wishlist';
export { type CommentSegment, commentSegments } from './wishlistComment';
export {
  type WishlistCartLineFacts,
  type WishlistCartLineVerdict,
  type WishlistCartOutcome,
  wishlistCartLine,
} from './wishlistToCart';
