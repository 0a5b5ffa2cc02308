// Wish list invite links (spec shopping §2 "shared wish list with invite link", §4 "Login": a share-data
// redirect goes back to the stored redirect; storefront §2.5 the login flyout's invite header).
import { loginRedirect, routePath, STORES } from '@ranzen/sdk-core';
import { describe, expect, it } from 'vitest';
import { storefrontLoginRedirect } from './loginTarget';
import { inviteTokenOf } from './wishlistInvite';

const invitePath = routePath('wishlist', { invite: 'tok-123' });

describe('wish list invite links', () => {
  it('reads the token of the wish list page only', () => {
    expect(inviteTokenOf(invitePath)).toBe('tok-123');
    expect(inviteTokenOf(`https://www.ranzen.de${invitePath}`)).toBe('tok-123');
    expect(inviteTokenOf(routePath('wishlist'))).toBeNull();
    expect(inviteTokenOf('/myaccount/?invite=tok-123')).toBeNull();
  });

  it('a consumer login from an invite link comes back to it (share data), not to the account', () => {
    const url = new URL(`http://de.localhost:3000${invitePath}`);
    const storedRedirect = storefrontLoginRedirect(url, STORES.de);
    expect(storedRedirect).toEqual({ location: invitePath, shareData: true });
    expect(loginRedirect({ isB2b: false, storedRedirect, pathname: url.pathname })).toBe(invitePath);
    // Without an invite a consumer login stays on the page.
    const plain = new URL(`http://de.localhost:3000${routePath('wishlist')}`);
    expect(storefrontLoginRedirect(plain, STORES.de)).toBeNull();
  });
});
