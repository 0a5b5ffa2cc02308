// Reading the page's cookies (`document.cookie`): one cookie for those page scripts own (the server's
// toasts in ToastProvider, the checkout state in checkoutStateCookie.ts), or all of them as a record
// (the login machine's session cookies, the storefront's route data). Browser only.

/** The cookie's raw value, undefined when absent. */
export function readDocumentCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * A cookie header (`document.cookie`) as a record; the first of two equal names wins. A few lines instead
 * of the `cookie` package keep the first-load bundle small; values are URI-decoded like it.
 *
 * @example
 * ```ts
 * parseDocumentCookies('a=1; b=x%20y'); // { a: '1', b: 'x y' }
 * ```
 */
export function parseDocumentCookies(header: string): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!name || name in jar) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      jar[name] = decodeURIComponent(raw);
    } catch {
      jar[name] = raw;
    }
  }
  return jar;
}
