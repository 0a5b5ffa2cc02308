// The login flyout's submit (spec shopping §7 "POST /api/login-action/ (formData, mergeCart)", §3
// "Login form" and "Auth result"): posts the validated form to the storefront server and reads the
// auth result. The login itself is a later issue: until then the server answers 501 with its
// "not available" message (docs/not-shown.md), which the flyout shows as an error toast.
import type { LoginFormValues } from '@ranzen/ui';

export const LOGIN_ACTION_PATH = '/api/login-action/';

/** The part of the auth result the flyout reads (spec shopping §3; both spellings of "successful"). */
export interface LoginActionResult {
  readonly successfull?: boolean;
  readonly successful?: boolean;
  readonly generalErrorMessage?: string;
  readonly errorMessage?: string;
}

export type LoginOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string | undefined };

/** The login form as the spec names its fields: email (the customer number in B2B), password, stayLogged. */
export function loginFormData(values: LoginFormValues): URLSearchParams {
  return new URLSearchParams({
    email: values.identifier,
    password: values.password,
    stayLogged: String(values.stayLoggedIn),
    mergeCart: 'true',
  });
}

function isLoginActionResult(value: unknown): value is LoginActionResult {
  return typeof value === 'object' && value !== null;
}

/** Posts the form; a network failure or an unreadable answer is a failure without a server message. */
export async function submitLogin(
  values: LoginFormValues,
  doFetch: typeof fetch = fetch,
): Promise<LoginOutcome> {
  try {
    const response = await doFetch(LOGIN_ACTION_PATH, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: loginFormData(values),
      credentials: 'same-origin',
    });
    const body: unknown = await response.json();
    const result = isLoginActionResult(body) ? body : {};
    if (response.ok && (result.successfull === true || result.successful === true)) return { ok: true };
    return { ok: false, message: result.generalErrorMessage ?? result.errorMessage };
  } catch {
    return { ok: false, message: undefined };
  }
}
