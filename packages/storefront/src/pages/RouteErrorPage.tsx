// Error page for loader outcomes (spec storefront §2.9, §8): 404/410 get the not-found texts, every
// other status the error texts; a failed API call during loading shows 'Network error' (503). The
// ErrorPage's button is a plain link to / : the client router turns it into a navigation whose new
// outcome replaces the error (spec §2.9 "goes back to / and clears the error").
import { ErrorPage } from '@ranzen/ui';
import { NETWORK_ERROR_TEXT } from '../data/loaderErrors';
import styles from './RouteErrorPage.module.css';

/** A network failure while loading is a 503 with this text. */
export const NETWORK_ERROR_STATUS = 503;

export interface RouteErrorPageProps {
  readonly status: number;
  /**
   * The raw error (message, and the stack when there is one). The server leaves it out in
   * production (renderDocument's visibleOutcome), so the debug box only exists in development.
   */
  readonly detail?: string | null;
}

/**
 * The error page of a failed route (404, 410, 500, …); `detail` only in development.
 *
 * @example
 * ```tsx
 * <RouteErrorPage status={404} />
 * ```
 */
export function RouteErrorPage({ status, detail = null }: RouteErrorPageProps) {
  return (
    <>
      <ErrorPage status={status} />
      {/* The spec's fixed text, not an internal detail: shown in every mode. */}
      {status === NETWORK_ERROR_STATUS ? (
        <p className={styles.message} data-testid="error-message">
          {NETWORK_ERROR_TEXT}
        </p>
      ) : null}
      {/* Spec §2.9: the raw error details in a debug box. */}
      {detail ? (
        <pre className={styles.debug} data-testid="error-debug">
          {`${status}\n${detail}`}
        </pre>
      ) : null}
    </>
  );
}
