// Every route of the shop, declared once (spec storefront §2.1, shopping §2; DESIGN §4): its name,
// path pattern and pure facts. The matcher, the path builders, the page types (§2.3), the noindex
// and Open Graph rules (§9) and the B2B public paths (docs/not-shown.md) are derived from this list,
// and the storefront binds each page route's behaviour (loader, page, head) to the same name.
// Routes marked `planned` are linked to (ui's header and login flyout) and named by the spec's rules,
// but their pages are not built yet: the catch-all serves them, as before they were declared.
// The order is the match order; the catch-all comes last.
import { defineRoute } from './defineRoute';
import { FOOTER_GRID_IDS } from './routeFacts';

/** The two B2B catalogue sites, German and English. */
export type CatalogueVariant = 'de' | 'en';

/** Ours (the spec names none): /login's query parameter holding the way back to a guarded page. */
export const LOGIN_RETURN_PARAM = 'redirect';
/** Ours (the spec names none): the wish list page's query parameter carrying an invite link's token. */
export const WISHLIST_INVITE_PARAM = 'invite';
/** The registration page's query parameter naming where the visitor came from. */
export const REGISTER_ORIGIN_PARAM = 'origin';
/** The new-password page's query parameter carrying the reset link's token. */
export const NEW_PASSWORD_TOKEN_PARAM = 'token';
/** The payment step's query parameters after a payment provider sent the payer back. */
export const PAYMENT_ERROR_CODE_PARAM = 'errorCode';
export const CANCEL_PAYMENT_PARAM = 'cancelPayment';
/** The summary's query parameter when Amazon Pay express sends the payer back. */
export const AMAZON_CHECKOUT_SESSION_PARAM = 'amazonCheckoutSessionId';
/** The newsletter success page's query parameter carrying the opt-in mail's link token. */
export const NEWSLETTER_TOKEN_PARAM = 'token';
/** The newsletter sign-up page. */
export const NEWSLETTER_PATH = '/service/newsletter/';
/** The newsletter success page, where the opt-in mail's link leads. */
export const NEWSLETTER_SUCCESS_PATH = '/service/newsletter/success/';
/** The contact form, linked from every footer. */
export const CONTACT_FORM_PATH = '/service/kontakt/';
/** The contact form's query parameter naming the customer's order it is about (its contact form data). */
export const CONTACT_ORDER_PARAM = 'orderId';
/** The newsletter unsubscribe page; with NEWSLETTER_TOKEN_PARAM it is a newsletter mail's unsubscribe link. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/service/newsletter/newsletter-abmelden/';
/**
 * The storefront server's one-click unsubscribe (RFC 8058): a mail program POSTs
 * `List-Unsubscribe=One-Click` here, with NEWSLETTER_TOKEN_PARAM in the query.
 */
export const NEWSLETTER_ONE_CLICK_UNSUBSCRIBE_PATH = '/api/newsletter-unsubscribe/';
/** The confirmation page's query parameter naming the order. */
export const CONFIRMATION_ORDER_PARAM = 'orderId';
/** The prime page's query parameter when the prime checkout's guard sent the visitor back. */
export const PRIME_CHECKOUT_FLAG_PARAM = 'fromPrimeCheckout';
/** Ours: the prime confirmation's query parameter naming the purchase. */
export const PRIME_PURCHASE_PARAM = 'purchase';

/** The order overview's query parameters: the page (one-based), the search text, the date filter. */
export const ORDERS_PAGE_PARAM = 'p';
export const ORDERS_SEARCH_PARAM = 'q';
export const ORDERS_FILTER_PARAM = 'filter';
/** The order detail's query parameter naming the order. */
export const ORDER_DETAIL_ORDER_PARAM = 'orderId';
/** Ours (issue 18): the order's access hash, with which a guest opens the order detail without a login. */
export const ORDER_HASH_PARAM = 'hash';
/** The returns pages' query parameter carrying the order's hash. */
export const RETURNS_ORDER_PARAM = 'order';

// shopping §2
/** The order form, Bestellschein, a page of its own in every store. */
export const ORDER_FORM_PATH = '/service/orderform/';

/** Service pages with a route of their own (the catalogue pages and the order form aside). */
function servicePage<const Path extends string>(
  path: Path,
  noindex?: 'newsletterSuccess' | 'newsletterUnsubscribe',
) {
  return { path, params: { path }, ...(noindex ? { noindex } : {}) };
}

