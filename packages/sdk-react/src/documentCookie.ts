// Reading one cookie of the page (`document.cookie`), for the cookies page scripts own: the server's
// toasts (ToastProvider) and the checkout state (checkoutStateCookie.ts). Browser only.

/** The cookie's raw value, undefined when absent. */
export function readDocumentCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}
