// The store's login (spec shopping §2, §4 "Login", §7; storefront §2.5): the /login page's form and the
// header login flyout's content, where it loads when the flyout first opens (DESIGN §6 budget). ui's
// ShopLoginFlyout sends the form through the login machine and greets a logged-in customer; the storefront
// adds the invite header for a visitor who opened a wish list invite link, and the invite link's address as
// the way back after the login (loginTarget.ts).
import { WISHLIST_ROLE_LABELS, WishlistInviteDocument } from '@ranzen/sdk-core';
import { useShopQuery, useTranslate } from '@ranzen/sdk-react';
import { ShopLoginFlyout } from '@ranzen/ui';
import { useLayoutData } from '../data/layoutData';
import { storefrontLoginRedirect } from './loginTarget';

// Storefront §2.5: the invite header of a wish list invite link names the list, who invites and which right.
function useInviteHeader(token: string | null, loggedIn: boolean) {
  const t = useTranslate();
  const { data } = useShopQuery(WishlistInviteDocument, {
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
  const { customer } = useLayoutData();
  const wishlistInvite = useInviteHeader(inviteToken, customer?.visitorLoginState === 'LOGGED_IN');
  return (
    <ShopLoginFlyout
      loginRedirect={storefrontLoginRedirect}
      {...(wishlistInvite ? { wishlistInvite } : {})}
    />
  );
}
