// How the account pages send their forms (spec shopping §7): registration and password change go to
// the storefront server's endpoints (/api/register-action/, /api/change-password/, which keep the
// session cookies), the other account operations go to the API through the same-origin /graphql.
// Either answers the auth result (§3), which the forms read as an outcome (ui useAccountForm).
import type { ServerToast } from '@ranzen/sdk-core';
import { type AccountAction, postAccountAction } from '@ranzen/sdk-react';
import type { AccountFormOutcome } from '@ranzen/ui';
import { serverToastCookie } from '../data/responseCookies';

/** The part of an auth result (the spec's spelling "successfull") a form reads. */
export interface AuthAnswer {
  readonly successfull: boolean;
  readonly errorMessage?: string | null;
  readonly generalErrorMessage?: string | null;
  readonly fieldErrors?: readonly {
    readonly field: string;
    readonly message: string;
    readonly form?: string | null;
  }[];
}

/** An auth result as a form's outcome; no result at all is a failure without a message. */
export function formOutcome(result: AuthAnswer | null | undefined): AccountFormOutcome {
  if (!result) return { ok: false };
  if (result.successfull) return { ok: true };
  return {
    ok: false,
    fieldErrors: result.fieldErrors ?? [],
    generalErrorMessage: result.generalErrorMessage ?? null,
    errorMessage: result.errorMessage ?? null,
  };
}

/** Posts a form to one of the storefront server's account endpoints. */
export async function postAccountForm(
  action: AccountAction,
  fields: Readonly<Record<string, string>>,
): Promise<AccountFormOutcome> {
  return formOutcome(await postAccountAction(action, new URLSearchParams(fields)));
}

/** The browser's document load, one object so tests can watch it (jsdom does not navigate). */
export const documentNavigation = {
  assign(location: string): void {
    window.location.assign(location);
  },
};

/**
 * Loads another page as a document (its server render reads the new session cookies) and leaves a
 * message for it: the server-toast cookie,
 * which page scripts may write as the server does.
 */
export function leaveWithMessage(location: string, toast: ServerToast): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; the value is built by serverToastCookie
  document.cookie = serverToastCookie([toast]);
  documentNavigation.assign(location);
}