export const ROUTE_DEFINITIONS = [
  defineRoute({ name: 'index', path: '/', b2bPublic: true }),
  defineRoute({
    name: 'login',
    path: '/login/',
    query: [LOGIN_RETURN_PARAM],
    noindex: 'login',
    openGraph: false,
    b2bPublic: true,
  }),
  defineRoute({
    name: 'logout',
    path: '/logout/',
    noindex: 'logout',
    openGraph: false,
    b2bPublic: true,
    requiresDocumentLoad: true,
  }),
  defineRoute({ name: 'category', path: '/cat/:id/', pageArea: 'category listing' }),
  defineRoute({ name: 'product', path: '/prod/:id/', query: ['varid'], pageArea: 'product page' }),
  defineRoute({
    name: 'search',
    path: '/search/',
    noindex: 'search',
    pageArea: 'search',
    pageAreaNeedsQuery: 'q',
    header: { showsSearchQuery: true },
  }),
  defineRoute({ name: 'prime', path: '/prime/', query: [PRIME_CHECKOUT_FLAG_PARAM] }),
  defineRoute({ name: 'rating', path: '/rating/', noindex: 'rating', requiresDocumentLoad: true }),
  defineRoute({ name: 'cfTest', path: '/cf/test/', layout: 'empty' }),
  // Spec §2.4: the catalogue needs a login in B2B, whatever the service pages around it allow.
  defineRoute({
    name: 'catalogue',
    paths: [
      { path: '/service/katalog/', params: { variant: 'de' } },
      { path: '/service/catalogue/', params: { variant: 'en' } },
    ],
    b2bPublic: false,
  }),
  // Shopping §2 /service/orderform: public like the service pages around it (docs/not-shown.md).
  defineRoute({ name: 'orderForm', path: ORDER_FORM_PATH, b2bPublic: true }),
  defineRoute({
    name: 'service',
    paths: [
      servicePage(CONTACT_FORM_PATH),
      servicePage(NEWSLETTER_PATH),
      servicePage(NEWSLETTER_SUCCESS_PATH, 'newsletterSuccess'),
      servicePage(NEWSLETTER_UNSUBSCRIBE_PATH, 'newsletterUnsubscribe'),
    ],
    b2bPublic: true,
  }),
  defineRoute({
    name: 'basket',
    path: '/checkout/basket/',
    noindex: 'basket',
    header: { sellingPoints: false },
  }),
  // The CMS service pages (legal pages included) are readable without a B2B login (docs/not-shown.md).
  defineRoute({ name: 'servicePages', path: '/service/', planned: true, b2bPublic: 'withSubpages' }),
  // Shopping §2: the checkout steps after the basket; every path below /checkout/ is checkout.
  defineRoute({
    name: 'checkout',
    path: '/checkout/',
    planned: true,
    noindex: 'checkout',
    openGraph: false,
    pageArea: 'checkout',
  }),
  // The checkout steps load as documents: their guards' messages and the login step's session cookies
  // are written by the server (storefront data/checkoutLoaders.ts).
  defineRoute({
    name: 'checkoutLogin',
    footerGrid: FOOTER_GRID_IDS.checkout,
    path: '/checkout/login/',
    noindex: 'login',
    requiresDocumentLoad: true,
  }),
  defineRoute({
    name: 'checkoutShipping',
    footerGrid: FOOTER_GRID_IDS.checkout,
    path: '/checkout/shipping/',
    noindex: 'checkout',
    requiresDocumentLoad: true,
  }),
  defineRoute({
    name: 'checkoutPayment',
    footerGrid: FOOTER_GRID_IDS.checkout,
    path: '/checkout/payment/',
    query: [PAYMENT_ERROR_CODE_PARAM, CANCEL_PAYMENT_PARAM],
    requiresDocumentLoad: true,
    noindex: 'checkout',
  }),
  defineRoute({
    name: 'checkoutSummary',
    footerGrid: FOOTER_GRID_IDS.checkout,
    path: '/checkout/summary/',
    query: [AMAZON_CHECKOUT_SESSION_PARAM],
    requiresDocumentLoad: true,
    noindex: 'checkout',
  }),
  defineRoute({
    name: 'checkoutConfirmation',
    footerGrid: FOOTER_GRID_IDS.checkout,
    path: '/checkout/confirmation/',
    query: [CONFIRMATION_ORDER_PARAM],
    requiresDocumentLoad: true,
    noindex: 'checkout',
  }),
  // Shopping §2: where a card payment provider sends the payer back after paying.
  defineRoute({
    name: 'computopSuccess',
    path: '/computop/success/',
    query: [CONFIRMATION_ORDER_PARAM],
    requiresDocumentLoad: true,
    noindex: 'checkout',
  }),
  // Shopping §2: the prime checkout in its own layout; its guard needs the customer's membership and the
  // registration flag, so it runs on the server (storefront data/primeLoaders.ts).
  defineRoute({
    name: 'primeCheckout',
    path: '/prime/checkout/',
    query: [PAYMENT_ERROR_CODE_PARAM, CANCEL_PAYMENT_PARAM],
    layout: 'primecheckout',
    noindex: 'primeCheckout',
    openGraph: false,
    requiresDocumentLoad: true,
  }),
  // Ours: where the payment provider sends a prime payer who paid.
  defineRoute({
    name: 'primeConfirmation',
    path: '/prime/checkout/confirmation/',
    query: [PRIME_PURCHASE_PARAM],
    layout: 'primecheckout',
    requiresDocumentLoad: true,
  }),
  // Shopping §2: the customer account; every path below /myaccount/ is account, and needs a login
  // unless the route says otherwise (shopping §2 "Account pages require login", §6).
  defineRoute({ name: 'account', path: '/myaccount/', openGraph: false, pageArea: 'account' }),
  // Shopping §2 "Guards and redirects": registration, reset and new password are for visitors without
  // a login; their guards send a logged-in customer on (routes/guards.ts). The register guard's message
  // and the new-password page's token check leave a server toast, so both load as documents.
  defineRoute({
    name: 'register',
    path: '/myaccount/register/',
    query: [REGISTER_ORIGIN_PARAM],
    noindex: 'register',
    b2bPublic: true,
    access: 'anyone',
    requiresDocumentLoad: true,
  }),
  defineRoute({
    name: 'resetPassword',
    path: '/myaccount/resetpassword/',
    noindex: 'resetPassword',
    b2bPublic: true,
    access: 'anyone',
    layout: 'resetpassword',
  }),
  defineRoute({ name: 'password', path: '/myaccount/password/', noindex: 'password' }),
  defineRoute({
    name: 'newPassword',
    path: '/myaccount/newpassword/',
    query: [NEW_PASSWORD_TOKEN_PARAM],
    noindex: 'password',
    b2bPublic: true,
    access: 'anyone',
    layout: 'resetpassword',
    requiresDocumentLoad: true,
  }),
  defineRoute({ name: 'contactDetails', path: '/myaccount/contact-details/' }),
  // Shopping §2, §6: the B2B customer number link.
  defineRoute({ name: 'customerNumber', path: '/myaccount/customernumber/' }),
  // Shopping §1 "B2B buyers ... can upload a certificate", §7 "upload B2B certificate": the spec names no
  // path; ours sits with the B2B account pages (docs/not-shown.md). Consumer stores answer 404.
  defineRoute({ name: 'certificate', path: '/myaccount/certificate/' }),
  // Shopping §2: the address book per kind; /myaccount/addresses/ redirects to the billing addresses.
  defineRoute({ name: 'addresses', path: '/myaccount/addresses/' }),
  defineRoute({
    name: 'addressBook',
    paths: [
      { path: '/myaccount/addresses/billing/', params: { kind: 'billing' } },
      { path: '/myaccount/addresses/shipping/', params: { kind: 'shipping' } },
      { path: '/myaccount/addresses/packing-station/', params: { kind: 'parcelStation' } },
    ],
  }),
  // Shopping §2: the order history (issue 18); the detail also opens for a guest with the order's hash.
  defineRoute({
    name: 'orders',
    path: '/myaccount/orders/',
    query: [ORDERS_PAGE_PARAM, ORDERS_SEARCH_PARAM, ORDERS_FILTER_PARAM],
    noindex: 'orders',
  }),
  // The loader decides access: a login or the order's hash (a visitor with neither goes to /login). The
  // hash is the key in the B2B shop too, as for returns (§6 "returns by hash need no login"): the order
  // mail's link opens the order without a login there as well (docs/not-shown.md).
  defineRoute({
    name: 'orderDetail',
    path: '/myaccount/orders/orderdetail/',
    query: [ORDER_DETAIL_ORDER_PARAM, ORDER_HASH_PARAM],
    noindex: 'orders',
    access: 'anyone',
    b2bPublic: true,
  }),
  // Spec §9: the one account page with Open Graph tags.
  defineRoute({
    name: 'wishlist',
    path: '/myaccount/wishlist/',
    query: [WISHLIST_INVITE_PARAM],
    noindex: 'wishlist',
    openGraph: true,
    // Shopping §6: anonymous visitors use the single current list.
    access: 'anyone',
  }),
  // Shopping §2, §6: the returns entry page is for visitors who are not logged in; the steps open with the
  // order's hash, which is the key (returns by hash need no login, in the B2B shop too: docs/not-shown.md).
  // The switches and step guards are the loaders' (storefront data/returnsLoaders.ts).
  defineRoute({
    name: 'returns',
    path: '/myaccount/returns/',
    query: [RETURNS_ORDER_PARAM],
    noindex: 'returns',
    access: 'anyone',
    b2bPublic: true,
  }),
  defineRoute({
    name: 'returnsStep',
    paths: [
      { path: '/myaccount/returns/productselection/', params: { step: 'productselection' } },
      { path: '/myaccount/returns/regulations/', params: { step: 'regulations' } },
      { path: '/myaccount/returns/carrier/', params: { step: 'carrier' } },
      { path: '/myaccount/returns/confirm/', params: { step: 'confirm' } },
    ],
    query: [RETURNS_ORDER_PARAM],
    noindex: 'returns',
    access: 'anyone',
    b2bPublic: true,
  }),
  defineRoute({ name: 'catchAll', path: '*' }),
] as const;
