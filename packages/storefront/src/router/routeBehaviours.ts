// The storefront's behaviour of each route (spec storefront §2.1, shopping §2 basket), bound to the
// route's name in sdk-core's declarations. Loaders come from one lazily loaded chunk
// (data/routeLoaders.ts), each page component is a chunk of its own (DESIGN §6).
import { routePath } from '@ranzen/sdk-core';
import { pageModule, type RouteBehaviours } from './RouteBehaviour';

const loaders = () => import('../data/routeLoaders');

export const ROUTE_BEHAVIOURS: RouteBehaviours = {
  index: {
    load: async (_match, url, deps) => (await loaders()).loadHome(deps, url),
    resolvesOwnPath: true,
    hydratesWithoutClient: true,
    page: pageModule('HomePage', () => import('../pages/HomePage')),
  },
  login: {
    load: async (_match, _url, deps) => (await loaders()).loadLogin(deps),
    page: pageModule('LoginPage', () => import('../pages/LoginPage')),
  },
  logout: {
    load: async (_match, _url, deps) => (await loaders()).loadLogout(deps),
    page: pageModule('LogoutPage', () => import('../pages/LogoutPage')),
  },
  category: {
    load: async ({ id }, url, deps) => (await loaders()).loadCategory(deps, id, url),
    hydratesWithoutClient: true,
    page: pageModule('CategoryPage', () => import('../pages/CategoryPage')),
  },
  product: {
    load: async ({ id }, url, deps) => (await loaders()).loadProduct(deps, id, url),
    hydratesWithoutClient: true,
    page: pageModule('ProductPage', () => import('../pages/ProductPage')),
    // Spec §9: the product's share image, og:type product and its structured data.
    head: async (input) => (await import('../server/productHead')).productHead(input),
  },
  search: {
    load: async (_match, url, deps) => (await loaders()).loadSearch(deps, url),
    page: pageModule('SearchPage', () => import('../pages/SearchPage')),
  },
  // Shopping §2, §4 "Prime": the offer beside the CMS content, the prime checkout and its confirmation.
  prime: {
    load: async (_match, url, deps) => (await loaders()).loadPrime(deps, url),
    resolvesOwnPath: true,
    page: pageModule('PrimePage', () => import('../pages/PrimePage')),
  },
  rating: {
    load: async (_match, url, deps) => (await loaders()).loadRating(deps, url),
    page: null,
  },
  cfTest: {
    load: async (_match, _url, deps) => (await loaders()).loadCfTest(deps),
    page: pageModule('CfTestPage', () => import('../pages/CfTestPage')),
  },
  catalogue: {
    load: async ({ variant }, url, deps) =>
      (await loaders()).loadCataloguePage(deps, routePath('catalogue', { variant }), url),
    resolvesOwnPath: true,
    page: pageModule('CataloguePage', () => import('../pages/CataloguePage')),
  },
  service: {
    load: async ({ path }, url, deps) => (await loaders()).loadServicePage(deps, path, url),
    resolvesOwnPath: true,
    page: pageModule('ServicePage', () => import('../pages/ServicePage')),
  },
  // Shopping §2 /service/orderform: the CMS page's text above the order form.
  orderForm: {
    load: async (_match, url, deps) => (await loaders()).loadCmsRoute(deps, routePath('orderForm'), url),
    resolvesOwnPath: true,
    page: pageModule('OrderFormPage', () => import('../pages/OrderFormPage')),
  },
  basket: {
    load: async (_match, _url, deps) => (await loaders()).loadBasket(deps),
    page: pageModule('BasketPage', () => import('../pages/BasketPage')),
  },
  // Shopping §2: the checkout steps; each loader runs the step's guard (data/checkoutLoaders.ts).
  checkoutLogin: {
    load: async (_match, url, deps) => (await loaders()).loadCheckoutStep(deps, 'login', url),
    page: pageModule('CheckoutLoginPage', () => import('../pages/CheckoutLoginPage')),
  },
  checkoutShipping: {
    load: async (_match, url, deps) => (await loaders()).loadCheckoutShipping(deps, url),
    page: pageModule('CheckoutShippingPage', () => import('../pages/CheckoutShippingPage')),
  },
  checkoutPayment: {
    load: async (_match, url, deps) => (await loaders()).loadCheckoutPayment(deps, url),
    page: pageModule('CheckoutPaymentPage', () => import('../pages/CheckoutPaymentPage')),
  },
  checkoutSummary: {
    load: async (_match, url, deps) => (await loaders()).loadCheckoutSummary(deps, url),
    page: pageModule('CheckoutSummaryPage', () => import('../pages/CheckoutSummaryPage')),
  },
  checkoutConfirmation: {
    load: async (_match, url, deps) => (await loaders()).loadCheckoutConfirmation(deps, url),
    page: pageModule('CheckoutConfirmationPage', () => import('../pages/CheckoutConfirmationPage')),
  },
  // Shopping §2: the card provider's return goes on to the confirmation (or back to the payment step).
  computopSuccess: {
    load: async (_match, url, deps) => (await loaders()).loadComputopSuccess(deps, url),
    page: null,
  },
  primeCheckout: {
    load: async (_match, url, deps) => (await loaders()).loadPrimeCheckout(deps, url),
    page: pageModule('PrimeCheckoutPage', () => import('../pages/PrimeCheckoutPage')),
  },
  primeConfirmation: {
    load: async (_match, url, deps) => (await loaders()).loadPrimeConfirmation(deps, url),
    page: pageModule('PrimeConfirmationPage', () => import('../pages/PrimeConfirmationPage')),
  },
  // Shopping §2: the account pages; their login guards run before (sdk-core accountGuard).
  account: {
    load: async () => (await loaders()).loadAccount(),
    page: null,
  },
  register: {
    load: async (_match, url, deps) => (await loaders()).loadRegister(deps, url),
    page: pageModule('RegisterPage', () => import('../pages/RegisterPage')),
  },
  resetPassword: {
    load: async (_match, _url, deps) => (await loaders()).loadResetPassword(deps),
    page: pageModule('ResetPasswordPage', () => import('../pages/ResetPasswordPage')),
  },
  password: {
    load: async (_match, _url, deps) => (await loaders()).loadPassword(deps),
    page: pageModule('PasswordPage', () => import('../pages/PasswordPage')),
  },
  newPassword: {
    load: async (_match, url, deps) => (await loaders()).loadNewPassword(deps, url),
    page: pageModule('NewPasswordPage', () => import('../pages/NewPasswordPage')),
  },
  contactDetails: {
    load: async (_match, url, deps) => (await loaders()).loadContactDetails(deps, url),
    page: pageModule('ContactDetailsPage', () => import('../pages/ContactDetailsPage')),
  },
  customerNumber: {
    load: async (_match, url, deps) => (await loaders()).loadCustomerNumber(deps, url),
    page: pageModule('CustomerNumberPage', () => import('../pages/CustomerNumberPage')),
  },
  certificate: {
    load: async (_match, url, deps) => (await loaders()).loadCertificate(deps, url),
    page: pageModule('CertificatePage', () => import('../pages/CertificatePage')),
  },
  wishlist: {
    load: async (_params, _url, deps) => (await loaders()).loadWishlist(deps),
    page: pageModule('WishlistPage', () => import('../pages/WishlistPage')),
  },
  addresses: {
    load: async () => (await loaders()).loadAddresses(),
    page: null,
  },
  addressBook: {
    load: async ({ kind }, _url, deps) => (await loaders()).loadAddressBook(deps, kind),
    page: pageModule('AddressBookPage', () => import('../pages/AddressBookPage')),
  },
  // Issue 18: the order history; the detail also opens with the order's hash (data/orderLoaders.ts).
  orders: {
    load: async (_match, url, deps) => (await loaders()).loadOrders(deps, url),
    page: pageModule('OrdersPage', () => import('../pages/OrdersPage')),
  },
  orderDetail: {
    load: async (_match, url, deps) => (await loaders()).loadOrderDetail(deps, url),
    page: pageModule('OrderDetailPage', () => import('../pages/OrderDetailPage')),
  },
  // Shopping §2, §6: the returns flow; the loaders run the switches and the order hash guards.
  returns: {
    load: async (_match, url, deps) => (await loaders()).loadReturns(deps, url),
    page: pageModule('ReturnsEntryPage', () => import('../pages/ReturnsEntryPage')),
  },
  returnsStep: {
    load: async ({ step }, url, deps) => (await loaders()).loadReturnsStep(deps, step, url),
    page: pageModule('ReturnsStepPage', () => import('../pages/ReturnsStepPage')),
  },
  catchAll: {
    load: async ({ path }, url, deps) => (await loaders()).loadCatchAll(deps, path, url),
    resolvesOwnPath: true,
    page: pageModule('ContentPage', () => import('../pages/ContentPage')),
  },
};
