// Error page for loader outcomes (spec storefront §2.9, §8): 404/410 get the not-found texts, every
// other status the error texts; a failed API call during loading shows 'Network error' (503).
import { ErrorPage } from '@ranzen/ui';
import styles from './RouteErrorPage.module.css';

export interface RouteErrorPageProps {
  readonly status: number;
  /** The raw error text (never a stack trace); shown for error statuses, not for 404/410. */
  readonly detail?: string | null;
}

export function RouteErrorPage({ status, detail = null }: RouteErrorPageProps) {
  return (
    <>
      <ErrorPage status={status} />
      {/* Spec §2.9: the raw error details in a debug box (never a stack trace). */}
      {detail && status !== 404 && status !== 410 ? (
        <pre className={styles.debug} data-testid="error-detail">
          {detail}
        </pre>
      ) : null}
    </>
  );
}
