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
};

export type AbTest = {
  id: Scalars['ID']['output'];
  trackingCode: Scalars['String']['output'];
};

export type AddPositionInput = {
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type BasePrice = {
  isDisplayed: Scalars['Boolean']['output'];
  price: Money;
  /** e.g. '1 l', '1 kg', '1 m', '100 Stück' */
  unit: Scalars['String']['output'];
};

export type BreadcrumbEntry = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Cart = {
  /** Sum of quantities. */
  articleCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  items: Array<CartItem>;
  /** Number of positions (lines). */
  positionCount: Scalars['Int']['output'];
  totals: CartTotals;
};

export type CartItem = {
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  itemId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  path: Scalars['String']['output'];
  productId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
  totalPrice: Money;
  unitPrice: Money;
  variantAttributes: Array<VariantAttributeValue>;
};

export type CartOpInput = {
  positionOp?: InputMaybe<PositionOpInput>;
};

export type CartTotals = {
  savings: Money;
  shippingCost: Money;
  subtotal: Money;
  tax: Money;
  total: Money;
};

export type CartUpdateResult = {
  cart: Maybe<Cart>;
  /** Machine-readable error code, e.g. CART_NOT_FOUND, ITEM_NOT_FOUND, QUANTITY_INVALID, OUT_OF_STOCK. */
  errorCode: Maybe<Scalars['String']['output']>;
  errorMessage: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
};

export type Category = {
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

/**
 * One CMS element. elementType is one of: image-link, html, html-box, layer, picture-teaser,
 * hero-slider, recommendations, info-bar, form, prize-draw-tab, prize-draw, ab-tab, list-teaser,
 * content-tile. Clients render unknown types with a default element.
 */
export type Cell = {
  elementType: Scalars['String']['output'];
  /** Sanitised HTML for html-like elements. */
  html: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  teasers: Array<Teaser>;
  /** Column span on a 12-column grid. */
  width: Scalars['Int']['output'];
};

export type CustomerInfo = {
  categoryType: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  isExistingCustomer: Scalars['Boolean']['output'];
  isGuest: Scalars['Boolean']['output'];
  isInternal: Scalars['Boolean']['output'];
  isNewCustomer: Scalars['Boolean']['output'];
  notification: Maybe<Scalars['String']['output']>;
  primeInfo: PrimeInfo;
  userId: Maybe<Scalars['ID']['output']>;
  visitorLoginState: VisitorLoginState;
  visitorType: VisitorType;
};

export type DeliveryStatus = {
  /** Traffic-light colour: green, yellow, red. */
  color: Scalars['String']['output'];
  /** Message text, e.g. 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen'. */
  text: Scalars['String']['output'];
};

export type EnergyEfficiency = {
  detailsImgPath: Scalars['String']['output'];
  /** Energy class, e.g. 'A'. */
  energyClass: Scalars['String']['output'];
  imgAlt: Scalars['String']['output'];
  imgPath: Scalars['String']['output'];
};

export type EnumFilterInput = {
  id: Scalars['String']['input'];
  values: Array<Scalars['String']['input']>;
};

export type ExtraBadge = {
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A server-side validation message for one form field (spec shopping §5). */
export type FieldError = {
  /** Field name, optionally dotted or prefixed with the form name. */
  field: Scalars['String']['output'];
  /** Message key or text. */
  message: Scalars['String']['output'];
};

export type FooterData = {
  links: Array<FooterLinkBlock>;
  usps: Array<FooterUsp>;
};

export type FooterLink = {
  external: Scalars['Boolean']['output'];
  label: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type FooterLinkBlock = {
  /** Sanitised HTML. */
  content: Maybe<Scalars['String']['output']>;
  headline: Maybe<Scalars['String']['output']>;
  link: Maybe<Scalars['String']['output']>;
  links: Array<FooterLink>;
  /** For example 'Service Teaser' or 'Bottom Links'. */
  type: Scalars['String']['output'];
};

export type FooterUsp = {
  headline: Maybe<Scalars['String']['output']>;
  image: Maybe<Scalars['String']['output']>;
  link: Maybe<Scalars['String']['output']>;
  subheadline: Maybe<Scalars['String']['output']>;
  text: Maybe<Scalars['String']['output']>;
};

export type GlobalParameter = {
  entry: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The raw value; feature flags hold the text 'true' when on. */
  value: Maybe<Scalars['String']['output']>;
};

export type Image = {
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

export type Item = {
  availableForSale: Scalars['Boolean']['output'];
  deliveryFree: Scalars['Boolean']['output'];
  deliveryStatus: DeliveryStatus;
  images: Array<Image>;
  itemId: Scalars['ID']['output'];
  lightningDealInfo: Maybe<LightningDealInfo>;
  maxQuantity: Scalars['Int']['output'];
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  prices: Prices;
  primeFaehig: Scalars['Boolean']['output'];
  variantAttributes: Array<VariantAttributeValue>;
};

export type LightningDealInfo = {
  isAvailableLightningDeal: Scalars['Boolean']['output'];
  /** End of the deal as epoch milliseconds. */
  lightningDealTimestampUntil: Maybe<Scalars['Float']['output']>;
  lightningQuantityMax: Scalars['Int']['output'];
  lightningReservedPercentageRoundFloor: Scalars['Int']['output'];
  lightningSpecialPrice: Maybe<Money>;
};

/** A money amount in the store's currency, formatted for the store's language (spec storefront §3.3). */
export type Money = {
  /** The amount in major units (euros). */
  amount: Scalars['Float']['output'];
  currencyCode: Scalars['String']['output'];
  /** The amount formatted with the store's locale, e.g. '12,99 €'; a raw value of 0 is shown as free. */
  stringValue: Scalars['String']['output'];
};

export type Mutation = {
  _noop: Maybe<Scalars['Boolean']['output']>;
  /** Stores a batch of at most 20 events; true when stored. Clients ignore failures. */
  addTrackingEvents: Scalars['Boolean']['output'];
  /** Issues a user id and an empty cart for a new visitor. */
  shopInit: ShopInitResult;
  updateCart: CartUpdateResult;
};


export type MutationAddTrackingEventsArgs = {
  events: Array<TrackingEventInput>;
};


export type MutationUpdateCartArgs = {
  cartId: Scalars['ID']['input'];
  ops: Array<CartOpInput>;
};

export type NavigationItem = {
  categoryUrl: Scalars['String']['output'];
  /** Children up to the requested depth; empty when not loaded. */
  children: Array<NavigationItem>;
  hasChildren: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isExcludedFromNav: Scalars['Boolean']['output'];
  isSale: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type PageDetails = {
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

export type PositionOpInput = {
  addPosition?: InputMaybe<AddPositionInput>;
  removePosition?: InputMaybe<RemovePositionInput>;
};

export type Prices = {
  basePrice: Maybe<BasePrice>;
  /** B2B: educational suggested gross price. */
  educationalSuggestedGrossPrice: Maybe<Money>;
  isBestPrice: Scalars['Boolean']['output'];
  lightningDealPrice: Maybe<Money>;
  price: Money;
  specialPrice: Maybe<SpecialPrice>;
};

export type PrimeInfo = {
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
  accessories: Array<ProductCard>;
  availableForSale: Scalars['Boolean']['output'];
  /** The item shown when no variant is chosen (the cheapest available). */
  bestItem: Item;
  breadcrumb: Array<BreadcrumbEntry>;
  deliveryFree: Scalars['Boolean']['output'];
  discountPercent: Maybe<Scalars['Int']['output']>;
  energyEfficiency: Maybe<EnergyEfficiency>;
  extraBadges: Array<ExtraBadge>;
  hasMoreVariants: Scalars['Boolean']['output'];
  hasSamePricesForAllItems: Scalars['Boolean']['output'];
  images: Array<Image>;
  isBook: Scalars['Boolean']['output'];
  isNewProduct: Scalars['Boolean']['output'];
  isShortage: Scalars['Boolean']['output'];
  isSingleVariant: Scalars['Boolean']['output'];
  isTopseller: Scalars['Boolean']['output'];
  items: Array<Item>;
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
  prices: Prices;
  productId: Scalars['ID']['output'];
  rating: Maybe<Scalars['Float']['output']>;
  scopeOfDelivery: Maybe<Scalars['String']['output']>;
  shortFacts: Array<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  variantAttributes: Array<VariantAttribute>;
};

export type ProductCard = {
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
  new: Scalars['Boolean']['output'];
  popular: Scalars['Boolean']['output'];
  sale: Scalars['Boolean']['output'];
};

export type ProductCardPrice = {
  basePrice: Maybe<Money>;
  basePriceUnit: Maybe<Scalars['String']['output']>;
  currentPrice: Money;
  oldPrice: Maybe<Money>;
  startFromFlag: Scalars['Boolean']['output'];
};

export type ProductList = {
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  products: Array<ProductCard>;
  totalCount: Scalars['Int']['output'];
};

export type Query = {
  cart: Maybe<Cart>;
  category: Maybe<Category>;
  categoryProducts: ProductList;
  /** Customer info for the page at url (the user is taken from the X-User-Id header). */
  customerInfo: CustomerInfo;
  footerData: FooterData;
  /** Parameters of one name; with entry, only that entry. */
  globalParameters: Array<GlobalParameter>;
  item: Maybe<Item>;
  /** The navigation tree below rootId (the top level when omitted), up to level levels deep (max 3). */
  navigation: Array<NavigationItem>;
  /** Resolves a path that is not in the route table (content page, category by URL, redirect, gone). */
  pageDetails: PageDetails;
  /** Liveness of the API (used by health checks). */
  ping: Scalars['String']['output'];
  product: Maybe<Product>;
  /** The store this request is served for. */
  shop: Shop;
};


export type QueryCartArgs = {
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


export type QueryCustomerInfoArgs = {
  url: Scalars['String']['input'];
};


export type QueryGlobalParametersArgs = {
  entry?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
};


export type QueryItemArgs = {
  itemId: Scalars['ID']['input'];
};


export type QueryNavigationArgs = {
  level?: Scalars['Int']['input'];
  rootId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPageDetailsArgs = {
  url: Scalars['String']['input'];
};


export type QueryProductArgs = {
  productId: Scalars['ID']['input'];
};

export type RangeFilterInput = {
  from?: InputMaybe<Scalars['Float']['input']>;
  id: Scalars['String']['input'];
  to?: InputMaybe<Scalars['Float']['input']>;
};

export type RemovePositionInput = {
  positionId: Scalars['ID']['input'];
};

export type Row = {
  cells: Array<Cell>;
  id: Scalars['ID']['output'];
};

export type Shop = {
  currencyCode: Scalars['String']['output'];
  isB2b: Scalars['Boolean']['output'];
  /** BCP-47 language of the shop, e.g. de-AT or en-DE. */
  language: Scalars['String']['output'];
  storeCode: StoreCode;
};

/** Result of the shop-init call: the ids an anonymous visitor keeps in cookies. */
export type ShopInitResult = {
  cartId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

export type SpecialPrice = {
  description: Maybe<Scalars['String']['output']>;
  oldPrice: Maybe<Money>;
  recommendedRetailPrice: Maybe<Money>;
  recommendedRetailPriceValidFrom: Maybe<Scalars['DateTime']['output']>;
};

export type StoreCode =
  | 'at'
  | 'b2b'
  | 'ch'
  | 'de';

export type Teaser = {
  attributes: Array<TeaserAttribute>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Teaser template, e.g. 'Boxeinschub Image Teaser', 'Service Teaser', 'Linkbox Teaser'. */
  template: Maybe<Scalars['String']['output']>;
};

export type TeaserAttribute = {
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

/** One tracking event. */
export type TrackingEventInput = {
  /** Event name, 1-64 characters: letters, digits, '_', '-', '.' or ' ' (for example 'Meta', 'footer'). */
  name: Scalars['String']['input'];
  /** The event's fields as a JSON-encoded object, at most 4096 characters. */
  payload: Scalars['String']['input'];
};

export type VariantAttribute = {
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  options: Array<VariantOption>;
  position: Scalars['Int']['output'];
  /** tile or dropdown */
  type: Scalars['String']['output'];
};

export type VariantAttributeValue = {
  css: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type VariantOption = {
  css: Maybe<Scalars['String']['output']>;
  disabled: Scalars['Boolean']['output'];
  hasDiscount: Scalars['Boolean']['output'];
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

export type AddTrackingEventsMutationVariables = Exact<{
  events: Array<TrackingEventInput> | TrackingEventInput;
}>;


export type AddTrackingEventsMutation = { addTrackingEvents: boolean };

export type CartQueryVariables = Exact<{
  cartId: Scalars['ID']['input'];
}>;


export type CartQuery = { cart: { id: string, positionCount: number, articleCount: number, items: Array<{ id: string, itemId: string, productId: string, name: string, path: string, quantity: number, orderNumber: string, image: { format: ImageFormat, src: string, width: number, height: number, alt: string } | null, unitPrice: { amount: number, currencyCode: string, stringValue: string }, totalPrice: { amount: number, currencyCode: string, stringValue: string } }>, totals: { subtotal: { amount: number, currencyCode: string, stringValue: string }, shippingCost: { amount: number, currencyCode: string, stringValue: string }, total: { amount: number, currencyCode: string, stringValue: string } } } | null };

export type CategoryQueryVariables = Exact<{
  coreCategoryId: Scalars['ID']['input'];
}>;


export type CategoryQuery = { category: { id: string, name: string, url: string, metaTitle: string | null, metaDescription: string | null, defaultSort: string, parent: { id: string, name: string, url: string } | null, breadcrumb: Array<{ id: string, name: string, url: string }> } | null };

export type CategoryProductsQueryVariables = Exact<{
  coreCategoryId: Scalars['ID']['input'];
  paging?: InputMaybe<PagingInput>;
  sortBy?: InputMaybe<Scalars['String']['input']>;
  enumFilters?: InputMaybe<Array<EnumFilterInput> | EnumFilterInput>;
  rangeFilters?: InputMaybe<Array<RangeFilterInput> | RangeFilterInput>;
}>;


export type CategoryProductsQuery = { categoryProducts: { totalCount: number, offset: number, limit: number, products: Array<{ id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { amount: number, currencyCode: string, stringValue: string }, oldPrice: { amount: number, currencyCode: string, stringValue: string } | null, basePrice: { amount: number, currencyCode: string, stringValue: string } | null }, badges: { sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ id: string, name: string }>, image: { format: ImageFormat, src: string, width: number, height: number, alt: string } }> } };

export type CustomerInfoQueryVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type CustomerInfoQuery = { customerInfo: { userId: string | null, isExistingCustomer: boolean, isNewCustomer: boolean, isGuest: boolean, isInternal: boolean, visitorType: VisitorType, visitorLoginState: VisitorLoginState, primeInfo: { status: PrimeStatus } } };

export type FooterDataQueryVariables = Exact<{ [key: string]: never; }>;


export type FooterDataQuery = { footerData: { usps: Array<{ image: string | null, headline: string | null, subheadline: string | null, text: string | null, link: string | null }>, links: Array<{ headline: string | null, type: string, content: string | null, link: string | null, links: Array<{ label: string, url: string, external: boolean }> }> } };

export type GlobalParametersQueryVariables = Exact<{
  name: Scalars['String']['input'];
  entry?: InputMaybe<Scalars['String']['input']>;
}>;


export type GlobalParametersQuery = { globalParameters: Array<{ name: string, entry: string, value: string | null }> };

export type NavigationQueryVariables = Exact<{
  rootId?: InputMaybe<Scalars['ID']['input']>;
  level?: Scalars['Int']['input'];
}>;


export type NavigationQuery = { navigation: Array<{ id: string, name: string, categoryUrl: string, hasChildren: boolean, isSale: boolean, isExcludedFromNav: boolean, children: Array<{ id: string, name: string, categoryUrl: string, hasChildren: boolean, isSale: boolean, isExcludedFromNav: boolean, children: Array<{ id: string, name: string, categoryUrl: string, hasChildren: boolean, isSale: boolean, isExcludedFromNav: boolean }> }> }> };

export type PageDetailsQueryVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type PageDetailsQuery = { pageDetails: { pageType: PageType, categoryId: string | null, redirectUrl: string | null, redirectTemporary: boolean, title: string | null, metaDescription: string | null, metaRobots: string | null, activeAbTests: Array<{ id: string, trackingCode: string }>, rows: Array<{ id: string, cells: Array<{ id: string, elementType: string, width: number, html: string | null, teasers: Array<{ id: string, name: string, template: string | null, attributes: Array<{ name: string, text: string | null, value: string | null, url: string | null, openLinkInNewWindow: boolean | null, urlPath: string | null, altTag: string | null, imgTitle: string | null, width: number | null, height: number | null, valueList: Array<string> | null }> }> }> }> } };

export type ProductQueryVariables = Exact<{
  productId: Scalars['ID']['input'];
}>;


export type ProductQuery = { product: { productId: string, name: string, url: string, metaTitle: string | null, metaDescription: string | null, metaRobots: string | null, longDescription: string | null, shortFacts: Array<string>, manufacturerName: string | null, rating: number | null, numberOfRatings: number, isNewProduct: boolean, isTopseller: boolean, isShortage: boolean, availableForSale: boolean, minimumOrderQuantity: number, maxQuantity: number, discountPercent: number | null, prices: { price: { amount: number, currencyCode: string, stringValue: string }, specialPrice: { oldPrice: { amount: number, currencyCode: string, stringValue: string } | null, recommendedRetailPrice: { amount: number, currencyCode: string, stringValue: string } | null } | null, basePrice: { unit: string, isDisplayed: boolean, price: { amount: number, currencyCode: string, stringValue: string } } | null, educationalSuggestedGrossPrice: { amount: number, currencyCode: string, stringValue: string } | null }, images: Array<{ format: ImageFormat, src: string, width: number, height: number, alt: string }>, breadcrumb: Array<{ id: string, name: string, url: string }>, bestItem: { itemId: string, orderNumber: string, name: string, availableForSale: boolean, minimumOrderQuantity: number, maxQuantity: number, deliveryStatus: { text: string, color: string } } } | null };

export type ShopQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopQuery = { shop: { storeCode: StoreCode, language: string, currencyCode: string, isB2b: boolean } };

export type ShopInitMutationVariables = Exact<{ [key: string]: never; }>;


export type ShopInitMutation = { shopInit: { userId: string, cartId: string } };

export type UpdateCartMutationVariables = Exact<{
  cartId: Scalars['ID']['input'];
  ops: Array<CartOpInput> | CartOpInput;
}>;


export type UpdateCartMutation = { updateCart: { successful: boolean, errorMessage: string | null, errorCode: string | null, fieldErrors: Array<{ field: string, message: string }>, cart: { id: string, positionCount: number, articleCount: number, items: Array<{ id: string, itemId: string, productId: string, name: string, path: string, quantity: number, orderNumber: string, image: { format: ImageFormat, src: string, width: number, height: number, alt: string } | null, unitPrice: { amount: number, currencyCode: string, stringValue: string }, totalPrice: { amount: number, currencyCode: string, stringValue: string } }>, totals: { subtotal: { amount: number, currencyCode: string, stringValue: string }, shippingCost: { amount: number, currencyCode: string, stringValue: string }, total: { amount: number, currencyCode: string, stringValue: string } } } | null } };

export type MoneyFieldsFragment = { amount: number, currencyCode: string, stringValue: string };

export type ImageFieldsFragment = { format: ImageFormat, src: string, width: number, height: number, alt: string };

export type ProductCardFieldsFragment = { id: string, bestItemId: string, name: string, url: string, manufacturerName: string | null, rating: number | null, numberOfRatings: number, discountPercent: number | null, moreVariants: boolean, isShortage: boolean, minimumOrderQuantity: number, price: { startFromFlag: boolean, basePriceUnit: string | null, currentPrice: { amount: number, currencyCode: string, stringValue: string }, oldPrice: { amount: number, currencyCode: string, stringValue: string } | null, basePrice: { amount: number, currencyCode: string, stringValue: string } | null }, badges: { sale: boolean, new: boolean, popular: boolean }, extraBadges: Array<{ id: string, name: string }>, image: { format: ImageFormat, src: string, width: number, height: number, alt: string } };

export type CartFieldsFragment = { id: string, positionCount: number, articleCount: number, items: Array<{ id: string, itemId: string, productId: string, name: string, path: string, quantity: number, orderNumber: string, image: { format: ImageFormat, src: string, width: number, height: number, alt: string } | null, unitPrice: { amount: number, currencyCode: string, stringValue: string }, totalPrice: { amount: number, currencyCode: string, stringValue: string } }>, totals: { subtotal: { amount: number, currencyCode: string, stringValue: string }, shippingCost: { amount: number, currencyCode: string, stringValue: string }, total: { amount: number, currencyCode: string, stringValue: string } } };

export const MoneyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}}]} as unknown as DocumentNode<MoneyFieldsFragment, unknown>;
export const ImageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ImageFieldsFragment, unknown>;
export const ProductCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ProductCardFieldsFragment, unknown>;
export const CartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}}]} as unknown as DocumentNode<CartFieldsFragment, unknown>;
export const AddTrackingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTrackingEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"events"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TrackingEventInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTrackingEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"events"},"value":{"kind":"Variable","name":{"kind":"Name","value":"events"}}}]}]}}]} as unknown as DocumentNode<AddTrackingEventsMutation, AddTrackingEventsMutationVariables>;
export const CartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}}]} as unknown as DocumentNode<CartQuery, CartQueryVariables>;
export const CategoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Category"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coreCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coreCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coreCategoryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSort"}},{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CategoryQuery, CategoryQueryVariables>;
export const CategoryProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"coreCategoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paging"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PagingInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enumFilters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EnumFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rangeFilters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RangeFilterInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categoryProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"coreCategoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"coreCategoryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"paging"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paging"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"enumFilters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enumFilters"}}},{"kind":"Argument","name":{"kind":"Name","value":"rangeFilters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rangeFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductCardFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bestItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startFromFlag"}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePriceUnit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sale"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"moreVariants"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}}]}}]} as unknown as DocumentNode<CategoryProductsQuery, CategoryProductsQueryVariables>;
export const CustomerInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"isExistingCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"isNewCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"isGuest"}},{"kind":"Field","name":{"kind":"Name","value":"isInternal"}},{"kind":"Field","name":{"kind":"Name","value":"visitorType"}},{"kind":"Field","name":{"kind":"Name","value":"visitorLoginState"}},{"kind":"Field","name":{"kind":"Name","value":"primeInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerInfoQuery, CustomerInfoQueryVariables>;
export const FooterDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FooterData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footerData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"subheadline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headline"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"external"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FooterDataQuery, FooterDataQueryVariables>;
export const GlobalParametersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GlobalParameters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entry"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalParameters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"entry"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entry"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<GlobalParametersQuery, GlobalParametersQueryVariables>;
export const NavigationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Navigation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rootId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"level"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rootId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rootId"}}},{"kind":"Argument","name":{"kind":"Name","value":"level"},"value":{"kind":"Variable","name":{"kind":"Name","value":"level"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"isSale"}},{"kind":"Field","name":{"kind":"Name","value":"isExcludedFromNav"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"isSale"}},{"kind":"Field","name":{"kind":"Name","value":"isExcludedFromNav"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"categoryUrl"}},{"kind":"Field","name":{"kind":"Name","value":"hasChildren"}},{"kind":"Field","name":{"kind":"Name","value":"isSale"}},{"kind":"Field","name":{"kind":"Name","value":"isExcludedFromNav"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NavigationQuery, NavigationQueryVariables>;
export const PageDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageType"}},{"kind":"Field","name":{"kind":"Name","value":"categoryId"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"redirectTemporary"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaRobots"}},{"kind":"Field","name":{"kind":"Name","value":"activeAbTests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trackingCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"elementType"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"teasers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"openLinkInNewWindow"}},{"kind":"Field","name":{"kind":"Name","value":"urlPath"}},{"kind":"Field","name":{"kind":"Name","value":"altTag"}},{"kind":"Field","name":{"kind":"Name","value":"imgTitle"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"valueList"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PageDetailsQuery, PageDetailsQueryVariables>;
export const ProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Product"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"metaTitle"}},{"kind":"Field","name":{"kind":"Name","value":"metaDescription"}},{"kind":"Field","name":{"kind":"Name","value":"metaRobots"}},{"kind":"Field","name":{"kind":"Name","value":"longDescription"}},{"kind":"Field","name":{"kind":"Name","value":"shortFacts"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturerName"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfRatings"}},{"kind":"Field","name":{"kind":"Name","value":"isNewProduct"}},{"kind":"Field","name":{"kind":"Name","value":"isTopseller"}},{"kind":"Field","name":{"kind":"Name","value":"isShortage"}},{"kind":"Field","name":{"kind":"Name","value":"availableForSale"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"discountPercent"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"oldPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recommendedRetailPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"basePrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"isDisplayed"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"educationalSuggestedGrossPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumb"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"availableForSale"}},{"kind":"Field","name":{"kind":"Name","value":"minimumOrderQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"maxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
export const ShopDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shop"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeCode"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"isB2b"}}]}}]}}]} as unknown as DocumentNode<ShopQuery, ShopQueryVariables>;
export const ShopInitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ShopInit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shopInit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"cartId"}}]}}]}}]} as unknown as DocumentNode<ShopInitMutation, ShopInitMutationVariables>;
export const UpdateCartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ops"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CartOpInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cartId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cartId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ops"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ops"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"successful"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"errorCode"}},{"kind":"Field","name":{"kind":"Name","value":"fieldErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CartFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Image"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"stringValue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"positionCount"}},{"kind":"Field","name":{"kind":"Name","value":"articleCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyFields"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCartMutation, UpdateCartMutationVariables>;