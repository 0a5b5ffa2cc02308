// The store's login (spec shopping §2, §4 "Login", §7; storefront §2.5): the /login page's form and the
// header login flyout's content, where it loads when the flyout first opens (DESIGN §6 budget). The
// login machine (sdk-react useLogin) sends the form; a logged-in customer (the page frame's customer
// info, read by the server with the session's token) gets the greeting, the account links and logout.
import { useLogin, useShop } from '@ranzen/sdk-react';
import { LoginFlyout, type LoginFlyoutCustomer, type LoginFormValues } from '@ranzen/ui';
import { useLayoutData } from '../data/layoutData';
import { storedLoginRedirect } from './loginTarget';

/** The customer the greeting names; none for a visitor without a customer session. */
export function useLoggedInCustomer(): LoginFlyoutCustomer | undefined {
  const { customer } = useLayoutData();
  if (customer?.visitorLoginState !== 'LOGGED_IN') return undefined;
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    primeStatus: customer.primeInfo.status,
  };
}

export function StoreLoginForm() {
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
