import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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
  __typename: 'AbTest';
  id: Scalars['ID']['output'];
  trackingCode: Scalars['String']['output'];
};

/** The logged-in customer's account data; the institution fields are a B2B customer's. */
export type AccountData = {
  __typename: 'AccountData';
  /** The B2B customer's login name; null for consumers. */
  customerNumber: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  jobTitleCode: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  numberOfEmployees: Maybe<Scalars['Int']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  primaryIndustryGroupCode: Maybe<Scalars['String']['output']>;
  /** Salutation as stored (the forms send ms, mr or diverse). */
  salutation: Maybe<Scalars['String']['output']>;
  schoolOrCompany: Maybe<Scalars['String']['output']>;
  vatRegistrationNo: Maybe<Scalars['String']['output']>;
};

export type AddPositionInput = {
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

/** How an add was split between the lightning deal price and the normal price (shopping §4 'Lightning deals'). */
export type AddedPosition = {
  __typename: 'AddedPosition';
  itemId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  quantityLightning: Scalars['Int']['output'];
  quantityNormal: Scalars['Int']['output'];
};

export type Address = {
  __typename: 'Address';
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
  /** The same fact under the spec's other name. */
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

/** The answer of an address mutation (the spec spells successfull so). */
export type AddressResult = {
  __typename: 'AddressResult';
  /** The saved address (null for a deletion or a failure). */
  address: Maybe<Address>;
  /** Message key of a failure as a whole (not logged in, unknown address, address book full). */
  errorMessage: Maybe<Scalars['String']['output']>;
  /** Invalid fields under the address form's names; form is address or parcelStation. */
  fieldErrors: Array<FieldError>;
  /** Message key shown as a toast next to field errors. */
  generalErrorMessage: Maybe<Scalars['String']['output']>;
  successfull: Scalars['Boolean']['output'];
};

/** Whether an address is for invoices or for deliveries (a parcel station is a shipping address). */
export type AddressType =
  | 'BILLING'
  | 'SHIPPING';

/** The payer as Amazon tells the shop after the confirmation. */
export type AmazonBuyer = {
  __typename: 'AmazonBuyer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  salutation: Scalars['String']['output'];
};

/** The answer of completing Amazon Pay express. */
export type AmazonCheckoutResult = {
  __typename: 'AmazonCheckoutResult';
  /** The payer (for a guest session of an anonymous visitor); null after a refusal. */
  buyer: Maybe<AmazonBuyer>;
  /** The cart after the completion; null for an unknown cart. */
  cart: Maybe<Cart>;
  /** CART_NOT_FOUND, CART_SUBMITTED, SESSION_NOT_FOUND, B2B, NOT_ACTIVATED, EMPTY_CART, BLOCKED_ITEMS. */
  errorCode: Maybe<Scalars['String']['output']>;
  /** Message key of the failure (sdk-core i18n). */
  errorMessage: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
};

/** The answer of starting Amazon Pay express. */
export type AmazonCheckoutStart = {
  __typename: 'AmazonCheckoutStart';
  /** CART_NOT_FOUND, CART_SUBMITTED, B2B, NOT_ACTIVATED, EMPTY_CART, BLOCKED_ITEMS. */
  errorCode: Maybe<Scalars['String']['output']>;
  /** Message key of the failure (sdk-core i18n). */
  errorMessage: Maybe<Scalars['String']['output']>;
  /** Amazon's page (the payment sandbox) the payer goes to. */
  redirectUrl: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
};

/** Whether the cart can pay with Amazon Pay express (shopping §4), and whether it does. */
export type AmazonPayExpress = {
  __typename: 'AmazonPayExpress';
  /** The cart items whose category or article number blocks Amazon Pay express (docs/not-shown.md). */
  blockedItemIds: Array<Scalars['ID']['output']>;
  /** Offered now: a consumer store, Amazon Pay activated (amazonPayV2Activation = amazonpay.activated), items and none blocked. */
  offered: Scalars['Boolean']['output'];
  /** Why it is not offered: B2B, NOT_ACTIVATED, EMPTY_CART, BLOCKED_ITEMS; null when offered. */
  reason: Maybe<Scalars['String']['output']>;
  /** The cart pays with a completed Amazon Pay express session: it can be reset in the basket. */
  selected: Scalars['Boolean']['output'];
};

/** An audio sample (books and music products). */
export type AudioSample = {
  __typename: 'AudioSample';
  durationSeconds: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  mimeType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The answer of every account operation (shopping §3, Auth result; the spec spells successfull so). */
export type AuthResult = {
  __typename: 'AuthResult';
  /** Whether the anonymous cart's positions joined the customer's cart. */
  cartMerged: Scalars['Boolean']['output'];
  /** The B2B customer's login name, issued by the server on registerB2bCustomer; null for other customers. */
  customerNumber: Maybe<Scalars['String']['output']>;
  /** Message key of a failure as a whole (login failed, not logged in). */
  errorMessage: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  firstName: Maybe<Scalars['String']['output']>;
  /** Message key shown as a toast next to field errors. */
  generalErrorMessage: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  successfull: Scalars['Boolean']['output'];
  token: Maybe<CustomerToken>;
  /** The signed cart id the visitor continues with (its cart id cookie) after login or registration. */
  updatedCartId: Maybe<Scalars['ID']['output']>;
  /** The signed user id the visitor continues with (its user id cookie) after login or registration. */
  userId: Maybe<Scalars['ID']['output']>;
};

export type BasePrice = {
  __typename: 'BasePrice';
  isDisplayed: Scalars['Boolean']['output'];
  price: Money;
  /** e.g. '1 l', '1 kg', '1 m', '100 Stück' */
  unit: Scalars['String']['output'];
};

/** A billing address as sent (spec shopping §7). */
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
  __typename: 'BreadcrumbEntry';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Cart = {
  __typename: 'Cart';
  /** Always answered (resolved on its own, only when asked for); nullable so the cart's other fields are read without it. */
  amazonPayExpress: Maybe<AmazonPayExpress>;
  /** Sum of quantities of those positions. */
  articleCount: Scalars['Int']['output'];
  attributes: CartAttributes;
  /** The billing address: an address-book entry of the customer or the guest's own address. */
  billingAddress: Maybe<Address>;
  catalogs: Array<CartCatalog>;
  contactEmails: ContactEmails;
  /** ISO country the order ships to: the shipping address's, else the billing address's, else the store's default. */
  deliveryCountry: Scalars['String']['output'];
  deliveryType: DeliveryType;
  freeArticles: Array<FreeArticle>;
  /** The lowest minimum cart value of a free article not attained yet; null when none is left. */
  giftMinimumPrice: Maybe<Money>;
  id: Scalars['ID']['output'];
  items: Array<CartItem>;
  /** Distinct items including free articles and catalogues. */
  itemsCount: Scalars['Int']['output'];
  lightningReservation: LightningReservation;
  /** The summary's newsletter tick was sent (shopping §4 'subscribe to the newsletter (if ticked)'). */
  newsletterOptIn: Scalars['Boolean']['output'];
  orderComment: Maybe<Scalars['String']['output']>;
  orderReference: Maybe<Scalars['String']['output']>;
  /** The packstation chosen for delivery type packstation. */
  packstationId: Maybe<Scalars['String']['output']>;
  /** The store's payment methods (empty when the payment step is not available). */
  paymentMethods: Array<PaymentMethod>;
  /** False for B2B (terms of payment) and payless orders (items and a basket value of 0) (shopping §4). */
  paymentStepAvailable: Scalars['Boolean']['output'];
  /** A valid method is selected, or the payment step is not available. */
  paymentValid: Scalars['Boolean']['output'];
  /** Number of positions (lines) the shopper added. */
  positionCount: Scalars['Int']['output'];
  /** Distinct products among the positions. */
  productsCount: Scalars['Int']['output'];
  /** Every voucher code that reduces a cart item (see CartItem.relatedVoucherCode). */
  relatedVoucherCodes: Array<Scalars['String']['output']>;
  selectedPaymentMethod: Maybe<PaymentMethod>;
  shippers: Array<CartShipper>;
  /** The delivery address (null with deliveryType sameAsBilling). */
  shippingAddress: Maybe<Address>;
  /** The shipping step's data is complete and its shipper enabled (shopping §4 'shipping ok when validated'). */
  shippingValid: Scalars['Boolean']['output'];
  speditionsFields: Array<SpeditionField>;
  totals: CartTotals;
  vouchers: Array<CartVoucher>;
};

/** The cart's attributes (shopping §3 'attributes (including submitted)'). */
export type CartAttributes = {
  __typename: 'CartAttributes';
  /** The cart was submitted as an order; it cannot change any more. */
  submitted: Scalars['Boolean']['output'];
};

/** A printed catalogue that can be ordered free of charge with the cart (selected ones ship with the order). */
export type CartCatalog = {
  __typename: 'CartCatalog';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
};

export type CartItem = {
  __typename: 'CartItem';
  /** Delivery traffic light: green, yellow or red (shopping §9). */
  deliveryStatusColor: Scalars['String']['output'];
  deliveryStatusText: Scalars['String']['output'];
  /** Position id (the operationsId for change-quantity and remove ops). */
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  /** A free article (gift) granted by the cart's value; not removable, price 0. */
  isFreeItem: Scalars['Boolean']['output'];
  /** The item is a running lightning deal. */
  isLightningDeal: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  maxQuantity: Scalars['Int']['output'];
  /** The item's own minimum and maximum order quantity in this store (shopping §5, §9). */
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Lightning deal unit price without VAT. */
  netPricePerUnitLightning: Maybe<Money>;
  operationsId: Scalars['ID']['output'];
  orderNumber: Scalars['String']['output'];
  path: Scalars['String']['output'];
  /** Normal unit price (same as unitPrices.current). */
  pricePerUnit: Money;
  /** Lightning deal unit price, when the item is a lightning deal. */
  pricePerUnitLightning: Maybe<Money>;
  productId: Scalars['ID']['output'];
  /** Total quantity of the position: quantityNormal + quantityLightning. */
  quantity: Scalars['Int']['output'];
  /** Units bought at the lightning deal price, backed by a live reservation. */
  quantityLightning: Scalars['Int']['output'];
  /** Units bought at the normal price. */
  quantityNormal: Scalars['Int']['output'];
  /** Code of the voucher that reduces this item, when one does. */
  relatedVoucherCode: Maybe<Scalars['String']['output']>;
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

/** A shipping carrier for the cart (shopping §3 'shippers', §9 codes dhl, dpd, spedition). */
export type CartShipper = {
  __typename: 'CartShipper';
  code: Scalars['String']['output'];
  costs: Money;
  enabled: Scalars['Boolean']['output'];
  /** Why the shipper is disabled: PACKSTATION-DHL-ONLY, DHL-GERMANY-ONLY (shopping §8), SPEDITION-BULKY-GOODS (docs/not-shown.md); empty when enabled. */
  infoCodes: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
};

export type CartTotals = {
  __typename: 'CartTotals';
  /** Goods value after vouchers: subtotal - voucherDiscount. */
  basketValue: Money;
  /** Same as total (the spec names both). */
  grandTotal: Money;
  /** total - tax. */
  netValue: Money;
  /** Old-price reductions + lightning deal reductions + voucher discount. */
  savings: Money;
  /** Cost of the selected shipper; 0 when free (shown only when above 0, shopping §9). */
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

/** Price of one unit of a cart item (shopping §3 'Price/totals'). */
export type CartUnitPrices = {
  __typename: 'CartUnitPrices';
  /** Price per base unit (per 1,0 unit), only when the item's base price is flagged as displayed. */
  basePrice: Maybe<Money>;
  basePriceUnit: Maybe<Scalars['String']['output']>;
  currencyCode: Scalars['String']['output'];
  /** The unit price charged for the normal-price units. */
  current: Money;
  isBestPrice: Scalars['Boolean']['output'];
  /** Special price or list price before the reduction, when the item has one. */
  old: Maybe<Money>;
  /** Raw unit price of the item without lightning deal or voucher. */
  raw: Money;
};

export type CartUpdateResult = {
  __typename: 'CartUpdateResult';
  /** One entry per addPosition op of a successful update. */
  addedPositions: Array<AddedPosition>;
  cart: Maybe<Cart>;
  /** Machine-readable error code: CART_NOT_FOUND, ITEM_NOT_FOUND, POSITION_NOT_FOUND, QUANTITY_INVALID, OUT_OF_STOCK, OPERATION_INVALID, VOUCHER_INVALID, VOUCHER_NOT_FOUND, VOUCHER_EXPIRED, VOUCHER_ALREADY_APPLIED, VOUCHER_NOT_APPLIED, CATALOG_NOT_FOUND, CART_SUBMITTED (the cart was ordered). */
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** One voucher code on the cart with its status (shopping §3 'voucher status and attainable vouchers'). */
export type CartVoucher = {
  __typename: 'CartVoucher';
  /** The voucher is valid but its minimum order value is not reached yet. */
  attainable: Scalars['Boolean']['output'];
  code: Scalars['String']['output'];
  /** Human-readable description of the voucher. */
  description: Scalars['String']['output'];
  discount: Money;
  /** Message keys explaining why the voucher does not apply (empty when successful). */
  failureDescriptions: Array<Scalars['String']['output']>;
  minimumOrderValue: Maybe<Money>;
  /** Amount still missing to reach the minimum order value, when attainable. */
  missingAmount: Maybe<Money>;
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
  __typename: 'Category';
  breadcrumb: Array<BreadcrumbEntry>;
  children: Array<NavigationItem>;
  /** Default sort of the category listing ('si' = the category's own order). */
  defaultSort: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  metaDescription: Maybe<Scalars['String']['output']>;
  metaTitle: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parent: Maybe<Category>;
  url: Scalars['String']['output'];
};

/** A category the current result reaches, with its product count (spec storefront §3.8 'Filter kinds: category'). */
export type CategoryFacetValue = {
  __typename: 'CategoryFacetValue';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  selected: Scalars['Boolean']['output'];
  url: Scalars['String']['output'];
};

/**
 * One CMS element. elementType is one of: image-link, html, html-box, layer, picture-teaser,
 * hero-slider, recommendations, info-bar, form, prize-draw-tab, prize-draw, ab-tab, list-teaser,
 * content-tile. Clients render unknown types with a default element.
 */
export type Cell = {
  __typename: 'Cell';
  elementType: Scalars['String']['output'];
  /** Sanitised HTML for html-like elements. */
  html: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  teasers: Array<Teaser>;
  /** Column span on a 12-column grid. */
  width: Scalars['Int']['output'];
};

/** The logged-in customer's own data (shopping §7, change account data); the company fields apply to B2B customers only. */
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

/** What a cart still needs before it can be submitted (the checkout steps of shopping §4). */
export type CheckoutRequirement =
  | 'BILLING_ADDRESS'
  | 'CONTACT_EMAIL'
  | 'ITEMS'
  | 'PAYMENT'
  | 'SHIPPER'
  | 'SHIPPING_ADDRESS';

/** The answer of every checkout operation. */
export type CheckoutResult = {
  __typename: 'CheckoutResult';
  /** The cart after the change (unchanged after a refusal); null for an unknown cart. */
  cart: Maybe<Cart>;
  /** Machine-readable: CART_NOT_FOUND, CART_SUBMITTED, UNKNOWN_ADDRESS, ADDRESS_REQUIRED, FIELD_INVALID, SHIPPER_UNAVAILABLE, PAYMENT_UNAVAILABLE, BUYER_REFERENCE_REQUIRED. */
  errorCode: Maybe<Scalars['String']['output']>;
  /** Message key of the failure (sdk-core i18n). */
  errorMessage: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** The card-payment form (shopping §7 'computopData'): post `fields` to `action`. */
export type ComputopData = {
  __typename: 'ComputopData';
  action: Scalars['String']['output'];
  fields: Array<ComputopField>;
};

/** One field of the card-payment form the storefront posts to the payment provider. */
export type ComputopField = {
  __typename: 'ComputopField';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** The answer of the confirmation cleanup (shopping §4 'Confirmation cleanup', §7 'Confirmation cleanup (returns new cart id)'). */
export type ConfirmationCleanupResult = {
  __typename: 'ConfirmationCleanupResult';
  /** The visitor's open cart, signed: the given cart when it is still open, else the cart the submit issued (or a new one). */
  cartId: Maybe<Scalars['ID']['output']>;
  successful: Scalars['Boolean']['output'];
};

/** The contact e-mails of the shipping step (shopping §3 'contactEmails', §5 'An alternative e-mail counts only if its flag is on'). */
export type ContactEmails = {
  __typename: 'ContactEmails';
  billingAlternativeEmail: Scalars['Boolean']['output'];
  /** The e-mail for the order confirmation: the alternative billing e-mail when its flag is on, else the account's. */
  billingEmail: Maybe<Scalars['String']['output']>;
  /** The e-mails as entered (preselected in the form even while their flag is off). */
  preselectedBillingEmail: Maybe<Scalars['String']['output']>;
  preselectedShippingEmail: Maybe<Scalars['String']['output']>;
  shippingAlternativeEmail: Scalars['Boolean']['output'];
  /** The e-mail for shipping notices: the alternative shipping e-mail when its flag is on, else the billing e-mail. */
  shippingEmail: Maybe<Scalars['String']['output']>;
};

export type ContactEmailsInput = {
  billingAlternativeEmail: Scalars['Boolean']['input'];
  billingEmail?: InputMaybe<Scalars['String']['input']>;
  shippingAlternativeEmail: Scalars['Boolean']['input'];
  shippingEmail?: InputMaybe<Scalars['String']['input']>;
};

/** What the contact form prefills for a question about an order (shopping §7 'contact form data'). */
export type ContactFormData = {
  __typename: 'ContactFormData';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  orderId: Scalars['ID']['output'];
  phone: Maybe<Scalars['String']['output']>;
  salutation: Scalars['String']['output'];
};

/** The answer of the contact form. */
export type ContactFormResult = {
  __typename: 'ContactFormResult';
  /** Message key of a refusal (sdk-core i18n). */
  errorMessage: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** A message to customer service (field bounds: sdk-core rules/contactForm.ts). */
export type ContactMessageInput = {
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

/** Core search result (spec storefront §7 'core search'). */
export type CoreSearchResult = {
  __typename: 'CoreSearchResult';
  /** True when full-text search found nothing and the results are the closest spellings (typo tolerance). */
  isFuzzy: Scalars['Boolean']['output'];
  /**
   * Set when exactly one product matches: the term is its product id or an order number, or the search has a
   * single hit. The submit flow opens this product instead of the result page (§4).
   */
  link: Maybe<SearchLink>;
  results: ProductList;
  /** The term searched, trimmed. */
  searchTerm: Scalars['String']['output'];
};

/** The customer's own address: the billing address marked isAlsoCustomerAddress, with the account's data. */
export type CustomerAddress = {
  __typename: 'CustomerAddress';
  VATRegistrationNo: Maybe<Scalars['String']['output']>;
  address: Address;
  /** B2B customers' educational data (customer number; payment terms are not kept by this shop). */
  customerNumber: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  jobTitleCode: Maybe<Scalars['String']['output']>;
  numberOfEmployees: Maybe<Scalars['Int']['output']>;
  /** The account's phone and e-mail (the address's own contact fields are on address). */
  phone: Maybe<Scalars['String']['output']>;
  primaryIndustryGroupCode: Maybe<Scalars['String']['output']>;
};

export type CustomerInfo = {
  __typename: 'CustomerInfo';
  categoryType: Maybe<Scalars['String']['output']>;
  /** The logged-in B2B customer's number (the /myaccount/customernumber page); null otherwise. */
  customerNumber: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  /** The logged-in customer's names (login flyout greeting, storefront §2.5); null when logged out. */
  firstName: Maybe<Scalars['String']['output']>;
  isExistingCustomer: Scalars['Boolean']['output'];
  isGuest: Scalars['Boolean']['output'];
  isInternal: Scalars['Boolean']['output'];
  isNewCustomer: Scalars['Boolean']['output'];
  lastName: Maybe<Scalars['String']['output']>;
  notification: Maybe<Scalars['String']['output']>;
  primeInfo: PrimeInfo;
  userId: Maybe<Scalars['ID']['output']>;
  visitorLoginState: VisitorLoginState;
  visitorType: VisitorType;
};

/** The customer token of a session (send it in the X-JWT header). */
export type CustomerToken = {
  __typename: 'CustomerToken';
  /** When the session ends; the storefront's cookie lasts as long when stayLogged was chosen. */
  expires: Scalars['DateTime']['output'];
  /** A guest session (registerGuest): the storefront sets X-JWT-guest instead of X-JWT-exist (shopping §4 "Session kind"). */
  guest: Scalars['Boolean']['output'];
  token: Scalars['String']['output'];
};

/** One row of an item's data and facts table. */
export type DataFact = {
  __typename: 'DataFact';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type DeliveryStatus = {
  __typename: 'DeliveryStatus';
  /** Traffic-light colour: green, yellow, red. */
  color: Scalars['String']['output'];
  /** Message text, e.g. 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen'. */
  text: Scalars['String']['output'];
};

/** How the order is delivered (shopping §3 shippingStep.deliveryType). */
export type DeliveryType =
  | 'packstation'
  | 'sameAsBilling'
  | 'shippingAddress';

/** One downloadable document (storefront §3.7 'bestItemDownloads'). */
export type Download = {
  __typename: 'Download';
  /** File name shown to the shopper, e.g. 'datenblatt.pdf'. */
  dataName: Scalars['String']['output'];
  headline: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Downloads grouped under one heading, e.g. 'Datenblätter'. */
export type DownloadGroup = {
  __typename: 'DownloadGroup';
  displayName: Scalars['String']['output'];
  downloads: Array<Download>;
};

/** A return already made from this order (shopping §3 'earlier returns'). */
export type EarlierReturn = {
  __typename: 'EarlierReturn';
  carrier: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  items: Array<EarlierReturnItem>;
  regulation: Scalars['String']['output'];
  rma: Scalars['String']['output'];
};

/** One line of an earlier return. */
export type EarlierReturnItem = {
  __typename: 'EarlierReturnItem';
  name: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  reason: ReturnReason;
};

export type EnergyEfficiency = {
  __typename: 'EnergyEfficiency';
  detailsImgPath: Scalars['String']['output'];
  /** Energy class, e.g. 'A'. */
  energyClass: Scalars['String']['output'];
  imgAlt: Scalars['String']['output'];
  imgPath: Scalars['String']['output'];
};

/**
 * An enum facet (spec storefront §3.8 'Filter kinds: enum'): 'manufacturer', 'colour', 'size', 'material' or
 * 'ageGroup' (values like '6-10 Jahre'; a product may have several), in that order. Counts are computed for the
 * current result with every other filter applied (a facet does not narrow its own values), so choosing a
 * second colour widens the result. The same ids are the EnumFilterInput ids; any other id is BAD_USER_INPUT.
 */
export type EnumFacet = {
  __typename: 'EnumFacet';
  id: Scalars['String']['output'];
  values: Array<FacetValue>;
};

export type EnumFilterInput = {
  id: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type ExtraBadge = {
  __typename: 'ExtraBadge';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One value of an enum facet with the number of products in the current result that have it. */
export type FacetValue = {
  __typename: 'FacetValue';
  count: Scalars['Int']['output'];
  /** True when the value is in the request's filter for this facet. */
  selected: Scalars['Boolean']['output'];
  value: Scalars['String']['output'];
};

/** A server-side validation message for one form field (spec shopping §5). */
export type FieldError = {
  __typename: 'FieldError';
  /** Field name, optionally dotted or prefixed with the form name. */
  field: Scalars['String']['output'];
  /** The form the field belongs to (registration forms), when the answer covers several. */
  form: Maybe<Scalars['String']['output']>;
  /** Message key or text. */
  message: Scalars['String']['output'];
};

export type FooterData = {
  __typename: 'FooterData';
  links: Array<FooterLinkBlock>;
  usps: Array<FooterUsp>;
};

export type FooterLink = {
  __typename: 'FooterLink';
  external: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type FooterLinkBlock = {
  __typename: 'FooterLinkBlock';
  /** Sanitised HTML. */
  content: Maybe<Scalars['String']['output']>;
  headline: Maybe<Scalars['String']['output']>;
  link: Maybe<Scalars['String']['output']>;
  links: Array<FooterLink>;
  /** For example 'Service Teaser' or 'Bottom Links'. */
  type: Scalars['String']['output'];
};

export type FooterUsp = {
  __typename: 'FooterUsp';
  headline: Maybe<Scalars['String']['output']>;
  image: Maybe<Scalars['String']['output']>;
  link: Maybe<Scalars['String']['output']>;
  subheadline: Maybe<Scalars['String']['output']>;
  text: Maybe<Scalars['String']['output']>;
};

/** A password-forgotten request (shopping §3 "Password-forgotten data", §4 "Forgot password"). */
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
  __typename: 'ForgotPasswordResult';
  /** Always null: the reset token travels only in the mail (docs/not-shown.md). */
  emailToken: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  /** Message key when the request itself was refused (an invalid e-mail or customer number). */
  passwordOpsError: Maybe<Scalars['String']['output']>;
  successfull: Scalars['Boolean']['output'];
  /** The number of this request in the visitor's session (starts at 1). */
  triesCount: Scalars['Int']['output'];
};

/** A free article offered from a minimum cart value (shopping §3 'free articles and gift minimum price'). */
export type FreeArticle = {
  __typename: 'FreeArticle';
  /** The cart value reaches the minimum: the gift is in the cart. */
  attained: Scalars['Boolean']['output'];
  image: Maybe<Image>;
  itemId: Scalars['ID']['output'];
  /** Cart value from which the gift is added. */
  minimumPrice: Money;
  /** Amount still missing, 0 when attained. */
  missingAmount: Money;
  name: Scalars['String']['output'];
};

export type GlobalParameter = {
  __typename: 'GlobalParameter';
  entry: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The raw value; feature flags hold the text 'true' when on. */
  value: Maybe<Scalars['String']['output']>;
};

export type Image = {
  __typename: 'Image';
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
  __typename: 'InvoiceFile';
  /** The PDF, base64-encoded. */
  contentBase64: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
};

export type Item = {
  __typename: 'Item';
  /** True when every item of the product has the same delivery status. */
  areAllDeliveryTimesTheSame: Scalars['Boolean']['output'];
  availableForSale: Scalars['Boolean']['output'];
  dangerWarnings: Array<ProductWarning>;
  dataAndFacts: Array<DataFact>;
  deliveryFree: Scalars['Boolean']['output'];
  deliveryStatus: DeliveryStatus;
  images: Array<Image>;
  itemId: Scalars['ID']['output'];
  lightningDealInfo: Maybe<LightningDealInfo>;
  /** The message for the current store only (one of the matrix code message names). */
  matrixCodeMessages: Array<MatrixCodeMessage>;
  maxQuantity: Scalars['Int']['output'];
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  /** Null when the item is not radio equipment with a power supply. */
  powerPlugScope: Maybe<PowerPlugScope>;
  prices: Prices;
  primeFaehig: Scalars['Boolean']['output'];
  variantAttributes: Array<VariantAttributeValue>;
  warnings: Array<ProductWarning>;
};

/** A label attribute shown with the product data, e.g. age recommendation. */
export type LabelAttribute = {
  __typename: 'LabelAttribute';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type LightningDealInfo = {
  __typename: 'LightningDealInfo';
  isAvailableLightningDeal: Scalars['Boolean']['output'];
  /** End of the deal as epoch milliseconds. */
  lightningDealTimestampUntil: Maybe<Scalars['Float']['output']>;
  lightningQuantityMax: Scalars['Int']['output'];
  lightningReservedPercentageRoundFloor: Scalars['Int']['output'];
  lightningSpecialPrice: Maybe<Money>;
};

/** Result of refreshing an expired reservation (shopping §4 'Lightning deals'). */
export type LightningRefreshResult = {
  __typename: 'LightningRefreshResult';
  /** At least one position got fewer lightning units than before (deal sold out in the meantime). */
  areQuantitiesReduced: Scalars['Boolean']['output'];
  cart: Maybe<Cart>;
  /** Items whose lightning quantity changed. */
  changedItemIds: Array<Scalars['ID']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  /** At least one deal has ended or is no longer offered; its units moved to the normal price. */
  isAnyDealNoLongerValid: Scalars['Boolean']['output'];
  /** Every lightning unit of the cart is reserved again at the deal price. */
  successful: Scalars['Boolean']['output'];
};

/** The cart's lightning deal reservation (shopping §3 'Lightning reservation'). */
export type LightningReservation = {
  __typename: 'LightningReservation';
  /** The reservation was already extended once (at checkout). */
  extended: Scalars['Boolean']['output'];
  hasLightningDealReservation: Scalars['Boolean']['output'];
  isLightningDealReservationExpired: Scalars['Boolean']['output'];
  /** Epoch milliseconds when the earliest live reservation of the cart ends; null without one. */
  lightningDealReservationTimestampEnd: Maybe<Scalars['Float']['output']>;
};

export type LightningReservationResult = {
  __typename: 'LightningReservationResult';
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  reservation: Maybe<LightningReservation>;
  successful: Scalars['Boolean']['output'];
};

/** One entry of the industry or job-title list (shopping §3, used by B2B registration). */
export type ListEntry = {
  __typename: 'ListEntry';
  entryCode: Scalars['String']['output'];
  /** The entry's text in the store's language. */
  entryText: Scalars['String']['output'];
};

export type ListingFacets = {
  __typename: 'ListingFacets';
  /** Category listing: the children of the category. Search: the top-level categories the hits fall in. */
  categories: Array<CategoryFacetValue>;
  enumFacets: Array<EnumFacet>;
  rangeFacets: Array<RangeFacet>;
};

/**
 * Long-tail adjustment (spec storefront §3.11, §7): a longer query is narrowed to searchQuery plus suggested
 * filters, e.g. 'rote Buntstifte' -> 'Buntstifte' with colour Rot.
 */
export type LongTailAdjustment = {
  __typename: 'LongTailAdjustment';
  filters: Array<SuggestedFilter>;
  searchQuery: Scalars['String']['output'];
};

/** A store-specific message for the item (shopping §9 'matrix code message names'): bde_de, bat_de, bch_ch, b2b_de, b2b_en. */
export type MatrixCodeMessage = {
  __typename: 'MatrixCodeMessage';
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A money amount in the store's currency, formatted for the store's language (spec storefront §3.3). */
export type Money = {
  __typename: 'Money';
  /** The amount in major units (euros). */
  amount: Scalars['Float']['output'];
  currencyCode: Scalars['String']['output'];
  /** The amount formatted with the store's locale, e.g. '12,99 €'; a raw value of 0 is shown as free. */
  stringValue: Scalars['String']['output'];
};

export type Mutation = {
  __typename: 'Mutation';
  _noop: Maybe<Scalars['Boolean']['output']>;
  /** Aborts Amazon Pay express (shopping §4): the payment, the wallet's addresses and the session leave the cart, the delivery type is sameAsBilling again. */
  abortAmazonCheckout: CheckoutResult;
  addBillingAddress: AddressResult;
  addShippingAddress: AddressResult;
  /** Stores a batch of at most 20 events; true when stored. Clients ignore failures. */
  addTrackingEvents: Scalars['Boolean']['output'];
  /** Changes the logged-in customer's salutation and names, and for B2B customers the company fields. */
  changeAccountData: AuthResult;
  /** Sets a new password with a reset token from the mail; consumes the token and ends every session of the customer. Does not log in. */
  changeForgottenPassword: AuthResult;
  /** Changes the logged-in customer's password and ends their other sessions. */
  changePassword: AuthResult;
  /** Complete Amazon Pay checkout (shopping §7): the confirmed session's address, e-mail and payment AMAZONPAY into the cart. Repeating it for the same session answers the same. */
  completeAmazonCheckout: AmazonCheckoutResult;
  /** Confirms the newsletter subscription of the opt-in mail's link token. True once the link's subscription is confirmed (a second opening changes nothing and answers true again); false for an unknown, malformed, expired or unsubscribed one. */
  confirmNewsletterSubscription: Scalars['Boolean']['output'];
  /**
   * After the thank-you page (shopping §4 'Confirmation cleanup'): the visitor's open cart for the cart the
   * browser held. A cart id that is unknown or another visitor's is refused (successful false), and the
   * storefront logs the visitor out (§8 'Confirmation cleanup fails'). Writes at most one empty cart, once.
   */
  confirmationCleanup: ConfirmationCleanupResult;
  /** Deletes the logged-in customer's account after checking the password; every session of it ends. */
  deleteAccount: AuthResult;
  /** Deletes a billing or shipping address. */
  deleteAddress: AddressResult;
  /** Extends the cart's live reservations once by the reservation lifetime (at checkout). */
  extendLightningReservation: LightningReservationResult;
  /** Mails a single-use reset link to the account, if there is one; the answer never says whether there is (rate-limited). */
  forgotPassword: ForgotPasswordResult;
  /** Logs in by e-mail, or by customer number in the B2B store; mergeCart moves the anonymous cart's positions into the customer's cart. */
  login: AuthResult;
  /** Ends the session of the X-JWT token. */
  logout: AuthResult;
  /** Counts one helpful vote per visitor and review; a repeated vote changes nothing. */
  rateReviewHelpful: RateReviewHelpfulResult;
  /** Records a product view once per visitor session per item (storefront §4, §7); `domain` is the store host. */
  recordGlance: RecordGlanceResult;
  /** Re-reserves the cart's lightning units after the reservation expired. */
  refreshLightningReservation: LightningRefreshResult;
  /** Registers a B2B customer in the educational store and logs them in; the customer number is in the answer. */
  registerB2bCustomer: AuthResult;
  /** Registers a consumer and logs them in; the visitor's cart becomes the customer's cart. */
  registerCustomer: AuthResult;
  /** Registers a guest (no password) and starts a guest session; its token has guest: true. */
  registerGuest: AuthResult;
  saveReview: SaveReviewResult;
  /** Replaces the spedition fields. */
  saveSpeditionData: CheckoutResult;
  /** Sends a message to customer service and a copy to the sender (shopping §7 'Contact form'). */
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
  /** The same as setShippingMethod under the spec's other name. */
  setSelectedShipper: CheckoutResult;
  /** Exactly one of addressId (a shipping address or parcel station of the customer) and address; sets the delivery type to shippingAddress or packstation. */
  setShippingAddress: CheckoutResult;
  /** Selects a shipper by code (dhl, dpd, spedition); a disabled one is refused. */
  setShippingMethod: CheckoutResult;
  /** Issues a user id and an empty cart for a new visitor. */
  shopInit: ShopInitResult;
  /** Starts Amazon Pay express for the cart: a checkout session and the page the payer goes to. */
  startAmazonCheckout: AmazonCheckoutStart;
  /**
   * Submits the cart (shopping §4 'Summary submit'): prices are recomputed, stock is taken, the order is
   * written and the payment started, all at once or not at all. Submitting one cart again, or concurrently,
   * never makes a second order: the later calls answer ALREADY_SUBMITTED with the same orderId.
   */
  submitCart: SubmitCartResult;
  /** Creates the return (RMA number, label, mail) in one transaction (shopping §7 'submit return order'). */
  submitReturnOrder: SubmitReturnResult;
  /** Asks for a subscription: a new, pending or unsubscribed address gets the opt-in mail (a pending one at most every few minutes); a subscribed one nothing. */
  subscribeNewsletter: NewsletterResult;
  /** Shopping §7 'subscribe newsletter from checkout (cartId)': the opt-in is kept on the cart (the order's once submitted). */
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
  /** Uploads a photo (or PDF) for a return item (shopping §7 'upload return image'). */
  uploadReturnImage: UploadResult;
};


export type MutationAbortAmazonCheckoutArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationAddBillingAddressArgs = {
  input: BillingAddressInput;
};


export type MutationAddShippingAddressArgs = {
  input: ShippingAddressInput;
};


export type MutationAddTrackingEventsArgs = {
  events: Array<TrackingEventInput>;
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


export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


export type MutationDeleteAddressArgs = {
  addressId: Scalars['ID']['input'];
};


export type MutationExtendLightningReservationArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationForgotPasswordArgs = {
  input: ForgotPasswordInput;
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


export type MutationStartAmazonCheckoutArgs = {
  cartId: Scalars['ID']['input'];
};


export type MutationSubmitCartArgs = {
  cartId: Scalars['ID']['input'];
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


export type MutationUploadReturnImageArgs = {
  file: Scalars['File']['input'];
  signature: Scalars['String']['input'];
};

export type NavigationItem = {
  __typename: 'NavigationItem';
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
  __typename: 'NewsletterResult';
  /** Message key of a refusal (sdk-core i18n). */
  errorMessage: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

/** The newsletter sign-up (shopping §7 'newsletter subscribe'). */
export type NewsletterSubscribeInput = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The honeypot people never see: a filled one is answered like success and nothing happens. */
  houseNr?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** One of the address forms' salutations (ms, mr, diverse), or empty. */
  salutation?: InputMaybe<Scalars['String']['input']>;
};

/** The unsubscribe form (shopping §7 'newsletter unsubscribe (email, houseNr)'). */
export type NewsletterUnsubscribeInput = {
  email: Scalars['String']['input'];
  /** The honeypot people never see: a filled one is answered like success and nothing happens. */
  houseNr?: InputMaybe<Scalars['String']['input']>;
};

/** An order (shopping §3 'Order'): the confirmation and the order detail. */
export type Order = {
  __typename: 'Order';
  billingAddress: OrderAddress;
  comment: Maybe<Scalars['String']['output']>;
  /** The B2B customer's number (shopping §6; issue 16 item 8); null for consumer and guest orders. */
  customerNumber: Maybe<Scalars['String']['output']>;
  deliveryAddress: OrderAddress;
  email: Scalars['String']['output'];
  /** The order's guest key (64 hex characters): return links and the guest's order link carry it. */
  hash: Scalars['String']['output'];
  items: Array<OrderItem>;
  /** The readable order number. */
  orderId: Scalars['ID']['output'];
  orderReference: Maybe<Scalars['String']['output']>;
  orderedAt: Scalars['DateTime']['output'];
  /** A payment id of shopping §3 'Payment method'. */
  paymentMethod: Scalars['String']['output'];
  paymentStatus: OrderPaymentStatus;
  phone: Maybe<Scalars['String']['output']>;
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
  __typename: 'OrderAddress';
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

/** One line of an order, with the prices it was bought at. */
export type OrderItem = {
  __typename: 'OrderItem';
  /** A free article (gift). */
  isFreeItem: Scalars['Boolean']['output'];
  itemId: Scalars['ID']['output'];
  /** The deal had ended at submit: its units were charged at unitPrice. */
  lightningDealExpired: Scalars['Boolean']['output'];
  lightningUnitPrice: Maybe<Money>;
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

/** Shopping §3 'Order overview page info'; currentPage is zero-based like the page argument. */
export type OrderPageInfo = {
  __typename: 'OrderPageInfo';
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
 * back into the visitor's cart (docs/payments.md).
 */
export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'PAYMENT_FAILED'
  | 'PLACED';

/** One order in the overview (shopping §4 'Orders'). */
export type OrderSummary = {
  __typename: 'OrderSummary';
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
  __typename: 'OrderSummaryItem';
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

/** One variant value of an ordered item (colour, size), as the cart item showed it. */
export type OrderVariantAttribute = {
  __typename: 'OrderVariantAttribute';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type OrdersPage = {
  __typename: 'OrdersPage';
  orders: Array<OrderSummary>;
  pageInfo: OrderPageInfo;
};

export type PageDetails = {
  __typename: 'PageDetails';
  activeAbTests: Array<AbTest>;
  /** Set for category pages resolved by URL. */
  categoryId: Maybe<Scalars['ID']['output']>;
  metaDescription: Maybe<Scalars['String']['output']>;
  metaRobots: Maybe<Scalars['String']['output']>;
  pageType: PageType;
  redirectTemporary: Scalars['Boolean']['output'];
  /** Set when the URL redirects; 301 unless redirectTemporary. */
  redirectUrl: Maybe<Scalars['String']['output']>;
  rows: Array<Row>;
  title: Maybe<Scalars['String']['output']>;
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

/** A payment method of the cart (shopping §3 'Payment method'). */
export type PaymentMethod = {
  __typename: 'PaymentMethod';
  /** The stored buyer reference of X_RECHNUNG; null for every other method. */
  buyerReference: Maybe<Scalars['String']['output']>;
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
  __typename: 'PowerPlugScope';
  chargerIncluded: Scalars['Boolean']['output'];
  maxPowerWatts: Maybe<Scalars['Int']['output']>;
  minPowerWatts: Maybe<Scalars['Int']['output']>;
  usbPowerDelivery: Scalars['Boolean']['output'];
};

export type PreviewData = {
  __typename: 'PreviewData';
  /** Variants of the A/B tests CMS cells belong to. */
  scenarios: Array<PreviewScenario>;
  /** Customer segments CMS cells are targeted at. */
  segments: Array<Scalars['ID']['output']>;
};

/** An A/B scenario: one variant of one A/B test. */
export type PreviewScenario = {
  __typename: 'PreviewScenario';
  testId: Scalars['ID']['output'];
  variant: Scalars['String']['output'];
};

export type Prices = {
  __typename: 'Prices';
  basePrice: Maybe<BasePrice>;
  /** B2B: educational suggested gross price. */
  educationalSuggestedGrossPrice: Maybe<Money>;
  isBestPrice: Scalars['Boolean']['output'];
  lightningDealPrice: Maybe<Money>;
  price: Money;
  specialPrice: Maybe<SpecialPrice>;
};

export type PrimeInfo = {
  __typename: 'PrimeInfo';
  abo: Maybe<Scalars['String']['output']>;
  endDate: Maybe<Scalars['DateTime']['output']>;
  startDate: Maybe<Scalars['DateTime']['output']>;
  status: PrimeStatus;
};

export type PrimeStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'NONE'
  | 'WAITING_LIST';

export type Product = {
  __typename: 'Product';
  accessories: Array<ProductCard>;
  audioSamples: Array<AudioSample>;
  availableForSale: Scalars['Boolean']['output'];
  /** The item shown when no variant is chosen (the cheapest available). */
  bestItem: Item;
  breadcrumb: Array<BreadcrumbEntry>;
  deliveryFree: Scalars['Boolean']['output'];
  /** Delivery note for the product, e.g. forwarding-agent delivery for bulky goods. */
  deliveryInfo: Maybe<Scalars['String']['output']>;
  discountPercent: Maybe<Scalars['Int']['output']>;
  downloads: Array<DownloadGroup>;
  energyEfficiency: Maybe<EnergyEfficiency>;
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
  longDescription: Maybe<Scalars['String']['output']>;
  manufacturerName: Maybe<Scalars['String']['output']>;
  maxQuantity: Scalars['Int']['output'];
  metaDescription: Maybe<Scalars['String']['output']>;
  metaRobots: Maybe<Scalars['String']['output']>;
  metaTitle: Maybe<Scalars['String']['output']>;
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  numberOfRatings: Scalars['Int']['output'];
  /** Take-back information for old electrical devices (ElektroG); null for non-electrical products. */
  oldElectricalDeviceInfo: Maybe<Scalars['String']['output']>;
  /** Path part of the URL without host, e.g. '/prod/P100/'. */
  path: Scalars['String']['output'];
  prices: Prices;
  productId: Scalars['ID']['output'];
  promoFeatures: Array<Scalars['String']['output']>;
  rating: Maybe<Scalars['Float']['output']>;
  /** Successor products shown when this one is no longer available. */
  replacementProducts: Array<ProductCard>;
  /** Right-of-withdrawal note (e.g. excluded for sealed media); null when the default applies. */
  rightOfWithdrawalInfo: Maybe<Scalars['String']['output']>;
  scopeOfDelivery: Maybe<Scalars['String']['output']>;
  shortFacts: Array<Scalars['String']['output']>;
  tabs: Array<ProductTab>;
  teasers: Array<ProductTeaser>;
  url: Scalars['String']['output'];
  variantAttributes: Array<VariantAttribute>;
  videos: Array<ProductVideo>;
  warranty: Maybe<Scalars['String']['output']>;
};

export type ProductCard = {
  __typename: 'ProductCard';
  badges: ProductCardBadges;
  bestItemId: Scalars['ID']['output'];
  discountPercent: Maybe<Scalars['Int']['output']>;
  energyEfficiency: Maybe<EnergyEfficiency>;
  extraBadges: Array<ExtraBadge>;
  id: Scalars['ID']['output'];
  image: Image;
  isShortage: Scalars['Boolean']['output'];
  lightningDealInfo: Maybe<LightningDealInfo>;
  manufacturerName: Maybe<Scalars['String']['output']>;
  minimumOrderQuantity: Scalars['Int']['output'];
  moreVariants: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  numberOfRatings: Scalars['Int']['output'];
  price: ProductCardPrice;
  rating: Maybe<Scalars['Float']['output']>;
  url: Scalars['String']['output'];
};

export type ProductCardBadges = {
  __typename: 'ProductCardBadges';
  new: Scalars['Boolean']['output'];
  popular: Scalars['Boolean']['output'];
  sale: Scalars['Boolean']['output'];
};

export type ProductCardPrice = {
  __typename: 'ProductCardPrice';
  basePrice: Maybe<Money>;
  basePriceUnit: Maybe<Scalars['String']['output']>;
  currentPrice: Money;
  oldPrice: Maybe<Money>;
  startFromFlag: Scalars['Boolean']['output'];
};

/** An extra tab whose content is loaded lazily with `productExtraTab` when opened. */
export type ProductExtraTabRef = {
  __typename: 'ProductExtraTabRef';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/**
 * A page of a category listing or search result (spec storefront §3.8, §9 '60 products per page').
 * Sort ids: 'si' (the category's own order, default for categories), 'relevance' (default for search, search
 * only), 'price-asc', 'price-desc', 'rating', 'new', 'topseller', 'name'.
 */
export type ProductList = {
  __typename: 'ProductList';
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
  __typename: 'ProductTab';
  content: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A small editorial teaser block shown above the description (plain text, optional link). */
export type ProductTeaser = {
  __typename: 'ProductTeaser';
  headline: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  text: Scalars['String']['output'];
  /** Internal path or absolute https URL; null when the teaser is not a link. */
  url: Maybe<Scalars['String']['output']>;
};

/** A product video (embedded player URL) with its preview image. */
export type ProductVideo = {
  __typename: 'ProductVideo';
  durationSeconds: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  thumbnail: Image;
  title: Scalars['String']['output'];
  /** Embeddable https URL of the player. */
  url: Scalars['String']['output'];
};

/** A safety warning with an optional hazard pictogram code (e.g. GHS07) for danger warnings. */
export type ProductWarning = {
  __typename: 'ProductWarning';
  code: Maybe<Scalars['String']['output']>;
  text: Scalars['String']['output'];
};

export type Query = {
  __typename: 'Query';
  /** The logged-in customer's account data; null without a customer session (a guest has none either). */
  accountData: Maybe<AccountData>;
  /** The logged-in customer's billing addresses, oldest first (an error when logged out). */
  billingAddresses: Maybe<Array<Address>>;
  /** The cart; shipping costs are included unless calculateShippingCost is false. */
  cart: Maybe<Cart>;
  category: Maybe<Category>;
  categoryProducts: ProductList;
  /** An order of the logged-in customer for the contact form to prefill; null for any other orderId. */
  contactFormData: Maybe<ContactFormData>;
  /**
   * Core search (spec storefront §7). sortBy defaults to 'relevance'; filters as categoryProducts;
   * searchInCategoryId limits the hits to a category subtree (spec storefront §2.1).
   */
  coreSearch: CoreSearchResult;
  /** The logged-in customer's own address, null when none is marked (an error when logged out). */
  customerAddress: Maybe<CustomerAddress>;
  /** Customer info for the page at url (the user is taken from the X-User-Id header). */
  customerInfo: CustomerInfo;
  /** Decrypts the enc value of a rating link. A tampered, unreadable or unknown link gives success false and no redirect. */
  decryptRatingData: RatingDecryptResult;
  /** Whether no account uses this e-mail yet (rate-limited). */
  emailUniqueCheck: Scalars['Boolean']['output'];
  footerData: FooterData;
  /** Parameters of one name; with entry, only that entry. */
  globalParameters: Array<GlobalParameter>;
  /** The industry list of the B2B registration, in the store's language. */
  industries: Array<ListEntry>;
  /**
   * The invoice PDF of a parcel (issue 18 item 3): for the order's owner, or with the order's access hash;
   * null for another customer's or an unknown order, a cancelled or unknown parcel, or a wrong hash.
   */
  invoice: Maybe<InvoiceFile>;
  item: Maybe<Item>;
  /** The job-title list of the B2B registration, in the store's language. */
  jobTitles: Array<ListEntry>;
  /** The cart's lightning deal reservation (shopping §7 'lightning deal reservation'). */
  lightningDealReservation: Maybe<LightningReservation>;
  /** Long-tail adjustment (spec storefront §7); null when no long-tail rule matches the query. */
  longTailAdjustment: Maybe<LongTailAdjustment>;
  /** The navigation tree below rootId (the top level when omitted), up to level levels deep (max 3). */
  navigation: Array<NavigationItem>;
  /** Shopping §7 'e-mail subscribed check': whether the logged-in customer's own e-mail has a confirmed subscription; false for any other e-mail and when logged out. */
  newsletterSubscribed: Scalars['Boolean']['output'];
  /**
   * The order detail (shopping §7 'order detail'): an order of this visitor or logged-in customer, or, with
   * hash, the order whose access hash it is (a guest's link: order-history.graphql); null for any other
   * orderId or a wrong hash.
   */
  order: Maybe<Order>;
  /** The years (newest first) in which the logged-in customer ordered: the overview's date filter offers them. */
  orderYears: Array<Scalars['Int']['output']>;
  /**
   * The logged-in customer's orders, newest first, 5 per page (shopping §9). page is zero-based; searchText
   * matches the order number or a product name; dateFilter is last3months (the default) or a year of
   * orderYears. Null without a login (guests and anonymous visitors have no order history).
   * Bad input (a negative page, a dateFilter that is neither) is refused with BAD_USER_INPUT.
   */
  ordersV2: Maybe<OrdersPage>;
  /** Resolves a path that is not in the route table (content page, category by URL, redirect, gone). */
  pageDetails: PageDetails;
  /** Liveness of the API (used by health checks). */
  ping: Scalars['String']['output'];
  /** What a preview can pick: the segments and A/B scenarios the CMS content uses. */
  previewData: PreviewData;
  product: Maybe<Product>;
  /** Lazily loaded content of one extra tab. */
  productExtraTab: Maybe<ProductTab>;
  /** Recommendations for a product page: products from the same category bought and rated well, at most `limit` (1-24). */
  productRecommendations: Array<ProductCard>;
  /** Reviews of a product, newest first; the first page shows 5 (storefront §9), 'more' pages with offset. */
  productReviews: ReviewList;
  /** The carriers for a selection (shopping §7 'available return carriers'); empty means nolabel. */
  returnCarriers: Array<ReturnOption>;
  /**
   * The return order by order number and postcode of the delivery or billing address, or by the order's hash
   * (shopping §7 'returns lookup'). Null for anything that does not match. The lookup by number is rate-limited
   * per client and per order number.
   */
  returnOrder: Maybe<ReturnOrder>;
  /** The regulations for a selection (shopping §7 'available return regulations'). */
  returnRegulations: Array<ReturnOption>;
  /**
   * Redirect / rewrite check for a submitted query (spec storefront §7 'search redirect / check query').
   * The query is trimmed; an empty query or one longer than 100 characters is BAD_USER_INPUT.
   */
  searchCheck: SearchCheck;
  /**
   * Suggestions while typing (spec storefront §4, §7 'suggestions'); an empty userQuery returns the popular
   * searches. At most 10 entries.
   */
  searchSuggestions: SearchSuggestions;
  /** The logged-in customer's shipping addresses including parcel stations, oldest first (an error when logged out). */
  shippingAddresses: Maybe<Array<Address>>;
  /** The store this request is served for. */
  shop: Shop;
  /** The thank-you page of an order of this visitor or logged-in customer; null for any other orderId. */
  thankYouPageData: Maybe<ThankYouPageData>;
  /** Whether a password reset token still works: false when unknown, used, expired or malformed (rate-limited). */
  tokenValidity: Scalars['Boolean']['output'];
  /** A signature for this visitor's uploads; needs the visitor's user id (X-User-Id). */
  uploadSignature: UploadSignature;
  /** Resolves the selected attribute values (or an item id such as the URL's varid) to an item. */
  variantInfo: Maybe<VariantInfo>;
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


export type QueryOrdersV2Args = {
  dateFilter?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  searchText?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPageDetailsArgs = {
  preview?: InputMaybe<Scalars['String']['input']>;
  url: Scalars['String']['input'];
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


export type QueryThankYouPageDataArgs = {
  orderId: Scalars['ID']['input'];
};


export type QueryTokenValidityArgs = {
  token: Scalars['String']['input'];
};


export type QueryVariantInfoArgs = {
  itemId?: InputMaybe<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
  selectedVariants: Array<SelectedVariantInput>;
};

/**
 * A range facet: 'PRICE' (euros; a product's price is its lowest item price) or 'rating' (1-5 stars), as the
 * URL's filter.PRICE and filter.rating (spec storefront §2.1). min and max are the bounds over the current result without this facet's own range;
 * both are null when nothing in the result has a value. from and to echo the applied range.
 */
export type RangeFacet = {
  __typename: 'RangeFacet';
  from: Maybe<Scalars['Float']['output']>;
  id: Scalars['String']['output'];
  max: Maybe<Scalars['Float']['output']>;
  min: Maybe<Scalars['Float']['output']>;
  to: Maybe<Scalars['Float']['output']>;
};

export type RangeFilterInput = {
  from?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['String']['input'];
  to?: InputMaybe<Scalars['Float']['input']>;
};

export type RateReviewHelpfulResult = {
  __typename: 'RateReviewHelpfulResult';
  errorMessage: Maybe<Scalars['String']['output']>;
  /** The review's helpful count after the vote. */
  helpfulRating: Scalars['Int']['output'];
  successful: Scalars['Boolean']['output'];
};

export type RatingDecryptResult = {
  __typename: 'RatingDecryptResult';
  errorMessage: Maybe<Scalars['String']['output']>;
  /** Text for the toast: a thank-you when successful, otherwise the reason (same as errorMessage). */
  message: Maybe<Scalars['String']['output']>;
  productId: Maybe<Scalars['ID']['output']>;
  /** Send the visitor to the product (with the message as a toast) instead of answering 404. */
  redirect: Scalars['Boolean']['output'];
  /** The link was read and is still valid. */
  success: Scalars['Boolean']['output'];
};

/** Result of recording a product view (glance). */
export type RecordGlanceResult = {
  __typename: 'RecordGlanceResult';
  /** True when this call stored a new glance; false when the visitor's session already had one for the item. */
  recorded: Scalars['Boolean']['output'];
  successful: Scalars['Boolean']['output'];
};

/** A B2B registration in the educational store (shopping §7, register B2B; §3 customer address fields). The customer number is issued by the server and returned in the AuthResult. */
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

/** A consumer registration (shopping §7, register customer). */
export type RegisterCustomerInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  salutation?: InputMaybe<Scalars['String']['input']>;
  stayLogged?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A guest at checkout (shopping §7, register guest): no password; the session is a guest session. */
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
  __typename: 'ReturnOption';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** The return order of an order (shopping §3 'Return order'). */
export type ReturnOrder = {
  __typename: 'ReturnOrder';
  earlierReturns: Array<EarlierReturn>;
  hash: Scalars['String']['output'];
  items: Array<ReturnOrderItem>;
  orderDate: Scalars['DateTime']['output'];
  orderId: Scalars['ID']['output'];
  /** The sales order number as the invoice shows it. */
  salesOrderNo: Scalars['String']['output'];
};

/** The client selection (shopping §3 'Client selection'). */
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

/** A returnable line of the order (shopping §3 'Return order' items). */
export type ReturnOrderItem = {
  __typename: 'ReturnOrderItem';
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

/** Why an item goes back (docs/not-shown.md); OTHER needs a comment. */
export type ReturnReason =
  | 'DEFECTIVE'
  | 'NOT_AS_DESCRIBED'
  | 'NO_LONGER_NEEDED'
  | 'OTHER'
  | 'WRONG_ITEM';

/** One published review. */
export type Review = {
  __typename: 'Review';
  /** The shop's answer, if any. */
  comment: Maybe<Scalars['String']['output']>;
  commentAuthor: Maybe<Scalars['String']['output']>;
  commentDate: Maybe<Scalars['DateTime']['output']>;
  date: Scalars['DateTime']['output'];
  /** Author line as shown, e.g. 'Anna M. aus Köln'. */
  fullAuthorInfo: Scalars['String']['output'];
  /** How many shoppers found the review helpful. */
  helpfulRating: Scalars['Int']['output'];
  /** True when the author bought the product. */
  isVerified: Scalars['Boolean']['output'];
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
  __typename: 'ReviewList';
  /** Average stars, null without reviews. */
  averageRating: Maybe<Scalars['Float']['output']>;
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
  __typename: 'Row';
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

/** Result of a save-review call (storefront §8 'Mutation results'). */
export type SaveReviewResult = {
  __typename: 'SaveReviewResult';
  errorMessage: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  /** The published review when successful. */
  review: Maybe<Review>;
  successful: Scalars['Boolean']['output'];
};

/**
 * Result of checking a query against the search rules (spec storefront §3.11 'Search-service check result').
 * query is the term to search: the rewritten term for a rewrite rule, otherwise the trimmed input.
 * originalQuery is the trimmed input. redirectPath is set by a redirect rule (an internal path such as
 * '/cat/7/' or an absolute https URL); it wins over everything else in the submit flow (§4).
 */
export type SearchCheck = {
  __typename: 'SearchCheck';
  originalQuery: Scalars['String']['output'];
  query: Scalars['String']['output'];
  redirectPath: Maybe<Scalars['String']['output']>;
  /** True when a rewrite rule changed the query (the client then sends oq, §2.7). */
  rewritten: Scalars['Boolean']['output'];
};

/** A link the search service returns when one product matches the query (spec storefront §7 core_search.link.url). */
export type SearchLink = {
  __typename: 'SearchLink';
  url: Scalars['String']['output'];
};

export type SearchSuggestions = {
  __typename: 'SearchSuggestions';
  /** True for an empty user query: the list is the shop's popular searches (heading 'popular searches', §4). */
  popular: Scalars['Boolean']['output'];
  suggestQueries: Array<SuggestQuery>;
};

/** A chosen value of one variant attribute. */
export type SelectedVariantInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** A parcel of an order (shopping §3 'Order' shipments). */
export type Shipment = {
  __typename: 'Shipment';
  /** Why a cancelled parcel was not sent: a message key suffix (notDeliverable, customerRequest). */
  cancelReason: Maybe<Scalars['String']['output']>;
  /** The carrier: a shipper code (shopping §9 dhl, dpd, spedition). */
  carrier: Scalars['String']['output'];
  dispatchDate: Maybe<Scalars['DateTime']['output']>;
  /** The parcel's invoice (a PDF download on the storefront's own host); null for a cancelled parcel. */
  invoiceLink: Maybe<Scalars['String']['output']>;
  items: Array<ShipmentItem>;
  /** The parcel's number within the order, from 1. */
  number: Scalars['Int']['output'];
  status: ShipmentStatus;
  trackingCode: Maybe<Scalars['String']['output']>;
  /** The carrier's tracking page for the code; null before dispatch and for carriers without one. */
  trackingLink: Maybe<Scalars['String']['output']>;
};

/** The units of one order line in a parcel (shopping §3 'items with returnable and already-returned flags'). */
export type ShipmentItem = {
  __typename: 'ShipmentItem';
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

/** A parcel's status (docs/orders.md 'Shipment statuses'; the spec leaves the values open). */
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
  __typename: 'Shop';
  currencyCode: Scalars['String']['output'];
  isB2b: Scalars['Boolean']['output'];
  /** BCP-47 language of the shop, e.g. de-AT or en-DE. */
  language: Scalars['String']['output'];
  storeCode: StoreCode;
};

/** Result of the shop-init call: the ids an anonymous visitor keeps in cookies. */
export type ShopInitResult = {
  __typename: 'ShopInitResult';
  cartId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

export type SpecialPrice = {
  __typename: 'SpecialPrice';
  description: Maybe<Scalars['String']['output']>;
  oldPrice: Maybe<Money>;
  recommendedRetailPrice: Maybe<Money>;
  recommendedRetailPriceValidFrom: Maybe<Scalars['DateTime']['output']>;
};

/** A spedition (freight) field of the shipping step (shopping §3 'speditionsFields'). */
export type SpeditionField = {
  __typename: 'SpeditionField';
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
  __typename: 'SubmitCartResult';
  /** The card-payment form to post, for card payment. */
  computopData: Maybe<ComputopData>;
  /** Machine-readable error code: CART_NOT_FOUND, NOT_READY, ALREADY_SUBMITTED, OUT_OF_STOCK, CART_CHANGED. */
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  /** Items whose lightning deal had ended or whose reservation had expired: charged at the normal price. */
  expiredLightningItemIds: Array<Scalars['ID']['output']>;
  /** NOT_READY: what the cart still needs. */
  missing: Array<CheckoutRequirement>;
  /** The visitor's new, empty cart, signed like every cart id. */
  newCartId: Maybe<Scalars['ID']['output']>;
  /** The readable order number; also set when the cart was already submitted (then it is that order's). */
  orderId: Maybe<Scalars['ID']['output']>;
  /** OUT_OF_STOCK: the items of which fewer units are left than the cart holds. */
  outOfStockItemIds: Array<Scalars['ID']['output']>;
  /** Where the payer goes next for a redirect payment method (shopping §4 'redirectUrl redirects after 100 ms'). */
  redirectUrl: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
};

/** The answer of the submit (shopping §8 'Return submit: isError and errorMsg'). */
export type SubmitReturnResult = {
  __typename: 'SubmitReturnResult';
  /** The message key of the refusal. */
  errorMsg: Maybe<Scalars['String']['output']>;
  isError: Scalars['Boolean']['output'];
  /** The return label PDF (a link for this return only); null with nolabel. */
  labelUrl: Maybe<Scalars['String']['output']>;
  /** The RMA number of the created return. */
  rma: Maybe<Scalars['String']['output']>;
};

/** One suggestion (spec storefront §3.11 'Suggestion: value and label'). */
export type SuggestQuery = {
  __typename: 'SuggestQuery';
  /** HTML label: the suggestion with the typed part in <b>, everything else escaped. */
  label: Scalars['String']['output'];
  /** The query to submit. */
  suggest: Scalars['String']['output'];
};

/** A suggested filter of a long-tail adjustment; null values of the rule are dropped (spec storefront §3.11). */
export type SuggestedFilter = {
  __typename: 'SuggestedFilter';
  /** Filter id as in the URL's filter.{name}, e.g. 'colour'. */
  name: Scalars['String']['output'];
  values: Array<Scalars['String']['output']>;
};

export type Teaser = {
  __typename: 'Teaser';
  attributes: Array<TeaserAttribute>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Teaser template, e.g. 'Boxeinschub Image Teaser', 'Service Teaser', 'Linkbox Teaser'. */
  template: Maybe<Scalars['String']['output']>;
};

export type TeaserAttribute = {
  __typename: 'TeaserAttribute';
  altTag: Maybe<Scalars['String']['output']>;
  height: Maybe<Scalars['Int']['output']>;
  imgTitle: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  openLinkInNewWindow: Maybe<Scalars['Boolean']['output']>;
  text: Maybe<Scalars['String']['output']>;
  url: Maybe<Scalars['String']['output']>;
  urlPath: Maybe<Scalars['String']['output']>;
  value: Maybe<Scalars['String']['output']>;
  valueList: Maybe<Array<Scalars['String']['output']>>;
  width: Maybe<Scalars['Int']['output']>;
};

/** The thank-you page (shopping §2 confirmation, §7 'thank-you page data'). */
export type ThankYouPageData = {
  __typename: 'ThankYouPageData';
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
  __typename: 'UploadResult';
  /** The detected type (image/jpeg, image/png, image/webp, application/pdf). */
  contentType: Maybe<Scalars['String']['output']>;
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  successful: Scalars['Boolean']['output'];
  /** The stored file's id: name it in the return order's item images. */
  uploadId: Maybe<Scalars['ID']['output']>;
};

/** Allows this visitor to upload for a while (shopping §7 'upload signature'). */
export type UploadSignature = {
  __typename: 'UploadSignature';
  expiresAt: Scalars['DateTime']['output'];
  /** Send it with each upload of this visitor until expiresAt. */
  signature: Scalars['String']['output'];
};

export type VariantAttribute = {
  __typename: 'VariantAttribute';
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  options: Array<VariantOption>;
  position: Scalars['Int']['output'];
  /** tile or dropdown */
  type: Scalars['String']['output'];
};

export type VariantAttributeValue = {
  __typename: 'VariantAttributeValue';
  css: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  /** Swatch image of the value (colour tiles). */
  image: Maybe<Image>;
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

/** Variant info for a selection (storefront §7 'variant info'). */
export type VariantInfo = {
  __typename: 'VariantInfo';
  /** The item matching the selection; null when not configured or the combination does not exist. */
  bestItem: Maybe<Item>;
  /** True when the product has no attributes or every attribute has a selected value (storefront §4). */
  configured: Scalars['Boolean']['output'];
  /** Options re-evaluated against the selection: selected, disabled (no item with the other selected values), discount. */
  variantAttributes: Array<VariantAttribute>;
};

export type VariantOption = {
  __typename: 'VariantOption';
  css: Maybe<Scalars['String']['output']>;
  disabled: Scalars['Boolean']['output'];
  hasDiscount: Scalars['Boolean']['output'];
  /** Swatch image of the option (colour tiles). */
  image: Maybe<Image>;
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

export type AccountDataQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDataQuery = { accountData: { __typename: 'AccountData', salutation: string | null, firstName: string, lastName: string, email: string, phone: string | null, customerNumber: string | null, schoolOrCompany: string | null, vatRegistrationNo: string | null, jobTitleCode: string | null, primaryIndustryGroupCode: string | null, numberOfEmployees: number | null } | null };

export type AddBillingAddressMutationVariables = Exact<{
  input: BillingAddressInput;
}>;


export type AddBillingAddressMutation = { addBillingAddress: { __typename: 'AddressResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, address: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null } };

export type AddShippingAddressMutationVariables = Exact<{
  input: ShippingAddressInput;
}>;


export type AddShippingAddressMutation = { addShippingAddress: { __typename: 'AddressResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, address: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null } };

export type AddTrackingEventsMutationVariables = Exact<{
  events: Array<TrackingEventInput> | TrackingEventInput;
}>;


export type AddTrackingEventsMutation = { addTrackingEvents: boolean };

export type AddressFieldsFragment = { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean };

export type AddressResultFieldsFragment = { __typename: 'AddressResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, address: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null };

export type AmazonPayExpressFieldsFragment = { __typename: 'AmazonPayExpress', offered: boolean, reason: string | null, blockedItemIds: Array<string>, selected: boolean };

export type AmazonPayExpressQueryVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type AmazonPayExpressQuery = { cart: { __typename: 'Cart', id: string, amazonPayExpress: { __typename: 'AmazonPayExpress', offered: boolean, reason: string | null, blockedItemIds: Array<string>, selected: boolean } | null } | null };

export type StartAmazonCheckoutMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type StartAmazonCheckoutMutation = { startAmazonCheckout: { __typename: 'AmazonCheckoutStart', successful: boolean, errorCode: string | null, errorMessage: string | null, redirectUrl: string | null } };

export type CompleteAmazonCheckoutMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  amazonCheckoutSessionId: Scalars['ID']['input'];
}>;


export type CompleteAmazonCheckoutMutation = { completeAmazonCheckout: { __typename: 'AmazonCheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, buyer: { __typename: 'AmazonBuyer', salutation: string, firstName: string, lastName: string, email: string } | null, cart: { __typename: 'Cart', id: string, amazonPayExpress: { __typename: 'AmazonPayExpress', offered: boolean, reason: string | null, blockedItemIds: Array<string>, selected: boolean } | null } | null } };

export type AbortAmazonCheckoutMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type AbortAmazonCheckoutMutation = { abortAmazonCheckout: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, cart: { __typename: 'Cart', id: string, amazonPayExpress: { __typename: 'AmazonPayExpress', offered: boolean, reason: string | null, blockedItemIds: Array<string>, selected: boolean } | null } | null } };

export type AuthResultFieldsFragment = { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null };

export type BillingAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingAddressesQuery = { billingAddresses: Array<{ __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean }> | null };

export type CartQueryVariables = Exact<{
  cartId: Scalars['ID']['input'];
  calculateShippingCost?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type CartQuery = { cart: { __typename: 'Cart', id: string, positionCount: number, articleCount: number, itemsCount: number, productsCount: number, relatedVoucherCodes: Array<string>, items: Array<{ __typename: 'CartItem', id: string, operationsId: string, itemId: string, productId: string, name: string, path: string, quantity: number, quantityNormal: number, quantityLightning: number, isLightningDeal: boolean, isFreeItem: boolean, relatedVoucherCode: string | null, removableItem: boolean, orderNumber: string, minimumOrderQuantity: number, maxQuantity: number, deliveryStatusColor: string, deliveryStatusText: string, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null, unitPrices: { __typename: 'CartUnitPrices', currencyCode: string, basePriceUnit: string | null, isBestPrice: boolean, raw: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, current: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, old: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, pricePerUnit: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, pricePerUnitLightning: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, netPricePerUnitLightning: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, unitPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, totalPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, variantAttributes: Array<{ __typename: 'VariantAttributeValue', name: string, displayName: string, value: string, position: number, css: string | null }> }>, totals: { __typename: 'CartTotals', subtotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, basketValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, voucherDiscount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, grandTotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, tax: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, netValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, savings: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, vouchers: Array<{ __typename: 'CartVoucher', code: string, successful: boolean, attainable: boolean, failureDescriptions: Array<string>, description: string, missingAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, minimumOrderValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, discount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, freeArticles: Array<{ __typename: 'FreeArticle', itemId: string, name: string, attained: boolean, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null, minimumPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, missingAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, giftMinimumPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, catalogs: Array<{ __typename: 'CartCatalog', code: string, name: string, selected: boolean }>, lightningReservation: { __typename: 'LightningReservation', hasLightningDealReservation: boolean, isLightningDealReservationExpired: boolean, lightningDealReservationTimestampEnd: number | null, extended: boolean } } | null };

export type CategoryQueryVariables = Exact<{
  coreCategoryId: Scalars['ID']['input'];
}>;


export type CategoryQuery = { category: { __typename: 'Category', id: string, name: string, url: string, metaTitle: string | null, metaDescription: string | null, defaultSort: string, parent: { __typename: 'Category', id: string, name: string, url: string } | null, breadcrumb: Array<{ __typename: 'BreadcrumbEntry', id: string, name: string, url: string }> } | null };

export type CategoryProductsQueryVariables = Exact<{
  coreCategoryId: Scalars['ID']['input'];
  paging?: InputMaybe<PagingInput>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  enumFilters?: InputMaybe<Array<EnumFilterInput> | EnumFilterInput>;
  rangeFilters?: InputMaybe<Array<RangeFilterInput> | RangeFilterInput>;
}>;


export type CategoryProductsQuery = { categoryProducts: { __typename: 'ProductList', totalCount: number, offset: number, limit: number, currentPage: number, totalPages: number, sort: string, defaultSort: string, availableSorts: Array<string>, facets: { __typename: 'ListingFacets', enumFacets: Array<{ __typename: 'EnumFacet', id: string, values: Array<{ __typename: 'FacetValue', value: string, count: number, selected: boolean }> }>, rangeFacets: Array<{ __typename: 'RangeFacet', id: string, min: number | null, max: number | null, from: number | null, to: number | null }>, categories: Array<{ __typename: 'CategoryFacetValue', id: string, name: string, url: string, count: number, selected: boolean }> }, products: Array<{ __typename: 'ProductCard', id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { __typename: 'ProductCardPrice', startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, badges: { __typename: 'ProductCardBadges', sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null }> } };

export type ChangeAccountDataMutationVariables = Exact<{
  input: ChangeAccountDataInput;
}>;


export type ChangeAccountDataMutation = { changeAccountData: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type ChangeForgottenPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ChangeForgottenPasswordMutation = { changeForgottenPassword: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type ChangePasswordMutationVariables = Exact<{
  oldPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangePasswordMutation = { changePassword: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type CheckoutCartFieldsFragment = { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } };

export type PaymentMethodFieldsFragment = { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null };

export type CheckoutResultFieldsFragment = { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null };

export type CheckoutCartQueryVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type CheckoutCartQuery = { cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null };

export type SetBillingAddressMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  addressId?: InputMaybe<Scalars['ID']['input']>;
  address?: InputMaybe<BillingAddressInput>;
}>;


export type SetBillingAddressMutation = { setBillingAddress: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetShippingAddressMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  addressId?: InputMaybe<Scalars['ID']['input']>;
  address?: InputMaybe<ShippingAddressInput>;
}>;


export type SetShippingAddressMutation = { setShippingAddress: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetDeliveryTypeMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  deliveryType: DeliveryType;
}>;


export type SetDeliveryTypeMutation = { setDeliveryType: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetContactEmailsMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  input: ContactEmailsInput;
}>;


export type SetContactEmailsMutation = { setContactEmails: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetOrderReferenceMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  orderReference: Scalars['String']['input'];
}>;


export type SetOrderReferenceMutation = { setOrderReference: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetOrderCommentMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  orderComment: Scalars['String']['input'];
}>;


export type SetOrderCommentMutation = { setOrderComment: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetSelectedPaymentMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  paymentId: Scalars['String']['input'];
  buyerReference?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetSelectedPaymentMutation = { setSelectedPayment: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetShippingMethodMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  methodCode: Scalars['String']['input'];
}>;


export type SetShippingMethodMutation = { setShippingMethod: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetSelectedShipperMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  code: Scalars['String']['input'];
}>;


export type SetSelectedShipperMutation = { setSelectedShipper: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SetPackstationIdMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  packstationId: Scalars['String']['input'];
}>;


export type SetPackstationIdMutation = { setPackstationId: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SaveSpeditionDataMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  fields: Array<SpeditionFieldInput> | SpeditionFieldInput;
}>;


export type SaveSpeditionDataMutation = { saveSpeditionData: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type SubscribeNewsletterFromCheckoutMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type SubscribeNewsletterFromCheckoutMutation = { subscribeNewsletterFromCheckout: { __typename: 'CheckoutResult', successful: boolean, errorCode: string | null, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, cart: { __typename: 'Cart', id: string, positionCount: number, deliveryType: DeliveryType, deliveryCountry: string, orderReference: string | null, orderComment: string | null, newsletterOptIn: boolean, packstationId: string | null, paymentStepAvailable: boolean, shippingValid: boolean, paymentValid: boolean, billingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, shippingAddress: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null, attributes: { __typename: 'CartAttributes', submitted: boolean }, contactEmails: { __typename: 'ContactEmails', billingEmail: string | null, shippingEmail: string | null, preselectedBillingEmail: string | null, preselectedShippingEmail: string | null, billingAlternativeEmail: boolean, shippingAlternativeEmail: boolean }, speditionsFields: Array<{ __typename: 'SpeditionField', fieldName: string, fieldValue: string }>, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, infoCodes: Array<string>, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, paymentMethods: Array<{ __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null }>, selectedPaymentMethod: { __typename: 'PaymentMethod', paymentId: string, displayName: string, description: string, selected: boolean, enabled: boolean, buyerReference: string | null } | null, totals: { __typename: 'CartTotals', shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } } | null } };

export type ConfirmNewsletterSubscriptionMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmNewsletterSubscriptionMutation = { confirmNewsletterSubscription: boolean };

export type ConfirmationCleanupMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type ConfirmationCleanupMutation = { confirmationCleanup: { __typename: 'ConfirmationCleanupResult', successful: boolean, cartId: string | null } };

export type ContactFormDataQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type ContactFormDataQuery = { contactFormData: { __typename: 'ContactFormData', orderId: string, salutation: string, firstName: string, lastName: string, email: string, phone: string | null } | null };

export type CoreSearchQueryVariables = Exact<{
  searchTerm: Scalars['String']['input'];
  paging?: InputMaybe<PagingInput>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  enumFilters?: InputMaybe<Array<EnumFilterInput> | EnumFilterInput>;
  rangeFilters?: InputMaybe<Array<RangeFilterInput> | RangeFilterInput>;
  searchInCategoryId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type CoreSearchQuery = { coreSearch: { __typename: 'CoreSearchResult', searchTerm: string, isFuzzy: boolean, results: { __typename: 'ProductList', totalCount: number, offset: number, limit: number, currentPage: number, totalPages: number, sort: string, defaultSort: string, availableSorts: Array<string>, facets: { __typename: 'ListingFacets', enumFacets: Array<{ __typename: 'EnumFacet', id: string, values: Array<{ __typename: 'FacetValue', value: string, count: number, selected: boolean }> }>, rangeFacets: Array<{ __typename: 'RangeFacet', id: string, min: number | null, max: number | null, from: number | null, to: number | null }>, categories: Array<{ __typename: 'CategoryFacetValue', id: string, name: string, url: string, count: number, selected: boolean }> }, products: Array<{ __typename: 'ProductCard', id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { __typename: 'ProductCardPrice', startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, badges: { __typename: 'ProductCardBadges', sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null }> } } };

export type CustomerAddressQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerAddressQuery = { customerAddress: { __typename: 'CustomerAddress', phone: string | null, email: string, VATRegistrationNo: string | null, jobTitleCode: string | null, primaryIndustryGroupCode: string | null, numberOfEmployees: number | null, customerNumber: string | null, address: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } } | null };

export type CustomerInfoQueryVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type CustomerInfoQuery = { customerInfo: { __typename: 'CustomerInfo', userId: string | null, isExistingCustomer: boolean, isNewCustomer: boolean, isGuest: boolean, isInternal: boolean, visitorType: VisitorType, visitorLoginState: VisitorLoginState, firstName: string | null, lastName: string | null, primeInfo: { __typename: 'PrimeInfo', status: PrimeStatus } } };

export type DecryptRatingDataQueryVariables = Exact<{
  encryptedData: Scalars['String']['input'];
}>;


export type DecryptRatingDataQuery = { decryptRatingData: { __typename: 'RatingDecryptResult', success: boolean, redirect: boolean, productId: string | null, message: string | null, errorMessage: string | null } };

export type DeleteAccountMutationVariables = Exact<{
  password: Scalars['String']['input'];
}>;


export type DeleteAccountMutation = { deleteAccount: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type DeleteAddressMutationVariables = Exact<{
  addressId: Scalars['ID']['input'];
}>;


export type DeleteAddressMutation = { deleteAddress: { __typename: 'AddressResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, address: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null } };

export type EmailUniqueCheckQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type EmailUniqueCheckQuery = { emailUniqueCheck: boolean };

export type FooterDataQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterDataQuery = { footerData: { __typename: 'FooterData', usps: Array<{ __typename: 'FooterUsp', image: string | null, headline: string | null, subheadline: string | null, text: string | null, link: string | null }>, links: Array<{ __typename: 'FooterLinkBlock', headline: string | null, type: string, content: string | null, link: string | null, links: Array<{ __typename: 'FooterLink', label: string, url: string, external: boolean }> }> } };

export type ForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type ForgotPasswordMutation = { forgotPassword: { __typename: 'ForgotPasswordResult', successfull: boolean, emailToken: string | null, passwordOpsError: string | null, triesCount: number, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }> } };

export type GlobalParametersQueryVariables = Exact<{
  name: Scalars['String']['input'];
  entry?: InputMaybe<Scalars['String']['input']>;
}>;


export type GlobalParametersQuery = { globalParameters: Array<{ __typename: 'GlobalParameter', name: string, entry: string, value: string | null }> };

export type IndustriesQueryVariables = Exact<{ [key: string]: never; }>;


export type IndustriesQuery = { industries: Array<{ __typename: 'ListEntry', entryCode: string, entryText: string }> };

export type InvoiceQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
  shipmentNumber: Scalars['Int']['input'];
  hash?: InputMaybe<Scalars['String']['input']>;
}>;


export type InvoiceQuery = { invoice: { __typename: 'InvoiceFile', fileName: string, contentBase64: string } | null };

export type JobTitlesQueryVariables = Exact<{ [key: string]: never; }>;


export type JobTitlesQuery = { jobTitles: Array<{ __typename: 'ListEntry', entryCode: string, entryText: string }> };

export type LightningDealReservationQueryVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type LightningDealReservationQuery = { lightningDealReservation: { __typename: 'LightningReservation', hasLightningDealReservation: boolean, isLightningDealReservationExpired: boolean, lightningDealReservationTimestampEnd: number | null, extended: boolean } | null };

export type ExtendLightningReservationMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type ExtendLightningReservationMutation = { extendLightningReservation: { __typename: 'LightningReservationResult', successful: boolean, errorCode: string | null, errorMessage: string | null, reservation: { __typename: 'LightningReservation', hasLightningDealReservation: boolean, isLightningDealReservationExpired: boolean, lightningDealReservationTimestampEnd: number | null, extended: boolean } | null } };

export type RefreshLightningReservationMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type RefreshLightningReservationMutation = { refreshLightningReservation: { __typename: 'LightningRefreshResult', successful: boolean, isAnyDealNoLongerValid: boolean, areQuantitiesReduced: boolean, changedItemIds: Array<string>, errorCode: string | null, errorMessage: string | null, cart: { __typename: 'Cart', id: string, positionCount: number, articleCount: number, itemsCount: number, productsCount: number, relatedVoucherCodes: Array<string>, items: Array<{ __typename: 'CartItem', id: string, operationsId: string, itemId: string, productId: string, name: string, path: string, quantity: number, quantityNormal: number, quantityLightning: number, isLightningDeal: boolean, isFreeItem: boolean, relatedVoucherCode: string | null, removableItem: boolean, orderNumber: string, minimumOrderQuantity: number, maxQuantity: number, deliveryStatusColor: string, deliveryStatusText: string, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null, unitPrices: { __typename: 'CartUnitPrices', currencyCode: string, basePriceUnit: string | null, isBestPrice: boolean, raw: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, current: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, old: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, pricePerUnit: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, pricePerUnitLightning: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, netPricePerUnitLightning: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, unitPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, totalPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, variantAttributes: Array<{ __typename: 'VariantAttributeValue', name: string, displayName: string, value: string, position: number, css: string | null }> }>, totals: { __typename: 'CartTotals', subtotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, basketValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, voucherDiscount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, grandTotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, tax: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, netValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, savings: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, vouchers: Array<{ __typename: 'CartVoucher', code: string, successful: boolean, attainable: boolean, failureDescriptions: Array<string>, description: string, missingAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, minimumOrderValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, discount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, freeArticles: Array<{ __typename: 'FreeArticle', itemId: string, name: string, attained: boolean, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null, minimumPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, missingAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, giftMinimumPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, catalogs: Array<{ __typename: 'CartCatalog', code: string, name: string, selected: boolean }>, lightningReservation: { __typename: 'LightningReservation', hasLightningDealReservation: boolean, isLightningDealReservationExpired: boolean, lightningDealReservationTimestampEnd: number | null, extended: boolean } } | null } };

export type ListingFieldsFragment = { __typename: 'ProductList', totalCount: number, offset: number, limit: number, currentPage: number, totalPages: number, sort: string, defaultSort: string, availableSorts: Array<string>, facets: { __typename: 'ListingFacets', enumFacets: Array<{ __typename: 'EnumFacet', id: string, values: Array<{ __typename: 'FacetValue', value: string, count: number, selected: boolean }> }>, rangeFacets: Array<{ __typename: 'RangeFacet', id: string, min: number | null, max: number | null, from: number | null, to: number | null }>, categories: Array<{ __typename: 'CategoryFacetValue', id: string, name: string, url: string, count: number, selected: boolean }> }, products: Array<{ __typename: 'ProductCard', id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { __typename: 'ProductCardPrice', startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, badges: { __typename: 'ProductCardBadges', sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null }> };

export type LoginMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
  stayLogged?: InputMaybe<Scalars['Boolean']['input']>;
  mergeCart?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type LoginMutation = { login: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type NavigationQueryVariables = Exact<{
  rootId?: InputMaybe<Scalars['ID']['input']>;
  level?: Scalars['Int']['input'];
}>;


export type NavigationQuery = { navigation: Array<{ __typename: 'NavigationItem', id: string, name: string, categoryUrl: string, hasChildren: boolean, isSale: boolean, isExcludedFromNav: boolean, children: Array<{ __typename: 'NavigationItem', id: string, name: string, categoryUrl: string, hasChildren: boolean, isSale: boolean, isExcludedFromNav: boolean, children: Array<{ __typename: 'NavigationItem', id: string, name: string, categoryUrl: string, hasChildren: boolean, isSale: boolean, isExcludedFromNav: boolean }> }> }> };

export type NewsletterSubscribedQueryVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type NewsletterSubscribedQuery = { newsletterSubscribed: boolean };

export type OrderAddressFieldsFragment = { __typename: 'OrderAddress', salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, packstationAddress: boolean };

export type OrderQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type OrderQuery = { order: { __typename: 'Order', orderId: string, orderedAt: string, status: OrderStatus, paymentMethod: string, paymentStatus: OrderPaymentStatus, voucherCodes: Array<string>, shipperCode: string, email: string, phone: string | null, orderReference: string | null, customerNumber: string | null, comment: string | null, subtotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, voucherDiscount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, totalAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, tax: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, billingAddress: { __typename: 'OrderAddress', salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, packstationAddress: boolean }, deliveryAddress: { __typename: 'OrderAddress', salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, packstationAddress: boolean }, items: Array<{ __typename: 'OrderItem', itemId: string, productId: string, orderNumber: string, name: string, quantity: number, quantityLightning: number, lightningDealExpired: boolean, isFreeItem: boolean, unitPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, lightningUnitPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, totalPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }> } | null };

export type OrderDetailQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
  hash?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrderDetailQuery = { order: { __typename: 'Order', orderId: string, orderedAt: string, status: OrderStatus, paymentMethod: string, email: string, phone: string | null, orderReference: string | null, customerNumber: string | null, comment: string | null, hash: string, subtotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, voucherDiscount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, totalAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, tax: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, billingAddress: { __typename: 'OrderAddress', salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, packstationAddress: boolean }, deliveryAddress: { __typename: 'OrderAddress', salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, packstationAddress: boolean }, shipments: Array<{ __typename: 'Shipment', number: number, status: ShipmentStatus, carrier: string, dispatchDate: string | null, trackingCode: string | null, trackingLink: string | null, cancelReason: string | null, invoiceLink: string | null, items: Array<{ __typename: 'ShipmentItem', lineNo: number, itemId: string, productId: string, orderNumber: string, name: string, quantity: number, returnable: boolean, returnableQuantity: number, alreadyReturned: boolean, returnedQuantity: number, reviewUrl: string, variantAttributes: Array<{ __typename: 'OrderVariantAttribute', name: string, displayName: string, value: string }>, unitPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }> }> } | null };

export type OrderYearsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderYearsQuery = { orderYears: Array<number> };

export type OrdersV2QueryVariables = Exact<{
  page: Scalars['Int']['input'];
  searchText?: InputMaybe<Scalars['String']['input']>;
  dateFilter?: InputMaybe<Scalars['String']['input']>;
}>;


export type OrdersV2Query = { ordersV2: { __typename: 'OrdersPage', orders: Array<{ __typename: 'OrderSummary', orderId: string, orderedAt: string, status: OrderStatus, shipmentStatuses: Array<ShipmentStatus>, totalAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, items: Array<{ __typename: 'OrderSummaryItem', itemId: string, productId: string, name: string, quantity: number }> }>, pageInfo: { __typename: 'OrderPageInfo', totalElements: number, totalPages: number, currentPage: number, elementsPerPage: number } } | null };

export type PageDetailsQueryVariables = Exact<{
  url: Scalars['String']['input'];
  preview?: InputMaybe<Scalars['String']['input']>;
}>;


export type PageDetailsQuery = { pageDetails: { __typename: 'PageDetails', pageType: PageType, categoryId: string | null, redirectUrl: string | null, redirectTemporary: boolean, title: string | null, metaDescription: string | null, metaRobots: string | null, activeAbTests: Array<{ __typename: 'AbTest', id: string, trackingCode: string }>, rows: Array<{ __typename: 'Row', id: string, cells: Array<{ __typename: 'Cell', id: string, elementType: string, width: number, html: string | null, teasers: Array<{ __typename: 'Teaser', id: string, name: string, template: string | null, attributes: Array<{ __typename: 'TeaserAttribute', name: string, text: string | null, value: string | null, url: string | null, openLinkInNewWindow: boolean | null, urlPath: string | null, altTag: string | null, imgTitle: string | null, width: number | null, height: number | null, valueList: Array<string> | null }> }> }> }> } };

export type ProductQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductQuery = { product: { __typename: 'Product', productId: string, name: string, url: string, path: string, metaTitle: string | null, metaDescription: string | null, metaRobots: string | null, longDescription: string | null, shortFacts: Array<string>, scopeOfDelivery: string | null, warranty: string | null, deliveryInfo: string | null, manufacturerName: string | null, rating: number | null, numberOfRatings: number, isNewProduct: boolean, isTopseller: boolean, isShortage: boolean, isBook: boolean, isSingleVariant: boolean, hasMoreVariants: boolean, hasMultipleItems: boolean, hasSamePricesForAllItems: boolean, availableForSale: boolean, deliveryFree: boolean, minimumOrderQuantity: number, maxQuantity: number, discountPercent: number | null, promoFeatures: Array<string>, rightOfWithdrawalInfo: string | null, oldElectricalDeviceInfo: string | null, teasers: Array<{ __typename: 'ProductTeaser', id: string, headline: string, text: string, url: string | null }>, tabs: Array<{ __typename: 'ProductTab', id: string, title: string, content: string }>, extraTabs: Array<{ __typename: 'ProductExtraTabRef', id: string, title: string }>, prices: { __typename: 'Prices', isBestPrice: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, specialPrice: { __typename: 'SpecialPrice', description: string | null, recommendedRetailPriceValidFrom: string | null, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, recommendedRetailPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null, basePrice: { __typename: 'BasePrice', unit: string, isDisplayed: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } | null, educationalSuggestedGrossPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, lightningDealPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, images: Array<{ __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }>, videos: Array<{ __typename: 'ProductVideo', id: string, title: string, url: string, durationSeconds: number, thumbnail: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } }>, downloads: Array<{ __typename: 'DownloadGroup', displayName: string, downloads: Array<{ __typename: 'Download', dataName: string, url: string, headline: string }> }>, audioSamples: Array<{ __typename: 'AudioSample', id: string, title: string, url: string, mimeType: string, durationSeconds: number }>, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, labelAttributes: Array<{ __typename: 'LabelAttribute', name: string, value: string }>, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, breadcrumb: Array<{ __typename: 'BreadcrumbEntry', id: string, name: string, url: string }>, variantAttributes: Array<{ __typename: 'VariantAttribute', name: string, displayName: string, position: number, type: string, options: Array<{ __typename: 'VariantOption', value: string, selected: boolean, disabled: boolean, css: string | null, hasDiscount: boolean, valuePosition: number, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null }> }>, bestItem: { __typename: 'Item', itemId: string, orderNumber: string, name: string, maxQuantity: number, minimumOrderQuantity: number, availableForSale: boolean, deliveryFree: boolean, primeFaehig: boolean, areAllDeliveryTimesTheSame: boolean, images: Array<{ __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }>, prices: { __typename: 'Prices', isBestPrice: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, specialPrice: { __typename: 'SpecialPrice', description: string | null, recommendedRetailPriceValidFrom: string | null, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, recommendedRetailPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null, basePrice: { __typename: 'BasePrice', unit: string, isDisplayed: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } | null, educationalSuggestedGrossPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, lightningDealPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, deliveryStatus: { __typename: 'DeliveryStatus', text: string, color: string }, variantAttributes: Array<{ __typename: 'VariantAttributeValue', name: string, displayName: string, value: string, position: number, css: string | null, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null }>, dataAndFacts: Array<{ __typename: 'DataFact', label: string, value: string }>, warnings: Array<{ __typename: 'ProductWarning', code: string | null, text: string }>, dangerWarnings: Array<{ __typename: 'ProductWarning', code: string | null, text: string }>, powerPlugScope: { __typename: 'PowerPlugScope', chargerIncluded: boolean, minPowerWatts: number | null, maxPowerWatts: number | null, usbPowerDelivery: boolean } | null, matrixCodeMessages: Array<{ __typename: 'MatrixCodeMessage', key: string, message: string }>, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null }, accessories: Array<{ __typename: 'ProductCard', id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { __typename: 'ProductCardPrice', startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, badges: { __typename: 'ProductCardBadges', sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null }>, replacementProducts: Array<{ __typename: 'ProductCard', id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { __typename: 'ProductCardPrice', startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, badges: { __typename: 'ProductCardBadges', sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null }> } | null };

export type ProductAccessoriesQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductAccessoriesQuery = { product: { __typename: 'Product', productId: string, accessories: Array<{ __typename: 'ProductCard', id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { __typename: 'ProductCardPrice', startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, badges: { __typename: 'ProductCardBadges', sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null }> } | null };

export type PricesFieldsFragment = { __typename: 'Prices', isBestPrice: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, specialPrice: { __typename: 'SpecialPrice', description: string | null, recommendedRetailPriceValidFrom: string | null, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, recommendedRetailPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null, basePrice: { __typename: 'BasePrice', unit: string, isDisplayed: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } | null, educationalSuggestedGrossPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, lightningDealPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null };

export type LightningDealInfoFieldsFragment = { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null };

export type ItemDetailFieldsFragment = { __typename: 'Item', itemId: string, orderNumber: string, name: string, maxQuantity: number, minimumOrderQuantity: number, availableForSale: boolean, deliveryFree: boolean, primeFaehig: boolean, areAllDeliveryTimesTheSame: boolean, images: Array<{ __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }>, prices: { __typename: 'Prices', isBestPrice: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, specialPrice: { __typename: 'SpecialPrice', description: string | null, recommendedRetailPriceValidFrom: string | null, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, recommendedRetailPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null, basePrice: { __typename: 'BasePrice', unit: string, isDisplayed: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } | null, educationalSuggestedGrossPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, lightningDealPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, deliveryStatus: { __typename: 'DeliveryStatus', text: string, color: string }, variantAttributes: Array<{ __typename: 'VariantAttributeValue', name: string, displayName: string, value: string, position: number, css: string | null, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null }>, dataAndFacts: Array<{ __typename: 'DataFact', label: string, value: string }>, warnings: Array<{ __typename: 'ProductWarning', code: string | null, text: string }>, dangerWarnings: Array<{ __typename: 'ProductWarning', code: string | null, text: string }>, powerPlugScope: { __typename: 'PowerPlugScope', chargerIncluded: boolean, minPowerWatts: number | null, maxPowerWatts: number | null, usbPowerDelivery: boolean } | null, matrixCodeMessages: Array<{ __typename: 'MatrixCodeMessage', key: string, message: string }>, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null };

export type VariantAttributeFieldsFragment = { __typename: 'VariantAttribute', name: string, displayName: string, position: number, type: string, options: Array<{ __typename: 'VariantOption', value: string, selected: boolean, disabled: boolean, css: string | null, hasDiscount: boolean, valuePosition: number, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null }> };

export type ReviewFieldsFragment = { __typename: 'Review', ratingId: string, rating: number, fullAuthorInfo: string, title: string, date: string, message: string, helpfulRating: number, comment: string | null, commentAuthor: string | null, commentDate: string | null, isVerified: boolean };

export type ProductExtraTabQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
  tabId: Scalars['ID']['input'];
}>;


export type ProductExtraTabQuery = { productExtraTab: { __typename: 'ProductTab', id: string, title: string, content: string } | null };

export type ProductItemQueryVariables = Exact<{
  itemId: Scalars['ID']['input'];
}>;


export type ProductItemQuery = { item: { __typename: 'Item', itemId: string, orderNumber: string, name: string, maxQuantity: number, minimumOrderQuantity: number, availableForSale: boolean, deliveryFree: boolean, primeFaehig: boolean, areAllDeliveryTimesTheSame: boolean, images: Array<{ __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }>, prices: { __typename: 'Prices', isBestPrice: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, specialPrice: { __typename: 'SpecialPrice', description: string | null, recommendedRetailPriceValidFrom: string | null, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, recommendedRetailPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null, basePrice: { __typename: 'BasePrice', unit: string, isDisplayed: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } | null, educationalSuggestedGrossPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, lightningDealPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, deliveryStatus: { __typename: 'DeliveryStatus', text: string, color: string }, variantAttributes: Array<{ __typename: 'VariantAttributeValue', name: string, displayName: string, value: string, position: number, css: string | null, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null }>, dataAndFacts: Array<{ __typename: 'DataFact', label: string, value: string }>, warnings: Array<{ __typename: 'ProductWarning', code: string | null, text: string }>, dangerWarnings: Array<{ __typename: 'ProductWarning', code: string | null, text: string }>, powerPlugScope: { __typename: 'PowerPlugScope', chargerIncluded: boolean, minPowerWatts: number | null, maxPowerWatts: number | null, usbPowerDelivery: boolean } | null, matrixCodeMessages: Array<{ __typename: 'MatrixCodeMessage', key: string, message: string }>, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null } | null };

export type ProductRecommendationsQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ProductRecommendationsQuery = { productRecommendations: Array<{ __typename: 'ProductCard', id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { __typename: 'ProductCardPrice', startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, badges: { __typename: 'ProductCardBadges', sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null }> };

export type ProductReviewsQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
  offset?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ReviewFilterInput>;
}>;


export type ProductReviewsQuery = { productReviews: { __typename: 'ReviewList', numberOfReviews: number, numberOfFives: number, numberOfFours: number, numberOfThrees: number, numberOfTwos: number, numberOfOnes: number, averageRating: number | null, totalFiltered: number, offset: number, limit: number, hasMore: boolean, reviews: Array<{ __typename: 'Review', ratingId: string, rating: number, fullAuthorInfo: string, title: string, date: string, message: string, helpfulRating: number, comment: string | null, commentAuthor: string | null, commentDate: string | null, isVerified: boolean }> } };

export type RateReviewHelpfulMutationVariables = Exact<{
  ratingId: Scalars['ID']['input'];
}>;


export type RateReviewHelpfulMutation = { rateReviewHelpful: { __typename: 'RateReviewHelpfulResult', successful: boolean, errorMessage: string | null, helpfulRating: number } };

export type RecordGlanceMutationVariables = Exact<{
  productId: Scalars['ID']['input'];
  itemId: Scalars['ID']['input'];
  domain: Scalars['String']['input'];
}>;


export type RecordGlanceMutation = { recordGlance: { __typename: 'RecordGlanceResult', successful: boolean, recorded: boolean } };

export type RegisterB2bCustomerMutationVariables = Exact<{
  input: RegisterB2bCustomerInput;
}>;


export type RegisterB2bCustomerMutation = { registerB2bCustomer: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type RegisterCustomerMutationVariables = Exact<{
  input: RegisterCustomerInput;
}>;


export type RegisterCustomerMutation = { registerCustomer: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type RegisterGuestMutationVariables = Exact<{
  input: RegisterGuestInput;
}>;


export type RegisterGuestMutation = { registerGuest: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type ReturnCarriersQueryVariables = Exact<{
  hash: Scalars['String']['input'];
  items: Array<ReturnItemInput> | ReturnItemInput;
  regulation: Scalars['String']['input'];
}>;


export type ReturnCarriersQuery = { returnCarriers: Array<{ __typename: 'ReturnOption', code: string, name: string }> };

export type ReturnOrderQueryVariables = Exact<{
  orderId?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
  hash?: InputMaybe<Scalars['String']['input']>;
}>;


export type ReturnOrderQuery = { returnOrder: { __typename: 'ReturnOrder', hash: string, orderId: string, salesOrderNo: string, orderDate: string, items: Array<{ __typename: 'ReturnOrderItem', id: string, lineNo: number, articleNumber: string, name: string, quantityOrdered: number, quantityShipped: number, quantityReturnable: number, reasons: Array<ReturnReason>, components: Array<string>, price: { __typename: 'Money', stringValue: string } }>, earlierReturns: Array<{ __typename: 'EarlierReturn', rma: string, carrier: string, regulation: string, createdAt: string, items: Array<{ __typename: 'EarlierReturnItem', name: string, quantity: number, reason: ReturnReason }> }> } | null };

export type ReturnRegulationsQueryVariables = Exact<{
  hash: Scalars['String']['input'];
  items: Array<ReturnItemInput> | ReturnItemInput;
}>;


export type ReturnRegulationsQuery = { returnRegulations: Array<{ __typename: 'ReturnOption', code: string, name: string }> };

export type SaveReviewMutationVariables = Exact<{
  input: SaveReviewInput;
}>;


export type SaveReviewMutation = { saveReview: { __typename: 'SaveReviewResult', successful: boolean, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, review: { __typename: 'Review', ratingId: string, rating: number, fullAuthorInfo: string, title: string, date: string, message: string, helpfulRating: number, comment: string | null, commentAuthor: string | null, commentDate: string | null, isVerified: boolean } | null } };

export type SearchCheckQueryVariables = Exact<{
  originalQuery: Scalars['String']['input'];
}>;


export type SearchCheckQuery = { searchCheck: { __typename: 'SearchCheck', redirectPath: string | null, query: string, originalQuery: string, rewritten: boolean } };

export type SearchSuggestionsQueryVariables = Exact<{
  userQuery: Scalars['String']['input'];
}>;


export type SearchSuggestionsQuery = { searchSuggestions: { __typename: 'SearchSuggestions', popular: boolean, suggestQueries: Array<{ __typename: 'SuggestQuery', suggest: string, label: string }> } };

export type SearchTargetQueryVariables = Exact<{
  query: Scalars['String']['input'];
}>;


export type SearchTargetQuery = { longTailAdjustment: { __typename: 'LongTailAdjustment', searchQuery: string, filters: Array<{ __typename: 'SuggestedFilter', name: string, values: Array<string> }> } | null, coreSearch: { __typename: 'CoreSearchResult', link: { __typename: 'SearchLink', url: string } | null } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { __typename: 'ContactFormResult', successful: boolean, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } };

export type ShippingAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShippingAddressesQuery = { shippingAddresses: Array<{ __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean }> | null };

export type ShopQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopQuery = { shop: { __typename: 'Shop', storeCode: StoreCode, language: string, currencyCode: string, isB2b: boolean } };

export type ShopInitMutationVariables = Exact<{ [key: string]: never; }>;


export type ShopInitMutation = { shopInit: { __typename: 'ShopInitResult', userId: string, cartId: string } };

export type SubmitCartMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type SubmitCartMutation = { submitCart: { __typename: 'SubmitCartResult', successful: boolean, orderId: string | null, redirectUrl: string | null, newCartId: string | null, errorCode: string | null, errorMessage: string | null, missing: Array<CheckoutRequirement>, outOfStockItemIds: Array<string>, expiredLightningItemIds: Array<string>, computopData: { __typename: 'ComputopData', action: string, fields: Array<{ __typename: 'ComputopField', name: string, value: string }> } | null } };

export type SubmitReturnOrderMutationVariables = Exact<{
  input: ReturnOrderInput;
}>;


export type SubmitReturnOrderMutation = { submitReturnOrder: { __typename: 'SubmitReturnResult', isError: boolean, errorMsg: string | null, rma: string | null, labelUrl: string | null } };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterSubscribeInput;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { __typename: 'NewsletterResult', successful: boolean, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } };

export type ThankYouPageDataQueryVariables = Exact<{
  orderId: Scalars['ID']['input'];
}>;


export type ThankYouPageDataQuery = { thankYouPageData: { __typename: 'ThankYouPageData', orderId: string, email: string, paymentMethod: string, paymentStatus: OrderPaymentStatus, isGuestOrder: boolean, totalAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } | null };

export type TokenValidityQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type TokenValidityQuery = { tokenValidity: boolean };

export type UnsubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterUnsubscribeInput;
}>;


export type UnsubscribeNewsletterMutation = { unsubscribeNewsletter: { __typename: 'NewsletterResult', successful: boolean, errorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }> } };

export type UnsubscribeNewsletterByTokenMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type UnsubscribeNewsletterByTokenMutation = { unsubscribeNewsletterByToken: boolean };

export type UpdateBillingAddressMutationVariables = Exact<{
  addressId: Scalars['ID']['input'];
  input: BillingAddressInput;
}>;


export type UpdateBillingAddressMutation = { updateBillingAddress: { __typename: 'AddressResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, address: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null } };

export type UpdateCartMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  ops: Array<CartOpInput> | CartOpInput;
}>;


export type UpdateCartMutation = { updateCart: { __typename: 'CartUpdateResult', successful: boolean, errorMessage: string | null, errorCode: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string }>, addedPositions: Array<{ __typename: 'AddedPosition', itemId: string, quantity: number, quantityLightning: number, quantityNormal: number }>, cart: { __typename: 'Cart', id: string, positionCount: number, articleCount: number, itemsCount: number, productsCount: number, relatedVoucherCodes: Array<string>, items: Array<{ __typename: 'CartItem', id: string, operationsId: string, itemId: string, productId: string, name: string, path: string, quantity: number, quantityNormal: number, quantityLightning: number, isLightningDeal: boolean, isFreeItem: boolean, relatedVoucherCode: string | null, removableItem: boolean, orderNumber: string, minimumOrderQuantity: number, maxQuantity: number, deliveryStatusColor: string, deliveryStatusText: string, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null, unitPrices: { __typename: 'CartUnitPrices', currencyCode: string, basePriceUnit: string | null, isBestPrice: boolean, raw: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, current: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, old: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, pricePerUnit: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, pricePerUnitLightning: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, netPricePerUnitLightning: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, unitPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, totalPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, variantAttributes: Array<{ __typename: 'VariantAttributeValue', name: string, displayName: string, value: string, position: number, css: string | null }> }>, totals: { __typename: 'CartTotals', subtotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, basketValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, voucherDiscount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, grandTotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, tax: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, netValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, savings: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, vouchers: Array<{ __typename: 'CartVoucher', code: string, successful: boolean, attainable: boolean, failureDescriptions: Array<string>, description: string, missingAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, minimumOrderValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, discount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, freeArticles: Array<{ __typename: 'FreeArticle', itemId: string, name: string, attained: boolean, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null, minimumPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, missingAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, giftMinimumPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, catalogs: Array<{ __typename: 'CartCatalog', code: string, name: string, selected: boolean }>, lightningReservation: { __typename: 'LightningReservation', hasLightningDealReservation: boolean, isLightningDealReservationExpired: boolean, lightningDealReservationTimestampEnd: number | null, extended: boolean } } | null } };

export type UpdateEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type UpdateEmailMutation = { updateEmail: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type UpdatePhoneMutationVariables = Exact<{
  phone: Scalars['String']['input'];
}>;


export type UpdatePhoneMutation = { updatePhone: { __typename: 'AuthResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, updatedCartId: string | null, userId: string | null, firstName: string | null, lastName: string | null, cartMerged: boolean, customerNumber: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, token: { __typename: 'CustomerToken', token: string, expires: string, guest: boolean } | null } };

export type UpdateShippingAddressMutationVariables = Exact<{
  addressId: Scalars['ID']['input'];
  input: ShippingAddressInput;
}>;


export type UpdateShippingAddressMutation = { updateShippingAddress: { __typename: 'AddressResult', successfull: boolean, errorMessage: string | null, generalErrorMessage: string | null, fieldErrors: Array<{ __typename: 'FieldError', field: string, message: string, form: string | null }>, address: { __typename: 'Address', addressId: string, addressType: AddressType, salutation: string, schoolOrCompany: string, firstName: string, lastName: string, street: string, addressAddition: string, postCode: string, city: string, country: string, phone: string, email: string, packstationAddress: boolean, isAlsoCustomerAddress: boolean } | null } };

export type UploadReturnImageMutationVariables = Exact<{
  signature: Scalars['String']['input'];
  file: Scalars['File']['input'];
}>;


export type UploadReturnImageMutation = { uploadReturnImage: { __typename: 'UploadResult', successful: boolean, uploadId: string | null, contentType: string | null, errorCode: string | null, errorMessage: string | null } };

export type UploadSignatureQueryVariables = Exact<{ [key: string]: never; }>;


export type UploadSignatureQuery = { uploadSignature: { __typename: 'UploadSignature', signature: string, expiresAt: string } };

export type VariantInfoQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
  selectedVariants: Array<SelectedVariantInput> | SelectedVariantInput;
  itemId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type VariantInfoQuery = { variantInfo: { __typename: 'VariantInfo', configured: boolean, variantAttributes: Array<{ __typename: 'VariantAttribute', name: string, displayName: string, position: number, type: string, options: Array<{ __typename: 'VariantOption', value: string, selected: boolean, disabled: boolean, css: string | null, hasDiscount: boolean, valuePosition: number, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null }> }>, bestItem: { __typename: 'Item', itemId: string, orderNumber: string, name: string, maxQuantity: number, minimumOrderQuantity: number, availableForSale: boolean, deliveryFree: boolean, primeFaehig: boolean, areAllDeliveryTimesTheSame: boolean, images: Array<{ __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }>, prices: { __typename: 'Prices', isBestPrice: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, specialPrice: { __typename: 'SpecialPrice', description: string | null, recommendedRetailPriceValidFrom: string | null, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, recommendedRetailPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null, basePrice: { __typename: 'BasePrice', unit: string, isDisplayed: boolean, price: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } } | null, educationalSuggestedGrossPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, lightningDealPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, deliveryStatus: { __typename: 'DeliveryStatus', text: string, color: string }, variantAttributes: Array<{ __typename: 'VariantAttributeValue', name: string, displayName: string, value: string, position: number, css: string | null, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null }>, dataAndFacts: Array<{ __typename: 'DataFact', label: string, value: string }>, warnings: Array<{ __typename: 'ProductWarning', code: string | null, text: string }>, dangerWarnings: Array<{ __typename: 'ProductWarning', code: string | null, text: string }>, powerPlugScope: { __typename: 'PowerPlugScope', chargerIncluded: boolean, minPowerWatts: number | null, maxPowerWatts: number | null, usbPowerDelivery: boolean } | null, matrixCodeMessages: Array<{ __typename: 'MatrixCodeMessage', key: string, message: string }>, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null } | null } | null };

export type MoneyFieldsFragment = { __typename: 'Money', amount: number, currencyCode: string, stringValue: string };

export type ImageFieldsFragment = { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string };

export type ProductCardFieldsFragment = { __typename: 'ProductCard', id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { __typename: 'ProductCardPrice', startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, oldPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, badges: { __typename: 'ProductCardBadges', sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ __typename: 'ExtraBadge', id: string, name: string }>, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string }, energyEfficiency: { __typename: 'EnergyEfficiency', energyClass: string, imgPath: string, detailsImgPath: string, imgAlt: string } | null, lightningDealInfo: { __typename: 'LightningDealInfo', isAvailableLightningDeal: boolean, lightningDealTimestampUntil: number | null, lightningReservedPercentageRoundFloor: number, lightningQuantityMax: number, lightningSpecialPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null } | null };

export type LightningReservationFieldsFragment = { __typename: 'LightningReservation', hasLightningDealReservation: boolean, isLightningDealReservationExpired: boolean, lightningDealReservationTimestampEnd: number | null, extended: boolean };

export type CartFieldsFragment = { __typename: 'Cart', id: string, positionCount: number, articleCount: number, itemsCount: number, productsCount: number, relatedVoucherCodes: Array<string>, items: Array<{ __typename: 'CartItem', id: string, operationsId: string, itemId: string, productId: string, name: string, path: string, quantity: number, quantityNormal: number, quantityLightning: number, isLightningDeal: boolean, isFreeItem: boolean, relatedVoucherCode: string | null, removableItem: boolean, orderNumber: string, minimumOrderQuantity: number, maxQuantity: number, deliveryStatusColor: string, deliveryStatusText: string, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null, unitPrices: { __typename: 'CartUnitPrices', currencyCode: string, basePriceUnit: string | null, isBestPrice: boolean, raw: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, current: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, old: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, basePrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null }, pricePerUnit: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, pricePerUnitLightning: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, netPricePerUnitLightning: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, unitPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, totalPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, variantAttributes: Array<{ __typename: 'VariantAttributeValue', name: string, displayName: string, value: string, position: number, css: string | null }> }>, totals: { __typename: 'CartTotals', subtotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, shippingCost: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, basketValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, voucherDiscount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, total: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, grandTotal: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, tax: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, netValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, savings: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }, shippers: Array<{ __typename: 'CartShipper', code: string, name: string, enabled: boolean, selected: boolean, costs: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, vouchers: Array<{ __typename: 'CartVoucher', code: string, successful: boolean, attainable: boolean, failureDescriptions: Array<string>, description: string, missingAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, minimumOrderValue: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, discount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, freeArticles: Array<{ __typename: 'FreeArticle', itemId: string, name: string, attained: boolean, image: { __typename: 'Image', format: ImageFormat, src: string, width: number, height: number, alt: string } | null, minimumPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string }, missingAmount: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } }>, giftMinimumPrice: { __typename: 'Money', amount: number, currencyCode: string, stringValue: string } | null, catalogs: Array<{ __typename: 'CartCatalog', code: string, name: string, selected: boolean }>, lightningReservation: { __typename: 'LightningReservation', hasLightningDealReservation: boolean, isLightningDealReservationExpired: boolean, lightningDealReservationTimestampEnd: number | null, extended: boolean } };

export const AddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}}]} as unknown as DocumentNode<AddressFieldsFragment, unknown>;
export const AddressResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}}]} as unknown as DocumentNode<AddressResultFieldsFragment, unknown>;
export const AmazonPayExpressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmazonPayExpressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmazonPayExpress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"blockedItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]} as unknown as DocumentNode<AmazonPayExpressFieldsFragment, unknown>;
export const AuthResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<AuthResultFieldsFragment, unknown>;
export const MoneyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}}]} as unknown as DocumentNode<MoneyFieldsFragment, unknown>;
export const PaymentMethodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}}]} as unknown as DocumentNode<PaymentMethodFieldsFragment, unknown>;
export const CheckoutCartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}}]} as unknown as DocumentNode<CheckoutCartFieldsFragment, unknown>;
export const CheckoutResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutResultFieldsFragment, unknown>;
export const ImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ImageFieldsFragment, unknown>;
export const LightningDealInfoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}}]} as unknown as DocumentNode<LightningDealInfoFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyEfficiency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyClass"}},{"kind":"Field","name":{"kind":"Name","value":"imgPath"}},{"kind":"Field","name":{"kind":"Name","value":"detailsImgPath"}},{"kind":"Field","name":{"kind":"Name","value":"imgAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}}]} as unknown as DocumentNode<ProductCardFieldsFragment, unknown>;
export const ListingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSort"}},{"kind":"Field","name":{"kind":"Name","value":"availableSorts"}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enumFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rangeFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyEfficiency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyClass"}},{"kind":"Field","name":{"kind":"Name","value":"imgPath"}},{"kind":"Field","name":{"kind":"Name","value":"detailsImgPath"}},{"kind":"Field","name":{"kind":"Name","value":"imgAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}}]} as unknown as DocumentNode<ListingFieldsFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}}]}}]} as unknown as DocumentNode<OrderAddressFieldsFragment, unknown>;
export const PricesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPriceValidFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"isDisplayed"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}},{"kind":"Field","name":{"kind":"Name","value":"educationalSuggestedGrossPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}}]} as unknown as DocumentNode<PricesFieldsFragment, unknown>;
export const ItemDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"availableForSale"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFree"}},{"kind":"Field","name":{"kind":"Name","value":"primeFaehig"}},{"kind":"Field","name":{"kind":"Name","value":"areAllDeliveryTimesTheSame"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataAndFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dangerWarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"powerPlugScope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargerIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"minPowerWatts"}},{"kind":"Field","name":{"kind":"Name","value":"maxPowerWatts"}},{"kind":"Field","name":{"kind":"Name","value":"usbPowerDelivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matrixCodeMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPriceValidFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"isDisplayed"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}},{"kind":"Field","name":{"kind":"Name","value":"educationalSuggestedGrossPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}}]} as unknown as DocumentNode<ItemDetailFieldsFragment, unknown>;
export const VariantAttributeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariantAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariantAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"hasDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"valuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<VariantAttributeFieldsFragment, unknown>;
export const ReviewFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingId"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"fullAuthorInfo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"helpfulRating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"commentAuthor"}},{"kind":"Field","name":{"kind":"Name","value":"commentDate"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]} as unknown as DocumentNode<ReviewFieldsFragment, unknown>;
export const LightningReservationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningReservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLightningDealReservation"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDealReservationExpired"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealReservationTimestampEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}}]}}]} as unknown as DocumentNode<LightningReservationFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"operationsId"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityNormal"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLightning"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"isFreeItem"}},{"kind":"Field","name":{"kind":"Name","value":"relatedVoucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"removableItem"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatusColor"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatusText"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"old"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnitLightning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netPricePerUnitLightning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"css"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basketValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"attainable"}},{"kind":"Field","name":{"kind":"Name","value":"failureDescriptions"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"missingAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedVoucherCodes"}},{"kind":"Field","name":{"kind":"Name","value":"freeArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attained"}},{"kind":"Field","name":{"kind":"Name","value":"missingAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftMinimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningReservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLightningDealReservation"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDealReservationExpired"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealReservationTimestampEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const AccountDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegistrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitleCode"}},{"kind":"Field","name":{"kind":"Name","value":"primaryIndustryGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfEmployees"}}]}}]}}]} as unknown as DocumentNode<AccountDataQuery, AccountDataQueryVariables>;
export const AddBillingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBillingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBillingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}}]} as unknown as DocumentNode<AddBillingAddressMutation, AddBillingAddressMutationVariables>;
export const AddShippingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddShippingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addShippingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}}]} as unknown as DocumentNode<AddShippingAddressMutation, AddShippingAddressMutationVariables>;
export const AddTrackingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTrackingEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackingEventInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTrackingEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"events"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}}]}]}}]} as unknown as DocumentNode<AddTrackingEventsMutation, AddTrackingEventsMutationVariables>;
export const AmazonPayExpressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmazonPayExpress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amazonPayExpress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmazonPayExpressFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmazonPayExpressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmazonPayExpress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"blockedItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]} as unknown as DocumentNode<AmazonPayExpressQuery, AmazonPayExpressQueryVariables>;
export const StartAmazonCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartAmazonCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startAmazonCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}}]}}]}}]} as unknown as DocumentNode<StartAmazonCheckoutMutation, StartAmazonCheckoutMutationVariables>;
export const CompleteAmazonCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteAmazonCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amazonCheckoutSessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeAmazonCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amazonCheckoutSessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amazonCheckoutSessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"buyer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amazonPayExpress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmazonPayExpressFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmazonPayExpressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmazonPayExpress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"blockedItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]} as unknown as DocumentNode<CompleteAmazonCheckoutMutation, CompleteAmazonCheckoutMutationVariables>;
export const AbortAmazonCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AbortAmazonCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"abortAmazonCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amazonPayExpress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmazonPayExpressFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmazonPayExpressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmazonPayExpress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"blockedItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]} as unknown as DocumentNode<AbortAmazonCheckoutMutation, AbortAmazonCheckoutMutationVariables>;
export const BillingAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillingAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}}]} as unknown as DocumentNode<BillingAddressesQuery, BillingAddressesQueryVariables>;
export const CartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calculateShippingCost"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}},"defaultValue":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"calculateShippingCost"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calculateShippingCost"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningReservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLightningDealReservation"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDealReservationExpired"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealReservationTimestampEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"operationsId"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityNormal"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLightning"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"isFreeItem"}},{"kind":"Field","name":{"kind":"Name","value":"relatedVoucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"removableItem"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatusColor"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatusText"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"old"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnitLightning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netPricePerUnitLightning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"css"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basketValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"attainable"}},{"kind":"Field","name":{"kind":"Name","value":"failureDescriptions"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"missingAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedVoucherCodes"}},{"kind":"Field","name":{"kind":"Name","value":"freeArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attained"}},{"kind":"Field","name":{"kind":"Name","value":"missingAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftMinimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningReservationFields"}}]}}]}}]} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const CategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Category"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coreCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coreCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coreCategoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSort"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CategoryQuery, CategoryQueryVariables>;
export const CategoryProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coreCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PagingInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enumFilters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnumFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rangeFilters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RangeFilterInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coreCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coreCategoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"enumFilters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enumFilters"}}},{"kind":"Argument","name":{"kind":"Name","value":"rangeFilters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rangeFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyEfficiency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyClass"}},{"kind":"Field","name":{"kind":"Name","value":"imgPath"}},{"kind":"Field","name":{"kind":"Name","value":"detailsImgPath"}},{"kind":"Field","name":{"kind":"Name","value":"imgAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSort"}},{"kind":"Field","name":{"kind":"Name","value":"availableSorts"}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enumFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rangeFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]} as unknown as DocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;
export const ChangeAccountDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAccountData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeAccountDataInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAccountData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<ChangeAccountDataMutation, ChangeAccountDataMutationVariables>;
export const ChangeForgottenPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeForgottenPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeForgottenPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<ChangeForgottenPasswordMutation, ChangeForgottenPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"oldPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"oldPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CheckoutCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckoutCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}}]} as unknown as DocumentNode<CheckoutCartQuery, CheckoutCartQueryVariables>;
export const SetBillingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBillingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAddressInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBillingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"addressId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetBillingAddressMutation, SetBillingAddressMutationVariables>;
export const SetShippingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetShippingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingAddressInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setShippingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"addressId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetShippingAddressMutation, SetShippingAddressMutationVariables>;
export const SetDeliveryTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDeliveryType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDeliveryType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deliveryType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetDeliveryTypeMutation, SetDeliveryTypeMutationVariables>;
export const SetContactEmailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactEmails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactEmailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactEmails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetContactEmailsMutation, SetContactEmailsMutationVariables>;
export const SetOrderReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrderReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderReference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderReference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetOrderReferenceMutation, SetOrderReferenceMutationVariables>;
export const SetOrderCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrderComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderComment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrderComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderComment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderComment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetOrderCommentMutation, SetOrderCommentMutationVariables>;
export const SetSelectedPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSelectedPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buyerReference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSelectedPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"buyerReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buyerReference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetSelectedPaymentMutation, SetSelectedPaymentMutationVariables>;
export const SetShippingMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetShippingMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"methodCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setShippingMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"methodCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"methodCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetShippingMethodMutation, SetShippingMethodMutationVariables>;
export const SetSelectedShipperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSelectedShipper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSelectedShipper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetSelectedShipperMutation, SetSelectedShipperMutationVariables>;
export const SetPackstationIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPackstationId"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"packstationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPackstationId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"packstationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"packstationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SetPackstationIdMutation, SetPackstationIdMutationVariables>;
export const SaveSpeditionDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSpeditionData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fields"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SpeditionFieldInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSpeditionData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fields"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SaveSpeditionDataMutation, SaveSpeditionDataMutationVariables>;
export const SubscribeNewsletterFromCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletterFromCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletterFromCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentMethodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"buyerReference"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutCartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryType"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryCountry"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitted"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactEmails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedBillingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"preselectedShippingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"billingAlternativeEmail"}},{"kind":"Field","name":{"kind":"Name","value":"shippingAlternativeEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"orderComment"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterOptIn"}},{"kind":"Field","name":{"kind":"Name","value":"packstationId"}},{"kind":"Field","name":{"kind":"Name","value":"speditionsFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fieldName"}},{"kind":"Field","name":{"kind":"Name","value":"fieldValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"infoCodes"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"selectedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentMethodFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentStepAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"shippingValid"}},{"kind":"Field","name":{"kind":"Name","value":"paymentValid"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CheckoutResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CheckoutCartFields"}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterFromCheckoutMutation, SubscribeNewsletterFromCheckoutMutationVariables>;
export const ConfirmNewsletterSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmNewsletterSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmNewsletterSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<ConfirmNewsletterSubscriptionMutation, ConfirmNewsletterSubscriptionMutationVariables>;
export const ConfirmationCleanupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmationCleanup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmationCleanup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"cartId"}}]}}]}}]} as unknown as DocumentNode<ConfirmationCleanupMutation, ConfirmationCleanupMutationVariables>;
export const ContactFormDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactFormData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactFormData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<ContactFormDataQuery, ContactFormDataQueryVariables>;
export const CoreSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PagingInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enumFilters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnumFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rangeFilters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RangeFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchInCategoryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coreSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"enumFilters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enumFilters"}}},{"kind":"Argument","name":{"kind":"Name","value":"rangeFilters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rangeFilters"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchInCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchInCategoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchTerm"}},{"kind":"Field","name":{"kind":"Name","value":"isFuzzy"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyEfficiency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyClass"}},{"kind":"Field","name":{"kind":"Name","value":"imgPath"}},{"kind":"Field","name":{"kind":"Name","value":"detailsImgPath"}},{"kind":"Field","name":{"kind":"Name","value":"imgAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductList"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSort"}},{"kind":"Field","name":{"kind":"Name","value":"availableSorts"}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enumFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rangeFacets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]} as unknown as DocumentNode<CoreSearchQuery, CoreSearchQueryVariables>;
export const CustomerAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"VATRegistrationNo"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitleCode"}},{"kind":"Field","name":{"kind":"Name","value":"primaryIndustryGroupCode"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfEmployees"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}}]} as unknown as DocumentNode<CustomerAddressQuery, CustomerAddressQueryVariables>;
export const CustomerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"isNewCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"isGuest"}},{"kind":"Field","name":{"kind":"Name","value":"isInternal"}},{"kind":"Field","name":{"kind":"Name","value":"visitorType"}},{"kind":"Field","name":{"kind":"Name","value":"visitorLoginState"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"primeInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerInfoQuery, CustomerInfoQueryVariables>;
export const DecryptRatingDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DecryptRatingData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"encryptedData"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decryptRatingData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"encryptedData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"encryptedData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"redirect"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]} as unknown as DocumentNode<DecryptRatingDataQuery, DecryptRatingDataQueryVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const DeleteAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"addressId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}}]} as unknown as DocumentNode<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const EmailUniqueCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailUniqueCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailUniqueCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<EmailUniqueCheckQuery, EmailUniqueCheckQueryVariables>;
export const FooterDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FooterData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footerData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"subheadline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"external"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FooterDataQuery, FooterDataQueryVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"emailToken"}},{"kind":"Field","name":{"kind":"Name","value":"passwordOpsError"}},{"kind":"Field","name":{"kind":"Name","value":"triesCount"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const GlobalParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entry"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"entry"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entry"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<GlobalParametersQuery, GlobalParametersQueryVariables>;
export const IndustriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"industries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryCode"}},{"kind":"Field","name":{"kind":"Name","value":"entryText"}}]}}]}}]} as unknown as DocumentNode<IndustriesQuery, IndustriesQueryVariables>;
export const InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shipmentNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"shipmentNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shipmentNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<InvoiceQuery, InvoiceQueryVariables>;
export const JobTitlesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobTitles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobTitles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryCode"}},{"kind":"Field","name":{"kind":"Name","value":"entryText"}}]}}]}}]} as unknown as DocumentNode<JobTitlesQuery, JobTitlesQueryVariables>;
export const LightningDealReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LightningDealReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lightningDealReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningReservationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningReservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLightningDealReservation"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDealReservationExpired"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealReservationTimestampEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}}]}}]} as unknown as DocumentNode<LightningDealReservationQuery, LightningDealReservationQueryVariables>;
export const ExtendLightningReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendLightningReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendLightningReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"reservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningReservationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningReservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLightningDealReservation"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDealReservationExpired"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealReservationTimestampEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}}]}}]} as unknown as DocumentNode<ExtendLightningReservationMutation, ExtendLightningReservationMutationVariables>;
export const RefreshLightningReservationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshLightningReservation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshLightningReservation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"isAnyDealNoLongerValid"}},{"kind":"Field","name":{"kind":"Name","value":"areQuantitiesReduced"}},{"kind":"Field","name":{"kind":"Name","value":"changedItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningReservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLightningDealReservation"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDealReservationExpired"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealReservationTimestampEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"operationsId"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityNormal"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLightning"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"isFreeItem"}},{"kind":"Field","name":{"kind":"Name","value":"relatedVoucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"removableItem"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatusColor"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatusText"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"old"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnitLightning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netPricePerUnitLightning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"css"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basketValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"attainable"}},{"kind":"Field","name":{"kind":"Name","value":"failureDescriptions"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"missingAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedVoucherCodes"}},{"kind":"Field","name":{"kind":"Name","value":"freeArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attained"}},{"kind":"Field","name":{"kind":"Name","value":"missingAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftMinimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningReservationFields"}}]}}]}}]} as unknown as DocumentNode<RefreshLightningReservationMutation, RefreshLightningReservationMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stayLogged"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mergeCart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"stayLogged"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stayLogged"}}},{"kind":"Argument","name":{"kind":"Name","value":"mergeCart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mergeCart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const NavigationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Navigation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rootId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rootId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rootId"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"isSale"}},{"kind":"Field","name":{"kind":"Name","value":"isExcludedFromNav"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"isSale"}},{"kind":"Field","name":{"kind":"Name","value":"isExcludedFromNav"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"isSale"}},{"kind":"Field","name":{"kind":"Name","value":"isExcludedFromNav"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NavigationQuery, NavigationQueryVariables>;
export const NewsletterSubscribedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterSubscribed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribed"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<NewsletterSubscribedQuery, NewsletterSubscribedQueryVariables>;
export const OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherCodes"}},{"kind":"Field","name":{"kind":"Name","value":"shipperCode"}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLightning"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningUnitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealExpired"}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFreeItem"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}}]}}]} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const OrderDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"orderReference"}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"shipments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"dispatchDate"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}},{"kind":"Field","name":{"kind":"Name","value":"trackingLink"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceLink"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineNo"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"returnable"}},{"kind":"Field","name":{"kind":"Name","value":"returnableQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyReturned"}},{"kind":"Field","name":{"kind":"Name","value":"returnedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"reviewUrl"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}}]}}]} as unknown as DocumentNode<OrderDetailQuery, OrderDetailQueryVariables>;
export const OrderYearsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderYears"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderYears"}}]}}]} as unknown as DocumentNode<OrderYearsQuery, OrderYearsQueryVariables>;
export const OrdersV2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersV2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ordersV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipmentStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalElements"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"currentPage"}},{"kind":"Field","name":{"kind":"Name","value":"elementsPerPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}}]} as unknown as DocumentNode<OrdersV2Query, OrdersV2QueryVariables>;
export const PageDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaRobots"}},{"kind":"Field","name":{"kind":"Name","value":"activeAbTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"teasers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"openLinkInNewWindow"}},{"kind":"Field","name":{"kind":"Name","value":"urlPath"}},{"kind":"Field","name":{"kind":"Name","value":"altTag"}},{"kind":"Field","name":{"kind":"Name","value":"imgTitle"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"valueList"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PageDetailsQuery, PageDetailsQueryVariables>;
export const ProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Product"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaRobots"}},{"kind":"Field","name":{"kind":"Name","value":"teasers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"shortFacts"}},{"kind":"Field","name":{"kind":"Name","value":"scopeOfDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"tabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraTabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warranty"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryInfo"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"isNewProduct"}},{"kind":"Field","name":{"kind":"Name","value":"isTopseller"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"isBook"}},{"kind":"Field","name":{"kind":"Name","value":"isSingleVariant"}},{"kind":"Field","name":{"kind":"Name","value":"hasMoreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"hasMultipleItems"}},{"kind":"Field","name":{"kind":"Name","value":"hasSamePricesForAllItems"}},{"kind":"Field","name":{"kind":"Name","value":"availableForSale"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFree"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"videos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"audioSamples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyEfficiency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyClass"}},{"kind":"Field","name":{"kind":"Name","value":"imgPath"}},{"kind":"Field","name":{"kind":"Name","value":"detailsImgPath"}},{"kind":"Field","name":{"kind":"Name","value":"imgAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"labelAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoFeatures"}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rightOfWithdrawalInfo"}},{"kind":"Field","name":{"kind":"Name","value":"oldElectricalDeviceInfo"}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariantAttributeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemDetailFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accessories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacementProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPriceValidFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"isDisplayed"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}},{"kind":"Field","name":{"kind":"Name","value":"educationalSuggestedGrossPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariantAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariantAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"hasDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"valuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"availableForSale"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFree"}},{"kind":"Field","name":{"kind":"Name","value":"primeFaehig"}},{"kind":"Field","name":{"kind":"Name","value":"areAllDeliveryTimesTheSame"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataAndFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dangerWarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"powerPlugScope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargerIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"minPowerWatts"}},{"kind":"Field","name":{"kind":"Name","value":"maxPowerWatts"}},{"kind":"Field","name":{"kind":"Name","value":"usbPowerDelivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matrixCodeMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyEfficiency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyClass"}},{"kind":"Field","name":{"kind":"Name","value":"imgPath"}},{"kind":"Field","name":{"kind":"Name","value":"detailsImgPath"}},{"kind":"Field","name":{"kind":"Name","value":"imgAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}}]} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
export const ProductAccessoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductAccessories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"accessories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyEfficiency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyClass"}},{"kind":"Field","name":{"kind":"Name","value":"imgPath"}},{"kind":"Field","name":{"kind":"Name","value":"detailsImgPath"}},{"kind":"Field","name":{"kind":"Name","value":"imgAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}}]} as unknown as DocumentNode<ProductAccessoriesQuery, ProductAccessoriesQueryVariables>;
export const ProductExtraTabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductExtraTab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productExtraTab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<ProductExtraTabQuery, ProductExtraTabQueryVariables>;
export const ProductItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemDetailFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPriceValidFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"isDisplayed"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}},{"kind":"Field","name":{"kind":"Name","value":"educationalSuggestedGrossPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"availableForSale"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFree"}},{"kind":"Field","name":{"kind":"Name","value":"primeFaehig"}},{"kind":"Field","name":{"kind":"Name","value":"areAllDeliveryTimesTheSame"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataAndFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dangerWarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"powerPlugScope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargerIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"minPowerWatts"}},{"kind":"Field","name":{"kind":"Name","value":"maxPowerWatts"}},{"kind":"Field","name":{"kind":"Name","value":"usbPowerDelivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matrixCodeMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}}]} as unknown as DocumentNode<ProductItemQuery, ProductItemQueryVariables>;
export const ProductRecommendationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductRecommendations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productRecommendations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"energyEfficiency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energyClass"}},{"kind":"Field","name":{"kind":"Name","value":"imgPath"}},{"kind":"Field","name":{"kind":"Name","value":"detailsImgPath"}},{"kind":"Field","name":{"kind":"Name","value":"imgAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}}]} as unknown as DocumentNode<ProductRecommendationsQuery, ProductRecommendationsQueryVariables>;
export const ProductReviewsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductReviews"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productReviews"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviews"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"numberOfReviews"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFives"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfFours"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfThrees"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfTwos"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfOnes"}},{"kind":"Field","name":{"kind":"Name","value":"averageRating"}},{"kind":"Field","name":{"kind":"Name","value":"totalFiltered"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingId"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"fullAuthorInfo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"helpfulRating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"commentAuthor"}},{"kind":"Field","name":{"kind":"Name","value":"commentDate"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]} as unknown as DocumentNode<ProductReviewsQuery, ProductReviewsQueryVariables>;
export const RateReviewHelpfulDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RateReviewHelpful"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ratingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateReviewHelpful"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ratingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ratingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"helpfulRating"}}]}}]}}]} as unknown as DocumentNode<RateReviewHelpfulMutation, RateReviewHelpfulMutationVariables>;
export const RecordGlanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordGlance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"domain"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordGlance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}},{"kind":"Argument","name":{"kind":"Name","value":"domain"},"value":{"kind":"Variable","name":{"kind":"Name","value":"domain"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}}]}}]}}]} as unknown as DocumentNode<RecordGlanceMutation, RecordGlanceMutationVariables>;
export const RegisterB2bCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterB2bCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterB2bCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerB2bCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<RegisterB2bCustomerMutation, RegisterB2bCustomerMutationVariables>;
export const RegisterCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterCustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<RegisterCustomerMutation, RegisterCustomerMutationVariables>;
export const RegisterGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterGuest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterGuestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerGuest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<RegisterGuestMutation, RegisterGuestMutationVariables>;
export const ReturnCarriersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReturnCarriers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnItemInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"regulation"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnCarriers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}},{"kind":"Argument","name":{"kind":"Name","value":"regulation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"regulation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReturnCarriersQuery, ReturnCarriersQueryVariables>;
export const ReturnOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReturnOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zipCode"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}},{"kind":"Argument","name":{"kind":"Name","value":"zipCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zipCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"salesOrderNo"}},{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lineNo"}},{"kind":"Field","name":{"kind":"Name","value":"articleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantityOrdered"}},{"kind":"Field","name":{"kind":"Name","value":"quantityShipped"}},{"kind":"Field","name":{"kind":"Name","value":"quantityReturnable"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"components"}}]}},{"kind":"Field","name":{"kind":"Name","value":"earlierReturns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rma"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"regulation"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReturnOrderQuery, ReturnOrderQueryVariables>;
export const ReturnRegulationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReturnRegulations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hash"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnItemInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnRegulations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hash"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hash"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ReturnRegulationsQuery, ReturnRegulationsQueryVariables>;
export const SaveReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"review"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReviewFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReviewFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Review"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratingId"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"fullAuthorInfo"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"helpfulRating"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"commentAuthor"}},{"kind":"Field","name":{"kind":"Name","value":"commentDate"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]} as unknown as DocumentNode<SaveReviewMutation, SaveReviewMutationVariables>;
export const SearchCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"originalQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"originalQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"originalQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redirectPath"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"originalQuery"}},{"kind":"Field","name":{"kind":"Name","value":"rewritten"}}]}}]}}]} as unknown as DocumentNode<SearchCheckQuery, SearchCheckQueryVariables>;
export const SearchSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userQuery"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"suggestQueries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggest"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const SearchTargetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchTarget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"longTailAdjustment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchQuery"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchQuery"}},{"kind":"Field","name":{"kind":"Name","value":"filters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"values"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"coreSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<SearchTargetQuery, SearchTargetQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const ShippingAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShippingAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shippingAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}}]} as unknown as DocumentNode<ShippingAddressesQuery, ShippingAddressesQueryVariables>;
export const ShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"isB2b"}}]}}]}}]} as unknown as DocumentNode<ShopQuery, ShopQueryVariables>;
export const ShopInitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopInit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopInit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"cartId"}}]}}]}}]} as unknown as DocumentNode<ShopInitMutation, ShopInitMutationVariables>;
export const SubmitCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"computopData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"newCartId"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"outOfStockItemIds"}},{"kind":"Field","name":{"kind":"Name","value":"expiredLightningItemIds"}}]}}]}}]} as unknown as DocumentNode<SubmitCartMutation, SubmitCartMutationVariables>;
export const SubmitReturnOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitReturnOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReturnOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitReturnOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isError"}},{"kind":"Field","name":{"kind":"Name","value":"errorMsg"}},{"kind":"Field","name":{"kind":"Name","value":"rma"}},{"kind":"Field","name":{"kind":"Name","value":"labelUrl"}}]}}]}}]} as unknown as DocumentNode<SubmitReturnOrderMutation, SubmitReturnOrderMutationVariables>;
export const SubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterSubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>;
export const ThankYouPageDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ThankYouPageData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thankYouPageData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isGuestOrder"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}}]} as unknown as DocumentNode<ThankYouPageDataQuery, ThankYouPageDataQueryVariables>;
export const TokenValidityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TokenValidity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenValidity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<TokenValidityQuery, TokenValidityQueryVariables>;
export const UnsubscribeNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewsletterUnsubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UnsubscribeNewsletterMutation, UnsubscribeNewsletterMutationVariables>;
export const UnsubscribeNewsletterByTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribeNewsletterByToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribeNewsletterByToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<UnsubscribeNewsletterByTokenMutation, UnsubscribeNewsletterByTokenMutationVariables>;
export const UpdateBillingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBillingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BillingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBillingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"addressId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}}]} as unknown as DocumentNode<UpdateBillingAddressMutation, UpdateBillingAddressMutationVariables>;
export const UpdateCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addedPositions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLightning"}},{"kind":"Field","name":{"kind":"Name","value":"quantityNormal"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningReservationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningReservation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasLightningDealReservation"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDealReservationExpired"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealReservationTimestampEnd"}},{"kind":"Field","name":{"kind":"Name","value":"extended"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"itemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"productsCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"operationsId"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"quantityNormal"}},{"kind":"Field","name":{"kind":"Name","value":"quantityLightning"}},{"kind":"Field","name":{"kind":"Name","value":"isLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"isFreeItem"}},{"kind":"Field","name":{"kind":"Name","value":"relatedVoucherCode"}},{"kind":"Field","name":{"kind":"Name","value":"removableItem"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatusColor"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatusText"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"raw"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"old"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pricePerUnitLightning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netPricePerUnitLightning"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"css"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basketValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"voucherDiscount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grandTotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"netValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"costs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"attainable"}},{"kind":"Field","name":{"kind":"Name","value":"failureDescriptions"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"missingAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderValue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedVoucherCodes"}},{"kind":"Field","name":{"kind":"Name","value":"freeArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attained"}},{"kind":"Field","name":{"kind":"Name","value":"missingAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"giftMinimumPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"catalogs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningReservationFields"}}]}}]}}]} as unknown as DocumentNode<UpdateCartMutation, UpdateCartMutationVariables>;
export const UpdateEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<UpdateEmailMutation, UpdateEmailMutationVariables>;
export const UpdatePhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedCartId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"cartMerged"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expires"}},{"kind":"Field","name":{"kind":"Name","value":"guest"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerNumber"}}]}}]} as unknown as DocumentNode<UpdatePhoneMutation, UpdatePhoneMutationVariables>;
export const UpdateShippingAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateShippingAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShippingAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateShippingAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"addressId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addressId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressId"}},{"kind":"Field","name":{"kind":"Name","value":"addressType"}},{"kind":"Field","name":{"kind":"Name","value":"salutation"}},{"kind":"Field","name":{"kind":"Name","value":"schoolOrCompany"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"addressAddition"}},{"kind":"Field","name":{"kind":"Name","value":"postCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"packstationAddress"}},{"kind":"Field","name":{"kind":"Name","value":"isAlsoCustomerAddress"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AddressResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successfull"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"generalErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}}]}}]} as unknown as DocumentNode<UpdateShippingAddressMutation, UpdateShippingAddressMutationVariables>;
export const UploadReturnImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadReturnImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"signature"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadReturnImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"signature"},"value":{"kind":"Variable","name":{"kind":"Name","value":"signature"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}}]}}]}}]} as unknown as DocumentNode<UploadReturnImageMutation, UploadReturnImageMutationVariables>;
export const UploadSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UploadSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadSignature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signature"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<UploadSignatureQuery, UploadSignatureQueryVariables>;
export const VariantInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariantInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selectedVariants"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SelectedVariantInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variantInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"selectedVariants"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selectedVariants"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configured"}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VariantAttributeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ItemDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prices"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPriceValidFrom"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"isDisplayed"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"isBestPrice"}},{"kind":"Field","name":{"kind":"Name","value":"educationalSuggestedGrossPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LightningDealInfoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LightningDealInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAvailableLightningDeal"}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealTimestampUntil"}},{"kind":"Field","name":{"kind":"Name","value":"lightningReservedPercentageRoundFloor"}},{"kind":"Field","name":{"kind":"Name","value":"lightningSpecialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningQuantityMax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VariantAttributeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VariantAttribute"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"hasDiscount"}},{"kind":"Field","name":{"kind":"Name","value":"valuePosition"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ItemDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Item"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"availableForSale"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryFree"}},{"kind":"Field","name":{"kind":"Name","value":"primeFaehig"}},{"kind":"Field","name":{"kind":"Name","value":"areAllDeliveryTimesTheSame"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricesFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variantAttributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataAndFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dangerWarnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"powerPlugScope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargerIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"minPowerWatts"}},{"kind":"Field","name":{"kind":"Name","value":"maxPowerWatts"}},{"kind":"Field","name":{"kind":"Name","value":"usbPowerDelivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"matrixCodeMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lightningDealInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LightningDealInfoFields"}}]}}]}}]} as unknown as DocumentNode<VariantInfoQuery, VariantInfoQueryVariables>;