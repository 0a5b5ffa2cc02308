// The checkout state cookie in the browser (sdk-core CHECKOUT_STATE_COOKIE; docs/not-shown.md: a cookie,
// so every tab and the storefront server read the same state). Page scripts write it: it holds no
// secret, only which steps are done, and the API checks the cart again at submit.
import { CHECKOUT_STATE_COOKIE } from '@ranzen/sdk-core';
import { readDocumentCookie } from './documentCookie';

/** The cookie's raw value (as serializeCheckoutState wrote it), undefined when absent. */
export function readCheckoutStateCookie(): string | undefined {
  return readDocumentCookie(CHECKOUT_STATE_COOKIE);
}

/** A session cookie for the whole shop: it ends with the browser session, like the checkout it tracks. */
export function writeCheckoutStateCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox
  document.cookie = `${CHECKOUT_STATE_COOKIE}=${value}; Path=/; SameSite=Lax`;
}
