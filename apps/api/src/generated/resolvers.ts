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
};

export type AbTest = {
  __typename?: 'AbTest';
  id: Scalars['ID']['output'];
  trackingCode: Scalars['String']['output'];
};

export type AddPositionInput = {
  itemId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};

export type BasePrice = {
  __typename?: 'BasePrice';
  isDisplayed: Scalars['Boolean']['output'];
  price: Money;
  /** e.g. '1 l', '1 kg', '1 m', '100 Stück' */
  unit: Scalars['String']['output'];
};

export type BreadcrumbEntry = {
  __typename?: 'BreadcrumbEntry';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type Cart = {
  __typename?: 'Cart';
  /** Sum of quantities. */
  articleCount: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  items: Array<CartItem>;
  /** Number of positions (lines). */
  positionCount: Scalars['Int']['output'];
  totals: CartTotals;
};

export type CartItem = {
  __typename?: 'CartItem';
  id: Scalars['ID']['output'];
  image?: Maybe<Image>;
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
  __typename?: 'CartTotals';
  savings: Money;
  shippingCost: Money;
  subtotal: Money;
  tax: Money;
  total: Money;
};

export type CartUpdateResult = {
  __typename?: 'CartUpdateResult';
  cart?: Maybe<Cart>;
  /** Machine-readable error code, e.g. CART_NOT_FOUND, ITEM_NOT_FOUND, QUANTITY_INVALID, OUT_OF_STOCK. */
  errorCode?: Maybe<Scalars['String']['output']>;
  errorMessage?: Maybe<Scalars['String']['output']>;
  fieldErrors: Array<FieldError>;
  successful: Scalars['Boolean']['output'];
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

/**
 * One CMS element. elementType is one of: image-link, html, html-box, layer, picture-teaser,
 * hero-slider, recommendations, info-bar, form, prize-draw-tab, prize-draw, ab-tab, list-teaser,
 * content-tile. Clients render unknown types with a default element.
 */
export type Cell = {
  __typename?: 'Cell';
  elementType: Scalars['String']['output'];
  /** Sanitised HTML for html-like elements. */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  teasers: Array<Teaser>;
  /** Column span on a 12-column grid. */
  width: Scalars['Int']['output'];
};

export type CustomerInfo = {
  __typename?: 'CustomerInfo';
  categoryType?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  isExistingCustomer: Scalars['Boolean']['output'];
  isGuest: Scalars['Boolean']['output'];
  isInternal: Scalars['Boolean']['output'];
  isNewCustomer: Scalars['Boolean']['output'];
  notification?: Maybe<Scalars['String']['output']>;
  primeInfo: PrimeInfo;
  userId?: Maybe<Scalars['ID']['output']>;
  visitorLoginState: VisitorLoginState;
  visitorType: VisitorType;
};

export type DeliveryStatus = {
  __typename?: 'DeliveryStatus';
  /** Traffic-light colour: green, yellow, red. */
  color: Scalars['String']['output'];
  /** Message text, e.g. 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen'. */
  text: Scalars['String']['output'];
};

export type EnergyEfficiency = {
  __typename?: 'EnergyEfficiency';
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
  __typename?: 'ExtraBadge';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A server-side validation message for one form field (spec shopping §5). */
export type FieldError = {
  __typename?: 'FieldError';
  /** Field name, optionally dotted or prefixed with the form name. */
  field: Scalars['String']['output'];
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

export type Item = {
  __typename?: 'Item';
  availableForSale: Scalars['Boolean']['output'];
  deliveryFree: Scalars['Boolean']['output'];
  deliveryStatus: DeliveryStatus;
  images: Array<Image>;
  itemId: Scalars['ID']['output'];
  lightningDealInfo?: Maybe<LightningDealInfo>;
  maxQuantity: Scalars['Int']['output'];
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  prices: Prices;
  primeFaehig: Scalars['Boolean']['output'];
  variantAttributes: Array<VariantAttributeValue>;
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

/** A money amount in the store's currency, formatted for the store's language (spec storefront §3.3). */
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

export type PositionOpInput = {
  addPosition?: InputMaybe<AddPositionInput>;
  removePosition?: InputMaybe<RemovePositionInput>;
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

export type PrimeStatus =
  | 'ACTIVE'
  | 'CANCELLED'
  | 'NONE'
  | 'WAITING_LIST';

export type Product = {
  __typename?: 'Product';
  accessories: Array<ProductCard>;
  availableForSale: Scalars['Boolean']['output'];
  /** The item shown when no variant is chosen (the cheapest available). */
  bestItem: Item;
  breadcrumb: Array<BreadcrumbEntry>;
  deliveryFree: Scalars['Boolean']['output'];
  discountPercent?: Maybe<Scalars['Int']['output']>;
  energyEfficiency?: Maybe<EnergyEfficiency>;
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
  longDescription?: Maybe<Scalars['String']['output']>;
  manufacturerName?: Maybe<Scalars['String']['output']>;
  maxQuantity: Scalars['Int']['output'];
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaRobots?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  minimumOrderQuantity: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  numberOfRatings: Scalars['Int']['output'];
  prices: Prices;
  productId: Scalars['ID']['output'];
  rating?: Maybe<Scalars['Float']['output']>;
  scopeOfDelivery?: Maybe<Scalars['String']['output']>;
  shortFacts: Array<Scalars['String']['output']>;
  url: Scalars['String']['output'];
  variantAttributes: Array<VariantAttribute>;
};

export type ProductCard = {
  __typename?: 'ProductCard';
  badges: ProductCardBadges;
  bestItemId: Scalars['ID']['output'];
  discountPercent?: Maybe<Scalars['Int']['output']>;
  energyEfficiency?: Maybe<EnergyEfficiency>;
  extraBadges: Array<ExtraBadge>;
  id: Scalars['ID']['output'];
  image: Image;
  isShortage: Scalars['Boolean']['output'];
  lightningDealInfo?: Maybe<LightningDealInfo>;
  manufacturerName?: Maybe<Scalars['String']['output']>;
  minimumOrderQuantity: Scalars['Int']['output'];
  moreVariants: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  numberOfRatings: Scalars['Int']['output'];
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

export type ProductList = {
  __typename?: 'ProductList';
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
  products: Array<ProductCard>;
  totalCount: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  cart?: Maybe<Cart>;
  category?: Maybe<Category>;
  categoryProducts: ProductList;
  /** Customer info for the page at url (the user is taken from the X-User-Id header). */
  customerInfo: CustomerInfo;
  footerData: FooterData;
  /** Parameters of one name; with entry, only that entry. */
  globalParameters: Array<GlobalParameter>;
  item?: Maybe<Item>;
  /** The navigation tree below rootId (the top level when omitted), up to level levels deep (max 3). */
  navigation: Array<NavigationItem>;
  /** Resolves a path that is not in the route table (content page, category by URL, redirect, gone). */
  pageDetails: PageDetails;
  /** Liveness of the API (used by health checks). */
  ping: Scalars['String']['output'];
  product?: Maybe<Product>;
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
  __typename?: 'Row';
  cells: Array<Cell>;
  id: Scalars['ID']['output'];
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

export type StoreCode =
  | 'at'
  | 'b2b'
  | 'ch'
  | 'de';

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

/** One tracking event. */
export type TrackingEventInput = {
  /** Event name, 1-64 characters: letters, digits, '_', '-', '.' or ' ' (for example 'Meta', 'footer'). */
  name: Scalars['String']['input'];
  /** The event's fields as a JSON-encoded object, at most 4096 characters. */
  payload: Scalars['String']['input'];
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
  name: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type VariantOption = {
  __typename?: 'VariantOption';
  css?: Maybe<Scalars['String']['output']>;
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
  AddPositionInput: AddPositionInput;
  BasePrice: ResolverTypeWrapper<BasePrice>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BreadcrumbEntry: ResolverTypeWrapper<BreadcrumbEntry>;
  Cart: ResolverTypeWrapper<Cart>;
  CartItem: ResolverTypeWrapper<CartItem>;
  CartOpInput: CartOpInput;
  CartTotals: ResolverTypeWrapper<CartTotals>;
  CartUpdateResult: ResolverTypeWrapper<CartUpdateResult>;
  Category: ResolverTypeWrapper<Category>;
  Cell: ResolverTypeWrapper<Cell>;
  CustomerInfo: ResolverTypeWrapper<CustomerInfo>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryStatus: ResolverTypeWrapper<DeliveryStatus>;
  EnergyEfficiency: ResolverTypeWrapper<EnergyEfficiency>;
  EnumFilterInput: EnumFilterInput;
  ExtraBadge: ResolverTypeWrapper<ExtraBadge>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FooterData: ResolverTypeWrapper<FooterData>;
  FooterLink: ResolverTypeWrapper<FooterLink>;
  FooterLinkBlock: ResolverTypeWrapper<FooterLinkBlock>;
  FooterUsp: ResolverTypeWrapper<FooterUsp>;
  GlobalParameter: ResolverTypeWrapper<GlobalParameter>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  ImageFormat: ImageFormat;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Item: ResolverTypeWrapper<Item>;
  LightningDealInfo: ResolverTypeWrapper<LightningDealInfo>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  PageDetails: ResolverTypeWrapper<PageDetails>;
  PageType: PageType;
  PagingInput: PagingInput;
  PositionOpInput: PositionOpInput;
  Prices: ResolverTypeWrapper<Prices>;
  PrimeInfo: ResolverTypeWrapper<PrimeInfo>;
  PrimeStatus: PrimeStatus;
  Product: ResolverTypeWrapper<Product>;
  ProductCard: ResolverTypeWrapper<ProductCard>;
  ProductCardBadges: ResolverTypeWrapper<ProductCardBadges>;
  ProductCardPrice: ResolverTypeWrapper<ProductCardPrice>;
  ProductList: ResolverTypeWrapper<ProductList>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RangeFilterInput: RangeFilterInput;
  RemovePositionInput: RemovePositionInput;
  Row: ResolverTypeWrapper<Row>;
  Shop: ResolverTypeWrapper<Shop>;
  ShopInitResult: ResolverTypeWrapper<ShopInitResult>;
  SpecialPrice: ResolverTypeWrapper<SpecialPrice>;
  StoreCode: StoreCode;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Teaser: ResolverTypeWrapper<Teaser>;
  TeaserAttribute: ResolverTypeWrapper<TeaserAttribute>;
  TrackingEventInput: TrackingEventInput;
  VariantAttribute: ResolverTypeWrapper<VariantAttribute>;
  VariantAttributeValue: ResolverTypeWrapper<VariantAttributeValue>;
  VariantOption: ResolverTypeWrapper<VariantOption>;
  VisitorLoginState: VisitorLoginState;
  VisitorType: VisitorType;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AbTest: AbTest;
  AddPositionInput: AddPositionInput;
  BasePrice: BasePrice;
  Boolean: Scalars['Boolean']['output'];
  BreadcrumbEntry: BreadcrumbEntry;
  Cart: Cart;
  CartItem: CartItem;
  CartOpInput: CartOpInput;
  CartTotals: CartTotals;
  CartUpdateResult: CartUpdateResult;
  Category: Category;
  Cell: Cell;
  CustomerInfo: CustomerInfo;
  DateTime: Scalars['DateTime']['output'];
  DeliveryStatus: DeliveryStatus;
  EnergyEfficiency: EnergyEfficiency;
  EnumFilterInput: EnumFilterInput;
  ExtraBadge: ExtraBadge;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  FooterData: FooterData;
  FooterLink: FooterLink;
  FooterLinkBlock: FooterLinkBlock;
  FooterUsp: FooterUsp;
  GlobalParameter: GlobalParameter;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  Item: Item;
  LightningDealInfo: LightningDealInfo;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  NavigationItem: NavigationItem;
  PageDetails: PageDetails;
  PagingInput: PagingInput;
  PositionOpInput: PositionOpInput;
  Prices: Prices;
  PrimeInfo: PrimeInfo;
  Product: Product;
  ProductCard: ProductCard;
  ProductCardBadges: ProductCardBadges;
  ProductCardPrice: ProductCardPrice;
  ProductList: ProductList;
  Query: Record<PropertyKey, never>;
  RangeFilterInput: RangeFilterInput;
  RemovePositionInput: RemovePositionInput;
  Row: Row;
  Shop: Shop;
  ShopInitResult: ShopInitResult;
  SpecialPrice: SpecialPrice;
  String: Scalars['String']['output'];
  Teaser: Teaser;
  TeaserAttribute: TeaserAttribute;
  TrackingEventInput: TrackingEventInput;
  VariantAttribute: VariantAttribute;
  VariantAttributeValue: VariantAttributeValue;
  VariantOption: VariantOption;
};

export type AbTestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AbTest'] = ResolversParentTypes['AbTest']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  trackingCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BasePriceResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BasePrice'] = ResolversParentTypes['BasePrice']> = {
  isDisplayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BreadcrumbEntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['BreadcrumbEntry'] = ResolversParentTypes['BreadcrumbEntry']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  articleCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  positionCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['CartTotals'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['VariantAttributeValue']>, ParentType, ContextType>;
};

export type CartTotalsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartTotals'] = ResolversParentTypes['CartTotals']> = {
  savings?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CartUpdateResultResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CartUpdateResult'] = ResolversParentTypes['CartUpdateResult']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errorMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
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

export type CellResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Cell'] = ResolversParentTypes['Cell']> = {
  elementType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  html?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  teasers?: Resolver<Array<ResolversTypes['Teaser']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CustomerInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CustomerInfo'] = ResolversParentTypes['CustomerInfo']> = {
  categoryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExistingCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNewCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primeInfo?: Resolver<ResolversTypes['PrimeInfo'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  visitorLoginState?: Resolver<ResolversTypes['VisitorLoginState'], ParentType, ContextType>;
  visitorType?: Resolver<ResolversTypes['VisitorType'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryStatusResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeliveryStatus'] = ResolversParentTypes['DeliveryStatus']> = {
  color?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EnergyEfficiencyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EnergyEfficiency'] = ResolversParentTypes['EnergyEfficiency']> = {
  detailsImgPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  energyClass?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imgAlt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  imgPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ExtraBadgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ExtraBadge'] = ResolversParentTypes['ExtraBadge']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

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

export type ItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Item'] = ResolversParentTypes['Item']> = {
  availableForSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryStatus?: Resolver<ResolversTypes['DeliveryStatus'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lightningDealInfo?: Resolver<Maybe<ResolversTypes['LightningDealInfo']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['Prices'], ParentType, ContextType>;
  primeFaehig?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['VariantAttributeValue']>, ParentType, ContextType>;
};

export type LightningDealInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['LightningDealInfo'] = ResolversParentTypes['LightningDealInfo']> = {
  isAvailableLightningDeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lightningDealTimestampUntil?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lightningQuantityMax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lightningReservedPercentageRoundFloor?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lightningSpecialPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stringValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  _noop?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  addTrackingEvents?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAddTrackingEventsArgs, 'events'>>;
  shopInit?: Resolver<ResolversTypes['ShopInitResult'], ParentType, ContextType>;
  updateCart?: Resolver<ResolversTypes['CartUpdateResult'], ParentType, ContextType, RequireFields<MutationUpdateCartArgs, 'cartId' | 'ops'>>;
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

export type ProductResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  accessories?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  availableForSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  bestItem?: Resolver<ResolversTypes['Item'], ParentType, ContextType>;
  breadcrumb?: Resolver<Array<ResolversTypes['BreadcrumbEntry']>, ParentType, ContextType>;
  deliveryFree?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  energyEfficiency?: Resolver<Maybe<ResolversTypes['EnergyEfficiency']>, ParentType, ContextType>;
  extraBadges?: Resolver<Array<ResolversTypes['ExtraBadge']>, ParentType, ContextType>;
  hasMoreVariants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasSamePricesForAllItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  isBook?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNewProduct?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShortage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSingleVariant?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTopseller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Item']>, ParentType, ContextType>;
  longDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaRobots?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfRatings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['Prices'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  scopeOfDelivery?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortFacts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantAttributes?: Resolver<Array<ResolversTypes['VariantAttribute']>, ParentType, ContextType>;
};

export type ProductCardResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductCard'] = ResolversParentTypes['ProductCard']> = {
  badges?: Resolver<ResolversTypes['ProductCardBadges'], ParentType, ContextType>;
  bestItemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  energyEfficiency?: Resolver<Maybe<ResolversTypes['EnergyEfficiency']>, ParentType, ContextType>;
  extraBadges?: Resolver<Array<ResolversTypes['ExtraBadge']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  isShortage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lightningDealInfo?: Resolver<Maybe<ResolversTypes['LightningDealInfo']>, ParentType, ContextType>;
  manufacturerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumOrderQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  moreVariants?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numberOfRatings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type ProductListResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductCard']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'cartId'>>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'coreCategoryId'>>;
  categoryProducts?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryCategoryProductsArgs, 'coreCategoryId'>>;
  customerInfo?: Resolver<ResolversTypes['CustomerInfo'], ParentType, ContextType, RequireFields<QueryCustomerInfoArgs, 'url'>>;
  footerData?: Resolver<ResolversTypes['FooterData'], ParentType, ContextType>;
  globalParameters?: Resolver<Array<ResolversTypes['GlobalParameter']>, ParentType, ContextType, RequireFields<QueryGlobalParametersArgs, 'name'>>;
  item?: Resolver<Maybe<ResolversTypes['Item']>, ParentType, ContextType, RequireFields<QueryItemArgs, 'itemId'>>;
  navigation?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType, RequireFields<QueryNavigationArgs, 'level'>>;
  pageDetails?: Resolver<ResolversTypes['PageDetails'], ParentType, ContextType, RequireFields<QueryPageDetailsArgs, 'url'>>;
  ping?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'productId'>>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
};

export type RowResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Row'] = ResolversParentTypes['Row']> = {
  cells?: Resolver<Array<ResolversTypes['Cell']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VariantOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['VariantOption'] = ResolversParentTypes['VariantOption']> = {
  css?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasDiscount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valuePosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = ApiContext> = {
  AbTest?: AbTestResolvers<ContextType>;
  BasePrice?: BasePriceResolvers<ContextType>;
  BreadcrumbEntry?: BreadcrumbEntryResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CartTotals?: CartTotalsResolvers<ContextType>;
  CartUpdateResult?: CartUpdateResultResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Cell?: CellResolvers<ContextType>;
  CustomerInfo?: CustomerInfoResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeliveryStatus?: DeliveryStatusResolvers<ContextType>;
  EnergyEfficiency?: EnergyEfficiencyResolvers<ContextType>;
  ExtraBadge?: ExtraBadgeResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FooterData?: FooterDataResolvers<ContextType>;
  FooterLink?: FooterLinkResolvers<ContextType>;
  FooterLinkBlock?: FooterLinkBlockResolvers<ContextType>;
  FooterUsp?: FooterUspResolvers<ContextType>;
  GlobalParameter?: GlobalParameterResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  Item?: ItemResolvers<ContextType>;
  LightningDealInfo?: LightningDealInfoResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  PageDetails?: PageDetailsResolvers<ContextType>;
  Prices?: PricesResolvers<ContextType>;
  PrimeInfo?: PrimeInfoResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCard?: ProductCardResolvers<ContextType>;
  ProductCardBadges?: ProductCardBadgesResolvers<ContextType>;
  ProductCardPrice?: ProductCardPriceResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Row?: RowResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  ShopInitResult?: ShopInitResultResolvers<ContextType>;
  SpecialPrice?: SpecialPriceResolvers<ContextType>;
  Teaser?: TeaserResolvers<ContextType>;
  TeaserAttribute?: TeaserAttributeResolvers<ContextType>;
  VariantAttribute?: VariantAttributeResolvers<ContextType>;
  VariantAttributeValue?: VariantAttributeValueResolvers<ContextType>;
  VariantOption?: VariantOptionResolvers<ContextType>;
};

