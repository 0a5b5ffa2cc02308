// A page as another team builds it from the published entries only: the provider tree and the header
// with its cart count. The header's search box and the cart provider load their XState machines on
// first use, so XState must stay out of this app's entry chunk.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MESSAGES } from '@ranzen/sdk-core/i18n';
import { STORES } from '@ranzen/sdk-core/store';
import { CartProvider, ShopProvider, ToastProvider, useCart } from '@ranzen/sdk-react';
import { Header } from '@ranzen/ui';

function ShopHeader() {
  const { count } = useCart();
  return <Header cartCount={count} />;
}

export function App({ client }: { readonly client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <ShopProvider store={STORES.de} messages={MESSAGES.de}>
        <ToastProvider>
          <CartProvider cartId={null}>
            <ShopHeader />
          </CartProvider>
        </ToastProvider>
      </ShopProvider>
    </ApolloProvider>
  );
}
