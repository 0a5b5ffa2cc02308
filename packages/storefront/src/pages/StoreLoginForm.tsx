// The store's login (spec shopping §2, §4 "Login", §7; storefront §2.5): the /login page's form and the
// header login flyout's content, where it loads when the flyout first opens (DESIGN §6 budget): ui's
// ShopLoginFlyout, in a module of its own for that lazy load.
export { ShopLoginFlyout as StoreLoginForm } from '@ranzen/ui';
