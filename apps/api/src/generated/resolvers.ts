import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ApiContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An ISO-8601 date-time string, always UTC. */
  DateTime: { input: string; output: string; }
  /** A file of a multipart request. */
  File: { input: File; output: File; }
};

export type AbTest = {
  __typename?: 'AbTest';
  id: Scalars['ID']['output'];
  trackingCode: Scalars['String']['output'];
};

/** The logged-in customer's account data; the institution fields are a B2B customer's. */
export type AccountData = {
  __typename?: 'AccountData';
  /** The B2B customer's login name; null for consumers. */
  customerNumber?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  jobTitleCode?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  numberOfEmployees?: Maybe<Scalars['Int']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  primaryIndustryGroupCode?: Maybe<Scalars['String']['output']>;
  /** Salutation as stored (the forms send ms, mr or diverse). */
  salutation?: Maybe<Scalars['String']['output']>;
  schoolOrCompany?: Maybe<Scalars['String']['output']>;
  vatRegistrationNo?: Maybe<Scalars['String']['output']>;
};

export type AddPositionInput = {
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/**
 * The answer of add-all-to-cart: each line lands in exactly one of the four lists.
 * variantsToChoose: the line leaves the variant open and the product has several (nothing added);
 * quantityChanged: added, but another quantity than asked (item maximum, stock, minimum order quantity; 0
 * when none is in stock); maxInCart: the cart already holds the item's maximum (nothing added);
 * successfullyAdded: added as asked. All lines are added in one cart update at the server's prices, or none.
 */
export type AddWishlistToCartResult = {
  __typename?: 'AddWishlistToCartResult';
  cart?: Maybe<Cart>;
  /** Why nothing was added: a message key (unknown list, entry or variant; quantity) or the cart's message (cart not found or submitted). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  maxInCart: Array<WishlistCartLine>;
  quantityChanged: Array<WishlistCartLine>;
  successful: Scalars['Boolean']['output'];
  successfullyAdded: Array<WishlistCartLine>;
  variantsToChoose: Array<WishlistCartLine>;
};

/** How an add was split between the lightning deal price and the normal price. */
export type AddedPosition = {
  __typename?: 'AddedPosition';
  itemId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  quantityLightning: Scalars['Int']['output'];
  quantityNormal: Scalars['Int']['output'];
};

export type Address = {
  __typename?: 'Address';
  /** The address addition; for a parcel station the station number. */
  addressAddition: Scalars['String']['output'];
  addressId: Scalars['ID']['output'];
  addressType: AddressType;
  city: Scalars['String']['output'];
  /** ISO 3166-1 alpha-2: DE, AT or CH. */
  country: Scalars['String']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** This billing address is also the customer's own address. */
  isAlsoCustomerAddress: Scalars['Boolean']['output'];
  /** The same as packstationAddress (both names are in use). */
  isStation: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  /** A parcel station (Packstation) rather than a street address. */
  packstationAddress: Scalars['Boolean']['output'];
  /** The address form's optional contact phone and e-mail (empty for a parcel station). */
  phone: Scalars['String']['output'];
  postCode: Scalars['String']['output'];
  /** Salutation key of the address form: ms, mr or diverse. */
  salutation: Scalars['String']['output'];
  /** Empty unless the address was saved as companyOrSchool. */
  schoolOrCompany: Scalars['String']['output'];
  /** Street and house number; for a parcel station the customer's post number. */
  street: Scalars['String']['output'];
};

/** The answer of an address mutation (its field is spelled successfull). */
export type AddressResult = {
  __typename?: 'AddressResult';
  /** The saved address (null for a deletion or a failure). */
  address?: Maybe<Address>;
  /** Message key of a failure as a whole (not logged in, unknown address, address book full). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Invalid fields under the address form's names; form is address or parcelStation. */
  fieldErrors: Array<FieldError>;
  /** Message key shown as a toast next to field errors. */
  generalErrorMessage?: Maybe<Scalars['String']['output']>;
  successfull: Scalars['Boolean']['output'];
};

/** Whether an address is for invoices or for deliveries (a parcel station is a shipping address). */
export type AddressType =
  | 'BILLING'
  | 'SHIPPING';

/** The payer as Amazon tells the shop after the confirmation. */
export type AmazonBuyer = {
  __typename?: 'AmazonBuyer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  salutation: Scalars['String']['output'];
};

/** The answer of completing Amazon Pay express. */
export type AmazonCheckoutResult = {
  __typename?: 'AmazonCheckoutResult';
  /** The payer (for a guest session of an anonymous visitor); null after a refusal. */
  buyer?: Maybe<AmazonBuyer>;
  /** The cart after the completion; null for an unknown cart. */
  cart?: Maybe<Cart>;
  /** CART_NOT_FOUND, CART_SUBMITTED, SESSION_NOT_FOUND, B2B, NOT_ACTIVATED, EMPTY_CART, BLOCKED_ITEMS. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Message key of the failure (sdk-core i18n). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
};

/** The answer of starting Amazon Pay express. */
export type AmazonCheckoutStart = {
  __typename?: 'AmazonCheckoutStart';
  /** CART_NOT_FOUND, CART_SUBMITTED, B2B, NOT_ACTIVATED, EMPTY_CART, BLOCKED_ITEMS. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Message key of the failure (sdk-core i18n). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Amazon's page (the payment sandbox) the payer goes to. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
};

/** Whether the cart can pay with Amazon Pay express, and whether it does. */
export type AmazonPayExpress = {
  __typename?: 'AmazonPayExpress';
  /** The cart items whose category or article number blocks Amazon Pay express. */
  blockedItemIds: Array<Scalars['ID']['output']>;
  /** Offered now: a consumer store, Amazon Pay activated (amazonPayV2Activation = amazonpay.activated), items and none blocked. */
  offered: Scalars['Boolean']['output'];
  /** Why it is not offered: B2B, NOT_ACTIVATED, EMPTY_CART, BLOCKED_ITEMS; null when offered. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The cart pays with a completed Amazon Pay express session: it can be reset in the basket. */
  selected: Scalars['Boolean']['output'];
};

/** An audio sample (books and music products). */
export type AudioSample = {
  __typename?: 'AudioSample';
  durationSeconds: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The answer of every account operation (successfull is spelled so on purpose: clients read that name). */
export type AuthResult = {
  __typename?: 'AuthResult';
  /** Whether the anonymous cart's positions joined the customer's cart. */
  cartMerged: Scalars['Boolean']['output'];
  /** The B2B customer's login name, issued by the server on registerB2bCustomer; null for other customers. */
  customerNumber?: Maybe<Scalars['String']['output']>;
  /** Message key of a failure as a whole (login failed, not logged in). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  firstName?: Maybe<Scalars['String']['output']>;
  /** Message key shown as a toast next to field errors. */
  generalErrorMessage?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  /** Whether the anonymous visitor's merkzettel joined the customer's on login. */
  sharedListMerged: Scalars['Boolean']['output'];
  successfull: Scalars['Boolean']['output'];
  token?: Maybe<CustomerToken>;
  /** The signed cart id the visitor continues with (its cart id cookie) after login or registration. */
  updatedCartId?: Maybe<Scalars['ID']['output']>;
  /** The signed user id the visitor continues with (its user id cookie) after login or registration. */
  userId?: Maybe<Scalars['ID']['output']>;
};

/** The logged-in B2B customer's latest certificate. */
export type B2bCertificate = {
  __typename?: 'B2bCertificate';
  /** When staff decided; null while it is in review. */
  reviewedAt?: Maybe<Scalars['DateTime']['output']>;
  status: B2bCertificateStatus;
  uploadedAt: Scalars['DateTime']['output'];
};

/**
 * The answer of a certificate upload. Refused: errorCode NOT_LOGGED_IN, B2B_ONLY (not the B2B store, or not a
 * B2B customer), or a refusal of the file as for every upload (UNSUPPORTED_TYPE, TOO_LARGE, INVALID_SIGNATURE);
 * errorMessage is its message key. Nothing is stored when refused.
 */
export type B2bCertificateResult = {
  __typename?: 'B2bCertificateResult';
  /** The certificate now under review. */
  certificate?: Maybe<B2bCertificate>;
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
};

export type B2bCertificateStatus =
  | 'ACCEPTED'
  /** Uploaded, not yet reviewed. */
  | 'IN_REVIEW'
  /** Not accepted (unreadable, expired, not an educational institution); the customer may upload another. */
  | 'REJECTED';

export type BasePrice = {
  __typename?: 'BasePrice';
  isDisplayed: Scalars['Boolean']['output'];
  price: Money;
  /** e.g. '1 l', '1 kg', '1 m', '100 Stück' */
  unit: Scalars['String']['output'];
};

export type BestellscheinCartResult = {
  __typename?: 'BestellscheinCartResult';
  /** How many rows went into the cart. */
  addedCount: Scalars['Int']['output'];
  cart?: Maybe<Cart>;
  /** The rows judged, in the order sent. */
  entries: Array<BestellscheinEntryValidity>;
  /** NO_VALID_ENTRIES, or the cart's error code (CART_NOT_FOUND, OUT_OF_STOCK, ...). */
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Every valid row is in the cart (nothing was added when false). */
  successful: Scalars['Boolean']['output'];
};

export type BestellscheinEntryInput = {
  orderNumber: Scalars['String']['input'];
  quantity: Scalars['Int']['input'];
};

/** One row of the order form judged: valid for cart, has follow product, notification. */
export type BestellscheinEntryValidity = {
  __typename?: 'BestellscheinEntryValidity';
  followProduct?: Maybe<BestellscheinFollowProduct>;
  /** The article is no longer sold; followProduct names what follows it. */
  hasFollowProduct: Scalars['Boolean']['output'];
  /** The article's item id and name, when the order number is one of this store's. */
  itemId?: Maybe<Scalars['ID']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /**
   * Why the row cannot go into the cart (null when it can): a message key of ORDER_FORM_NOTIFICATIONS
   * (unknown, not saleable, follow product, quantity, minimum quantity, stock).
   */
  notification?: Maybe<Scalars['String']['output']>;
  /** The value of the notification's {amount}: the minimum order quantity or the units in stock. */
  notificationAmount?: Maybe<Scalars['Int']['output']>;
  /** The order number as looked up (trimmed, in capitals). */
  orderNumber: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  /** The row goes into the cart as it is. */
  validForCart: Scalars['Boolean']['output'];
};

/** The article that follows one no longer sold (its product's replacement). */
export type BestellscheinFollowProduct = {
  __typename?: 'BestellscheinFollowProduct';
  name: Scalars['String']['output'];
  /** The order number to order it by (its first variant in stock). */
  orderNumber: Scalars['String']['output'];
  path: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
};

/** A billing address as sent. */
export type BillingAddressInput = {
  additionalAddress?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  /** Sent empty unless the form type is companyOrSchool. */
  company?: InputMaybe<Scalars['String']['input']>;
  country: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  /** Make this the customer's own address (the previous one stays a billing address). */
  isAlsoCustomerAddress?: InputMaybe<Scalars['Boolean']['input']>;
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  postCode: Scalars['String']['input'];
  salutation: Scalars['String']['input'];
  streetAndHouseNr: Scalars['String']['input'];
};

export type BreadcrumbEntry = {
  __typename?: 'BreadcrumbEntry';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  /** Always answered (resolved on its own, only when asked for); nullable so the cart's other fields are read without it. */
  amazonPayExpress?: Maybe<AmazonPayExpress>;
  /** Sum of quantities of those positions. */
  articleCount: Scalars['Int']['output'];
  attributes: CartAttributes;
  /** The billing address: an address-book entry of the customer or the guest's own address. */
  billingAddress?: Maybe<Address>;
  catalogs: Array<CartCatalog>;
  contactEmails: ContactEmails;
  /** ISO country the order ships to: the shipping address's, else the billing address's, else the store's default. */
  deliveryCountry: Scalars['String']['output'];
  deliveryType: DeliveryType;
  freeArticles: Array<FreeArticle>;
  /** The lowest minimum cart value of a free article not attained yet; null when none is left. */
  giftMinimumPrice?: Maybe<Money>;
  id: Scalars['ID']['output'];
  items: Array<CartItem>;
  /** Distinct items including free articles and catalogues. */
  itemsCount: Scalars['Int']['output'];
  lightningReservation: LightningReservation;
  /** The summary's newsletter tick was sent. */
  newsletterOptIn: Scalars['Boolean']['output'];
  orderComment?: Maybe<Scalars['String']['output']>;
  orderReference?: Maybe<Scalars['String']['output']>;
  /** The packstation chosen for delivery type packstation. */
  packstationId?: Maybe<Scalars['String']['output']>;
  /** The store's payment methods (empty when the payment step is not available). */
  paymentMethods: Array<PaymentMethod>;
  /** False for B2B (terms of payment) and payless orders (items and a basket value of 0). */
  paymentStepAvailable: Scalars['Boolean']['output'];
  /** A valid method is selected, or the payment step is not available. */
  paymentValid: Scalars['Boolean']['output'];
  /** Number of positions (lines) the shopper added. */
  positionCount: Scalars['Int']['output'];
  /** Distinct products among the positions. */
  productsCount: Scalars['Int']['output'];
  /** Every voucher code that reduces a cart item (see CartItem.relatedVoucherCode). */
  relatedVoucherCodes: Array<Scalars['String']['output']>;
  selectedPaymentMethod?: Maybe<PaymentMethod>;
  shippers: Array<CartShipper>;
  /** The delivery address (null with deliveryType sameAsBilling). */
  shippingAddress?: Maybe<Address>;
  /** The shipping step's data is complete and its shipper enabled. */
  shippingValid: Scalars['Boolean']['output'];
  speditionsFields: Array<SpeditionField>;
  totals: CartTotals;
  vouchers: Array<CartVoucher>;
};

/** The cart's attributes. */
export type CartAttributes = {
  __typename?: 'CartAttributes';
  /** The cart was submitted as an order; it cannot change any more. */
  submitted: Scalars['Boolean']['output'];
};

/** A printed catalogue that can be ordered free of charge with the cart (selected ones ship with the order). */
export type CartCatalog = {
  __typename?: 'CartCatalog';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
};

export type CartItem = {
  __typename?: 'CartItem';
  /** Delivery traffic light: green, yellow or red. */
  deliveryStatusColor: Scalars['String']['output'];
  deliveryStatusText: Scalars['String']['output'];
  /** Position id (the operationsId for change-quantity and remove ops). */
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
  /** A free article (gift) granted by the cart's value; not removable, price 0. */
  isFreeItem: Scalars['Boolean']['output'];
  /** The item is a running lightning deal. */
  isLightningDeal: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  maxQuantity: Scalars['Int']['output'];
  /** The item's own minimum and maximum order quantity in this store. */
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Lightning deal unit price without VAT. */
  netPricePerUnitLightning?: Maybe<Money>;
  operationsId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  path: Scalars['String']['output'];
  /** Normal unit price (same as unitPrices.current). */
  pricePerUnit: Money;
  /** Lightning deal unit price, when the item is a lightning deal. */
  pricePerUnitLightning?: Maybe<Money>;
  productId: Scalars['ID']['output'];
  /** Total quantity of the position: quantityNormal + quantityLightning. */
  quantity: Scalars['Int']['output'];
  /** Units bought at the lightning deal price, backed by a live reservation. */
  quantityLightning: Scalars['Int']['output'];
  /** Units bought at the normal price. */
  quantityNormal: Scalars['Int']['output'];
  /** Code of the voucher that reduces this item, when one does. */
  relatedVoucherCode?: Maybe<Scalars['String']['output']>;
  removableItem: Scalars['Boolean']['output'];
  /** Price of the whole position: lightning units at the deal price plus normal units at the normal price. */
  totalPrice: Money;
  /** Kept for existing clients: the price of one normal-price unit. */
  unitPrice: Money;
  unitPrices: CartUnitPrices;
  variantAttributes: Array<VariantAttributeValue>;
};

/** Exactly one field is set. */
export type CartOpInput = {
  catalogOp?: InputMaybe<CatalogOpInput>;
  positionOp?: InputMaybe<PositionOpInput>;
  voucherOp?: InputMaybe<VoucherOpInput>;
};

/** A shipping carrier for the cart; code is dhl, dpd or spedition. */
export type CartShipper = {
  __typename?: 'CartShipper';
  code: Scalars['String']['output'];
  costs: Money;
  enabled: Scalars['Boolean']['output'];
  /** Why the shipper is disabled: PACKSTATION-DHL-ONLY, DHL-GERMANY-ONLY, SPEDITION-BULKY-GOODS; empty when enabled. */
  infoCodes: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
};

export type CartTotals = {
  __typename?: 'CartTotals';
  /** Goods value after vouchers: subtotal - voucherDiscount. */
  basketValue: Money;
  /** The same as total (both names are in use). */
  grandTotal: Money;
  /** total - tax. */
  netValue: Money;
  /** Old-price reductions + lightning deal reductions + voucher discount. */
  savings: Money;
  /** Cost of the selected shipper; 0 when free (the shop shows it only when above 0). */
  shippingCost: Money;
  /** Sum of all positions at the prices charged (lightning units at the deal price), before vouchers. */
  subtotal: Money;
  /** VAT contained in the total. */
  tax: Money;
  /** What the shopper pays: basketValue + shippingCost. */
  total: Money;
  /** Reduction by all successful vouchers. */
  voucherDiscount: Money;
};

/** Price of one unit of a cart item. */
export type CartUnitPrices = {
  __typename?: 'CartUnitPrices';
  /** Price per base unit (per 1,0 unit), only when the item's base price is flagged as displayed. */
  basePrice?: Maybe<Money>;
  basePriceUnit?: Maybe<Scalars['String']['output']>;
  currencyCode: Scalars['String']['output'];
  /** The unit price charged for the normal-price units. */
  current: Money;
  isBestPrice: Scalars['Boolean']['output'];
  /** Special price or list price before the reduction, when the item has one. */
  old?: Maybe<Money>;
  /** Raw unit price of the item without lightning deal or voucher. */
  raw: Money;
};

export type CartUpdateResult = {
  __typename?: 'CartUpdateResult';
  /** One entry per addPosition op of a successful update. */
  addedPositions: Array<AddedPosition>;
  cart?: Maybe<Cart>;
  /** Machine-readable error code: CART_NOT_FOUND, ITEM_NOT_FOUND, POSITION_NOT_FOUND, QUANTITY_INVALID, OUT_OF_STOCK, OPERATION_INVALID, VOUCHER_INVALID, VOUCHER_NOT_FOUND, VOUCHER_EXPIRED, VOUCHER_ALREADY_APPLIED, VOUCHER_NOT_APPLIED, CATALOG_NOT_FOUND, CART_SUBMITTED (the cart was ordered). */
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** One voucher code on the cart with its status. */
export type CartVoucher = {
  __typename?: 'CartVoucher';
  /** The voucher is valid but its minimum order value is not reached yet. */
  attainable: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  /** Human-readable description of the voucher. */
  description: Scalars['String']['output'];
  discount: Money;
  /** Message keys explaining why the voucher does not apply (empty when successful). */
  failureDescriptions: Array<Scalars['String']['output']>;
  minimumOrderValue?: Maybe<Money>;
  /** Amount still missing to reach the minimum order value, when attainable. */
  missingAmount?: Maybe<Money>;
  /** The voucher reduces the cart now. */
  successful: Scalars['Boolean']['output'];
};

export type CatalogCodeInput = {
  code: Scalars['String']['input'];
};

/** Exactly one field is set. */
export type CatalogOpInput = {
  addCatalog?: InputMaybe<CatalogCodeInput>;
  removeCatalog?: InputMaybe<CatalogCodeInput>;
};

export type Category = {
  __typename?: 'Category';
  breadcrumb: Array<BreadcrumbEntry>;
  children: Array<NavigationItem>;
  /** Default sort of the category listing ('si' = the category's own order). */
  defaultSort: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parent?: Maybe<Category>;
  url: Scalars['String']['output'];
};

/** A category the current result reaches, with its product count. */
export type CategoryFacetValue = {
  __typename?: 'CategoryFacetValue';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

/**
 * One CMS element. elementType is one of: image-link, html, html-box, layer, picture-teaser,
 * hero-slider, recommendations, info-bar, form, prize-draw-tab, prize-draw, ab-tab, list-teaser,
 * content-tile, wishlist-teaser (a teaser wish list: its teaser's attribute wishlistTeaserId names the list
 * for teaserWishlist). Clients render unknown types with a default element.
 */
export type Cell = {
  __typename?: 'Cell';
  /** The competition a prize-draw element's sign-up enters (named by a teaser's competition attribute); null for other elements and unknown competitions. */
  competition?: Maybe<Competition>;
  elementType: Scalars['String']['output'];
  /** Sanitised HTML for html-like elements. */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  teasers: Array<Teaser>;
  /** Column span on a 12-column grid. */
  width: Scalars['Int']['output'];
};

/** The logged-in customer's own data; the company fields apply to B2B customers only. */
export type ChangeAccountDataInput = {
  firstName: Scalars['String']['input'];
  jobTitleCode?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  numberOfEmployees?: InputMaybe<Scalars['Int']['input']>;
  primaryIndustryGroupCode?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
  schoolOrCompany?: InputMaybe<Scalars['String']['input']>;
  vatRegistrationNo?: InputMaybe<Scalars['String']['input']>;
};

export type ChangeQuantityInput = {
  positionId: Scalars['ID']['input'];
  /** New total quantity of the position (1..999 and the item's min/max). */
  quantity: Scalars['Int']['input'];
};

/** What a cart still needs before it can be submitted. */
export type CheckoutRequirement =
  | 'BILLING_ADDRESS'
  | 'CONTACT_EMAIL'
  | 'ITEMS'
  | 'PAYMENT'
  | 'SHIPPER'
  | 'SHIPPING_ADDRESS';

/** The answer of every checkout operation. */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  /** The cart after the change (unchanged after a refusal); null for an unknown cart. */
  cart?: Maybe<Cart>;
  /** Machine-readable: CART_NOT_FOUND, CART_SUBMITTED, UNKNOWN_ADDRESS, ADDRESS_REQUIRED, FIELD_INVALID, SHIPPER_UNAVAILABLE, PAYMENT_UNAVAILABLE, BUYER_REFERENCE_REQUIRED. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Message key of the failure (sdk-core i18n). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** A prize draw of the store. */
export type Competition = {
  __typename?: 'Competition';
  /** When entries close (ISO 8601). */
  closesAt: Scalars['String']['output'];
  code: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Whether entries are still taken (the closing date has not passed). */
  open: Scalars['Boolean']['output'];
};

/** An entry to a competition (field bounds: sdk-core rules/competition.ts). */
export type CompetitionEntryInput = {
  competitionCode: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** The honeypot people never see: a filled one is answered like success and nothing is written. */
  houseNr?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  /** The entrant accepted the terms of participation; an entry without is refused on this field. */
  termsAccepted: Scalars['Boolean']['input'];
};

/** The answer of the competition sign-up: a second entry of the same e-mail answers like the first. */
export type CompetitionEntryResult = {
  __typename?: 'CompetitionEntryResult';
  /** Message key of a refusal (sdk-core i18n), e.g. when the competition has closed. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** The card-payment form: post `fields` to `action`. */
export type ComputopData = {
  __typename?: 'ComputopData';
  action: Scalars['String']['output'];
  fields: Array<ComputopField>;
};

/** One field of the card-payment form the storefront posts to the payment provider. */
export type ComputopField = {
  __typename?: 'ComputopField';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The answer of the confirmation cleanup. */
export type ConfirmationCleanupResult = {
  __typename?: 'ConfirmationCleanupResult';
  /** The visitor's open cart, signed: the given cart when it is still open, else the cart the submit issued (or a new one). */
  cartId?: Maybe<Scalars['ID']['output']>;
  successful: Scalars['Boolean']['output'];
};

/** The contact e-mails of the shipping step; an alternative e-mail counts only while its flag is on. */
export type ContactEmails = {
  __typename?: 'ContactEmails';
  billingAlternativeEmail: Scalars['Boolean']['output'];
  /** The e-mail for the order confirmation: the alternative billing e-mail when its flag is on, else the account's. */
  billingEmail?: Maybe<Scalars['String']['output']>;
  /** The e-mails as entered (preselected in the form even while their flag is off). */
  preselectedBillingEmail?: Maybe<Scalars['String']['output']>;
  preselectedShippingEmail?: Maybe<Scalars['String']['output']>;
  shippingAlternativeEmail: Scalars['Boolean']['output'];
  /** The e-mail for shipping notices: the alternative shipping e-mail when its flag is on, else the billing e-mail. */
  shippingEmail?: Maybe<Scalars['String']['output']>;
};

export type ContactEmailsInput = {
  billingAlternativeEmail: Scalars['Boolean']['input'];
  billingEmail?: InputMaybe<Scalars['String']['input']>;
  shippingAlternativeEmail: Scalars['Boolean']['input'];
  shippingEmail?: InputMaybe<Scalars['String']['input']>;
};

/** What the contact form prefills for a question about an order. */
export type ContactFormData = {
  __typename?: 'ContactFormData';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  salutation: Scalars['String']['output'];
};

/** The answer of the contact form. */
export type ContactFormResult = {
  __typename?: 'ContactFormResult';
  /** Message key of a refusal (sdk-core i18n). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** A message to customer service (field bounds: sdk-core rules/contactForm.ts). */
export type ContactMessageInput = {
  /**
   * Files for customer service: upload ids from uploadContactAttachment of this visitor, at most
   * CONTACT_ATTACHMENTS_MAX; the service mailbox's mail carries them. Another visitor's or an unknown id is a
   * field error of `attachments`.
   */
  attachmentIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** The honeypot people never see: a filled one is answered like success and nothing is sent. */
  houseNr?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  message: Scalars['String']['input'];
  /** The order the question is about, as the customer knows it; optional. */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** One of sdk-core's CONTACT_TOPICS. */
  topic: Scalars['String']['input'];
};

/** Core search result. */
export type CoreSearchResult = {
  __typename?: 'CoreSearchResult';
  /** True when full-text search found nothing and the results are the closest spellings (typo tolerance). */
  isFuzzy: Scalars['Boolean']['output'];
  /**
   * Set when exactly one product matches: the term is its product id or an order number, or the search has a
   * single hit. The submit flow opens this product instead of the result page.
   */
  link?: Maybe<SearchLink>;
  results: ProductList;
  /** The term searched, trimmed. */
  searchTerm: Scalars['String']['output'];
};

export type CreateWishlistInviteResult = {
  __typename?: 'CreateWishlistInviteResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  invite?: Maybe<WishlistInvite>;
  successful: Scalars['Boolean']['output'];
};

/** The customer's own address: the billing address marked isAlsoCustomerAddress, with the account's data. */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  VATRegistrationNo?: Maybe<Scalars['String']['output']>;
  address: Address;
  /** B2B customers' educational data (customer number; payment terms are not kept by this shop). */
  customerNumber?: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  jobTitleCode?: Maybe<Scalars['String']['output']>;
  numberOfEmployees?: Maybe<Scalars['Int']['output']>;
  /** The account's phone and e-mail (the address's own contact fields are on address). */
  phone?: Maybe<Scalars['String']['output']>;
  primaryIndustryGroupCode?: Maybe<Scalars['String']['output']>;
};

export type CustomerInfo = {
  __typename?: 'CustomerInfo';
  categoryType?: Maybe<Scalars['String']['output']>;
  /** The logged-in B2B customer's number (the /myaccount/customernumber page); null otherwise. */
  customerNumber?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  /** The logged-in customer's names; null when logged out. */
  firstName?: Maybe<Scalars['String']['output']>;
  isExistingCustomer: Scalars['Boolean']['output'];
  isGuest: Scalars['Boolean']['output'];
  isInternal: Scalars['Boolean']['output'];
  isNewCustomer: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  notification?: Maybe<Scalars['String']['output']>;
  primeInfo: PrimeInfo;
  userId?: Maybe<Scalars['ID']['output']>;
  visitorLoginState: VisitorLoginState;
  visitorType: VisitorType;
};

/** The customer token of a session (send it in the X-JWT header). */
export type CustomerToken = {
  __typename?: 'CustomerToken';
  /** When the session ends; the storefront's cookie lasts as long when stayLogged was chosen. */
  expires: Scalars['DateTime']['output'];
  /** A guest session (registerGuest): the storefront sets X-JWT-guest instead of X-JWT-exist. */
  guest: Scalars['Boolean']['output'];
  token: Scalars['String']['output'];
};

/** One row of an item's data and facts table. */
export type DataFact = {
  __typename?: 'DataFact';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type DeliveryStatus = {
  __typename?: 'DeliveryStatus';
  /** Traffic-light colour: green, yellow, red. */
  color: Scalars['String']['output'];
  /** Message text, e.g. 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen'. */
  text: Scalars['String']['output'];
};

/** How the order is delivered. */
export type DeliveryType =
  | 'packstation'
  | 'sameAsBilling'
  | 'shippingAddress';

/** One downloadable document. */
export type Download = {
  __typename?: 'Download';
  /** File name shown to the shopper, e.g. 'datenblatt.pdf'. */
  dataName: Scalars['String']['output'];
  headline: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Downloads grouped under one heading, e.g. 'Datenblätter'. */
export type DownloadGroup = {
  __typename?: 'DownloadGroup';
  displayName: Scalars['String']['output'];
  downloads: Array<Download>;
};

/** A return already made from this order. */
export type EarlierReturn = {
  __typename?: 'EarlierReturn';
  carrier: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  items: Array<EarlierReturnItem>;
  regulation: Scalars['String']['output'];
  rma: Scalars['String']['output'];
};

/** One line of an earlier return. */
export type EarlierReturnItem = {
  __typename?: 'EarlierReturnItem';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  reason: ReturnReason;
};

export type EnergyEfficiency = {
  __typename?: 'EnergyEfficiency';
  detailsImgPath: Scalars['String']['output'];
  /** Energy class, e.g. 'A'. */
  energyClass: Scalars['String']['output'];
  imgAlt: Scalars['String']['output'];
  imgPath: Scalars['String']['output'];
};

/**
 * An enum facet: 'manufacturer', 'colour', 'size', 'material' or
 * 'ageGroup' (values like '6-10 Jahre'; a product may have several), in that order. Counts are computed for the
 * current result with every other filter applied (a facet does not narrow its own values), so choosing a
 * second colour widens the result. The same ids are the EnumFilterInput ids; any other id is BAD_USER_INPUT.
 */
export type EnumFacet = {
  __typename?: 'EnumFacet';
  id: Scalars['String']['output'];
  values: Array<FacetValue>;
};

export type EnumFilterInput = {
  id: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type ExtraBadge = {
  __typename?: 'ExtraBadge';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One value of an enum facet with the number of products in the current result that have it. */
export type FacetValue = {
  __typename?: 'FacetValue';
  count: Scalars['Int']['output'];
  /** The value as the store shows it, in the store's language ('Red' on the English stores for 'Rot'). */
  label: Scalars['String']['output'];
  /** True when the value is in the request's filter for this facet. */
  selected: Scalars['Boolean']['output'];
  /** The value the filter.{id} parameter takes (the catalogue's own, German value). */
  value: Scalars['String']['output'];
};

/** A server-side validation message for one form field. */
export type FieldError = {
  __typename?: 'FieldError';
  /** Field name, optionally dotted or prefixed with the form name. */
  field: Scalars['String']['output'];
  /** The form the field belongs to (registration forms), when the answer covers several. */
  form?: Maybe<Scalars['String']['output']>;
  /** Message key or text. */
  message: Scalars['String']['output'];
};

export type FooterData = {
  __typename?: 'FooterData';
  links: Array<FooterLinkBlock>;
  usps: Array<FooterUsp>;
};

export type FooterLink = {
  __typename?: 'FooterLink';
  external: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type FooterLinkBlock = {
  __typename?: 'FooterLinkBlock';
  /** Sanitised HTML. */
  content?: Maybe<Scalars['String']['output']>;
  headline?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  links: Array<FooterLink>;
  /** For example 'Service Teaser' or 'Bottom Links'. */
  type: Scalars['String']['output'];
};

export type FooterUsp = {
  __typename?: 'FooterUsp';
  headline?: Maybe<Scalars['String']['output']>;
  image?: Maybe<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  subheadline?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
};

/** A password-forgotten request. */
export type ForgotPasswordInput = {
  /** The account's e-mail; in the B2B store its customer number. */
  email: Scalars['String']['input'];
  /** Left empty by people; a filled honeypot is answered like success and sends nothing. */
  honeypot?: InputMaybe<Scalars['String']['input']>;
  /** The number of this request in the visitor's session, counted by the storefront from 1. */
  triesCount?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer of forgotPassword: the same for known and unknown accounts. */
export type ForgotPasswordResult = {
  __typename?: 'ForgotPasswordResult';
  /** Always null: the reset token travels only in the mail. */
  emailToken?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  /** Message key when the request itself was refused (an invalid e-mail or customer number). */
  passwordOpsError?: Maybe<Scalars['String']['output']>;
  successfull: Scalars['Boolean']['output'];
  /** The number of this request in the visitor's session (starts at 1). */
  triesCount: Scalars['Int']['output'];
};

/** A free article offered from a minimum cart value. */
export type FreeArticle = {
  __typename?: 'FreeArticle';
  /** The cart value reaches the minimum: the gift is in the cart. */
  attained: Scalars['Boolean']['output'];
  image?: Maybe<Image>;
  itemId: Scalars['ID']['output'];
  /** Cart value from which the gift is added. */
  minimumPrice: Money;
  /** Amount still missing, 0 when attained. */
  missingAmount: Money;
  name: Scalars['String']['output'];
};

export type GlobalParameter = {
  __typename?: 'GlobalParameter';
  entry: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The raw value; feature flags hold the text 'true' when on. */
  value?: Maybe<Scalars['String']['output']>;
};

export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  format: ImageFormat;
  height: Scalars['Int']['output'];
  /** Absolute path on the API host, served with long cache headers. */
  src: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type ImageFormat =
  | 'ADS_MAIN_DESKTOP'
  | 'ADS_MAIN_MOBILE'
  | 'ADS_ZOOM_DESKTOP'
  | 'ADS_ZOOM_MOBILE'
  | 'ADS_ZOOM_NEW'
  | 'BASKET_LAYER'
  | 'OPEN_GRAPH'
  | 'PRODUCTLISTING_BIG'
  | 'PRODUCTLISTING_SMALL';

/** A shipment's invoice as a file (the storefront server serves it as a download). */
export type InvoiceFile = {
  __typename?: 'InvoiceFile';
  /** The PDF, base64-encoded. */
  contentBase64: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type Item = {
  __typename?: 'Item';
  /** True when every item of the product has the same delivery status. */
  areAllDeliveryTimesTheSame: Scalars['Boolean']['output'];
  availableForSale: Scalars['Boolean']['output'];
  dangerWarnings: Array<ProductWarning>;
  dataAndFacts: Array<DataFact>;
  deliveryFree: Scalars['Boolean']['output'];
  deliveryStatus: DeliveryStatus;
  images: Array<Image>;
  itemId: Scalars['ID']['output'];
  lightningDealInfo?: Maybe<LightningDealInfo>;
  /** The message for the current store only (one of the matrix code message names). */
  matrixCodeMessages: Array<MatrixCodeMessage>;
  maxQuantity: Scalars['Int']['output'];
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** Null when the item is not radio equipment with a power supply. */
  powerPlugScope?: Maybe<PowerPlugScope>;
  prices: Prices;
  primeFaehig: Scalars['Boolean']['output'];
  variantAttributes: Array<VariantAttributeValue>;
  warnings: Array<ProductWarning>;
};

/** A label attribute shown with the product data, e.g. age recommendation. */
export type LabelAttribute = {
  __typename?: 'LabelAttribute';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type LightningDealInfo = {
  __typename?: 'LightningDealInfo';
  isAvailableLightningDeal: Scalars['Boolean']['output'];
  /** End of the deal as epoch milliseconds. */
  lightningDealTimestampUntil?: Maybe<Scalars['Float']['output']>;
  lightningQuantityMax: Scalars['Int']['output'];
  lightningReservedPercentageRoundFloor: Scalars['Int']['output'];
  lightningSpecialPrice?: Maybe<Money>;
};

/** Result of refreshing an expired reservation. */
export type LightningRefreshResult = {
  __typename?: 'LightningRefreshResult';
  /** At least one position got fewer lightning units than before (deal sold out in the meantime). */
  areQuantitiesReduced: Scalars['Boolean']['output'];
  cart?: Maybe<Cart>;
  /** Items whose lightning quantity changed. */
  changedItemIds: Array<Scalars['ID']['output']>;
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** At least one deal has ended or is no longer offered; its units moved to the normal price. */
  isAnyDealNoLongerValid: Scalars['Boolean']['output'];
  /** Every lightning unit of the cart is reserved again at the deal price. */
  successful: Scalars['Boolean']['output'];
};

/** The cart's lightning deal reservation. */
export type LightningReservation = {
  __typename?: 'LightningReservation';
  /** The reservation was already extended once (at checkout). */
  extended: Scalars['Boolean']['output'];
  hasLightningDealReservation: Scalars['Boolean']['output'];
  isLightningDealReservationExpired: Scalars['Boolean']['output'];
  /** Epoch milliseconds when the earliest live reservation of the cart ends; null without one. */
  lightningDealReservationTimestampEnd?: Maybe<Scalars['Float']['output']>;
};

export type LightningReservationResult = {
  __typename?: 'LightningReservationResult';
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  reservation?: Maybe<LightningReservation>;
  successful: Scalars['Boolean']['output'];
};

/** One entry of the industry or job-title list of the B2B registration. */
export type ListEntry = {
  __typename?: 'ListEntry';
  entryCode: Scalars['String']['output'];
  /** The entry's text in the store's language. */
  entryText: Scalars['String']['output'];
};

export type ListingFacets = {
  __typename?: 'ListingFacets';
  /** Category listing: the children of the category. Search: the top-level categories the hits fall in. */
  categories: Array<CategoryFacetValue>;
  enumFacets: Array<EnumFacet>;
  rangeFacets: Array<RangeFacet>;
};

/**
 * Long-tail adjustment: a longer query is narrowed to searchQuery plus suggested
 * filters, e.g. 'rote Buntstifte' -> 'Buntstifte' with colour Rot.
 */
export type LongTailAdjustment = {
  __typename?: 'LongTailAdjustment';
  filters: Array<SuggestedFilter>;
  searchQuery: Scalars['String']['output'];
};

/** A store-specific message for the item: bde_de, bat_de, bch_ch, b2b_de, b2b_en. */
export type MatrixCodeMessage = {
  __typename?: 'MatrixCodeMessage';
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A money amount in the store's currency, formatted for the store's language. */
export type Money = {
  __typename?: 'Money';
  /** The amount in major units (euros). */
  amount: Scalars['Float']['output'];
  currencyCode: Scalars['String']['output'];
  /** The amount formatted with the store's locale, e.g. '12,99 €'; a raw value of 0 is shown as free. */
  stringValue: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  _noop?: Maybe<Scalars['Boolean']['output']>;
  /** Aborts Amazon Pay express: the payment, the wallet's addresses and the session leave the cart, the delivery type is sameAsBilling again. */
  abortAmazonCheckout: CheckoutResult;
  /** Judges the rows and adds every valid one to the visitor's cart in one update (all or nothing). */
  addBestellscheinToCart: BestellscheinCartResult;
  addBillingAddress: AddressResult;
  addShippingAddress: AddressResult;
  /** Adds an item (quantities add up, at most 9998); without externalId to the standard list. */
  addToWishlist: WishlistResult;
  /** Stores a batch of at most 20 events; true when stored. Clients ignore failures. */
  addTrackingEvents: Scalars['Boolean']['output'];
  /** A plain-text comment (at most 1000 characters) on an entry. */
  addWishlistComment: WishlistResult;
  /**
   * Adds every entry of a list the caller may see (a teaser list, an own or a shared list) to the visitor's
   * cart, with the visitor's choices; entries of quantity 0 stay out. One cart update: all lines or none.
   */
  addWishlistToCart: AddWishlistToCartResult;
  /** Changes the logged-in customer's salutation and names, and for B2B customers the company fields. */
  changeAccountData: AuthResult;
  /** Sets a new password with a reset token from the mail; consumes the token and ends every session of the customer. Does not log in. */
  changeForgottenPassword: AuthResult;
  /** Changes the logged-in customer's password and ends their other sessions. */
  changePassword: AuthResult;
  /** Changes an entry's quantity (0-9998); the response of changeQtyInWishlist. */
  changeWishlistQuantity: WishlistResult;
  /** Complete Amazon Pay checkout: the confirmed session's address, e-mail and payment AMAZONPAY into the cart. Repeating it for the same session answers the same. */
  completeAmazonCheckout: AmazonCheckoutResult;
  /** Confirms the newsletter subscription of the opt-in mail's link token. True once the link's subscription is confirmed (a second opening changes nothing and answers true again); false for an unknown, malformed, expired or unsubscribed one. */
  confirmNewsletterSubscription: Scalars['Boolean']['output'];
  /**
   * After the thank-you page: the visitor's open cart for the cart the
   * browser held. A cart id that is unknown or another visitor's is refused (successful false), and the
   * storefront logs the visitor out. Writes at most one empty cart, once.
   */
  confirmationCleanup: ConfirmationCleanupResult;
  /**
   * Copies a teaser list with the visitor's choices into the caller's lists: a new list named like the teaser
   * for customers, the merkzettel for anonymous visitors. Refused while a variant is open.
   */
  convertTeaserWishlist: WishlistResult;
  /** A new list of a logged-in customer (anonymous visitors use the merkzettel only). */
  createWishlist: WishlistResult;
  /** An invite link for a rights level (random token of 256 bits, valid 30 days, revocable). */
  createWishlistInvite: CreateWishlistInviteResult;
  /** Deletes the logged-in customer's account after checking the password; every session of it ends. */
  deleteAccount: AuthResult;
  /** Deletes a billing or shipping address. */
  deleteAddress: AddressResult;
  deleteWishlistComment: WishlistResult;
  /** Enters the competition; refused once it has closed. */
  enterCompetition: CompetitionEntryResult;
  /** Extends the cart's live reservations once by the reservation lifetime (at checkout). */
  extendLightningReservation: LightningReservationResult;
  /** Mails a single-use reset link to the account, if there is one; the answer never says whether there is (rate-limited). */
  forgotPassword: ForgotPasswordResult;
  /** Accepts an invite link: the shared list joins the customer's lists with the link's role. */
  importSharedWishlist: WishlistResult;
  /** Puts an e-mail on the waiting list while prime registration is closed (once per address). */
  joinPrimeWaitingList: PrimeWaitingListResult;
  /** Logs in by e-mail, or by customer number in the B2B store; mergeCart moves the anonymous cart's positions into the customer's cart. */
  login: AuthResult;
  /** Ends the session of the X-JWT token. */
  logout: AuthResult;
  /** Counts one helpful vote per visitor and review; a repeated vote changes nothing. */
  rateReviewHelpful: RateReviewHelpfulResult;
  /** Records a product view once per visitor session per item; `domain` is the store host. */
  recordGlance: RecordGlanceResult;
  /** Re-reserves the cart's lightning units after the reservation expired. */
  refreshLightningReservation: LightningRefreshResult;
  /** Registers a B2B customer in the educational store and logs them in; the customer number is in the answer. */
  registerB2bCustomer: AuthResult;
  /** Registers a consumer and logs them in; the visitor's cart becomes the customer's cart. */
  registerCustomer: AuthResult;
  /** Registers a guest (no password) and starts a guest session; its token has guest: true. */
  registerGuest: AuthResult;
  /** Removes an entry; it stays as a removed entry at its position until restored. */
  removeFromWishlist: WishlistResult;
  /** Removes a list with its entries; the merkzettel and teaser lists cannot be removed. */
  removeWishlist: WishlistResult;
  /** Removes a member from a list (sharing right), or the caller itself (leaving a shared list). */
  removeWishlistMember: WishlistResult;
  renameWishlist: WishlistResult;
  /** Swaps the entry's item for another variant of the same product, keeping quantity and position. */
  replaceWishlistItem: WishlistResult;
  /** Restores a removed entry with its item, product, quantity and position. */
  restoreWishlistEntry: WishlistResult;
  revokeWishlistInvite: WishlistResult;
  /** Keeps a visitor's first answer per product on whether its description was helpful; a repeat changes nothing. */
  saveProductDescriptionReview: ProductDescriptionReviewResult;
  saveReview: SaveReviewResult;
  /** Replaces the spedition fields. */
  saveSpeditionData: CheckoutResult;
  /** Sends a message to customer service and a copy to the sender. */
  sendContactMessage: ContactFormResult;
  /** Exactly one of addressId (the logged-in customer's billing address) and address (checked and kept on the cart). */
  setBillingAddress: CheckoutResult;
  setContactEmails: CheckoutResult;
  /** sameAsBilling drops the shipping address; the others need one of that kind. */
  setDeliveryType: CheckoutResult;
  /** An empty comment removes it. */
  setOrderComment: CheckoutResult;
  /** An empty reference removes it. */
  setOrderReference: CheckoutResult;
  setPackstationId: CheckoutResult;
  /** An unknown id counts as PREPAID; a method the store does not offer is refused; X_RECHNUNG needs buyerReference. */
  setSelectedPayment: CheckoutResult;
  /** The same as setShippingMethod (both names are in use). */
  setSelectedShipper: CheckoutResult;
  /** Exactly one of addressId (a shipping address or parcel station of the customer) and address; sets the delivery type to shippingAddress or packstation. */
  setShippingAddress: CheckoutResult;
  /** Selects a shipper by code (dhl, dpd, spedition); a disabled one is refused. */
  setShippingMethod: CheckoutResult;
  /** Makes the list the caller's standard list (where products go when no list is chosen). */
  setStandardWishlist: WishlistResult;
  setWishlistDescription: WishlistResult;
  /** Issues a user id and an empty cart for a new visitor. */
  shopInit: ShopInitResult;
  /** Starts Amazon Pay express for the cart: a checkout session and the page the payer goes to. */
  startAmazonCheckout: AmazonCheckoutStart;
  /**
   * Submits the cart: prices are recomputed, stock is taken, the order is
   * written and the payment started, all at once or not at all. Submitting one cart again, or concurrently,
   * never makes a second order: the later calls answer ALREADY_SUBMITTED with the same orderId.
   */
  submitCart: SubmitCartResult;
  /** Starts buying a membership for the logged-in customer; a second submit closes the first attempt. */
  submitPrimeSubscription: PrimeSubscriptionResult;
  /** Creates the return (RMA number, label, mail) in one transaction. */
  submitReturnOrder: SubmitReturnResult;
  /** Asks for a subscription: a new, pending or unsubscribed address gets the opt-in mail (a pending one at most every few minutes); a subscribed one nothing. */
  subscribeNewsletter: NewsletterResult;
  /** Subscribes the cart's buyer to the newsletter from the checkout: the opt-in is kept on the cart (the order's once submitted). */
  subscribeNewsletterFromCheckout: CheckoutResult;
  /** Ends the subscription of the address, if any. */
  unsubscribeNewsletter: NewsletterResult;
  /** The one-click unsubscribe of a newsletter mail's link (RFC 8058); false for an unknown or malformed token. */
  unsubscribeNewsletterByToken: Scalars['Boolean']['output'];
  updateBillingAddress: AddressResult;
  updateCart: CartUpdateResult;
  /** Changes the logged-in customer's e-mail (unique, compared without case). */
  updateEmail: AuthResult;
  /** Changes the logged-in customer's phone number (empty removes it). */
  updatePhone: AuthResult;
  updateShippingAddress: AddressResult;
  /** Uploads the logged-in B2B customer's educational certificate (a PDF, JPEG, PNG or WebP). */
  uploadB2bCertificate: B2bCertificateResult;
  /** Uploads a file (a photo or a PDF) to attach to a contact form message (ContactMessageInput.attachmentIds). */
  uploadContactAttachment: UploadResult;
  /** Uploads a photo (or PDF) for a return item. */
  uploadReturnImage: UploadResult;
};


export type MutationAbortAmazonCheckoutArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationAddBestellscheinToCartArgs = {
  cartId: Scalars['ID']['input'];
  entries: Array<BestellscheinEntryInput>;
};


export type MutationAddBillingAddressArgs = {
  input: BillingAddressInput;
};


export type MutationAddShippingAddressArgs = {
  input: ShippingAddressInput;
};


export type MutationAddToWishlistArgs = {
  entry: WishlistEntryInput;
  externalId?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationAddTrackingEventsArgs = {
  events: Array<TrackingEventInput>;
};


export type MutationAddWishlistCommentArgs = {
  comment: Scalars['String']['input'];
  entryId: Scalars['ID']['input'];
  externalId: Scalars['ID']['input'];
};


export type MutationAddWishlistToCartArgs = {
  cartId: Scalars['ID']['input'];
  choices?: InputMaybe<Array<WishlistEntryChoiceInput>>;
  externalId: Scalars['ID']['input'];
};


export type MutationChangeAccountDataArgs = {
  input: ChangeAccountDataInput;
};


export type MutationChangeForgottenPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationChangePasswordArgs = {
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};


export type MutationChangeWishlistQuantityArgs = {
  entry: WishlistQuantityInput;
  externalId: Scalars['ID']['input'];
};


export type MutationCompleteAmazonCheckoutArgs = {
  amazonCheckoutSessionId: Scalars['ID']['input'];
  cartId: Scalars['ID']['input'];
};


export type MutationConfirmNewsletterSubscriptionArgs = {
  token: Scalars['String']['input'];
};


export type MutationConfirmationCleanupArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationConvertTeaserWishlistArgs = {
  choices?: InputMaybe<Array<WishlistEntryChoiceInput>>;
  teaserId: Scalars['ID']['input'];
};


export type MutationCreateWishlistArgs = {
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type MutationCreateWishlistInviteArgs = {
  externalId: Scalars['ID']['input'];
  role: WishlistInviteRole;
};


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteAddressArgs = {
  addressId: Scalars['ID']['input'];
};


export type MutationDeleteWishlistCommentArgs = {
  commentId: Scalars['ID']['input'];
  externalId: Scalars['ID']['input'];
};


export type MutationEnterCompetitionArgs = {
  input: CompetitionEntryInput;
};


export type MutationExtendLightningReservationArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  input: ForgotPasswordInput;
};


export type MutationImportSharedWishlistArgs = {
  token: Scalars['String']['input'];
};


export type MutationJoinPrimeWaitingListArgs = {
  input: PrimeWaitingListInput;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  mergeCart?: InputMaybe<Scalars['Boolean']['input']>;
  password: Scalars['String']['input'];
  stayLogged?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationRateReviewHelpfulArgs = {
  ratingId: Scalars['ID']['input'];
};


export type MutationRecordGlanceArgs = {
  domain: Scalars['String']['input'];
  itemId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


export type MutationRefreshLightningReservationArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationRegisterB2bCustomerArgs = {
  input: RegisterB2bCustomerInput;
};


export type MutationRegisterCustomerArgs = {
  input: RegisterCustomerInput;
};


export type MutationRegisterGuestArgs = {
  input: RegisterGuestInput;
};


export type MutationRemoveFromWishlistArgs = {
  entryId: Scalars['ID']['input'];
  externalId: Scalars['ID']['input'];
};


export type MutationRemoveWishlistArgs = {
  externalId: Scalars['ID']['input'];
};


export type MutationRemoveWishlistMemberArgs = {
  externalId: Scalars['ID']['input'];
  memberId: Scalars['ID']['input'];
};


export type MutationRenameWishlistArgs = {
  externalId: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationReplaceWishlistItemArgs = {
  entry: WishlistReplaceInput;
  entryId: Scalars['ID']['input'];
  externalId: Scalars['ID']['input'];
};


export type MutationRestoreWishlistEntryArgs = {
  entryId: Scalars['ID']['input'];
  externalId: Scalars['ID']['input'];
};


export type MutationRevokeWishlistInviteArgs = {
  externalId: Scalars['ID']['input'];
  inviteId: Scalars['ID']['input'];
};


export type MutationSaveProductDescriptionReviewArgs = {
  input: ProductDescriptionReviewInput;
};


export type MutationSaveReviewArgs = {
  input: SaveReviewInput;
};


export type MutationSaveSpeditionDataArgs = {
  cartId: Scalars['ID']['input'];
  fields: Array<SpeditionFieldInput>;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSetBillingAddressArgs = {
  address?: InputMaybe<BillingAddressInput>;
  addressId?: InputMaybe<Scalars['ID']['input']>;
  cartId: Scalars['ID']['input'];
};


export type MutationSetContactEmailsArgs = {
  cartId: Scalars['ID']['input'];
  input: ContactEmailsInput;
};


export type MutationSetDeliveryTypeArgs = {
  cartId: Scalars['ID']['input'];
  deliveryType: DeliveryType;
};


export type MutationSetOrderCommentArgs = {
  cartId: Scalars['ID']['input'];
  orderComment: Scalars['String']['input'];
};


export type MutationSetOrderReferenceArgs = {
  cartId: Scalars['ID']['input'];
  orderReference: Scalars['String']['input'];
};


export type MutationSetPackstationIdArgs = {
  cartId: Scalars['ID']['input'];
  packstationId: Scalars['String']['input'];
};


export type MutationSetSelectedPaymentArgs = {
  buyerReference?: InputMaybe<Scalars['String']['input']>;
  cartId: Scalars['ID']['input'];
  paymentId: Scalars['String']['input'];
};


export type MutationSetSelectedShipperArgs = {
  cartId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
};


export type MutationSetShippingAddressArgs = {
  address?: InputMaybe<ShippingAddressInput>;
  addressId?: InputMaybe<Scalars['ID']['input']>;
  cartId: Scalars['ID']['input'];
};


export type MutationSetShippingMethodArgs = {
  cartId: Scalars['ID']['input'];
  methodCode: Scalars['String']['input'];
};


export type MutationSetStandardWishlistArgs = {
  externalId: Scalars['ID']['input'];
};


export type MutationSetWishlistDescriptionArgs = {
  description: Scalars['String']['input'];
  externalId: Scalars['ID']['input'];
};


export type MutationStartAmazonCheckoutArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationSubmitCartArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationSubmitPrimeSubscriptionArgs = {
  input: PrimeSubscriptionInput;
};


export type MutationSubmitReturnOrderArgs = {
  input: ReturnOrderInput;
};


export type MutationSubscribeNewsletterArgs = {
  input: NewsletterSubscribeInput;
};


export type MutationSubscribeNewsletterFromCheckoutArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationUnsubscribeNewsletterArgs = {
  input: NewsletterUnsubscribeInput;
};


export type MutationUnsubscribeNewsletterByTokenArgs = {
  token: Scalars['String']['input'];
};


export type MutationUpdateBillingAddressArgs = {
  addressId: Scalars['ID']['input'];
  input: BillingAddressInput;
};


export type MutationUpdateCartArgs = {
  cartId: Scalars['ID']['input'];
  ops: Array<CartOpInput>;
};


export type MutationUpdateEmailArgs = {
  email: Scalars['String']['input'];
};


export type MutationUpdatePhoneArgs = {
  phone: Scalars['String']['input'];
};


export type MutationUpdateShippingAddressArgs = {
  addressId: Scalars['ID']['input'];
  input: ShippingAddressInput;
};


export type MutationUploadB2bCertificateArgs = {
  file: Scalars['File']['input'];
  signature: Scalars['String']['input'];
};


export type MutationUploadContactAttachmentArgs = {
  file: Scalars['File']['input'];
  signature: Scalars['String']['input'];
};


export type MutationUploadReturnImageArgs = {
  file: Scalars['File']['input'];
  signature: Scalars['String']['input'];
};

export type NavigationItem = {
  __typename?: 'NavigationItem';
  categoryUrl: Scalars['String']['output'];
  /** Children up to the requested depth; empty when not loaded. */
  children: Array<NavigationItem>;
  hasChildren: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isExcludedFromNav: Scalars['Boolean']['output'];
  isSale: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** The answer of the newsletter forms: the same for every valid address, subscribed or not. */
export type NewsletterResult = {
  __typename?: 'NewsletterResult';
  /** Message key of a refusal (sdk-core i18n). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** The newsletter sign-up. */
export type NewsletterSubscribeInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The honeypot people never see: a filled one is answered like success and nothing happens. */
  houseNr?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** One of the address forms' salutations (ms, mr, diverse), or empty. */
  salutation?: InputMaybe<Scalars['String']['input']>;
};

/** The unsubscribe form (email, houseNr). */
export type NewsletterUnsubscribeInput = {
  email: Scalars['String']['input'];
  /** The honeypot people never see: a filled one is answered like success and nothing happens. */
  houseNr?: InputMaybe<Scalars['String']['input']>;
};

/** An order: the confirmation and the order detail. */
export type Order = {
  __typename?: 'Order';
  billingAddress: OrderAddress;
  comment?: Maybe<Scalars['String']['output']>;
  /** The B2B customer's number; null for consumer and guest orders. */
  customerNumber?: Maybe<Scalars['String']['output']>;
  deliveryAddress: OrderAddress;
  email: Scalars['String']['output'];
  /** The order's guest key (64 hex characters): return links and the guest's order link carry it. */
  hash: Scalars['String']['output'];
  items: Array<OrderItem>;
  /** The readable order number. */
  orderId: Scalars['ID']['output'];
  orderReference?: Maybe<Scalars['String']['output']>;
  orderedAt: Scalars['DateTime']['output'];
  /** A payment id, as PaymentMethod.paymentId. */
  paymentMethod: Scalars['String']['output'];
  paymentStatus: OrderPaymentStatus;
  phone?: Maybe<Scalars['String']['output']>;
  shipments: Array<Shipment>;
  shipperCode: Scalars['String']['output'];
  shippingCost: Money;
  status: OrderStatus;
  subtotal: Money;
  /** The VAT contained in totalAmount. */
  tax: Money;
  totalAmount: Money;
  voucherCodes: Array<Scalars['String']['output']>;
  voucherDiscount: Money;
};

/** An address as the order keeps it (its own copy; later address-book changes do not alter it). */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** The address addition; for a parcel station the station number. */
  addressAddition: Scalars['String']['output'];
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  packstationAddress: Scalars['Boolean']['output'];
  postCode: Scalars['String']['output'];
  salutation: Scalars['String']['output'];
  schoolOrCompany: Scalars['String']['output'];
  /** Street and house number; for a parcel station the post number. */
  street: Scalars['String']['output'];
};

/** The printed order form (the storefront server serves it as a download). */
export type OrderFormFile = {
  __typename?: 'OrderFormFile';
  /** The PDF, base64-encoded. */
  contentBase64: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

/** One line of an order, with the prices it was bought at. */
export type OrderItem = {
  __typename?: 'OrderItem';
  /** A free article (gift). */
  isFreeItem: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  /** The deal had ended at submit: its units were charged at unitPrice. */
  lightningDealExpired: Scalars['Boolean']['output'];
  lightningUnitPrice?: Maybe<Money>;
  name: Scalars['String']['output'];
  /** The article number. */
  orderNumber: Scalars['String']['output'];
  /** The catalogue product of the item when it was bought (the cart item's productId). */
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  /** Units bought at the lightning deal price. */
  quantityLightning: Scalars['Int']['output'];
  totalPrice: Money;
  unitPrice: Money;
  /** The item's variant when it was bought (the cart item's variantAttributes). */
  variantAttributes: Array<OrderVariantAttribute>;
};

/** The paging of the order overview; currentPage is zero-based like the page argument. */
export type OrderPageInfo = {
  __typename?: 'OrderPageInfo';
  currentPage: Scalars['Int']['output'];
  elementsPerPage: Scalars['Int']['output'];
  totalElements: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** accepted: an offline method (invoice, prepayment, cash on delivery) took the order, the money comes later. */
export type OrderPaymentStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  /** The payer neither paid nor came back within the payment session. */
  | 'EXPIRED'
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

/**
 * awaitingPayment: the payer has not come back from a redirect payment yet; placed: accepted for delivery;
 * paymentFailed: the redirect payment failed, was cancelled or expired: the order was undone and its items put
 * back into the visitor's cart.
 */
export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'PAYMENT_FAILED'
  | 'PLACED';

/** One order in the overview. */
export type OrderSummary = {
  __typename?: 'OrderSummary';
  items: Array<OrderSummaryItem>;
  orderId: Scalars['ID']['output'];
  orderedAt: Scalars['DateTime']['output'];
  /** Each parcel's status, in parcel order (empty before the warehouse split the order). */
  shipmentStatuses: Array<ShipmentStatus>;
  status: OrderStatus;
  totalAmount: Money;
};

/** What the overview shows of one order line. */
export type OrderSummaryItem = {
  __typename?: 'OrderSummaryItem';
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

/** One variant value of an ordered item (colour, size), as the cart item showed it. */
export type OrderVariantAttribute = {
  __typename?: 'OrderVariantAttribute';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type OrdersPage = {
  __typename?: 'OrdersPage';
  orders: Array<OrderSummary>;
  pageInfo: OrderPageInfo;
};

export type PageDetails = {
  __typename?: 'PageDetails';
  activeAbTests: Array<AbTest>;
  /** Set for category pages resolved by URL. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaRobots?: Maybe<Scalars['String']['output']>;
  pageType: PageType;
  redirectTemporary: Scalars['Boolean']['output'];
  /** Set when the URL redirects; 301 unless redirectTemporary. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  rows: Array<Row>;
  title?: Maybe<Scalars['String']['output']>;
};

export type PageType =
  | 'CATEGORY'
  | 'CONTENT'
  | 'GONE'
  | 'NOT_FOUND'
  | 'PRODUCT_LISTING'
  | 'UNKNOWN';

/** Paging input; offset is zero-based. */
export type PagingInput = {
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};

/** A payment method of the cart. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  /** The stored buyer reference of X_RECHNUNG; null for every other method. */
  buyerReference?: Maybe<Scalars['String']['output']>;
  /** Message key of the method's description. */
  description: Scalars['String']['output'];
  /** Message key of the method's name (sdk-core i18n). */
  displayName: Scalars['String']['output'];
  /** Offered in this store now. */
  enabled: Scalars['Boolean']['output'];
  paymentId: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
};

/** Exactly one field is set. */
export type PositionOpInput = {
  addPosition?: InputMaybe<AddPositionInput>;
  changeQuantity?: InputMaybe<ChangeQuantityInput>;
  removePosition?: InputMaybe<RemovePositionInput>;
};

/** Power supply of radio equipment (EU 2022/2380): whether a charger is in the box and its power range. */
export type PowerPlugScope = {
  __typename?: 'PowerPlugScope';
  chargerIncluded: Scalars['Boolean']['output'];
  maxPowerWatts?: Maybe<Scalars['Int']['output']>;
  minPowerWatts?: Maybe<Scalars['Int']['output']>;
  usbPowerDelivery: Scalars['Boolean']['output'];
};

export type PreviewData = {
  __typename?: 'PreviewData';
  /** Variants of the A/B tests CMS cells belong to. */
  scenarios: Array<PreviewScenario>;
  /** Customer segments CMS cells are targeted at. */
  segments: Array<Scalars['ID']['output']>;
};

/** An A/B scenario: one variant of one A/B test. */
export type PreviewScenario = {
  __typename?: 'PreviewScenario';
  testId: Scalars['ID']['output'];
  variant: Scalars['String']['output'];
};

export type Prices = {
  __typename?: 'Prices';
  basePrice?: Maybe<BasePrice>;
  /** B2B: educational suggested gross price. */
  educationalSuggestedGrossPrice?: Maybe<Money>;
  isBestPrice: Scalars['Boolean']['output'];
  lightningDealPrice?: Maybe<Money>;
  price: Money;
  specialPrice?: Maybe<SpecialPrice>;
};

export type PrimeInfo = {
  __typename?: 'PrimeInfo';
  abo?: Maybe<Scalars['String']['output']>;
  endDate?: Maybe<Scalars['DateTime']['output']>;
  startDate?: Maybe<Scalars['DateTime']['output']>;
  status: PrimeStatus;
};

/** The store's prime offer. */
export type PrimeOffer = {
  __typename?: 'PrimeOffer';
  /** How long one paid period runs. */
  durationMonths: Scalars['Int']['output'];
  /** The methods a membership is paid with in this store now (those that charge at once). */
  paymentMethods: Array<PaymentMethod>;
  planCode: Scalars['String']['output'];
  /** The plan's price, as charged. */
  price: Money;
  /** The prime registration flag: while it is off, visitors join the waiting list instead. */
  registrationOpen: Scalars['Boolean']['output'];
};

/** One purchase of a membership by the logged-in customer. */
export type PrimePurchase = {
  __typename?: 'PrimePurchase';
  amount: Money;
  paymentId: Scalars['String']['output'];
  purchaseNumber: Scalars['String']['output'];
  status: PrimePurchaseStatus;
};

export type PrimePurchaseStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'FAILED'
  | 'PAID'
  | 'SUPERSEDED';

export type PrimeStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'NONE'
  | 'WAITING_LIST';

export type PrimeSubscriptionInput = {
  /** The abo: renew the membership automatically at its end. */
  autoRenew: Scalars['Boolean']['input'];
  /** One of the offer's payment methods. */
  paymentId: Scalars['String']['input'];
};

/** The answer of a prime subscription: where the payer goes to pay, or why nothing was started. */
export type PrimeSubscriptionResult = {
  __typename?: 'PrimeSubscriptionResult';
  computopData?: Maybe<ComputopData>;
  /** NO_PRIME, LOGIN_REQUIRED, ALREADY_MEMBER, REGISTRATION_CLOSED or PAYMENT_UNAVAILABLE. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Message key of a refusal (sdk-core i18n). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  purchaseNumber?: Maybe<Scalars['String']['output']>;
  redirectUrl?: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
};

export type PrimeWaitingListInput = {
  email: Scalars['String']['input'];
  /** The honeypot people never see: a filled one is answered like success and nothing is written. */
  houseNr?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of the waiting list: the same for a new and a known address. */
export type PrimeWaitingListResult = {
  __typename?: 'PrimeWaitingListResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** A printed catalogue of the store, orderable free of charge with the cart. */
export type PrintedCatalogue = {
  __typename?: 'PrintedCatalogue';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type Product = {
  __typename?: 'Product';
  accessories: Array<ProductCard>;
  audioSamples: Array<AudioSample>;
  availableForSale: Scalars['Boolean']['output'];
  /** The item shown when no variant is chosen (the cheapest available). */
  bestItem: Item;
  breadcrumb: Array<BreadcrumbEntry>;
  deliveryFree: Scalars['Boolean']['output'];
  /** Delivery note for the product, e.g. forwarding-agent delivery for bulky goods. */
  deliveryInfo?: Maybe<Scalars['String']['output']>;
  discountPercent?: Maybe<Scalars['Int']['output']>;
  downloads: Array<DownloadGroup>;
  energyEfficiency?: Maybe<EnergyEfficiency>;
  extraBadges: Array<ExtraBadge>;
  extraTabs: Array<ProductExtraTabRef>;
  hasMoreVariants: Scalars['Boolean']['output'];
  hasMultipleItems: Scalars['Boolean']['output'];
  hasSamePricesForAllItems: Scalars['Boolean']['output'];
  images: Array<Image>;
  isBook: Scalars['Boolean']['output'];
  isNewProduct: Scalars['Boolean']['output'];
  isShortage: Scalars['Boolean']['output'];
  isSingleVariant: Scalars['Boolean']['output'];
  isTopseller: Scalars['Boolean']['output'];
  items: Array<Item>;
  labelAttributes: Array<LabelAttribute>;
  /** Sanitised HTML. */
  longDescription?: Maybe<Scalars['String']['output']>;
  manufacturerName?: Maybe<Scalars['String']['output']>;
  maxQuantity: Scalars['Int']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaRobots?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  numberOfRatings: Scalars['Int']['output'];
  /** Take-back information for old electrical devices (ElektroG); null for non-electrical products. */
  oldElectricalDeviceInfo?: Maybe<Scalars['String']['output']>;
  /** Path part of the URL without host, e.g. '/prod/P100/'. */
  path: Scalars['String']['output'];
  prices: Prices;
  productId: Scalars['ID']['output'];
  promoFeatures: Array<Scalars['String']['output']>;
  rating?: Maybe<Scalars['Float']['output']>;
  /** Successor products shown when this one is no longer available. */
  replacementProducts: Array<ProductCard>;
  /** Right-of-withdrawal note (e.g. excluded for sealed media); null when the default applies. */
  rightOfWithdrawalInfo?: Maybe<Scalars['String']['output']>;
  scopeOfDelivery?: Maybe<Scalars['String']['output']>;
  shortFacts: Array<Scalars['String']['output']>;
  tabs: Array<ProductTab>;
  teasers: Array<ProductTeaser>;
  url: Scalars['String']['output'];
  variantAttributes: Array<VariantAttribute>;
  videos: Array<ProductVideo>;
  warranty?: Maybe<Scalars['String']['output']>;
};

export type ProductCard = {
  __typename?: 'ProductCard';
  badges: ProductCardBadges;
  /** The documents the best item comes with (data sheets, manuals), grouped under headings; empty when none. */
  bestItemDownloads: Array<DownloadGroup>;
  bestItemId: Scalars['ID']['output'];
  /** The product's category trail, top category first. */
  breadcrumb: Array<BreadcrumbEntry>;
  discountPercent?: Maybe<Scalars['Int']['output']>;
  energyEfficiency?: Maybe<EnergyEfficiency>;
  extraBadges: Array<ExtraBadge>;
  id: Scalars['ID']['output'];
  /** The large list image (PRODUCTLISTING_BIG, 280x210), shown from 1024 px. */
  image: Image;
  isShortage: Scalars['Boolean']['output'];
  lightningDealInfo?: Maybe<LightningDealInfo>;
  /** The list image (PRODUCTLISTING_SMALL, 140x105), shown on narrower screens. */
  listImage: Image;
  manufacturerName?: Maybe<Scalars['String']['output']>;
  minimumOrderQuantity: Scalars['Int']['output'];
  moreVariants: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  numberOfRatings: Scalars['Int']['output'];
  /** Path part of the URL without host, e.g. '/prod/P100/' (as Product.path). */
  path: Scalars['String']['output'];
  price: ProductCardPrice;
  rating?: Maybe<Scalars['Float']['output']>;
  url: Scalars['String']['output'];
};

export type ProductCardBadges = {
  __typename?: 'ProductCardBadges';
  new: Scalars['Boolean']['output'];
  popular: Scalars['Boolean']['output'];
  sale: Scalars['Boolean']['output'];
};

export type ProductCardPrice = {
  __typename?: 'ProductCardPrice';
  basePrice?: Maybe<Money>;
  basePriceUnit?: Maybe<Scalars['String']['output']>;
  currentPrice: Money;
  oldPrice?: Maybe<Money>;
  startFromFlag: Scalars['Boolean']['output'];
};

/** A visitor's answer under a product's description: was it helpful, and what is missing (field bounds: sdk-core rules/descriptionReview.ts). */
export type ProductDescriptionReviewInput = {
  /** Whether the description was helpful. */
  helpful: Scalars['Boolean']['input'];
  /** The honeypot people never see: a filled one is answered like success and nothing is written. */
  houseNr?: InputMaybe<Scalars['String']['input']>;
  /** What the visitor missed in the description; optional. */
  missing?: InputMaybe<Scalars['String']['input']>;
  productId: Scalars['ID']['input'];
};

/** The answer of the description review: the same for a visitor's first and any repeated answer. */
export type ProductDescriptionReviewResult = {
  __typename?: 'ProductDescriptionReviewResult';
  /** Message key of a refusal (sdk-core i18n). */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** An extra tab whose content is loaded lazily with `productExtraTab` when opened. */
export type ProductExtraTabRef = {
  __typename?: 'ProductExtraTabRef';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/**
 * A page of a category listing or search result (60 products per page).
 * Sort ids: 'si' (the category's own order, default for categories), 'relevance' (default for search, search
 * only), 'price-asc', 'price-desc', 'rating', 'new', 'topseller', 'name'.
 */
export type ProductList = {
  __typename?: 'ProductList';
  /** Sorts this listing offers, in display order. */
  availableSorts: Array<Scalars['String']['output']>;
  /** 1-based page of offset/limit. */
  currentPage: Scalars['Int']['output'];
  defaultSort: Scalars['String']['output'];
  facets: ListingFacets;
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  products: Array<ProductCard>;
  /** The sort applied (the default when none was asked for). */
  sort: Scalars['String']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A description tab. `content` is sanitised HTML. */
export type ProductTab = {
  __typename?: 'ProductTab';
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A small editorial teaser block shown above the description (plain text, optional link). */
export type ProductTeaser = {
  __typename?: 'ProductTeaser';
  headline: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  /** Internal path or absolute https URL; null when the teaser is not a link. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A product video (embedded player URL) with its preview image. */
export type ProductVideo = {
  __typename?: 'ProductVideo';
  durationSeconds: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  thumbnail: Image;
  title: Scalars['String']['output'];
  /** Embeddable https URL of the player. */
  url: Scalars['String']['output'];
};

/** A safety warning with an optional hazard pictogram code (e.g. GHS07) for danger warnings. */
export type ProductWarning = {
  __typename?: 'ProductWarning';
  code?: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The logged-in customer's account data; null without a customer session (a guest has none either). */
  accountData?: Maybe<AccountData>;
  /** The logged-in B2B customer's latest certificate; null when none was uploaded (or not the B2B store). */
  b2bCertificate?: Maybe<B2bCertificate>;
  /** The logged-in customer's billing addresses, oldest first (an error when logged out). */
  billingAddresses?: Maybe<Array<Address>>;
  /** The cart; shipping costs are included unless calculateShippingCost is false. */
  cart?: Maybe<Cart>;
  category?: Maybe<Category>;
  categoryProducts: ProductList;
  /** An order of the logged-in customer for the contact form to prefill; null for any other orderId. */
  contactFormData?: Maybe<ContactFormData>;
  /**
   * Core search. sortBy defaults to 'relevance'; filters as categoryProducts;
   * searchInCategoryId limits the hits to a category subtree.
   */
  coreSearch: CoreSearchResult;
  /** The logged-in customer's own address, null when none is marked (an error when logged out). */
  customerAddress?: Maybe<CustomerAddress>;
  /** Customer info for the page at url (the user is taken from the X-User-Id header). */
  customerInfo: CustomerInfo;
  /** Decrypts the enc value of a rating link. A tampered, unreadable or unknown link gives success false and no redirect. */
  decryptRatingData: RatingDecryptResult;
  /** Whether no account uses this e-mail yet (rate-limited). */
  emailUniqueCheck: Scalars['Boolean']['output'];
  footerData: FooterData;
  /**
   * The rows of a footer grid by its page id: 'footer-vue' (the shop's footer) or 'footer-checkout' (the
   * checkout's). An unknown id answers no rows.
   */
  footerGrid: Array<Row>;
  /** Parameters of one name; with entry, only that entry. */
  globalParameters: Array<GlobalParameter>;
  /** The industry list of the B2B registration, in the store's language. */
  industries: Array<ListEntry>;
  /**
   * The invoice PDF of a parcel: for the order's owner, or with the order's access hash;
   * null for another customer's or an unknown order, a cancelled or unknown parcel, or a wrong hash.
   */
  invoice?: Maybe<InvoiceFile>;
  item?: Maybe<Item>;
  /** The job-title list of the B2B registration, in the store's language. */
  jobTitles: Array<ListEntry>;
  /** The cart's lightning deal reservation. */
  lightningDealReservation?: Maybe<LightningReservation>;
  /** Long-tail adjustment; null when no long-tail rule matches the query. */
  longTailAdjustment?: Maybe<LongTailAdjustment>;
  /** The navigation tree below rootId (the top level when omitted), up to level levels deep (max 3). */
  navigation: Array<NavigationItem>;
  /** The e-mail subscribed check: whether the logged-in customer's own e-mail has a confirmed subscription; false for any other e-mail and when logged out. */
  newsletterSubscribed: Scalars['Boolean']['output'];
  /**
   * The order detail: an order of this visitor or logged-in customer, or, with
   * hash, the order whose access hash it is (a guest's link: order-history.graphql); null for any other
   * orderId or a wrong hash.
   */
  order?: Maybe<Order>;
  /** The printed order form with these rows filled in (none: a blank form) for schools ordering by post. */
  orderFormPdf: OrderFormFile;
  /** The years (newest first) in which the logged-in customer ordered: the overview's date filter offers them. */
  orderYears: Array<Scalars['Int']['output']>;
  /**
   * The logged-in customer's orders, newest first, 5 per page. page is zero-based; searchText
   * matches the order number or a product name; dateFilter is last3months (the default) or a year of
   * orderYears. Null without a login (guests and anonymous visitors have no order history).
   * Bad input (a negative page, a dateFilter that is neither) is refused with BAD_USER_INPUT.
   */
  ordersV2?: Maybe<OrdersPage>;
  /** Resolves a path that is not in the route table (content page, category by URL, redirect, gone). */
  pageDetails: PageDetails;
  /** Liveness of the API (used by health checks). */
  ping: Scalars['String']['output'];
  /** What a preview can pick: the segments and A/B scenarios the CMS content uses. */
  previewData: PreviewData;
  /** The store's prime offer; null in a store without prime. */
  primeOffer?: Maybe<PrimeOffer>;
  /** A purchase of the logged-in customer by its number; null for an unknown one or another customer's. */
  primePurchase?: Maybe<PrimePurchase>;
  /** The store's printed catalogues (a visitor without a cart can choose them too). */
  printedCatalogues: Array<PrintedCatalogue>;
  product?: Maybe<Product>;
  /** Lazily loaded content of one extra tab. */
  productExtraTab?: Maybe<ProductTab>;
  /** Recommendations for a product page: products from the same category bought and rated well, at most `limit` (1-24). */
  productRecommendations: Array<ProductCard>;
  /** Reviews of a product, newest first; the first page shows 5, 'more' pages with offset. */
  productReviews: ReviewList;
  /** The carriers for a selection; empty means nolabel. */
  returnCarriers: Array<ReturnOption>;
  /**
   * The return order by order number and postcode of the delivery or billing address, or by the order's
   * hash. Null for anything that does not match. The lookup by number is rate-limited
   * per client and per order number.
   */
  returnOrder?: Maybe<ReturnOrder>;
  /** The regulations for a selection. */
  returnRegulations: Array<ReturnOption>;
  /**
   * Redirect / rewrite check for a submitted query.
   * The query is trimmed; an empty query or one longer than 100 characters is BAD_USER_INPUT.
   */
  searchCheck: SearchCheck;
  /**
   * Suggestions while typing; an empty userQuery returns the popular
   * searches. At most 10 entries.
   */
  searchSuggestions: SearchSuggestions;
  /** The logged-in customer's shipping addresses including parcel stations, oldest first (an error when logged out). */
  shippingAddresses?: Maybe<Array<Address>>;
  /** The store this request is served for. */
  shop: Shop;
  /** The store's recommendations (the CMS recommendations element): its top sellers in stock, best rated first, at most `limit` (1-24). */
  storeRecommendations: Array<ProductCard>;
  /** The teaser list a CMS element names, with the visitor's locally held choices; null for an unknown teaser id. */
  teaserWishlist?: Maybe<TeaserWishlist>;
  /** The thank-you page of an order of this visitor or logged-in customer; null for any other orderId. */
  thankYouPageData?: Maybe<ThankYouPageData>;
  /** Whether a password reset token still works: false when unknown, used, expired or malformed (rate-limited). */
  tokenValidity: Scalars['Boolean']['output'];
  /** A signature for this visitor's uploads; needs the visitor's user id (X-User-Id). */
  uploadSignature: UploadSignature;
  /** Judges the rows without touching any cart (rate-limited: anyone may use the form). */
  validateBestellschein: Array<BestellscheinEntryValidity>;
  /** Resolves the selected attribute values (or an item id such as the URL's varid) to an item. */
  variantInfo?: Maybe<VariantInfo>;
  /** One list the caller may see; null for an unknown or foreign id. */
  wishlist?: Maybe<Wishlist>;
  /** All comments of an entry, oldest first (the show-all link). */
  wishlistComments: Array<WishlistComment>;
  /** What an invite link offers (the login flyout's invite header). */
  wishlistInvite?: Maybe<WishlistInvitePreview>;
  /** The caller's lists: the merkzettel and, for customers, their own and shared lists; select the fields you need. */
  wishlists: Wishlists;
};


export type QueryCartArgs = {
  calculateShippingCost?: InputMaybe<Scalars['Boolean']['input']>;
  cartId: Scalars['ID']['input'];
};


export type QueryCategoryArgs = {
  coreCategoryId: Scalars['ID']['input'];
};


export type QueryCategoryProductsArgs = {
  coreCategoryId: Scalars['ID']['input'];
  enumFilters?: InputMaybe<Array<EnumFilterInput>>;
  paging?: InputMaybe<PagingInput>;
  rangeFilters?: InputMaybe<Array<RangeFilterInput>>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryContactFormDataArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryCoreSearchArgs = {
  enumFilters?: InputMaybe<Array<EnumFilterInput>>;
  paging?: InputMaybe<PagingInput>;
  rangeFilters?: InputMaybe<Array<RangeFilterInput>>;
  searchInCategoryId?: InputMaybe<Scalars['ID']['input']>;
  searchTerm: Scalars['String']['input'];
  sortBy?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCustomerInfoArgs = {
  url: Scalars['String']['input'];
};


export type QueryDecryptRatingDataArgs = {
  encryptedData: Scalars['String']['input'];
};


export type QueryEmailUniqueCheckArgs = {
  email: Scalars['String']['input'];
};


export type QueryFooterGridArgs = {
  pageId: Scalars['String']['input'];
};


export type QueryGlobalParametersArgs = {
  entry?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type QueryInvoiceArgs = {
  hash?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  shipmentNumber: Scalars['Int']['input'];
};


export type QueryItemArgs = {
  itemId: Scalars['ID']['input'];
};


export type QueryLightningDealReservationArgs = {
  cartId: Scalars['ID']['input'];
};


export type QueryLongTailAdjustmentArgs = {
  searchQuery: Scalars['String']['input'];
};


export type QueryNavigationArgs = {
  level?: Scalars['Int']['input'];
  rootId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryNewsletterSubscribedArgs = {
  email: Scalars['String']['input'];
};


export type QueryOrderArgs = {
  hash?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
};


export type QueryOrderFormPdfArgs = {
  entries: Array<BestellscheinEntryInput>;
};


export type QueryOrdersV2Args = {
  dateFilter?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPageDetailsArgs = {
  preview?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};


export type QueryPrimePurchaseArgs = {
  purchaseNumber: Scalars['String']['input'];
};


export type QueryProductArgs = {
  productId: Scalars['ID']['input'];
};


export type QueryProductExtraTabArgs = {
  productId: Scalars['ID']['input'];
  tabId: Scalars['ID']['input'];
};


export type QueryProductRecommendationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};


export type QueryProductReviewsArgs = {
  filter?: InputMaybe<ReviewFilterInput>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  productId: Scalars['ID']['input'];
};


export type QueryReturnCarriersArgs = {
  hash: Scalars['String']['input'];
  items: Array<ReturnItemInput>;
  regulation: Scalars['String']['input'];
};


export type QueryReturnOrderArgs = {
  hash?: InputMaybe<Scalars['String']['input']>;
  orderId?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryReturnRegulationsArgs = {
  hash: Scalars['String']['input'];
  items: Array<ReturnItemInput>;
};


export type QuerySearchCheckArgs = {
  originalQuery: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  userQuery: Scalars['String']['input'];
};


export type QueryStoreRecommendationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTeaserWishlistArgs = {
  choices?: InputMaybe<Array<WishlistEntryChoiceInput>>;
  teaserId: Scalars['ID']['input'];
};


export type QueryThankYouPageDataArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryTokenValidityArgs = {
  token: Scalars['String']['input'];
};


export type QueryValidateBestellscheinArgs = {
  entries: Array<BestellscheinEntryInput>;
};


export type QueryVariantInfoArgs = {
  itemId?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
  selectedVariants: Array<SelectedVariantInput>;
};


export type QueryWishlistArgs = {
  externalId: Scalars['ID']['input'];
};


export type QueryWishlistCommentsArgs = {
  entryId: Scalars['ID']['input'];
  externalId: Scalars['ID']['input'];
};


export type QueryWishlistInviteArgs = {
  token: Scalars['String']['input'];
};


export type QueryWishlistsArgs = {
  activeWishlistId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * A range facet: 'PRICE' (euros; a product's price is its lowest item price) or 'rating' (1-5 stars), as the
 * URL's filter.PRICE and filter.rating. min and max are the bounds over the current result without this facet's own range;
 * both are null when nothing in the result has a value. from and to echo the applied range.
 */
export type RangeFacet = {
  __typename?: 'RangeFacet';
  from?: Maybe<Scalars['Float']['output']>;
  id: Scalars['String']['output'];
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  to?: Maybe<Scalars['Float']['output']>;
};

export type RangeFilterInput = {
  from?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['String']['input'];
  to?: InputMaybe<Scalars['Float']['input']>;
};

export type RateReviewHelpfulResult = {
  __typename?: 'RateReviewHelpfulResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** The review's helpful count after the vote. */
  helpfulRating: Scalars['Int']['output'];
  successful: Scalars['Boolean']['output'];
};

export type RatingDecryptResult = {
  __typename?: 'RatingDecryptResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Text for the toast: a thank-you when successful, otherwise the reason (same as errorMessage). */
  message?: Maybe<Scalars['String']['output']>;
  productId?: Maybe<Scalars['ID']['output']>;
  /** Send the visitor to the product (with the message as a toast) instead of answering 404. */
  redirect: Scalars['Boolean']['output'];
  /** The link was read and is still valid. */
  success: Scalars['Boolean']['output'];
};

/** Result of recording a product view (glance). */
export type RecordGlanceResult = {
  __typename?: 'RecordGlanceResult';
  /** True when this call stored a new glance; false when the visitor's session already had one for the item. */
  recorded: Scalars['Boolean']['output'];
  successful: Scalars['Boolean']['output'];
};

/** A B2B registration in the educational store. The customer number is issued by the server and returned in the AuthResult. */
export type RegisterB2bCustomerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  /** An entryCode of the jobTitles list. */
  jobTitleCode: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  numberOfEmployees?: InputMaybe<Scalars['Int']['input']>;
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  /** An entryCode of the industries list. */
  primaryIndustryGroupCode: Scalars['String']['input'];
  salutation?: InputMaybe<Scalars['String']['input']>;
  /** The school or company the account is for. */
  schoolOrCompany: Scalars['String']['input'];
  stayLogged?: InputMaybe<Scalars['Boolean']['input']>;
  vatRegistrationNo?: InputMaybe<Scalars['String']['input']>;
};

/** A consumer registration. */
export type RegisterCustomerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
  stayLogged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A guest at checkout: no password; the session is a guest session. */
export type RegisterGuestInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
};

export type RemovePositionInput = {
  positionId: Scalars['ID']['input'];
};

export type ReturnContactInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  salutation: Scalars['String']['input'];
};

export type ReturnItemInput = {
  /** The reason's comment (required for OTHER), at most 500 characters. */
  additionalInfo?: InputMaybe<Scalars['String']['input']>;
  components?: InputMaybe<Array<Scalars['String']['input']>>;
  id: Scalars['ID']['input'];
  /** Upload ids of uploadReturnImage by this visitor, at most 3. */
  images?: InputMaybe<Array<Scalars['ID']['input']>>;
  lineNo: Scalars['Int']['input'];
  quantity: Scalars['Int']['input'];
  reason: ReturnReason;
};

/** A regulation (refund or exchange) or a carrier offered for a selection. */
export type ReturnOption = {
  __typename?: 'ReturnOption';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The return order of an order. */
export type ReturnOrder = {
  __typename?: 'ReturnOrder';
  earlierReturns: Array<EarlierReturn>;
  hash: Scalars['String']['output'];
  items: Array<ReturnOrderItem>;
  orderDate: Scalars['DateTime']['output'];
  orderId: Scalars['ID']['output'];
  /** The sales order number as the invoice shows it. */
  salesOrderNo: Scalars['String']['output'];
};

/** The client selection. */
export type ReturnOrderInput = {
  /** A carrier code of returnCarriers, or nolabel when none is offered. */
  carrier: Scalars['String']['input'];
  contact: ReturnContactInput;
  hash: Scalars['String']['input'];
  items: Array<ReturnItemInput>;
  /** Labels for a carrier: 1 to 5; 0 with nolabel. */
  labelsCount: Scalars['Int']['input'];
  regulation: Scalars['String']['input'];
};

/** A returnable line of the order. */
export type ReturnOrderItem = {
  __typename?: 'ReturnOrderItem';
  articleNumber: Scalars['String']['output'];
  /** The parts of a set that can be returned on their own (none for a single article). */
  components: Array<Scalars['String']['output']>;
  /** The order line (use it as the selected item's id). */
  id: Scalars['ID']['output'];
  /** The shipment's number the units came in. */
  lineNo: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  price: Money;
  quantityOrdered: Scalars['Int']['output'];
  /** Units that can still be returned (delivered, within the return period, not returned yet). */
  quantityReturnable: Scalars['Int']['output'];
  quantityShipped: Scalars['Int']['output'];
  reasons: Array<ReturnReason>;
};

/** Why an item goes back; OTHER needs a comment. */
export type ReturnReason =
  | 'DEFECTIVE'
  | 'NOT_AS_DESCRIBED'
  | 'NO_LONGER_NEEDED'
  | 'OTHER'
  | 'WRONG_ITEM';

/** One published review. */
export type Review = {
  __typename?: 'Review';
  /** The shop's answer, if any. */
  comment?: Maybe<Scalars['String']['output']>;
  commentAuthor?: Maybe<Scalars['String']['output']>;
  commentDate?: Maybe<Scalars['DateTime']['output']>;
  date: Scalars['DateTime']['output'];
  /** Author line as shown, e.g. 'Anna M. aus Köln'. */
  fullAuthorInfo: Scalars['String']['output'];
  /** How many shoppers found the review helpful. */
  helpfulRating: Scalars['Int']['output'];
  /** True when the author bought the product. */
  isVerified: Scalars['Boolean']['output'];
  /** The language the review was written in, as a language code ('de', 'en'): the language of the store it was written on. */
  language: Scalars['String']['output'];
  message: Scalars['String']['output'];
  /** Stars, 1-5. */
  rating: Scalars['Int']['output'];
  ratingId: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type ReviewFilterInput = {
  /** Only reviews with these star values (1-5); empty or absent means all. */
  stars?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** A page of reviews with the product's star statistics (the statistics ignore the star filter). */
export type ReviewList = {
  __typename?: 'ReviewList';
  /** Average stars, null without reviews. */
  averageRating?: Maybe<Scalars['Float']['output']>;
  hasMore: Scalars['Boolean']['output'];
  limit: Scalars['Int']['output'];
  numberOfFives: Scalars['Int']['output'];
  numberOfFours: Scalars['Int']['output'];
  numberOfOnes: Scalars['Int']['output'];
  /** Total published reviews of the product. */
  numberOfReviews: Scalars['Int']['output'];
  numberOfThrees: Scalars['Int']['output'];
  numberOfTwos: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  reviews: Array<Review>;
  /** Reviews matching the filter (for 'show more'). */
  totalFiltered: Scalars['Int']['output'];
};

export type Row = {
  __typename?: 'Row';
  cells: Array<Cell>;
  id: Scalars['ID']['output'];
};

export type SaveReviewInput = {
  /** Optional place shown after the name, at most 60 characters. */
  authorLocation?: InputMaybe<Scalars['String']['input']>;
  /** Name shown with the review, 1-60 characters. */
  authorName: Scalars['String']['input'];
  /** 10-5000 characters. */
  message: Scalars['String']['input'];
  productId: Scalars['ID']['input'];
  /** Stars, 1-5. */
  rating: Scalars['Int']['input'];
  /** 1-100 characters. */
  title: Scalars['String']['input'];
};

/** Result of a save-review call. */
export type SaveReviewResult = {
  __typename?: 'SaveReviewResult';
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  /** The published review when successful. */
  review?: Maybe<Review>;
  successful: Scalars['Boolean']['output'];
};

/**
 * Result of checking a query against the search rules.
 * query is the term to search: the rewritten term for a rewrite rule, otherwise the trimmed input.
 * originalQuery is the trimmed input. redirectPath is set by a redirect rule (an internal path such as
 * '/cat/7/' or an absolute https URL); it wins over everything else in the submit flow.
 */
export type SearchCheck = {
  __typename?: 'SearchCheck';
  originalQuery: Scalars['String']['output'];
  query: Scalars['String']['output'];
  redirectPath?: Maybe<Scalars['String']['output']>;
  /** True when a rewrite rule changed the query (the client then sends the typed query as oq). */
  rewritten: Scalars['Boolean']['output'];
};

/** A link the search service returns when one product matches the query. */
export type SearchLink = {
  __typename?: 'SearchLink';
  url: Scalars['String']['output'];
};

export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** True for an empty user query: the list is the shop's popular searches. */
  popular: Scalars['Boolean']['output'];
  suggestQueries: Array<SuggestQuery>;
};

/** A chosen value of one variant attribute. */
export type SelectedVariantInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** A parcel of an order. */
export type Shipment = {
  __typename?: 'Shipment';
  /** Why a cancelled parcel was not sent: a message key suffix (notDeliverable, customerRequest). */
  cancelReason?: Maybe<Scalars['String']['output']>;
  /** The carrier: a shipper code (dhl, dpd, spedition). */
  carrier: Scalars['String']['output'];
  dispatchDate?: Maybe<Scalars['DateTime']['output']>;
  /** The parcel's invoice (a PDF download on the storefront's own host); null for a cancelled parcel. */
  invoiceLink?: Maybe<Scalars['String']['output']>;
  items: Array<ShipmentItem>;
  /** The parcel's number within the order, from 1. */
  number: Scalars['Int']['output'];
  status: ShipmentStatus;
  trackingCode?: Maybe<Scalars['String']['output']>;
  /** The carrier's tracking page for the code; null before dispatch and for carriers without one. */
  trackingLink?: Maybe<Scalars['String']['output']>;
};

/** The units of one order line in a parcel. */
export type ShipmentItem = {
  __typename?: 'ShipmentItem';
  alreadyReturned: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  /** The order line's number within the order (from 0): returns select by it. */
  lineNo: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** The article number. */
  orderNumber: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  /** Units of the line in this parcel. */
  quantity: Scalars['Int']['output'];
  returnable: Scalars['Boolean']['output'];
  /** Units that can still be returned (delivered, within the return period, not yet returned). */
  returnableQuantity: Scalars['Int']['output'];
  /** Units already returned from this parcel. */
  returnedQuantity: Scalars['Int']['output'];
  /** Where the buyer writes a review of the product (its page's review section). */
  reviewUrl: Scalars['String']['output'];
  unitPrice: Money;
  variantAttributes: Array<OrderVariantAttribute>;
};

/** A parcel's status, from packed to delivered or cancelled. */
export type ShipmentStatus =
  /** Not sent at all: cancelReason says why. */
  | 'CANCELLED'
  /** Delivered: the return period runs. */
  | 'DELIVERED'
  /** Packed in the warehouse, not yet handed to the carrier. */
  | 'PROCESSING'
  /** Handed to the carrier: dispatchDate and trackingCode are set. */
  | 'SHIPPED';

/** A shipping address as sent: a parcel station sends the post number as streetAndHouseNr and the station as additionalAddress. */
export type ShippingAddressInput = {
  additionalAddress?: InputMaybe<Scalars['String']['input']>;
  city: Scalars['String']['input'];
  company?: InputMaybe<Scalars['String']['input']>;
  country: Scalars['String']['input'];
  /** Ignored for a parcel station. */
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  packstationAddress?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ignored for a parcel station. */
  phone?: InputMaybe<Scalars['String']['input']>;
  postCode: Scalars['String']['input'];
  salutation: Scalars['String']['input'];
  streetAndHouseNr: Scalars['String']['input'];
};

export type Shop = {
  __typename?: 'Shop';
  currencyCode: Scalars['String']['output'];
  isB2b: Scalars['Boolean']['output'];
  /** BCP-47 language of the shop, e.g. de-AT or en-DE. */
  language: Scalars['String']['output'];
  storeCode: StoreCode;
};

/** Result of the shop-init call: the ids an anonymous visitor keeps in cookies. */
export type ShopInitResult = {
  __typename?: 'ShopInitResult';
  cartId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

export type SpecialPrice = {
  __typename?: 'SpecialPrice';
  description?: Maybe<Scalars['String']['output']>;
  oldPrice?: Maybe<Money>;
  recommendedRetailPrice?: Maybe<Money>;
  recommendedRetailPriceValidFrom?: Maybe<Scalars['DateTime']['output']>;
};

/** A spedition (freight) field of the shipping step. */
export type SpeditionField = {
  __typename?: 'SpeditionField';
  fieldName: Scalars['String']['output'];
  fieldValue: Scalars['String']['output'];
};

export type SpeditionFieldInput = {
  fieldName: Scalars['String']['input'];
  fieldValue: Scalars['String']['input'];
};

export type StoreCode =
  | 'at'
  | 'b2b'
  | 'ch'
  | 'de';

export type SubmitCartResult = {
  __typename?: 'SubmitCartResult';
  /** The card-payment form to post, for card payment. */
  computopData?: Maybe<ComputopData>;
  /** Machine-readable error code: CART_NOT_FOUND, NOT_READY, ALREADY_SUBMITTED, OUT_OF_STOCK, CART_CHANGED. */
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  /** Items whose lightning deal had ended or whose reservation had expired: charged at the normal price. */
  expiredLightningItemIds: Array<Scalars['ID']['output']>;
  /** NOT_READY: what the cart still needs. */
  missing: Array<CheckoutRequirement>;
  /** The visitor's new, empty cart, signed like every cart id. */
  newCartId?: Maybe<Scalars['ID']['output']>;
  /** The readable order number; also set when the cart was already submitted (then it is that order's). */
  orderId?: Maybe<Scalars['ID']['output']>;
  /** OUT_OF_STOCK: the items of which fewer units are left than the cart holds. */
  outOfStockItemIds: Array<Scalars['ID']['output']>;
  /** Where the payer goes next for a redirect payment method. */
  redirectUrl?: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
};

/** The answer of the submit. */
export type SubmitReturnResult = {
  __typename?: 'SubmitReturnResult';
  /** The message key of the refusal. */
  errorMsg?: Maybe<Scalars['String']['output']>;
  isError: Scalars['Boolean']['output'];
  /** The return label PDF (a link for this return only); null with nolabel. */
  labelUrl?: Maybe<Scalars['String']['output']>;
  /** The RMA number of the created return. */
  rma?: Maybe<Scalars['String']['output']>;
};

/** One suggestion. */
export type SuggestQuery = {
  __typename?: 'SuggestQuery';
  /** HTML label: the suggestion with the typed part in <b>, everything else escaped. */
  label: Scalars['String']['output'];
  /** The query to submit. */
  suggest: Scalars['String']['output'];
};

/** A suggested filter of a long-tail adjustment; null values of the rule are dropped. */
export type SuggestedFilter = {
  __typename?: 'SuggestedFilter';
  /** Filter id as in the URL's filter.{name}, e.g. 'colour'. */
  name: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type Teaser = {
  __typename?: 'Teaser';
  attributes: Array<TeaserAttribute>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Teaser template, e.g. 'Boxeinschub Image Teaser', 'Service Teaser', 'Linkbox Teaser'. */
  template?: Maybe<Scalars['String']['output']>;
};

export type TeaserAttribute = {
  __typename?: 'TeaserAttribute';
  altTag?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  imgTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  openLinkInNewWindow?: Maybe<Scalars['Boolean']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  url?: Maybe<Scalars['String']['output']>;
  urlPath?: Maybe<Scalars['String']['output']>;
  value?: Maybe<Scalars['String']['output']>;
  valueList?: Maybe<Array<Scalars['String']['output']>>;
  width?: Maybe<Scalars['Int']['output']>;
};

/** A CMS teaser list with the visitor's choices applied. */
export type TeaserWishlist = {
  __typename?: 'TeaserWishlist';
  /** Entries whose variant is still open. */
  openVariantCount: Scalars['Int']['output'];
  /** The sum of the entries' totals at the server's prices (an open variant counts at the product's first item). */
  total: Money;
  /** The list (isTeaser true): its entries show the chosen variants and quantities. */
  wishlist: Wishlist;
};

/** The thank-you page. */
export type ThankYouPageData = {
  __typename?: 'ThankYouPageData';
  /** The confirmation mail goes here. */
  email: Scalars['String']['output'];
  /** The order was placed without an account (the page may offer registration). */
  isGuestOrder: Scalars['Boolean']['output'];
  orderId: Scalars['ID']['output'];
  paymentMethod: Scalars['String']['output'];
  paymentStatus: OrderPaymentStatus;
  totalAmount: Money;
};

/** One tracking event. */
export type TrackingEventInput = {
  /** Event name, 1-64 characters: letters, digits, '_', '-', '.' or ' ' (for example 'Meta', 'footer'). */
  name: Scalars['String']['input'];
  /** The event's fields as a JSON-encoded object, at most 4096 characters. */
  payload: Scalars['String']['input'];
};

/**
 * The answer of an upload. Refused: errorCode UNSUPPORTED_TYPE (not a JPEG, PNG, WebP or PDF by its content, or
 * one with markup or another file inside), TOO_LARGE or INVALID_SIGNATURE, errorMessage its message key.
 */
export type UploadResult = {
  __typename?: 'UploadResult';
  /** The detected type (image/jpeg, image/png, image/webp, application/pdf). */
  contentType?: Maybe<Scalars['String']['output']>;
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
  /** The stored file's id: name it in the return order's item images. */
  uploadId?: Maybe<Scalars['ID']['output']>;
};

/** Allows this visitor to upload for a while. */
export type UploadSignature = {
  __typename?: 'UploadSignature';
  expiresAt: Scalars['DateTime']['output'];
  /** Send it with each upload of this visitor until expiresAt. */
  signature: Scalars['String']['output'];
};

export type VariantAttribute = {
  __typename?: 'VariantAttribute';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  options: Array<VariantOption>;
  position: Scalars['Int']['output'];
  /** tile or dropdown */
  type: Scalars['String']['output'];
};

export type VariantAttributeValue = {
  __typename?: 'VariantAttributeValue';
  css?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  /** Swatch image of the value (colour tiles). */
  image?: Maybe<Image>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

/** Variant info for a selection. */
export type VariantInfo = {
  __typename?: 'VariantInfo';
  /** The item matching the selection; null when not configured or the combination does not exist. */
  bestItem?: Maybe<Item>;
  /** True when the product has no attributes or every attribute has a selected value. */
  configured: Scalars['Boolean']['output'];
  /** Options re-evaluated against the selection: selected, disabled (no item with the other selected values), discount. */
  variantAttributes: Array<VariantAttribute>;
};

export type VariantOption = {
  __typename?: 'VariantOption';
  css?: Maybe<Scalars['String']['output']>;
  disabled: Scalars['Boolean']['output'];
  hasDiscount: Scalars['Boolean']['output'];
  /** Swatch image of the option (colour tiles). */
  image?: Maybe<Image>;
  selected: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
  valuePosition: Scalars['Int']['output'];
};

export type VisitorLoginState =
  | 'LOGGED_IN'
  | 'LOGGED_IN_AS_GUEST'
  | 'LOGGED_OUT';

export type VisitorType =
  | 'EXISTING_CUSTOMER'
  | 'GUEST'
  | 'NEW_CUSTOMER';

export type VoucherCodeInput = {
  code: Scalars['String']['input'];
};

/** Exactly one field is set. */
export type VoucherOpInput = {
  addVoucher?: InputMaybe<VoucherCodeInput>;
  removeVoucher?: InputMaybe<VoucherCodeInput>;
};

/**
 * A wish list. isDefault marks the merkzettel (one per visitor or customer);
 * isStandardList the list products go to when no list is chosen; active the list the caller is on (the
 * activeWishlistId asked for when the caller may see it, else the standard list).
 */
export type Wishlist = {
  __typename?: 'Wishlist';
  active: Scalars['Boolean']['output'];
  allowed: WishlistActions;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  entries: Array<WishlistEntry>;
  entryCount: Scalars['Int']['output'];
  externalId: Scalars['ID']['output'];
  /** Open invite links (only for callers who may share; empty otherwise). */
  invites: Array<WishlistInvite>;
  isAdmin: Scalars['Boolean']['output'];
  isCommentator: Scalars['Boolean']['output'];
  isCreator: Scalars['Boolean']['output'];
  isDefault: Scalars['Boolean']['output'];
  isEditor: Scalars['Boolean']['output'];
  isStandardList: Scalars['Boolean']['output'];
  /** A CMS teaser list (held locally by the client; no delete, no comments). */
  isTeaser: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Entries removed lately, each at its position, for the restore row (kept 24 hours). */
  removedEntries: Array<WishlistEntry>;
  role: WishlistRole;
  users: Array<WishlistUser>;
};

/** What the caller may do on this list, answered by the server. */
export type WishlistActions = {
  __typename?: 'WishlistActions';
  comment: Scalars['Boolean']['output'];
  /** Add, change quantity, remove, restore, replace entries. */
  editEntries: Scalars['Boolean']['output'];
  /** Rename, describe. */
  manageList: Scalars['Boolean']['output'];
  /** Remove the whole list (never the merkzettel, never a teaser list). */
  removeList: Scalars['Boolean']['output'];
  /** Create and revoke invite links, remove members. */
  share: Scalars['Boolean']['output'];
};

/** One line of add-all-to-cart. */
export type WishlistCartLine = {
  __typename?: 'WishlistCartLine';
  /** The quantity put into the cart (quantityChanged: other than asked, 0 when nothing is in stock; maxInCart: 0). */
  addedQuantity: Scalars['Int']['output'];
  entryId: Scalars['ID']['output'];
  /** The item put into the cart; null while the variant is open. */
  itemId?: Maybe<Scalars['ID']['output']>;
  /** The most the cart may hold of the item (the item's maximum, at most 999); null while the variant is open. */
  maxQuantity?: Maybe<Scalars['Int']['output']>;
  productId: Scalars['ID']['output'];
  /** The quantity asked for. */
  quantity: Scalars['Int']['output'];
};

/** A comment on an entry; the text is plain text, never HTML. */
export type WishlistComment = {
  __typename?: 'WishlistComment';
  comment: Scalars['String']['output'];
  date: Scalars['DateTime']['output'];
  /** The date as the store's locale shows it. */
  displayedDate: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Whether the caller may delete it. */
  isDeleteAllowed: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The entry's externalId. */
  positionId: Scalars['ID']['output'];
};

/** An entry of a list. */
export type WishlistEntry = {
  __typename?: 'WishlistEntry';
  commentCount: Scalars['Int']['output'];
  /** The first 3 comments, oldest first; commentCount says whether a show-all link is needed. */
  comments: Array<WishlistComment>;
  externalId: Scalars['ID']['output'];
  /** Whether the item can be bought now (the options menu is shown only for saleable entries). */
  isSaleable: Scalars['Boolean']['output'];
  /** Null only in a teaser list whose entry leaves the variant open (add-all answers it in variantsToChoose). */
  item?: Maybe<WishlistItem>;
  /** Zero-based place in the list; a removed entry keeps its place for the restore row. */
  position: Scalars['Int']['output'];
  product: WishlistProduct;
  quantity: Scalars['Int']['output'];
  /** The successor when the product is no longer available. */
  replacementProduct?: Maybe<ProductCard>;
  totals: WishlistEntryTotals;
};

/**
 * A visitor's choice for one entry of a list, held in the browser (teaser lists are held locally): another
 * variant of the entry's product and the quantity. It changes nothing stored.
 */
export type WishlistEntryChoiceInput = {
  entryId: Scalars['ID']['input'];
  /** A variant of the entry's product; without it the entry's own item (or none: the variant stays open). */
  itemId?: InputMaybe<Scalars['ID']['input']>;
  /** 0-9998; 0 leaves the entry out of the cart. */
  quantity: Scalars['Int']['input'];
};

export type WishlistEntryInput = {
  itemId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type WishlistEntryTotals = {
  __typename?: 'WishlistEntryTotals';
  /** Unit price times quantity, computed by the server. */
  total: Money;
};

/** An invite link of a list. */
export type WishlistInvite = {
  __typename?: 'WishlistInvite';
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  role: WishlistInviteRole;
  /** The link's token; only answered right after creation (createWishlistInvite), null in list reads. */
  token?: Maybe<Scalars['String']['output']>;
};

/** What an invite link offers, for the login flyout's invite header (null when unknown, revoked or expired). */
export type WishlistInvitePreview = {
  __typename?: 'WishlistInvitePreview';
  inviterName: Scalars['String']['output'];
  listName: Scalars['String']['output'];
  role: WishlistInviteRole;
};

/** The roles an invite link can hand out (the creator's role is never handed out). */
export type WishlistInviteRole =
  | 'ADMIN'
  | 'COMMENTATOR'
  | 'EDITOR'
  | 'VIEWER';

/** The chosen item (variant) of an entry. */
export type WishlistItem = {
  __typename?: 'WishlistItem';
  areAllDeliveryTimesTheSame: Scalars['Boolean']['output'];
  badges: ProductCardBadges;
  deliveryStatus: DeliveryStatus;
  extraBadges: Array<ExtraBadge>;
  id: Scalars['ID']['output'];
  image: Image;
  lightningDealInfo?: Maybe<LightningDealInfo>;
  matrixCodeMessages: Array<MatrixCodeMessage>;
  /** The item's maximum (the quantity field offers wishlistMaximum of it). */
  maxQuantity: Scalars['Int']['output'];
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  path: Scalars['String']['output'];
  primeFaehig: Scalars['Boolean']['output'];
  unitPrices: CartUnitPrices;
  variantInfoList: Array<WishlistVariantInfo>;
};

/** The product of an entry. */
export type WishlistProduct = {
  __typename?: 'WishlistProduct';
  brand?: Maybe<Scalars['String']['output']>;
  crumbs: Array<BreadcrumbEntry>;
  energyEfficiency?: Maybe<EnergyEfficiency>;
  hasMultipleItems: Scalars['Boolean']['output'];
  hasSamePricesForAllItems: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  image: Image;
  lightningDealInfo?: Maybe<LightningDealInfo>;
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  path: Scalars['String']['output'];
  /** The prices of the product's best item. */
  unitPrices: CartUnitPrices;
};

export type WishlistQuantityInput = {
  entryId: Scalars['ID']['input'];
  itemId?: InputMaybe<Scalars['ID']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
  quantity: Scalars['Int']['input'];
};

export type WishlistReplaceInput = {
  itemId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};

/** The answer of every list change. */
export type WishlistResult = {
  __typename?: 'WishlistResult';
  /** Message key of the refusal. */
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  /** With vue.pdp.minQuantity: the amount the message names. */
  minQuantity?: Maybe<Scalars['Int']['output']>;
  successful: Scalars['Boolean']['output'];
  /** The list after the change (or as it is, when refused but visible). */
  wishlist?: Maybe<Wishlist>;
};

/** The caller's role on a list; VIEWER sees the list and does nothing else. */
export type WishlistRole =
  | 'ADMIN'
  | 'COMMENTATOR'
  | 'CREATOR'
  | 'EDITOR'
  | 'VIEWER';

/** A person with access to a list. */
export type WishlistUser = {
  __typename?: 'WishlistUser';
  /** A member's id for removeWishlistMember; the creator's too (never removable). */
  id: Scalars['ID']['output'];
  isCurrentUser: Scalars['Boolean']['output'];
  /** First and last name of the customer; 'Anonymous' style names are never answered. */
  name: Scalars['String']['output'];
  role: WishlistRole;
};

export type WishlistVariantInfo = {
  __typename?: 'WishlistVariantInfo';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The caller's lists: always one merkzettel, plus the customer's own and imported lists. */
export type Wishlists = {
  __typename?: 'Wishlists';
  merkzettel: Wishlist;
  /** Own lists first (oldest first), then lists shared with the caller; empty for anonymous visitors. */
  otherLists: Array<Wishlist>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AbTest: ResolverTypeWrapper<AbTest>;
  AccountData: ResolverTypeWrapper<AccountData>;
  AddPositionInput: AddPositionInput;
  AddWishlistToCartResult: ResolverTypeWrapper<AddWishlistToCartResult>;
  AddedPosition: ResolverTypeWrapper<AddedPosition>;
  Address: ResolverTypeWrapper<Address>;
  AddressResult: ResolverTypeWrapper<AddressResult>;
  AddressType: AddressType;
  AmazonBuyer: ResolverTypeWrapper<AmazonBuyer>;
  AmazonCheckoutResult: ResolverTypeWrapper<AmazonCheckoutResult>;
  AmazonCheckoutStart: ResolverTypeWrapper<AmazonCheckoutStart>;
  AmazonPayExpress: ResolverTypeWrapper<AmazonPayExpress>;
  AudioSample: ResolverTypeWrapper<AudioSample>;
  AuthResult: ResolverTypeWrapper<AuthResult>;
  B2bCertificate: ResolverTypeWrapper<B2bCertificate>;
  B2bCertificateResult: ResolverTypeWrapper<B2bCertificateResult>;
  B2bCertificateStatus: B2bCertificateStatus;
  BasePrice: ResolverTypeWrapper<BasePrice>;
  BestellscheinCartResult: ResolverTypeWrapper<BestellscheinCartResult>;
  BestellscheinEntryInput: BestellscheinEntryInput;
  BestellscheinEntryValidity: ResolverTypeWrapper<BestellscheinEntryValidity>;
  BestellscheinFollowProduct: ResolverTypeWrapper<BestellscheinFollowProduct>;
  BillingAddressInput: BillingAddressInput;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BreadcrumbEntry: ResolverTypeWrapper<BreadcrumbEntry>;
  Cart: ResolverTypeWrapper<Cart>;
  CartAttributes: ResolverTypeWrapper<CartAttributes>;
  CartCatalog: ResolverTypeWrapper<CartCatalog>;
  CartItem: ResolverTypeWrapper<CartItem>;
  CartOpInput: CartOpInput;
  CartShipper: ResolverTypeWrapper<CartShipper>;
  CartTotals: ResolverTypeWrapper<CartTotals>;
  CartUnitPrices: ResolverTypeWrapper<CartUnitPrices>;
  CartUpdateResult: ResolverTypeWrapper<CartUpdateResult>;
  CartVoucher: ResolverTypeWrapper<CartVoucher>;
  CatalogCodeInput: CatalogCodeInput;
  CatalogOpInput: CatalogOpInput;
  Category: ResolverTypeWrapper<Category>;
  CategoryFacetValue: ResolverTypeWrapper<CategoryFacetValue>;
  Cell: ResolverTypeWrapper<Cell>;
  ChangeAccountDataInput: ChangeAccountDataInput;
  ChangeQuantityInput: ChangeQuantityInput;
  CheckoutRequirement: CheckoutRequirement;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  Competition: ResolverTypeWrapper<Competition>;
  CompetitionEntryInput: CompetitionEntryInput;
  CompetitionEntryResult: ResolverTypeWrapper<CompetitionEntryResult>;
  ComputopData: ResolverTypeWrapper<ComputopData>;
  ComputopField: ResolverTypeWrapper<ComputopField>;
  ConfirmationCleanupResult: ResolverTypeWrapper<ConfirmationCleanupResult>;
  ContactEmails: ResolverTypeWrapper<ContactEmails>;
  ContactEmailsInput: ContactEmailsInput;
  ContactFormData: ResolverTypeWrapper<ContactFormData>;
  ContactFormResult: ResolverTypeWrapper<ContactFormResult>;
  ContactMessageInput: ContactMessageInput;
  CoreSearchResult: ResolverTypeWrapper<CoreSearchResult>;
  CreateWishlistInviteResult: ResolverTypeWrapper<CreateWishlistInviteResult>;
  CustomerAddress: ResolverTypeWrapper<CustomerAddress>;
  CustomerInfo: ResolverTypeWrapper<CustomerInfo>;
  CustomerToken: ResolverTypeWrapper<CustomerToken>;
  DataFact: ResolverTypeWrapper<DataFact>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryStatus: ResolverTypeWrapper<DeliveryStatus>;
  DeliveryType: DeliveryType;
  Download: ResolverTypeWrapper<Download>;
  DownloadGroup: ResolverTypeWrapper<DownloadGroup>;
  EarlierReturn: ResolverTypeWrapper<EarlierReturn>;
  EarlierReturnItem: ResolverTypeWrapper<EarlierReturnItem>;
  EnergyEfficiency: ResolverTypeWrapper<EnergyEfficiency>;
  EnumFacet: ResolverTypeWrapper<EnumFacet>;
  EnumFilterInput: EnumFilterInput;
  ExtraBadge: ResolverTypeWrapper<ExtraBadge>;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  FieldError: ResolverTypeWrapper<FieldError>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FooterData: ResolverTypeWrapper<FooterData>;
  FooterLink: ResolverTypeWrapper<FooterLink>;
  FooterLinkBlock: ResolverTypeWrapper<FooterLinkBlock>;
  FooterUsp: ResolverTypeWrapper<FooterUsp>;
  ForgotPasswordInput: ForgotPasswordInput;
  ForgotPasswordResult: ResolverTypeWrapper<ForgotPasswordResult>;
  FreeArticle: ResolverTypeWrapper<FreeArticle>;
  GlobalParameter: ResolverTypeWrapper<GlobalParameter>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageFormat: ImageFormat;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceFile: ResolverTypeWrapper<InvoiceFile>;
  Item: ResolverTypeWrapper<Item>;
  LabelAttribute: ResolverTypeWrapper<LabelAttribute>;
  LightningDealInfo: ResolverTypeWrapper<LightningDealInfo>;
  LightningRefreshResult: ResolverTypeWrapper<LightningRefreshResult>;
  LightningReservation: ResolverTypeWrapper<LightningReservation>;
  LightningReservationResult: ResolverTypeWrapper<LightningReservationResult>;
  ListEntry: ResolverTypeWrapper<ListEntry>;
  ListingFacets: ResolverTypeWrapper<ListingFacets>;
  LongTailAdjustment: ResolverTypeWrapper<LongTailAdjustment>;
  MatrixCodeMessage: ResolverTypeWrapper<MatrixCodeMessage>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  NewsletterResult: ResolverTypeWrapper<NewsletterResult>;
  NewsletterSubscribeInput: NewsletterSubscribeInput;
  NewsletterUnsubscribeInput: NewsletterUnsubscribeInput;
  Order: ResolverTypeWrapper<Order>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderFormFile: ResolverTypeWrapper<OrderFormFile>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  OrderPageInfo: ResolverTypeWrapper<OrderPageInfo>;
  OrderPaymentStatus: OrderPaymentStatus;
  OrderStatus: OrderStatus;
  OrderSummary: ResolverTypeWrapper<OrderSummary>;
  OrderSummaryItem: ResolverTypeWrapper<OrderSummaryItem>;
  OrderVariantAttribute: ResolverTypeWrapper<OrderVariantAttribute>;
  OrdersPage: ResolverTypeWrapper<OrdersPage>;
  PageDetails: ResolverTypeWrapper<PageDetails>;
  PageType: PageType;
  PagingInput: PagingInput;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PositionOpInput: PositionOpInput;
  PowerPlugScope: ResolverTypeWrapper<PowerPlugScope>;
  PreviewData: ResolverTypeWrapper<PreviewData>;
  PreviewScenario: ResolverTypeWrapper<PreviewScenario>;
  Prices: ResolverTypeWrapper<Prices>;
  PrimeInfo: ResolverTypeWrapper<PrimeInfo>;
  PrimeOffer: ResolverTypeWrapper<PrimeOffer>;
  PrimePurchase: ResolverTypeWrapper<PrimePurchase>;
  PrimePurchaseStatus: PrimePurchaseStatus;
  PrimeStatus: PrimeStatus;
  PrimeSubscriptionInput: PrimeSubscriptionInput;
  PrimeSubscriptionResult: ResolverTypeWrapper<PrimeSubscriptionResult>;
  PrimeWaitingListInput: PrimeWaitingListInput;
  PrimeWaitingListResult: ResolverTypeWrapper<PrimeWaitingListResult>;
  PrintedCatalogue: ResolverTypeWrapper<PrintedCatalogue>;
  Product: ResolverTypeWrapper<Product>;
  ProductCard: ResolverTypeWrapper<ProductCard>;
  ProductCardBadges: ResolverTypeWrapper<ProductCardBadges>;
  ProductCardPrice: ResolverTypeWrapper<ProductCardPrice>;
  ProductDescriptionReviewInput: ProductDescriptionReviewInput;
  ProductDescriptionReviewResult: ResolverTypeWrapper<ProductDescriptionReviewResult>;
  ProductExtraTabRef: ResolverTypeWrapper<ProductExtraTabRef>;
  ProductList: ResolverTypeWrapper<ProductList>;
  ProductTab: ResolverTypeWrapper<ProductTab>;
  ProductTeaser: ResolverTypeWrapper<ProductTeaser>;
  ProductVideo: ResolverTypeWrapper<ProductVideo>;
  ProductWarning: ResolverTypeWrapper<ProductWarning>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RangeFacet: ResolverTypeWrapper<RangeFacet>;
  RangeFilterInput: RangeFilterInput;
  RateReviewHelpfulResult: ResolverTypeWrapper<RateReviewHelpfulResult>;
  RatingDecryptResult: ResolverTypeWrapper<RatingDecryptResult>;
  RecordGlanceResult: ResolverTypeWrapper<RecordGlanceResult>;
  RegisterB2bCustomerInput: RegisterB2bCustomerInput;
  RegisterCustomerInput: RegisterCustomerInput;
  RegisterGuestInput: RegisterGuestInput;
  RemovePositionInput: RemovePositionInput;
  ReturnContactInput: ReturnContactInput;
  ReturnItemInput: ReturnItemInput;
  ReturnOption: ResolverTypeWrapper<ReturnOption>;
  ReturnOrder: ResolverTypeWrapper<ReturnOrder>;
  ReturnOrderInput: ReturnOrderInput;
  ReturnOrderItem: ResolverTypeWrapper<ReturnOrderItem>;
  ReturnReason: ReturnReason;
  Review: ResolverTypeWrapper<Review>;
  ReviewFilterInput: ReviewFilterInput;
  ReviewList: ResolverTypeWrapper<ReviewList>;
  Row: ResolverTypeWrapper<Row>;
  SaveReviewInput: SaveReviewInput;
  SaveReviewResult: ResolverTypeWrapper<SaveReviewResult>;
  SearchCheck: ResolverTypeWrapper<SearchCheck>;
  SearchLink: ResolverTypeWrapper<SearchLink>;
  SearchSuggestions: ResolverTypeWrapper<SearchSuggestions>;
  SelectedVariantInput: SelectedVariantInput;
  Shipment: ResolverTypeWrapper<Shipment>;
  ShipmentItem: ResolverTypeWrapper<ShipmentItem>;
  ShipmentStatus: ShipmentStatus;
  ShippingAddressInput: ShippingAddressInput;
  Shop: ResolverTypeWrapper<Shop>;
  ShopInitResult: ResolverTypeWrapper<ShopInitResult>;
  SpecialPrice: ResolverTypeWrapper<SpecialPrice>;
  SpeditionField: ResolverTypeWrapper<SpeditionField>;
  SpeditionFieldInput: SpeditionFieldInput;
  StoreCode: StoreCode;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitCartResult: ResolverTypeWrapper<SubmitCartResult>;
  SubmitReturnResult: ResolverTypeWrapper<SubmitReturnResult>;
  SuggestQuery: ResolverTypeWrapper<SuggestQuery>;
  SuggestedFilter: ResolverTypeWrapper<SuggestedFilter>;
  Teaser: ResolverTypeWrapper<Teaser>;
  TeaserAttribute: ResolverTypeWrapper<TeaserAttribute>;
  TeaserWishlist: ResolverTypeWrapper<TeaserWishlist>;
  ThankYouPageData: ResolverTypeWrapper<ThankYouPageData>;
  TrackingEventInput: TrackingEventInput;
  UploadResult: ResolverTypeWrapper<UploadResult>;
  UploadSignature: ResolverTypeWrapper<UploadSignature>;
  VariantAttribute: ResolverTypeWrapper<VariantAttribute>;
  VariantAttributeValue: ResolverTypeWrapper<VariantAttributeValue>;
  VariantInfo: ResolverTypeWrapper<VariantInfo>;
  VariantOption: ResolverTypeWrapper<VariantOption>;
  VisitorLoginState: VisitorLoginState;
  VisitorType: VisitorType;
  VoucherCodeInput: VoucherCodeInput;
  VoucherOpInput: VoucherOpInput;
  Wishlist: ResolverTypeWrapper<Wishlist>;
  WishlistActions: ResolverTypeWrapper<WishlistActions>;
  WishlistCartLine: ResolverTypeWrapper<WishlistCartLine>;
  WishlistComment: ResolverTypeWrapper<WishlistComment>;
  WishlistEntry: ResolverTypeWrapper<WishlistEntry>;
  WishlistEntryChoiceInput: WishlistEntryChoiceInput;
  WishlistEntryInput: WishlistEntryInput;
  WishlistEntryTotals: ResolverTypeWrapper<WishlistEntryTotals>;
  WishlistInvite: ResolverTypeWrapper<WishlistInvite>;
  WishlistInvitePreview: ResolverTypeWrapper<WishlistInvitePreview>;
  WishlistInviteRole: WishlistInviteRole;
  WishlistItem: ResolverTypeWrapper<WishlistItem>;
  WishlistProduct: ResolverTypeWrapper<WishlistProduct>;
  WishlistQuantityInput: WishlistQuantityInput;
  WishlistReplaceInput: WishlistReplaceInput;
  WishlistResult: ResolverTypeWrapper<WishlistResult>;
  WishlistRole: WishlistRole;
  WishlistUser: ResolverTypeWrapper<WishlistUser>;
  WishlistVariantInfo: ResolverTypeWrapper<WishlistVariantInfo>;
  Wishlists: ResolverTypeWrapper<Wishlists>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AbTest: AbTest;
  AccountData: AccountData;
  AddPositionInput: AddPositionInput;
  AddWishlistToCartResult: AddWishlistToCartResult;
  AddedPosition: AddedPosition;
  Address: Address;
  AddressResult: AddressResult;
  AmazonBuyer: AmazonBuyer;
  AmazonCheckoutResult: AmazonCheckoutResult;
  AmazonCheckoutStart: AmazonCheckoutStart;
  AmazonPayExpress: AmazonPayExpress;
  AudioSample: AudioSample;
  AuthResult: AuthResult;
  B2bCertificate: B2bCertificate;
  B2bCertificateResult: B2bCertificateResult;
  BasePrice: BasePrice;
  BestellscheinCartResult: BestellscheinCartResult;
  BestellscheinEntryInput: BestellscheinEntryInput;
  BestellscheinEntryValidity: BestellscheinEntryValidity;
  BestellscheinFollowProduct: BestellscheinFollowProduct;
  BillingAddressInput: BillingAddressInput;
  Boolean: Scalars['Boolean']['output'];
  BreadcrumbEntry: BreadcrumbEntry;
  Cart: Cart;
  CartAttributes: CartAttributes;
  CartCatalog: CartCatalog;
  CartItem: CartItem;
  CartOpInput: CartOpInput;
  CartShipper: CartShipper;
  CartTotals: CartTotals;
  CartUnitPrices: CartUnitPrices;
  CartUpdateResult: CartUpdateResult;
  CartVoucher: CartVoucher;
  CatalogCodeInput: CatalogCodeInput;
  CatalogOpInput: CatalogOpInput;
  Category: Category;
  CategoryFacetValue: CategoryFacetValue;
  Cell: Cell;
  ChangeAccountDataInput: ChangeAccountDataInput;
  ChangeQuantityInput: ChangeQuantityInput;
  CheckoutResult: CheckoutResult;
  Competition: Competition;
  CompetitionEntryInput: CompetitionEntryInput;
  CompetitionEntryResult: CompetitionEntryResult;
  ComputopData: ComputopData;
  ComputopField: ComputopField;
  ConfirmationCleanupResult: ConfirmationCleanupResult;
  ContactEmails: ContactEmails;
  ContactEmailsInput: ContactEmailsInput;
  ContactFormData: ContactFormData;
  ContactFormResult: ContactFormResult;
  ContactMessageInput: ContactMessageInput;
  CoreSearchResult: CoreSearchResult;
  CreateWishlistInviteResult: CreateWishlistInviteResult;
  CustomerAddress: CustomerAddress;
  CustomerInfo: CustomerInfo;
  CustomerToken: CustomerToken;
  DataFact: DataFact;
  DateTime: Scalars['DateTime']['output'];
  DeliveryStatus: DeliveryStatus;
  Download: Download;
  DownloadGroup: DownloadGroup;
  EarlierReturn: EarlierReturn;
  EarlierReturnItem: EarlierReturnItem;
  EnergyEfficiency: EnergyEfficiency;
  EnumFacet: EnumFacet;
  EnumFilterInput: EnumFilterInput;
  ExtraBadge: ExtraBadge;
  FacetValue: FacetValue;
  FieldError: FieldError;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  FooterData: FooterData;
  FooterLink: FooterLink;
  FooterLinkBlock: FooterLinkBlock;
  FooterUsp: FooterUsp;
  ForgotPasswordInput: ForgotPasswordInput;
  ForgotPasswordResult: ForgotPasswordResult;
  FreeArticle: FreeArticle;
  GlobalParameter: GlobalParameter;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  InvoiceFile: InvoiceFile;
  Item: Item;
  LabelAttribute: LabelAttribute;
  LightningDealInfo: LightningDealInfo;
  LightningRefreshResult: LightningRefreshResult;
  LightningReservation: LightningReservation;
  LightningReservationResult: LightningReservationResult;
  ListEntry: ListEntry;
  ListingFacets: ListingFacets;
  LongTailAdjustment: LongTailAdjustment;
  MatrixCodeMessage: MatrixCodeMessage;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NavigationItem: NavigationItem;
  NewsletterResult: NewsletterResult;
  NewsletterSubscribeInput: NewsletterSubscribeInput;
  NewsletterUnsubscribeInput: NewsletterUnsubscribeInput;
  Order: Order;
  OrderAddress: OrderAddress;
  OrderFormFile: OrderFormFile;
  OrderItem: OrderItem;
  OrderPageInfo: OrderPageInfo;
  OrderSummary: OrderSummary;
  OrderSummaryItem: OrderSummaryItem;
  OrderVariantAttribute: OrderVariantAttribute;
  OrdersPage: OrdersPage;
  PageDetails: PageDetails;
  PagingInput: PagingInput;
  PaymentMethod: PaymentMethod;
  PositionOpInput: PositionOpInput;
  PowerPlugScope: PowerPlugScope;
  PreviewData: PreviewData;
  PreviewScenario: PreviewScenario;
  Prices: Prices;
  PrimeInfo: PrimeInfo;
  PrimeOffer: PrimeOffer;
  PrimePurchase: PrimePurchase;
  PrimeSubscriptionInput: PrimeSubscriptionInput;
  PrimeSubscriptionResult: PrimeSubscriptionResult;
  PrimeWaitingListInput: PrimeWaitingListInput;
  PrimeWaitingListResult: PrimeWaitingListResult;
  PrintedCatalogue: PrintedCatalogue;
  Product: Product;
  ProductCard: ProductCard;
  ProductCardBadges: ProductCardBadges;
  ProductCardPrice: ProductCardPrice;
  ProductDescriptionReviewInput: ProductDescriptionReviewInput;
  ProductDescriptionReviewResult: ProductDescriptionReviewResult;
  ProductExtraTabRef: ProductExtraTabRef;
  ProductList: ProductList;
  ProductTab: ProductTab;
  ProductTeaser: ProductTeaser;
  ProductVideo: ProductVideo;
  ProductWarning: ProductWarning;
  Query: Record<PropertyKey, never>;
  RangeFacet: RangeFacet;
  RangeFilterInput: RangeFilterInput;
  RateReviewHelpfulResult: RateReviewHelpfulResult;
  RatingDecryptResult: RatingDecryptResult;
  RecordGlanceResult: RecordGlanceResult;
  RegisterB2bCustomerInput: RegisterB2bCustomerInput;
  RegisterCustomerInput: RegisterCustomerInput;
  RegisterGuestInput: RegisterGuestInput;
  RemovePositionInput: RemovePositionInput;
  ReturnContactInput: ReturnContactInput;
  ReturnItemInput: ReturnItemInput;
  ReturnOption: ReturnOption;
  ReturnOrder: ReturnOrder;
  ReturnOrderInput: ReturnOrderInput;
  ReturnOrderItem: ReturnOrderItem;
  Review: Review;
  ReviewFilterInput: ReviewFilterInput;
  ReviewList: ReviewList;
  Row: Row;
  SaveReviewInput: SaveReviewInput;
  SaveReviewResult: SaveReviewResult;
  SearchCheck: SearchCheck;
  SearchLink: SearchLink;
  SearchSuggestions: SearchSuggestions;
  SelectedVariantInput: SelectedVariantInput;
  Shipment: Shipment;
  ShipmentItem: ShipmentItem;
  ShippingAddressInput: ShippingAddressInput;
  Shop: Shop;
  ShopInitResult: ShopInitResult;
  SpecialPrice: SpecialPrice;
  SpeditionField: SpeditionField;
  SpeditionFieldInput: SpeditionFieldInput;
  String: Scalars['String']['output'];
  SubmitCartResult: SubmitCartResult;
  SubmitReturnResult: SubmitReturnResult;
  SuggestQuery: SuggestQuery;
  SuggestedFilter: SuggestedFilter;
  Teaser: Teaser;
  TeaserAttribute: TeaserAttribute;
  TeaserWishlist: TeaserWishlist;
  ThankYouPageData: ThankYouPageData;
  TrackingEventInput: TrackingEventInput;
  UploadResult: UploadResult;
  UploadSignature: UploadSignature;
  VariantAttribute: VariantAttribute;
  VariantAttributeValue: VariantAttributeValue;
  VariantInfo: VariantInfo;
  VariantOption: VariantOption;
  VoucherCodeInput: VoucherCodeInput;
  VoucherOpInput: VoucherOpInput;
  Wishlist: Wishlist;
  WishlistActions: WishlistActions;
  WishlistCartLine: WishlistCartLine;
  WishlistComment: WishlistComment;
  WishlistEntry: WishlistEntry;
  WishlistEntryChoiceInput: WishlistEntryChoiceInput;
  WishlistEntryInput: WishlistEntryInput;
  WishlistEntryTotals: WishlistEntryTotals;
  WishlistInvite: WishlistInvite;
  WishlistInvitePreview: WishlistInvitePreview;
  WishlistItem: WishlistItem;
  WishlistProduct: WishlistProduct;
  WishlistQuantityInput: WishlistQuantityInput;
  WishlistReplaceInput: WishlistReplaceInput;
  WishlistResult: WishlistResult;
  WishlistUser: WishlistUser;
  WishlistVariantInfo: WishlistVariantInfo;
  Wishlists: Wishlists;
};

export type AbTestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AbTest'] = ResolversParentTypes['AbTest']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trackingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AccountDataResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AccountData'] = ResolversParentTypes['AccountData']> = {
  customerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobTitleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfEmployees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryIndustryGroupCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schoolOrCompany?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vatRegistrationNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddWishlistToCartResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddWishlistToCartResult'] = ResolversParentTypes['AddWishlistToCartResult']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxInCart?: Resolver<Array<ResolversTypes['WishlistCartLine']>, ParentType, ContextType>;
  quantityChanged?: Resolver<Array<ResolversTypes['WishlistCartLine']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  successfullyAdded?: Resolver<Array<ResolversTypes['WishlistCartLine']>, ParentType, ContextType>;
  variantsToChoose?: Resolver<Array<ResolversTypes['WishlistCartLine']>, ParentType, ContextType>;
};

export type AddedPositionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddedPosition'] = ResolversParentTypes['AddedPosition']> = {
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityLightning?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityNormal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressAddition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  addressType?: Resolver<ResolversTypes['AddressType'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isAlsoCustomerAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packstationAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolOrCompany?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AddressResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddressResult'] = ResolversParentTypes['AddressResult']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  generalErrorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successfull?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AmazonBuyerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AmazonBuyer'] = ResolversParentTypes['AmazonBuyer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AmazonCheckoutResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AmazonCheckoutResult'] = ResolversParentTypes['AmazonCheckoutResult']> = {
  buyer?: Resolver<Maybe<ResolversTypes['AmazonBuyer']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AmazonCheckoutStartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AmazonCheckoutStart'] = ResolversParentTypes['AmazonCheckoutStart']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AmazonPayExpressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AmazonPayExpress'] = ResolversParentTypes['AmazonPayExpress']> = {
  blockedItemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  offered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AudioSampleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AudioSample'] = ResolversParentTypes['AudioSample']> = {
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mimeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = {
  cartMerged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  customerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  generalErrorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sharedListMerged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  successfull?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['CustomerToken']>, ParentType, ContextType>;
  updatedCartId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type B2bCertificateResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['B2bCertificate'] = ResolversParentTypes['B2bCertificate']> = {
  reviewedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['B2bCertificateStatus'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type B2bCertificateResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['B2bCertificateResult'] = ResolversParentTypes['B2bCertificateResult']> = {
  certificate?: Resolver<Maybe<ResolversTypes['B2bCertificate']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BasePriceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BasePrice'] = ResolversParentTypes['BasePrice']> = {
  isDisplayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BestellscheinCartResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BestellscheinCartResult'] = ResolversParentTypes['BestellscheinCartResult']> = {
  addedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['BestellscheinEntryValidity']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BestellscheinEntryValidityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BestellscheinEntryValidity'] = ResolversParentTypes['BestellscheinEntryValidity']> = {
  followProduct?: Resolver<Maybe<ResolversTypes['BestellscheinFollowProduct']>, ParentType, ContextType>;
  hasFollowProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validForCart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BestellscheinFollowProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BestellscheinFollowProduct'] = ResolversParentTypes['BestellscheinFollowProduct']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BreadcrumbEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BreadcrumbEntry'] = ResolversParentTypes['BreadcrumbEntry']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  amazonPayExpress?: Resolver<Maybe<ResolversTypes['AmazonPayExpress']>, ParentType, ContextType>;
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attributes?: Resolver<ResolversTypes['CartAttributes'], ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  catalogs?: Resolver<Array<ResolversTypes['CartCatalog']>, ParentType, ContextType>;
  contactEmails?: Resolver<ResolversTypes['ContactEmails'], ParentType, ContextType>;
  deliveryCountry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  freeArticles?: Resolver<Array<ResolversTypes['FreeArticle']>, ParentType, ContextType>;
  giftMinimumPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  itemsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lightningReservation?: Resolver<ResolversTypes['LightningReservation'], ParentType, ContextType>;
  newsletterOptIn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderComment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packstationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  paymentStepAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  positionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relatedVoucherCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  selectedPaymentMethod?: Resolver<Maybe<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  shippers?: Resolver<Array<ResolversTypes['CartShipper']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  shippingValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  speditionsFields?: Resolver<Array<ResolversTypes['SpeditionField']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
  vouchers?: Resolver<Array<ResolversTypes['CartVoucher']>, ParentType, ContextType>;
};

export type CartAttributesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartAttributes'] = ResolversParentTypes['CartAttributes']> = {
  submitted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartCatalogResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartCatalog'] = ResolversParentTypes['CartCatalog']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  deliveryStatusColor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryStatusText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  isFreeItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLightningDeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netPricePerUnitLightning?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  operationsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pricePerUnit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  pricePerUnitLightning?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityLightning?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityNormal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relatedVoucherCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  removableItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrices?: Resolver<ResolversTypes['CartUnitPrices'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['VariantAttributeValue']>, ParentType, ContextType>;
};

export type CartShipperResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartShipper'] = ResolversParentTypes['CartShipper']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costs?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  infoCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = {
  basketValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  netValue?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  voucherDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartUnitPricesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartUnitPrices'] = ResolversParentTypes['CartUnitPrices']> = {
  basePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  basePriceUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  isBestPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  old?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  raw?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartUpdateResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartUpdateResult'] = ResolversParentTypes['CartUpdateResult']> = {
  addedPositions?: Resolver<Array<ResolversTypes['AddedPosition']>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CartVoucherResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartVoucher'] = ResolversParentTypes['CartVoucher']> = {
  attainable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  failureDescriptions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  minimumOrderValue?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  missingAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  breadcrumb?: Resolver<Array<ResolversTypes['BreadcrumbEntry']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  defaultSort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryFacetValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CategoryFacetValue'] = ResolversParentTypes['CategoryFacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CellResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Cell'] = ResolversParentTypes['Cell']> = {
  competition?: Resolver<Maybe<ResolversTypes['Competition']>, ParentType, ContextType>;
  elementType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teasers?: Resolver<Array<ResolversTypes['Teaser']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CompetitionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Competition'] = ResolversParentTypes['Competition']> = {
  closesAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CompetitionEntryResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompetitionEntryResult'] = ResolversParentTypes['CompetitionEntryResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ComputopDataResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ComputopData'] = ResolversParentTypes['ComputopData']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['ComputopField']>, ParentType, ContextType>;
};

export type ComputopFieldResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ComputopField'] = ResolversParentTypes['ComputopField']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfirmationCleanupResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConfirmationCleanupResult'] = ResolversParentTypes['ConfirmationCleanupResult']> = {
  cartId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ContactEmailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ContactEmails'] = ResolversParentTypes['ContactEmails']> = {
  billingAlternativeEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  billingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preselectedBillingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preselectedShippingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingAlternativeEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shippingEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ContactFormDataResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ContactFormData'] = ResolversParentTypes['ContactFormData']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContactFormResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ContactFormResult'] = ResolversParentTypes['ContactFormResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CoreSearchResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CoreSearchResult'] = ResolversParentTypes['CoreSearchResult']> = {
  isFuzzy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['SearchLink']>, ParentType, ContextType>;
  results?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType>;
  searchTerm?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateWishlistInviteResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateWishlistInviteResult'] = ResolversParentTypes['CreateWishlistInviteResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invite?: Resolver<Maybe<ResolversTypes['WishlistInvite']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  VATRegistrationNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  customerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  jobTitleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfEmployees?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryIndustryGroupCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomerInfo'] = ResolversParentTypes['CustomerInfo']> = {
  categoryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExistingCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNewCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primeInfo?: Resolver<ResolversTypes['PrimeInfo'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  visitorLoginState?: Resolver<ResolversTypes['VisitorLoginState'], ParentType, ContextType>;
  visitorType?: Resolver<ResolversTypes['VisitorType'], ParentType, ContextType>;
};

export type CustomerTokenResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomerToken'] = ResolversParentTypes['CustomerToken']> = {
  expires?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  guest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataFactResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DataFact'] = ResolversParentTypes['DataFact']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryStatus'] = ResolversParentTypes['DeliveryStatus']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Download'] = ResolversParentTypes['Download']> = {
  dataName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownloadGroupResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DownloadGroup'] = ResolversParentTypes['DownloadGroup']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['Download']>, ParentType, ContextType>;
};

export type EarlierReturnResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EarlierReturn'] = ResolversParentTypes['EarlierReturn']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['EarlierReturnItem']>, ParentType, ContextType>;
  regulation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rma?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EarlierReturnItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EarlierReturnItem'] = ResolversParentTypes['EarlierReturnItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReturnReason'], ParentType, ContextType>;
};

export type EnergyEfficiencyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EnergyEfficiency'] = ResolversParentTypes['EnergyEfficiency']> = {
  detailsImgPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  energyClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imgAlt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imgPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnumFacetResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EnumFacet'] = ResolversParentTypes['EnumFacet']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
};

export type ExtraBadgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ExtraBadge'] = ResolversParentTypes['ExtraBadge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacetValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  form?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FooterDataResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FooterData'] = ResolversParentTypes['FooterData']> = {
  links?: Resolver<Array<ResolversTypes['FooterLinkBlock']>, ParentType, ContextType>;
  usps?: Resolver<Array<ResolversTypes['FooterUsp']>, ParentType, ContextType>;
};

export type FooterLinkResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FooterLink'] = ResolversParentTypes['FooterLink']> = {
  external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FooterLinkBlockResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FooterLinkBlock'] = ResolversParentTypes['FooterLinkBlock']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['FooterLink']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FooterUspResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FooterUsp'] = ResolversParentTypes['FooterUsp']> = {
  headline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subheadline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ForgotPasswordResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ForgotPasswordResult'] = ResolversParentTypes['ForgotPasswordResult']> = {
  emailToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  passwordOpsError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successfull?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  triesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FreeArticleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FreeArticle'] = ResolversParentTypes['FreeArticle']> = {
  attained?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  minimumPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  missingAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GlobalParameterResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GlobalParameter'] = ResolversParentTypes['GlobalParameter']> = {
  entry?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ImageFormat'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvoiceFileResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InvoiceFile'] = ResolversParentTypes['InvoiceFile']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  areAllDeliveryTimesTheSame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableForSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dangerWarnings?: Resolver<Array<ResolversTypes['ProductWarning']>, ParentType, ContextType>;
  dataAndFacts?: Resolver<Array<ResolversTypes['DataFact']>, ParentType, ContextType>;
  deliveryFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryStatus?: Resolver<ResolversTypes['DeliveryStatus'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lightningDealInfo?: Resolver<Maybe<ResolversTypes['LightningDealInfo']>, ParentType, ContextType>;
  matrixCodeMessages?: Resolver<Array<ResolversTypes['MatrixCodeMessage']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  powerPlugScope?: Resolver<Maybe<ResolversTypes['PowerPlugScope']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['Prices'], ParentType, ContextType>;
  primeFaehig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['VariantAttributeValue']>, ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['ProductWarning']>, ParentType, ContextType>;
};

export type LabelAttributeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LabelAttribute'] = ResolversParentTypes['LabelAttribute']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LightningDealInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LightningDealInfo'] = ResolversParentTypes['LightningDealInfo']> = {
  isAvailableLightningDeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lightningDealTimestampUntil?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lightningQuantityMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lightningReservedPercentageRoundFloor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lightningSpecialPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type LightningRefreshResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LightningRefreshResult'] = ResolversParentTypes['LightningRefreshResult']> = {
  areQuantitiesReduced?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  changedItemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isAnyDealNoLongerValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type LightningReservationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LightningReservation'] = ResolversParentTypes['LightningReservation']> = {
  extended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasLightningDealReservation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLightningDealReservationExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lightningDealReservationTimestampEnd?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type LightningReservationResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LightningReservationResult'] = ResolversParentTypes['LightningReservationResult']> = {
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reservation?: Resolver<Maybe<ResolversTypes['LightningReservation']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ListEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ListEntry'] = ResolversParentTypes['ListEntry']> = {
  entryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entryText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListingFacetsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ListingFacets'] = ResolversParentTypes['ListingFacets']> = {
  categories?: Resolver<Array<ResolversTypes['CategoryFacetValue']>, ParentType, ContextType>;
  enumFacets?: Resolver<Array<ResolversTypes['EnumFacet']>, ParentType, ContextType>;
  rangeFacets?: Resolver<Array<ResolversTypes['RangeFacet']>, ParentType, ContextType>;
};

export type LongTailAdjustmentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LongTailAdjustment'] = ResolversParentTypes['LongTailAdjustment']> = {
  filters?: Resolver<Array<ResolversTypes['SuggestedFilter']>, ParentType, ContextType>;
  searchQuery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MatrixCodeMessageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MatrixCodeMessage'] = ResolversParentTypes['MatrixCodeMessage']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stringValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  abortAmazonCheckout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationAbortAmazonCheckoutArgs, 'cartId'>>;
  addBestellscheinToCart?: Resolver<ResolversTypes['BestellscheinCartResult'], ParentType, ContextType, RequireFields<MutationAddBestellscheinToCartArgs, 'cartId' | 'entries'>>;
  addBillingAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationAddBillingAddressArgs, 'input'>>;
  addShippingAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationAddShippingAddressArgs, 'input'>>;
  addToWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationAddToWishlistArgs, 'entry'>>;
  addTrackingEvents?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAddTrackingEventsArgs, 'events'>>;
  addWishlistComment?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationAddWishlistCommentArgs, 'comment' | 'entryId' | 'externalId'>>;
  addWishlistToCart?: Resolver<ResolversTypes['AddWishlistToCartResult'], ParentType, ContextType, RequireFields<MutationAddWishlistToCartArgs, 'cartId' | 'externalId'>>;
  changeAccountData?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationChangeAccountDataArgs, 'input'>>;
  changeForgottenPassword?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationChangeForgottenPasswordArgs, 'password' | 'token'>>;
  changePassword?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'newPassword' | 'oldPassword'>>;
  changeWishlistQuantity?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationChangeWishlistQuantityArgs, 'entry' | 'externalId'>>;
  completeAmazonCheckout?: Resolver<ResolversTypes['AmazonCheckoutResult'], ParentType, ContextType, RequireFields<MutationCompleteAmazonCheckoutArgs, 'amazonCheckoutSessionId' | 'cartId'>>;
  confirmNewsletterSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationConfirmNewsletterSubscriptionArgs, 'token'>>;
  confirmationCleanup?: Resolver<ResolversTypes['ConfirmationCleanupResult'], ParentType, ContextType, RequireFields<MutationConfirmationCleanupArgs, 'cartId'>>;
  convertTeaserWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationConvertTeaserWishlistArgs, 'teaserId'>>;
  createWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationCreateWishlistArgs, 'name'>>;
  createWishlistInvite?: Resolver<ResolversTypes['CreateWishlistInviteResult'], ParentType, ContextType, RequireFields<MutationCreateWishlistInviteArgs, 'externalId' | 'role'>>;
  deleteAccount?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'password'>>;
  deleteAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'addressId'>>;
  deleteWishlistComment?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationDeleteWishlistCommentArgs, 'commentId' | 'externalId'>>;
  enterCompetition?: Resolver<ResolversTypes['CompetitionEntryResult'], ParentType, ContextType, RequireFields<MutationEnterCompetitionArgs, 'input'>>;
  extendLightningReservation?: Resolver<ResolversTypes['LightningReservationResult'], ParentType, ContextType, RequireFields<MutationExtendLightningReservationArgs, 'cartId'>>;
  forgotPassword?: Resolver<ResolversTypes['ForgotPasswordResult'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'input'>>;
  importSharedWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationImportSharedWishlistArgs, 'token'>>;
  joinPrimeWaitingList?: Resolver<ResolversTypes['PrimeWaitingListResult'], ParentType, ContextType, RequireFields<MutationJoinPrimeWaitingListArgs, 'input'>>;
  login?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType>;
  rateReviewHelpful?: Resolver<ResolversTypes['RateReviewHelpfulResult'], ParentType, ContextType, RequireFields<MutationRateReviewHelpfulArgs, 'ratingId'>>;
  recordGlance?: Resolver<ResolversTypes['RecordGlanceResult'], ParentType, ContextType, RequireFields<MutationRecordGlanceArgs, 'domain' | 'itemId' | 'productId'>>;
  refreshLightningReservation?: Resolver<ResolversTypes['LightningRefreshResult'], ParentType, ContextType, RequireFields<MutationRefreshLightningReservationArgs, 'cartId'>>;
  registerB2bCustomer?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterB2bCustomerArgs, 'input'>>;
  registerCustomer?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterCustomerArgs, 'input'>>;
  registerGuest?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterGuestArgs, 'input'>>;
  removeFromWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRemoveFromWishlistArgs, 'entryId' | 'externalId'>>;
  removeWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRemoveWishlistArgs, 'externalId'>>;
  removeWishlistMember?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRemoveWishlistMemberArgs, 'externalId' | 'memberId'>>;
  renameWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRenameWishlistArgs, 'externalId' | 'name'>>;
  replaceWishlistItem?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationReplaceWishlistItemArgs, 'entry' | 'entryId' | 'externalId'>>;
  restoreWishlistEntry?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRestoreWishlistEntryArgs, 'entryId' | 'externalId'>>;
  revokeWishlistInvite?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationRevokeWishlistInviteArgs, 'externalId' | 'inviteId'>>;
  saveProductDescriptionReview?: Resolver<ResolversTypes['ProductDescriptionReviewResult'], ParentType, ContextType, RequireFields<MutationSaveProductDescriptionReviewArgs, 'input'>>;
  saveReview?: Resolver<ResolversTypes['SaveReviewResult'], ParentType, ContextType, RequireFields<MutationSaveReviewArgs, 'input'>>;
  saveSpeditionData?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSaveSpeditionDataArgs, 'cartId' | 'fields'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactFormResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  setBillingAddress?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetBillingAddressArgs, 'cartId'>>;
  setContactEmails?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetContactEmailsArgs, 'cartId' | 'input'>>;
  setDeliveryType?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetDeliveryTypeArgs, 'cartId' | 'deliveryType'>>;
  setOrderComment?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetOrderCommentArgs, 'cartId' | 'orderComment'>>;
  setOrderReference?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetOrderReferenceArgs, 'cartId' | 'orderReference'>>;
  setPackstationId?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetPackstationIdArgs, 'cartId' | 'packstationId'>>;
  setSelectedPayment?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetSelectedPaymentArgs, 'cartId' | 'paymentId'>>;
  setSelectedShipper?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetSelectedShipperArgs, 'cartId' | 'code'>>;
  setShippingAddress?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetShippingAddressArgs, 'cartId'>>;
  setShippingMethod?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSetShippingMethodArgs, 'cartId' | 'methodCode'>>;
  setStandardWishlist?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationSetStandardWishlistArgs, 'externalId'>>;
  setWishlistDescription?: Resolver<ResolversTypes['WishlistResult'], ParentType, ContextType, RequireFields<MutationSetWishlistDescriptionArgs, 'description' | 'externalId'>>;
  shopInit?: Resolver<ResolversTypes['ShopInitResult'], ParentType, ContextType>;
  startAmazonCheckout?: Resolver<ResolversTypes['AmazonCheckoutStart'], ParentType, ContextType, RequireFields<MutationStartAmazonCheckoutArgs, 'cartId'>>;
  submitCart?: Resolver<ResolversTypes['SubmitCartResult'], ParentType, ContextType, RequireFields<MutationSubmitCartArgs, 'cartId'>>;
  submitPrimeSubscription?: Resolver<ResolversTypes['PrimeSubscriptionResult'], ParentType, ContextType, RequireFields<MutationSubmitPrimeSubscriptionArgs, 'input'>>;
  submitReturnOrder?: Resolver<ResolversTypes['SubmitReturnResult'], ParentType, ContextType, RequireFields<MutationSubmitReturnOrderArgs, 'input'>>;
  subscribeNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterArgs, 'input'>>;
  subscribeNewsletterFromCheckout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationSubscribeNewsletterFromCheckoutArgs, 'cartId'>>;
  unsubscribeNewsletter?: Resolver<ResolversTypes['NewsletterResult'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterArgs, 'input'>>;
  unsubscribeNewsletterByToken?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnsubscribeNewsletterByTokenArgs, 'token'>>;
  updateBillingAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationUpdateBillingAddressArgs, 'addressId' | 'input'>>;
  updateCart?: Resolver<ResolversTypes['CartUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateCartArgs, 'cartId' | 'ops'>>;
  updateEmail?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationUpdateEmailArgs, 'email'>>;
  updatePhone?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationUpdatePhoneArgs, 'phone'>>;
  updateShippingAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationUpdateShippingAddressArgs, 'addressId' | 'input'>>;
  uploadB2bCertificate?: Resolver<ResolversTypes['B2bCertificateResult'], ParentType, ContextType, RequireFields<MutationUploadB2bCertificateArgs, 'file' | 'signature'>>;
  uploadContactAttachment?: Resolver<ResolversTypes['UploadResult'], ParentType, ContextType, RequireFields<MutationUploadContactAttachmentArgs, 'file' | 'signature'>>;
  uploadReturnImage?: Resolver<ResolversTypes['UploadResult'], ParentType, ContextType, RequireFields<MutationUploadReturnImageArgs, 'file' | 'signature'>>;
};

export type NavigationItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = {
  categoryUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  hasChildren?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isExcludedFromNav?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NewsletterResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NewsletterResult'] = ResolversParentTypes['NewsletterResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  billingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipments?: Resolver<Array<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shipperCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  voucherCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  voucherDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  addressAddition?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packstationAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  postCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  salutation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  schoolOrCompany?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderFormFileResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderFormFile'] = ResolversParentTypes['OrderFormFile']> = {
  contentBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  isFreeItem?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lightningDealExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lightningUnitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityLightning?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['OrderVariantAttribute']>, ParentType, ContextType>;
};

export type OrderPageInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderPageInfo'] = ResolversParentTypes['OrderPageInfo']> = {
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  elementsPerPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalElements?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderSummaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderSummary'] = ResolversParentTypes['OrderSummary']> = {
  items?: Resolver<Array<ResolversTypes['OrderSummaryItem']>, ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  shipmentStatuses?: Resolver<Array<ResolversTypes['ShipmentStatus']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderSummaryItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderSummaryItem'] = ResolversParentTypes['OrderSummaryItem']> = {
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrderVariantAttributeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrderVariantAttribute'] = ResolversParentTypes['OrderVariantAttribute']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrdersPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OrdersPage'] = ResolversParentTypes['OrdersPage']> = {
  orders?: Resolver<Array<ResolversTypes['OrderSummary']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['OrderPageInfo'], ParentType, ContextType>;
};

export type PageDetailsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PageDetails'] = ResolversParentTypes['PageDetails']> = {
  activeAbTests?: Resolver<Array<ResolversTypes['AbTest']>, ParentType, ContextType>;
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaRobots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pageType?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  redirectTemporary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['Row']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentMethodResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = {
  buyerReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PowerPlugScopeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PowerPlugScope'] = ResolversParentTypes['PowerPlugScope']> = {
  chargerIncluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxPowerWatts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minPowerWatts?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usbPowerDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PreviewDataResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreviewData'] = ResolversParentTypes['PreviewData']> = {
  scenarios?: Resolver<Array<ResolversTypes['PreviewScenario']>, ParentType, ContextType>;
  segments?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type PreviewScenarioResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PreviewScenario'] = ResolversParentTypes['PreviewScenario']> = {
  testId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PricesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Prices'] = ResolversParentTypes['Prices']> = {
  basePrice?: Resolver<Maybe<ResolversTypes['BasePrice']>, ParentType, ContextType>;
  educationalSuggestedGrossPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  isBestPrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lightningDealPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  specialPrice?: Resolver<Maybe<ResolversTypes['SpecialPrice']>, ParentType, ContextType>;
};

export type PrimeInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrimeInfo'] = ResolversParentTypes['PrimeInfo']> = {
  abo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PrimeStatus'], ParentType, ContextType>;
};

export type PrimeOfferResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrimeOffer'] = ResolversParentTypes['PrimeOffer']> = {
  durationMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType>;
  planCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  registrationOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PrimePurchaseResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrimePurchase'] = ResolversParentTypes['PrimePurchase']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PrimePurchaseStatus'], ParentType, ContextType>;
};

export type PrimeSubscriptionResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrimeSubscriptionResult'] = ResolversParentTypes['PrimeSubscriptionResult']> = {
  computopData?: Resolver<Maybe<ResolversTypes['ComputopData']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  purchaseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PrimeWaitingListResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrimeWaitingListResult'] = ResolversParentTypes['PrimeWaitingListResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type PrintedCatalogueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrintedCatalogue'] = ResolversParentTypes['PrintedCatalogue']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  accessories?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  audioSamples?: Resolver<Array<ResolversTypes['AudioSample']>, ParentType, ContextType>;
  availableForSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bestItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  breadcrumb?: Resolver<Array<ResolversTypes['BreadcrumbEntry']>, ParentType, ContextType>;
  deliveryFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['DownloadGroup']>, ParentType, ContextType>;
  energyEfficiency?: Resolver<Maybe<ResolversTypes['EnergyEfficiency']>, ParentType, ContextType>;
  extraBadges?: Resolver<Array<ResolversTypes['ExtraBadge']>, ParentType, ContextType>;
  extraTabs?: Resolver<Array<ResolversTypes['ProductExtraTabRef']>, ParentType, ContextType>;
  hasMoreVariants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasMultipleItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSamePricesForAllItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  isBook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNewProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShortage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSingleVariant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTopseller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  labelAttributes?: Resolver<Array<ResolversTypes['LabelAttribute']>, ParentType, ContextType>;
  longDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaRobots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfRatings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  oldElectricalDeviceInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['Prices'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promoFeatures?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  replacementProducts?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  rightOfWithdrawalInfo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scopeOfDelivery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortFacts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['ProductTab']>, ParentType, ContextType>;
  teasers?: Resolver<Array<ResolversTypes['ProductTeaser']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['VariantAttribute']>, ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['ProductVideo']>, ParentType, ContextType>;
  warranty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductCardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = {
  badges?: Resolver<ResolversTypes['ProductCardBadges'], ParentType, ContextType>;
  bestItemDownloads?: Resolver<Array<ResolversTypes['DownloadGroup']>, ParentType, ContextType>;
  bestItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  breadcrumb?: Resolver<Array<ResolversTypes['BreadcrumbEntry']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  energyEfficiency?: Resolver<Maybe<ResolversTypes['EnergyEfficiency']>, ParentType, ContextType>;
  extraBadges?: Resolver<Array<ResolversTypes['ExtraBadge']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  isShortage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lightningDealInfo?: Resolver<Maybe<ResolversTypes['LightningDealInfo']>, ParentType, ContextType>;
  listImage?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  manufacturerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moreVariants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfRatings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['ProductCardPrice'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductCardBadgesResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductCardBadges'] = ResolversParentTypes['ProductCardBadges']> = {
  new?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  popular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductCardPriceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductCardPrice'] = ResolversParentTypes['ProductCardPrice']> = {
  basePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  basePriceUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  oldPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  startFromFlag?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductDescriptionReviewResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductDescriptionReviewResult'] = ResolversParentTypes['ProductDescriptionReviewResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductExtraTabRefResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductExtraTabRef'] = ResolversParentTypes['ProductExtraTabRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  availableSorts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currentPage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  defaultSort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facets?: Resolver<ResolversTypes['ListingFacets'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductTabResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductTab'] = ResolversParentTypes['ProductTab']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductTeaserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductTeaser'] = ResolversParentTypes['ProductTeaser']> = {
  headline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductVideoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductVideo'] = ResolversParentTypes['ProductVideo']> = {
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  thumbnail?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductWarningResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductWarning'] = ResolversParentTypes['ProductWarning']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  accountData?: Resolver<Maybe<ResolversTypes['AccountData']>, ParentType, ContextType>;
  b2bCertificate?: Resolver<Maybe<ResolversTypes['B2bCertificate']>, ParentType, ContextType>;
  billingAddresses?: Resolver<Maybe<Array<ResolversTypes['Address']>>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'calculateShippingCost' | 'cartId'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'coreCategoryId'>>;
  categoryProducts?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryCategoryProductsArgs, 'coreCategoryId'>>;
  contactFormData?: Resolver<Maybe<ResolversTypes['ContactFormData']>, ParentType, ContextType, RequireFields<QueryContactFormDataArgs, 'orderId'>>;
  coreSearch?: Resolver<ResolversTypes['CoreSearchResult'], ParentType, ContextType, RequireFields<QueryCoreSearchArgs, 'searchTerm'>>;
  customerAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType>;
  customerInfo?: Resolver<ResolversTypes['CustomerInfo'], ParentType, ContextType, RequireFields<QueryCustomerInfoArgs, 'url'>>;
  decryptRatingData?: Resolver<ResolversTypes['RatingDecryptResult'], ParentType, ContextType, RequireFields<QueryDecryptRatingDataArgs, 'encryptedData'>>;
  emailUniqueCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryEmailUniqueCheckArgs, 'email'>>;
  footerData?: Resolver<ResolversTypes['FooterData'], ParentType, ContextType>;
  footerGrid?: Resolver<Array<ResolversTypes['Row']>, ParentType, ContextType, RequireFields<QueryFooterGridArgs, 'pageId'>>;
  globalParameters?: Resolver<Array<ResolversTypes['GlobalParameter']>, ParentType, ContextType, RequireFields<QueryGlobalParametersArgs, 'name'>>;
  industries?: Resolver<Array<ResolversTypes['ListEntry']>, ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['InvoiceFile']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'orderId' | 'shipmentNumber'>>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<QueryItemArgs, 'itemId'>>;
  jobTitles?: Resolver<Array<ResolversTypes['ListEntry']>, ParentType, ContextType>;
  lightningDealReservation?: Resolver<Maybe<ResolversTypes['LightningReservation']>, ParentType, ContextType, RequireFields<QueryLightningDealReservationArgs, 'cartId'>>;
  longTailAdjustment?: Resolver<Maybe<ResolversTypes['LongTailAdjustment']>, ParentType, ContextType, RequireFields<QueryLongTailAdjustmentArgs, 'searchQuery'>>;
  navigation?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType, RequireFields<QueryNavigationArgs, 'level'>>;
  newsletterSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryNewsletterSubscribedArgs, 'email'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderId'>>;
  orderFormPdf?: Resolver<ResolversTypes['OrderFormFile'], ParentType, ContextType, RequireFields<QueryOrderFormPdfArgs, 'entries'>>;
  orderYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  ordersV2?: Resolver<Maybe<ResolversTypes['OrdersPage']>, ParentType, ContextType, RequireFields<QueryOrdersV2Args, 'page'>>;
  pageDetails?: Resolver<ResolversTypes['PageDetails'], ParentType, ContextType, RequireFields<QueryPageDetailsArgs, 'url'>>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewData?: Resolver<ResolversTypes['PreviewData'], ParentType, ContextType>;
  primeOffer?: Resolver<Maybe<ResolversTypes['PrimeOffer']>, ParentType, ContextType>;
  primePurchase?: Resolver<Maybe<ResolversTypes['PrimePurchase']>, ParentType, ContextType, RequireFields<QueryPrimePurchaseArgs, 'purchaseNumber'>>;
  printedCatalogues?: Resolver<Array<ResolversTypes['PrintedCatalogue']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'productId'>>;
  productExtraTab?: Resolver<Maybe<ResolversTypes['ProductTab']>, ParentType, ContextType, RequireFields<QueryProductExtraTabArgs, 'productId' | 'tabId'>>;
  productRecommendations?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType, RequireFields<QueryProductRecommendationsArgs, 'limit' | 'productId'>>;
  productReviews?: Resolver<ResolversTypes['ReviewList'], ParentType, ContextType, RequireFields<QueryProductReviewsArgs, 'limit' | 'offset' | 'productId'>>;
  returnCarriers?: Resolver<Array<ResolversTypes['ReturnOption']>, ParentType, ContextType, RequireFields<QueryReturnCarriersArgs, 'hash' | 'items' | 'regulation'>>;
  returnOrder?: Resolver<Maybe<ResolversTypes['ReturnOrder']>, ParentType, ContextType, Partial<QueryReturnOrderArgs>>;
  returnRegulations?: Resolver<Array<ResolversTypes['ReturnOption']>, ParentType, ContextType, RequireFields<QueryReturnRegulationsArgs, 'hash' | 'items'>>;
  searchCheck?: Resolver<ResolversTypes['SearchCheck'], ParentType, ContextType, RequireFields<QuerySearchCheckArgs, 'originalQuery'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'userQuery'>>;
  shippingAddresses?: Resolver<Maybe<Array<ResolversTypes['Address']>>, ParentType, ContextType>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  storeRecommendations?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType, RequireFields<QueryStoreRecommendationsArgs, 'limit'>>;
  teaserWishlist?: Resolver<Maybe<ResolversTypes['TeaserWishlist']>, ParentType, ContextType, RequireFields<QueryTeaserWishlistArgs, 'teaserId'>>;
  thankYouPageData?: Resolver<Maybe<ResolversTypes['ThankYouPageData']>, ParentType, ContextType, RequireFields<QueryThankYouPageDataArgs, 'orderId'>>;
  tokenValidity?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryTokenValidityArgs, 'token'>>;
  uploadSignature?: Resolver<ResolversTypes['UploadSignature'], ParentType, ContextType>;
  validateBestellschein?: Resolver<Array<ResolversTypes['BestellscheinEntryValidity']>, ParentType, ContextType, RequireFields<QueryValidateBestellscheinArgs, 'entries'>>;
  variantInfo?: Resolver<Maybe<ResolversTypes['VariantInfo']>, ParentType, ContextType, RequireFields<QueryVariantInfoArgs, 'productId' | 'selectedVariants'>>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType, RequireFields<QueryWishlistArgs, 'externalId'>>;
  wishlistComments?: Resolver<Array<ResolversTypes['WishlistComment']>, ParentType, ContextType, RequireFields<QueryWishlistCommentsArgs, 'entryId' | 'externalId'>>;
  wishlistInvite?: Resolver<Maybe<ResolversTypes['WishlistInvitePreview']>, ParentType, ContextType, RequireFields<QueryWishlistInviteArgs, 'token'>>;
  wishlists?: Resolver<ResolversTypes['Wishlists'], ParentType, ContextType, Partial<QueryWishlistsArgs>>;
};

export type RangeFacetResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RangeFacet'] = ResolversParentTypes['RangeFacet']> = {
  from?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type RateReviewHelpfulResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RateReviewHelpfulResult'] = ResolversParentTypes['RateReviewHelpfulResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  helpfulRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RatingDecryptResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RatingDecryptResult'] = ResolversParentTypes['RatingDecryptResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  redirect?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RecordGlanceResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RecordGlanceResult'] = ResolversParentTypes['RecordGlanceResult']> = {
  recorded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ReturnOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReturnOption'] = ResolversParentTypes['ReturnOption']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnOrderResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReturnOrder'] = ResolversParentTypes['ReturnOrder']> = {
  earlierReturns?: Resolver<Array<ResolversTypes['EarlierReturn']>, ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ReturnOrderItem']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  salesOrderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReturnOrderItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReturnOrderItem'] = ResolversParentTypes['ReturnOrderItem']> = {
  articleNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  components?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantityOrdered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityReturnable?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantityShipped?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasons?: Resolver<Array<ResolversTypes['ReturnReason']>, ParentType, ContextType>;
};

export type ReviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = {
  comment?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentAuthor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  commentDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fullAuthorInfo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  helpfulRating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratingId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ReviewListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReviewList'] = ResolversParentTypes['ReviewList']> = {
  averageRating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfFives?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfFours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfOnes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfReviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfThrees?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numberOfTwos?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  totalFiltered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Row'] = ResolversParentTypes['Row']> = {
  cells?: Resolver<Array<ResolversTypes['Cell']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SaveReviewResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SaveReviewResult'] = ResolversParentTypes['SaveReviewResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchCheckResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchCheck'] = ResolversParentTypes['SearchCheck']> = {
  originalQuery?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirectPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewritten?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchLinkResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchLink'] = ResolversParentTypes['SearchLink']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchSuggestionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = {
  popular?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  suggestQueries?: Resolver<Array<ResolversTypes['SuggestQuery']>, ParentType, ContextType>;
};

export type ShipmentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = {
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dispatchDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  invoiceLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ShipmentItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  trackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ShipmentItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShipmentItem'] = ResolversParentTypes['ShipmentItem']> = {
  alreadyReturned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  returnableQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['OrderVariantAttribute']>, ParentType, ContextType>;
};

export type ShopResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = {
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isB2b?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  storeCode?: Resolver<ResolversTypes['StoreCode'], ParentType, ContextType>;
};

export type ShopInitResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ShopInitResult'] = ResolversParentTypes['ShopInitResult']> = {
  cartId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SpecialPriceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SpecialPrice'] = ResolversParentTypes['SpecialPrice']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  recommendedRetailPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  recommendedRetailPriceValidFrom?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
};

export type SpeditionFieldResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SpeditionField'] = ResolversParentTypes['SpeditionField']> = {
  fieldName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fieldValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubmitCartResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SubmitCartResult'] = ResolversParentTypes['SubmitCartResult']> = {
  computopData?: Resolver<Maybe<ResolversTypes['ComputopData']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiredLightningItemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  missing?: Resolver<Array<ResolversTypes['CheckoutRequirement']>, ParentType, ContextType>;
  newCartId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  outOfStockItemIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  redirectUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SubmitReturnResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SubmitReturnResult'] = ResolversParentTypes['SubmitReturnResult']> = {
  errorMsg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isError?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  labelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rma?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SuggestQueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SuggestQuery'] = ResolversParentTypes['SuggestQuery']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  suggest?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SuggestedFilterResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SuggestedFilter'] = ResolversParentTypes['SuggestedFilter']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeaserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Teaser'] = ResolversParentTypes['Teaser']> = {
  attributes?: Resolver<Array<ResolversTypes['TeaserAttribute']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  template?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeaserAttributeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeaserAttribute'] = ResolversParentTypes['TeaserAttribute']> = {
  altTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  imgTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openLinkInNewWindow?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urlPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  valueList?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TeaserWishlistResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['TeaserWishlist'] = ResolversParentTypes['TeaserWishlist']> = {
  openVariantCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type ThankYouPageDataResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ThankYouPageData'] = ResolversParentTypes['ThankYouPageData']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isGuestOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['OrderPaymentStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type UploadResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UploadResult'] = ResolversParentTypes['UploadResult']> = {
  contentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  uploadId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type UploadSignatureResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UploadSignature'] = ResolversParentTypes['UploadSignature']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  signature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantAttributeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantAttribute'] = ResolversParentTypes['VariantAttribute']> = {
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['VariantOption']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantAttributeValueResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantAttributeValue'] = ResolversParentTypes['VariantAttributeValue']> = {
  css?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantInfo'] = ResolversParentTypes['VariantInfo']> = {
  bestItem?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType>;
  configured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['VariantAttribute']>, ParentType, ContextType>;
};

export type VariantOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantOption'] = ResolversParentTypes['VariantOption']> = {
  css?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valuePosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['WishlistActions'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['WishlistEntry']>, ParentType, ContextType>;
  entryCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invites?: Resolver<Array<ResolversTypes['WishlistInvite']>, ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCommentator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCreator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEditor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isStandardList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTeaser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removedEntries?: Resolver<Array<ResolversTypes['WishlistEntry']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['WishlistRole'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['WishlistUser']>, ParentType, ContextType>;
};

export type WishlistActionsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistActions'] = ResolversParentTypes['WishlistActions']> = {
  comment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  editEntries?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manageList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type WishlistCartLineResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistCartLine'] = ResolversParentTypes['WishlistCartLine']> = {
  addedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  maxQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WishlistCommentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistComment'] = ResolversParentTypes['WishlistComment']> = {
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayedDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleteAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  positionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WishlistEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistEntry'] = ResolversParentTypes['WishlistEntry']> = {
  commentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['WishlistComment']>, ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSaleable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  item?: Resolver<Maybe<ResolversTypes['WishlistItem']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['WishlistProduct'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  replacementProduct?: Resolver<Maybe<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['WishlistEntryTotals'], ParentType, ContextType>;
};

export type WishlistEntryTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistEntryTotals'] = ResolversParentTypes['WishlistEntryTotals']> = {
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type WishlistInviteResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistInvite'] = ResolversParentTypes['WishlistInvite']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['WishlistInviteRole'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WishlistInvitePreviewResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistInvitePreview'] = ResolversParentTypes['WishlistInvitePreview']> = {
  inviterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  listName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['WishlistInviteRole'], ParentType, ContextType>;
};

export type WishlistItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistItem'] = ResolversParentTypes['WishlistItem']> = {
  areAllDeliveryTimesTheSame?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  badges?: Resolver<ResolversTypes['ProductCardBadges'], ParentType, ContextType>;
  deliveryStatus?: Resolver<ResolversTypes['DeliveryStatus'], ParentType, ContextType>;
  extraBadges?: Resolver<Array<ResolversTypes['ExtraBadge']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  lightningDealInfo?: Resolver<Maybe<ResolversTypes['LightningDealInfo']>, ParentType, ContextType>;
  matrixCodeMessages?: Resolver<Array<ResolversTypes['MatrixCodeMessage']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primeFaehig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unitPrices?: Resolver<ResolversTypes['CartUnitPrices'], ParentType, ContextType>;
  variantInfoList?: Resolver<Array<ResolversTypes['WishlistVariantInfo']>, ParentType, ContextType>;
};

export type WishlistProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistProduct'] = ResolversParentTypes['WishlistProduct']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crumbs?: Resolver<Array<ResolversTypes['BreadcrumbEntry']>, ParentType, ContextType>;
  energyEfficiency?: Resolver<Maybe<ResolversTypes['EnergyEfficiency']>, ParentType, ContextType>;
  hasMultipleItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSamePricesForAllItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  lightningDealInfo?: Resolver<Maybe<ResolversTypes['LightningDealInfo']>, ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrices?: Resolver<ResolversTypes['CartUnitPrices'], ParentType, ContextType>;
};

export type WishlistResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistResult'] = ResolversParentTypes['WishlistResult']> = {
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  minQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  successful?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wishlist?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type WishlistUserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistUser'] = ResolversParentTypes['WishlistUser']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrentUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['WishlistRole'], ParentType, ContextType>;
};

export type WishlistVariantInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WishlistVariantInfo'] = ResolversParentTypes['WishlistVariantInfo']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Wishlists'] = ResolversParentTypes['Wishlists']> = {
  merkzettel?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
  otherLists?: Resolver<Array<ResolversTypes['Wishlist']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AbTest?: AbTestResolvers<ContextType>;
  AccountData?: AccountDataResolvers<ContextType>;
  AddWishlistToCartResult?: AddWishlistToCartResultResolvers<ContextType>;
  AddedPosition?: AddedPositionResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  AmazonBuyer?: AmazonBuyerResolvers<ContextType>;
  AmazonCheckoutResult?: AmazonCheckoutResultResolvers<ContextType>;
  AmazonCheckoutStart?: AmazonCheckoutStartResolvers<ContextType>;
  AmazonPayExpress?: AmazonPayExpressResolvers<ContextType>;
  AudioSample?: AudioSampleResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  B2bCertificate?: B2bCertificateResolvers<ContextType>;
  B2bCertificateResult?: B2bCertificateResultResolvers<ContextType>;
  BasePrice?: BasePriceResolvers<ContextType>;
  BestellscheinCartResult?: BestellscheinCartResultResolvers<ContextType>;
  BestellscheinEntryValidity?: BestellscheinEntryValidityResolvers<ContextType>;
  BestellscheinFollowProduct?: BestellscheinFollowProductResolvers<ContextType>;
  BreadcrumbEntry?: BreadcrumbEntryResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartAttributes?: CartAttributesResolvers<ContextType>;
  CartCatalog?: CartCatalogResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartShipper?: CartShipperResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  CartUnitPrices?: CartUnitPricesResolvers<ContextType>;
  CartUpdateResult?: CartUpdateResultResolvers<ContextType>;
  CartVoucher?: CartVoucherResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CategoryFacetValue?: CategoryFacetValueResolvers<ContextType>;
  Cell?: CellResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  Competition?: CompetitionResolvers<ContextType>;
  CompetitionEntryResult?: CompetitionEntryResultResolvers<ContextType>;
  ComputopData?: ComputopDataResolvers<ContextType>;
  ComputopField?: ComputopFieldResolvers<ContextType>;
  ConfirmationCleanupResult?: ConfirmationCleanupResultResolvers<ContextType>;
  ContactEmails?: ContactEmailsResolvers<ContextType>;
  ContactFormData?: ContactFormDataResolvers<ContextType>;
  ContactFormResult?: ContactFormResultResolvers<ContextType>;
  CoreSearchResult?: CoreSearchResultResolvers<ContextType>;
  CreateWishlistInviteResult?: CreateWishlistInviteResultResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerInfo?: CustomerInfoResolvers<ContextType>;
  CustomerToken?: CustomerTokenResolvers<ContextType>;
  DataFact?: DataFactResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeliveryStatus?: DeliveryStatusResolvers<ContextType>;
  Download?: DownloadResolvers<ContextType>;
  DownloadGroup?: DownloadGroupResolvers<ContextType>;
  EarlierReturn?: EarlierReturnResolvers<ContextType>;
  EarlierReturnItem?: EarlierReturnItemResolvers<ContextType>;
  EnergyEfficiency?: EnergyEfficiencyResolvers<ContextType>;
  EnumFacet?: EnumFacetResolvers<ContextType>;
  ExtraBadge?: ExtraBadgeResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  File?: GraphQLScalarType;
  FooterData?: FooterDataResolvers<ContextType>;
  FooterLink?: FooterLinkResolvers<ContextType>;
  FooterLinkBlock?: FooterLinkBlockResolvers<ContextType>;
  FooterUsp?: FooterUspResolvers<ContextType>;
  ForgotPasswordResult?: ForgotPasswordResultResolvers<ContextType>;
  FreeArticle?: FreeArticleResolvers<ContextType>;
  GlobalParameter?: GlobalParameterResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  InvoiceFile?: InvoiceFileResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  LabelAttribute?: LabelAttributeResolvers<ContextType>;
  LightningDealInfo?: LightningDealInfoResolvers<ContextType>;
  LightningRefreshResult?: LightningRefreshResultResolvers<ContextType>;
  LightningReservation?: LightningReservationResolvers<ContextType>;
  LightningReservationResult?: LightningReservationResultResolvers<ContextType>;
  ListEntry?: ListEntryResolvers<ContextType>;
  ListingFacets?: ListingFacetsResolvers<ContextType>;
  LongTailAdjustment?: LongTailAdjustmentResolvers<ContextType>;
  MatrixCodeMessage?: MatrixCodeMessageResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NewsletterResult?: NewsletterResultResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderFormFile?: OrderFormFileResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderPageInfo?: OrderPageInfoResolvers<ContextType>;
  OrderSummary?: OrderSummaryResolvers<ContextType>;
  OrderSummaryItem?: OrderSummaryItemResolvers<ContextType>;
  OrderVariantAttribute?: OrderVariantAttributeResolvers<ContextType>;
  OrdersPage?: OrdersPageResolvers<ContextType>;
  PageDetails?: PageDetailsResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PowerPlugScope?: PowerPlugScopeResolvers<ContextType>;
  PreviewData?: PreviewDataResolvers<ContextType>;
  PreviewScenario?: PreviewScenarioResolvers<ContextType>;
  Prices?: PricesResolvers<ContextType>;
  PrimeInfo?: PrimeInfoResolvers<ContextType>;
  PrimeOffer?: PrimeOfferResolvers<ContextType>;
  PrimePurchase?: PrimePurchaseResolvers<ContextType>;
  PrimeSubscriptionResult?: PrimeSubscriptionResultResolvers<ContextType>;
  PrimeWaitingListResult?: PrimeWaitingListResultResolvers<ContextType>;
  PrintedCatalogue?: PrintedCatalogueResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  ProductCardBadges?: ProductCardBadgesResolvers<ContextType>;
  ProductCardPrice?: ProductCardPriceResolvers<ContextType>;
  ProductDescriptionReviewResult?: ProductDescriptionReviewResultResolvers<ContextType>;
  ProductExtraTabRef?: ProductExtraTabRefResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductTab?: ProductTabResolvers<ContextType>;
  ProductTeaser?: ProductTeaserResolvers<ContextType>;
  ProductVideo?: ProductVideoResolvers<ContextType>;
  ProductWarning?: ProductWarningResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RangeFacet?: RangeFacetResolvers<ContextType>;
  RateReviewHelpfulResult?: RateReviewHelpfulResultResolvers<ContextType>;
  RatingDecryptResult?: RatingDecryptResultResolvers<ContextType>;
  RecordGlanceResult?: RecordGlanceResultResolvers<ContextType>;
  ReturnOption?: ReturnOptionResolvers<ContextType>;
  ReturnOrder?: ReturnOrderResolvers<ContextType>;
  ReturnOrderItem?: ReturnOrderItemResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewList?: ReviewListResolvers<ContextType>;
  Row?: RowResolvers<ContextType>;
  SaveReviewResult?: SaveReviewResultResolvers<ContextType>;
  SearchCheck?: SearchCheckResolvers<ContextType>;
  SearchLink?: SearchLinkResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShipmentItem?: ShipmentItemResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  ShopInitResult?: ShopInitResultResolvers<ContextType>;
  SpecialPrice?: SpecialPriceResolvers<ContextType>;
  SpeditionField?: SpeditionFieldResolvers<ContextType>;
  SubmitCartResult?: SubmitCartResultResolvers<ContextType>;
  SubmitReturnResult?: SubmitReturnResultResolvers<ContextType>;
  SuggestQuery?: SuggestQueryResolvers<ContextType>;
  SuggestedFilter?: SuggestedFilterResolvers<ContextType>;
  Teaser?: TeaserResolvers<ContextType>;
  TeaserAttribute?: TeaserAttributeResolvers<ContextType>;
  TeaserWishlist?: TeaserWishlistResolvers<ContextType>;
  ThankYouPageData?: ThankYouPageDataResolvers<ContextType>;
  UploadResult?: UploadResultResolvers<ContextType>;
  UploadSignature?: UploadSignatureResolvers<ContextType>;
  VariantAttribute?: VariantAttributeResolvers<ContextType>;
  VariantAttributeValue?: VariantAttributeValueResolvers<ContextType>;
  VariantInfo?: VariantInfoResolvers<ContextType>;
  VariantOption?: VariantOptionResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistActions?: WishlistActionsResolvers<ContextType>;
  WishlistCartLine?: WishlistCartLineResolvers<ContextType>;
  WishlistComment?: WishlistCommentResolvers<ContextType>;
  WishlistEntry?: WishlistEntryResolvers<ContextType>;
  WishlistEntryTotals?: WishlistEntryTotalsResolvers<ContextType>;
  WishlistInvite?: WishlistInviteResolvers<ContextType>;
  WishlistInvitePreview?: WishlistInvitePreviewResolvers<ContextType>;
  WishlistItem?: WishlistItemResolvers<ContextType>;
  WishlistProduct?: WishlistProductResolvers<ContextType>;
  WishlistResult?: WishlistResultResolvers<ContextType>;
  WishlistUser?: WishlistUserResolvers<ContextType>;
  WishlistVariantInfo?: WishlistVariantInfoResolvers<ContextType>;
  Wishlists?: WishlistsResolvers<ContextType>;
};

