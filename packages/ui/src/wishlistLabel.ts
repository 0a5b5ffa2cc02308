// What the wish list is called (spec shopping §6 "B2B ... wish list labelled basket"; storefront §2.5):
// one entry per store family, read by the header shortcut, the login flyout, the account navigation,
// the wish list page and the heart buttons.
import type { MessageKey, StoreFamily } from '@ranzen/sdk-core';

export const WISHLIST_LABEL_BY_FAMILY: Readonly<Record<StoreFamily, MessageKey>> = {
  consumer: 'vue.login.wishlist',
  b2b: 'vue.login.basket',
};
