// Page frame shared by every route: header with the live cart count, and the page below it.
import { useCart } from '@ranzen/sdk-react';
import { Header, PageShell } from '@ranzen/ui';
import { Outlet } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle';

export function RootLayout() {
  const { count } = useCart();
  useDocumentTitle();
  return (
    <PageShell header={<Header cartCount={count} />}>
      <Outlet />
    </PageShell>
  );
}
