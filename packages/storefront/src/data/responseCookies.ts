// Set-Cookie values loaders hand to the server's response (RouteDeps.setCookie): the server-toast
// cookie (spec storefront §3.15, §4 "Other": max age 10, read and deleted by the page on mount). Plain
// strings, so this stays out of the browser's cookie library. A logout's cookies are the server's
// (server/customerSession.ts, through RouteDeps.endSession).
import {
  SERVER_TOAST_COOKIE,
  SERVER_TOAST_COOKIE_MAX_AGE_SECONDS,
  type ServerToast,
  serializeServerToasts,
} from '@ranzen/sdk-core';

/** Readable by page scripts: the toast provider reads and deletes it. */
export function serverToastCookie(toasts: readonly ServerToast[]): string {
  return `${SERVER_TOAST_COOKIE}=${serializeServerToasts(toasts)}; Max-Age=${SERVER_TOAST_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
