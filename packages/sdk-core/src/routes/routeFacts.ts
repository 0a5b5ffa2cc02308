// The vocabulary of a route's pure facts (DESIGN §4 "each route is declared once"): the names the
// spec gives layouts, page types (storefront §2.3) and noindex pages (§9). The route declarations
// (routeDefinitions.ts) use them, and the rules that read them (pageType, seoMeta, session) derive
// their path tables from those declarations.

/** The page layouts. */
export type LayoutName = 'default' | 'empty' | 'resetpassword' | 'primecheckout';

/**
 * Who may open a route: `customer` needs a logged-in
 * session (anyone else is sent to /login and back afterwards, routes/guards.ts); `anyone` is open.
 */
export type RouteAccess = 'customer' | 'anyone';

/** The page types, spelt and ordered as the tracking names them; they are the tracked `page_area`. */
export const PAGE_AREAS = [
  'home',
  'category listing',
  'product page',
  'account',
  'checkout',
  'search',
  'brands',
  'campaigns',
  'sweepstakes',
  'inspiration',
  'advisory',
  'listing',
  '404',
  'others',
] as const;
export type PageArea = (typeof PAGE_AREAS)[number];

/**
 * Pages that are never indexed; everything else is indexable. `error` (5xx)
 * joins the spec's not-found pages: an error page is never worth indexing.
 */
export type NoIndexPage =
  | 'newsletterUnsubscribe'
  | 'newsletterSuccess'
  | 'basket'
  | 'login'
  | 'logout'
  | 'password'
  | 'wishlist'
  | 'register'
  | 'resetPassword'
  | 'returns'
  | 'rating'
  | 'primeCheckout'
  | 'search'
  | 'checkout'
  | 'notFound'
  | 'error'
  | 'orderQuery'
  /** Ours (issue 18): a customer's order history and order details. */
  | 'orders';

/** How the shared header looks on a route. */
export interface HeaderOptions {
  /** The selling points are hidden on the basket page. */
  readonly sellingPoints: boolean;
  /** The search box shows the query of the shown URL (the search result page). */
  readonly showsSearchQuery: boolean;
}

export const DEFAULT_HEADER: HeaderOptions = { sellingPoints: true, showsSearchQuery: false };

/**
 * The footer grids: the CMS rows the footer shows, by their page id. The shop's footer everywhere, the
 * checkout's (payment and delivery facts, no marketing) on the checkout steps.
 */
export const FOOTER_GRID_IDS = { shop: 'footer-vue', checkout: 'footer-checkout' } as const;

export type FooterGridId = (typeof FOOTER_GRID_IDS)[keyof typeof FOOTER_GRID_IDS];

/**
 * A route's pure facts beside its path. Facts marked "and below" hold for the route's path and every
 * path under it.
 */
export interface RouteFacts {
  /** The layout; 'default' when absent. */
  readonly layout?: LayoutName;
  /**
   * Who may open the route. Absent: `customer` for the account pages (the routes of
   * page type `account`, /myaccount/ and below), `anyone` elsewhere.
   */
  readonly access?: RouteAccess;
  /** A noindex page, and below. */
  readonly noindex?: NoIndexPage;
  /** Open Graph tags, and below (absent: inherited from a shorter path, else shown). */
  readonly openGraph?: boolean;
  /** The page type: every path containing the route's static prefix. */
  readonly pageArea?: PageArea;
  /** The page type needs this query parameter with a non-blank value (search's q). */
  readonly pageAreaNeedsQuery?: string;
  /**
   * docs/not-shown.md: readable in the B2B shop without a session. `withSubpages` opens every path
   * below too (the CMS service pages); an exact route's own `false` wins over that.
   */
  readonly b2bPublic?: boolean | 'withSubpages';
  /** Header variations; the defaults (DEFAULT_HEADER) for the fields left out. */
  readonly header?: Partial<HeaderOptions>;
  /** The footer grid the route shows; the shop's (FOOTER_GRID_IDS.shop) when absent. */
  readonly footerGrid?: FooterGridId;
  /**
   * The browser always loads the route as a document, never by client-side navigation: its server
   * answer writes cookies page scripts cannot (logout clears the HttpOnly session token; the rating
   * link leaves its toast for the product page), and both are reached from outside the shop.
   */
  readonly requiresDocumentLoad?: boolean;
  /**
   * A path the shop links to (and the spec gives facts for) whose page is not built yet: it has a
   * path builder and its facts hold, but the matcher leaves it to the catch-all (the CMS page or 404),
   * as before it was declared. Drop the flag when its page and storefront binding exist.
   */
  readonly planned?: boolean;
}
