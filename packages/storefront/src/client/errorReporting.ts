// The error-reporting hook (spec storefront §7 "Third-party error-reporting and web-vitals scripts are
// loaded", §9 "An error-tracking token is configured in the app configuration"; §8 "An unhandled app
// error is otherwise only written to the console"). Every uncaught error of the page comes here; it goes
// to the console, and to the configured reporting endpoint once the visitor consented (analytics.ts
// installs the sender), never before.

import type { ErrorReportingConfig } from '../data/analyticsConfig';

type Sender = (error: unknown) => void;

let sender: Sender | null = null;

/** Installs (or, with null, removes) the sender of reports. */
export function setErrorSender(next: Sender | null): void {
  sender = next;
}

/** Logs an uncaught error and, after consent, reports it. */
export function reportError(error: unknown): void {
  console.error('[storefront] uncaught', error);
  sender?.(error);
}

/** The report of one error: the token, what failed and where (no cookie, no form content). */
export function errorReport(
  config: ErrorReportingConfig,
  error: unknown,
  page: string,
  buildId: string | null,
) {
  const failure = error instanceof Error ? error : new Error(String(error));
  return {
    token: config.token,
    message: failure.message,
    name: failure.name,
    stack: failure.stack ?? null,
    page,
    build: buildId,
  };
}
