// Page frame shared by every route: header with the live cart count, and the page below it.
import { useCart } from '@ranzen/sdk-react';
import { Header, PageShell } from '@ranzen/ui';
import type { ReactNode } from 'react';

export interface RootLayoutProps {
  readonly children: ReactNode;
}

export function RootLayout({ children }: RootLayoutProps) {
  const { count } = useCart();
  return <PageShell header={<Header cartCount={count} />}>{children}</PageShell>;
}
