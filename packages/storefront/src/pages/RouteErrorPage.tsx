// Error page for loader failures (spec storefront §2.9, §8): 404/410 get the not-found texts, every
// other status the error texts; a failed API call during loading shows 'Network error' (503).
import { useCart } from '@ranzen/sdk-react';
import { ErrorPage, Header, PageShell } from '@ranzen/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './RouteErrorPage.module.css';

export function routeErrorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

function errorDetail(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return typeof error.data === 'string' ? error.data : error.statusText;
  return error instanceof Error ? error.message : null;
}

export interface RouteErrorPageProps {
  /** True at the root, where the layout with the header did not render. */
  readonly withShell?: boolean;
}

export function RouteErrorPage({ withShell = false }: RouteErrorPageProps) {
  const error = useRouteError();
  const status = routeErrorStatus(error);
  const detail = errorDetail(error);
  const body = (
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
  return withShell ? <ShellWithHeader>{body}</ShellWithHeader> : body;
}

function ShellWithHeader({ children }: { readonly children: React.ReactNode }) {
  const { count } = useCart();
  return <PageShell header={<Header cartCount={count} />}>{children}</PageShell>;
}
