// Set-Cookie values loaders hand to the server's response (RouteDeps.setCookie): the server-toast
// cookie (spec storefront §3.15, §4 "Other": max age 10, read and deleted by the page on mount) and
// expired cookies for a logout. Plain strings, so this stays out of the browser's cookie library.
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

/** Deletes a cookie set with Path=/ (HttpOnly or not: the server's answer can delete both). */
export function expiredCookie(name: string): string {
  return `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
