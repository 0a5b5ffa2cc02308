// The store's login (spec shopping §2, §4 "Login", §7; storefront §2.5): the /login page's form and the
// header login flyout's content, where it loads when the flyout first opens (DESIGN §6 budget). The
// login machine (sdk-react useLogin) sends the form; a logged-in customer (the page frame's customer
// info, read by the server with the session's token) gets the greeting, the account links and logout; a
// visitor who opened a wish list invite link gets the invite header above the form.
import { useQuery } from '@apollo/client/react';
import { WISHLIST_ROLE_LABELS, WishlistInviteDocument } from '@ranzen/sdk-core';
import { useLogin, useShop, useTranslate } from '@ranzen/sdk-react';
import { LoginFlyout, type LoginFlyoutCustomer, type LoginFormValues } from '@ranzen/ui';
import { useLayoutData } from '../data/layoutData';
import { storefrontLoginRedirect } from './loginTarget';

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

// Storefront §2.5: the invite header of a wish list invite link names the list, who invites and which right.
function useInviteHeader(token: string | null, loggedIn: boolean) {
  const t = useTranslate();
  const { data } = useQuery(WishlistInviteDocument, {
    variables: { token: token ?? '' },
    skip: token === null || loggedIn,
  });
  const invite = data?.wishlistInvite;
  if (!invite) return undefined;
  return {
    headline: t('vue.wishlist.invite.headline', { list: invite.listName }),
    text: t('vue.wishlist.invite.text', {
      inviter: invite.inviterName,
      right: t(WISHLIST_ROLE_LABELS[invite.role]),
    }),
  };
}

export interface StoreLoginFormProps {
  /** The token of the wish list invite link the visitor opened (the invite header); null otherwise. */
  readonly inviteToken?: string | null;
}

export function StoreLoginForm({ inviteToken = null }: StoreLoginFormProps) {
  const { view, submit, logout } = useLogin();
  const { store } = useShop();
  const customer = useLoggedInCustomer();
  const wishlistInvite = useInviteHeader(inviteToken, customer !== undefined);
  const onSubmit = (values: LoginFormValues) => {
    const url = new URL(window.location.href);
    submit({
      form: { email: values.identifier, password: values.password, stayLogged: values.stayLoggedIn },
      pathname: url.pathname,
      storedRedirect: storefrontLoginRedirect(url, store),
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
