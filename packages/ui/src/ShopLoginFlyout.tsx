// The store's login, connected (spec shopping §4 "Login", §7; storefront §2.5): the header login flyout's
// content and the /login page's form. The login machine (sdk-react useLogin) sends the form with the
// redirect kept for after the login (sdk-core storedLoginRedirect); a logged-in customer (the session's
// customer info) gets the greeting, the account links and logout. The storefront's header and /login page
// use it too, with the wish list invite header and their own redirect rule.
import {
  CustomerInfoDocument,
  type StoreConfig,
  type StoredLoginRedirect,
  storedLoginRedirect,
} from '@ranzen/sdk-core';
import { CUSTOMER_INFO_URL, useLogin, useShop, useShopQuery } from '@ranzen/sdk-react';
import {
  LoginFlyout,
  type LoginFlyoutCustomer,
  type LoginFlyoutProps,
  type LoginFormValues,
} from './LoginFlyout';

/** The customer the greeting names; none for a visitor without a customer session. */
function useLoggedInCustomer(): LoginFlyoutCustomer | undefined {
  const customer = useShopQuery(CustomerInfoDocument, { variables: { url: CUSTOMER_INFO_URL } }).data
    ?.customerInfo;
  if (customer?.visitorLoginState !== 'LOGGED_IN') return undefined;
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    primeStatus: customer.primeInfo.status,
  };
}

export interface ShopLoginFlyoutProps {
  /** The invite header above the form, for a visitor who opened a wish list invite link. */
  readonly wishlistInvite?: LoginFlyoutProps['wishlistInvite'];
  /** Where the login goes afterwards, from the page's URL; sdk-core's `storedLoginRedirect` by default. */
  readonly loginRedirect?: (url: URL, store: StoreConfig) => StoredLoginRedirect | null;
}

/**
 * `LoginFlyout` wired to the shop: logs in through `useLogin()` (`LoginProvider`, part of
 * `RanzenProvider`) and greets the logged-in customer. Put it in the header's `loginFlyout`.
 *
 * @example
 * ```tsx
 * <Header cartCount={count} loginFlyout={<ShopLoginFlyout />} />
 * ```
 */
export function ShopLoginFlyout({
  wishlistInvite,
  loginRedirect = storedLoginRedirect,
}: ShopLoginFlyoutProps) {
  const { view, submit, logout } = useLogin();
  const { store } = useShop();
  const customer = useLoggedInCustomer();
  const onSubmit = (values: LoginFormValues) => {
    const url = new URL(window.location.href);
    submit({
      form: { email: values.identifier, password: values.password, stayLogged: values.stayLoggedIn },
      pathname: url.pathname,
      storedRedirect: loginRedirect(url, store),
    });
  };
  return (
    <LoginFlyout
      onSubmit={onSubmit}
      submitting={view.state === 'submitting' || view.state === 'success'}
      invalidFields={view.invalidFields}
      customer={customer}
      onLogout={logout}
      {...(wishlistInvite ? { wishlistInvite } : {})}
    />
  );
}
