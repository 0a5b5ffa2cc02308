/** Message key of the toast for a call the shop refused with HTTP 429 / RATE_LIMITED (docs/rate-limits.md). */
export const TOO_MANY_REQUESTS_MESSAGE = 'vue.message.tooManyRequests';

/** A non-2xx answer of a plain HTTP call (e.g. `/api/cart-id`), carrying its status like Apollo's ServerError. */
export class HttpStatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

function hasErrorCode(value: unknown, code: string): boolean {
  if (typeof value !== 'object' || value === null || !('extensions' in value)) return false;
  const { extensions } = value;
  return (
    typeof extensions === 'object' && extensions !== null && 'code' in extensions && extensions.code === code
  );
}

/**
 * Whether a rejected call was refused for too many requests: HTTP 429 (ServerError, HttpStatusError) or RATE_LIMITED.
 *
 * @example
 * ```ts
 * if (isRateLimitedError(error)) showToast(t('vue.message.tooManyRequests'));
 * ```
 */
export function isRateLimitedError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('statusCode' in error && error.statusCode === 429) return true;
  return (
    'errors' in error &&
    Array.isArray(error.errors) &&
    error.errors.some((entry) => hasErrorCode(entry, 'RATE_LIMITED'))
  );
}

/**
 * The message of a rejected call or thrown value, as a machine reports it and a toast shows it; a refusal for
 * too many requests becomes the message key TOO_MANY_REQUESTS_MESSAGE, which hosts translate.
 *
 * @example
 * ```ts
 * errorText(new Error('vue.form.error.general')); // 'vue.form.error.general'
 * ```
 */
export function errorText(error: unknown): string {
  if (isRateLimitedError(error)) return TOO_MANY_REQUESTS_MESSAGE;
  return error instanceof Error ? error.message : String(error);
}
