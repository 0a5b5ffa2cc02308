// The client error boundary (spec storefront §8 "Fatal or unhandled errors go to the error page ...
// Message and stack are logged to the console"): a page component that throws while rendering shows the
// error page inside the layout, so the header, navigation and footer stay usable; the next navigation
// (a new `resetKey`) renders the next page afresh.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './RouteErrorPage';

/** The status the error page shows for a page that failed in the browser. */
export const APP_ERROR_STATUS = 500;

export interface AppErrorBoundaryProps {
  /** Changes with every shown page (its href): a new page clears the error. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface AppErrorBoundaryState {
  readonly failed: boolean;
}

/**
 * Shows the error page instead of a page that threw while rendering.
 *
 * @example
 * ```tsx
 * <AppErrorBoundary resetKey={state.href}><Page /></AppErrorBoundary>
 * ```
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[storefront] page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteErrorPage status={APP_ERROR_STATUS} /> : this.props.children;
  }
}
