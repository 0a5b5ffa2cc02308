// A guard's refusal as the page's answer (spec shopping §2 "Guards and redirects"): a 302 to where the
// guard sends the visitor, and its message as a server toast shown on the page arrived at (spec
// storefront §4 "Other"). Written on the server only (RouteDeps.setCookie); routes whose guards carry a
// message load as documents.
import { type GuardMessage, type GuardResult, translate } from '@ranzen/sdk-core';
import { redirectTo } from './loaderErrors';
import { serverToastCookie } from './responseCookies';
import type { RouteDeps } from './routeDeps';

/** Leaves the guard's message for the next page. */
export function leaveGuardMessage(
  deps: Pick<RouteDeps, 'messages' | 'setCookie'>,
  message: GuardMessage,
): void {
  deps.setCookie?.(
    serverToastCookie([{ type: message.type, message: translate(deps.messages, message.key) }]),
  );
}

/** Stops the loader with the refusing guard's redirect. */
export function guardRedirect(deps: RouteDeps, guard: Extract<GuardResult, { allow: false }>): never {
  if (guard.message) leaveGuardMessage(deps, guard.message);
  return redirectTo(guard.location, 302);
}
