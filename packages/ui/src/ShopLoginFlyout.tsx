// The store's login, connected (spec shopping §4 "Login", §7; storefront §2.5): the header login flyout's
// content and the /login page's form. The login machine (sdk-react useLogin) sends the form with the
// redirect kept for after the login (sdk-core storedLoginRedirect); a logged-in customer (the session's
// customer info) gets the greeting, the account links and logout.
import { useQuery } from '@apollo/client/react';
import { CustomerInfoDocument, storedLoginRedirect } from '@ranzen/sdk-core';
import { CUSTOMER_INFO_URL, useLogin, useShop } from '@ranzen/sdk-react';
import { LoginFlyout, type LoginFlyoutCustomer, type LoginFormValues } from './LoginFlyout';

/** The customer the greeting names; none for a visitor without a customer session. */
function useLoggedInCustomer(): LoginFlyoutCustomer | undefined {
  const customer = useQuery(CustomerInfoDocument, { variables: { url: CUSTOMER_INFO_URL } }).data
    ?.customerInfo;
  if (customer?.visitorLoginState !== 'LOGGED_IN') return undefined;
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    primeStatus: customer.primeInfo.status,
  };
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
export function ShopLoginFlyout() {
  const { view, submit, logout } = useLogin();
  const { store } = useShop();
  const customer = useLoggedInCustomer();
  const onSubmit = (values: LoginFormValues) => {
    const url = new URL(window.location.href);
    submit({
      form: { email: values.identifier, password: values.password, stayLogged: values.stayLoggedIn },
      pathname: url.pathname,
      storedRedirect: storedLoginRedirect(url, store),
    });
  };
  return (
    <LoginFlyout
      onSubmit={onSubmit}
      submitting={view.state === 'submitting' || view.state === 'success'}
      invalidFields={view.invalidFields}
      customer={customer}
      onLogout={logout}
    />
  );
}
