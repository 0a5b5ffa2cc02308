// The example's pages: a category listing, a product page with add to cart, the header with its cart
// count and login, and the checkout (ui's CheckoutFlow on the checkout routes). Every page is a document
// of its own; the route table picks it.
import '@ranzen/ui/styles/tokens.css';
import '@ranzen/ui/styles/base.css';
import '@ranzen/ui/styles.css';
import { useQuery } from '@apollo/client/react';
import {
  CategoryProductsDocument,
  createShopClient,
  MESSAGES,
  matchRoute,
  NavigationDocument,
  ProductDocument,
  routePath,
  STORES,
} from '@ranzen/sdk-core';
import { GRAPHQL_ENDPOINT, RanzenProvider, useCart, useTranslate } from '@ranzen/sdk-react';
import { CheckoutFlow, Header, Price, ProductTile, ShopLoginFlyout, ToastRegion } from '@ranzen/ui';
import { createRoot } from 'react-dom/client';

function Categories() {
  const { data } = useQuery(NavigationDocument, { variables: { level: 1 } });
  return (
    <ul>
      {data?.navigation.map((category) => (
        <li key={category.id}>
          <a href={category.categoryUrl}>{category.name}</a>
        </li>
      ))}
    </ul>
  );
}

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '1rem' };

function Category({ id }: { readonly id: string }) {
  const { data } = useQuery(CategoryProductsDocument, { variables: { coreCategoryId: id } });
  return (
    <ul style={GRID}>
      {data?.categoryProducts.products.map((product) => (
        <li key={product.id}>
          <ProductTile product={product} />
        </li>
      ))}
    </ul>
  );
}

function Product({ id }: { readonly id: string }) {
  const product = useQuery(ProductDocument, { variables: { productId: id } }).data?.product;
  const { addToCart, state, count } = useCart();
  const t = useTranslate();
  if (!product?.bestItem) return null;
  const { itemId, prices } = product.bestItem;
  return (
    <article>
      <h1>{product.name}</h1>
      {prices ? <Price current={prices.price} size="lg" /> : null}
      <button type="button" disabled={state.add === 'adding'} onClick={() => addToCart(itemId, 1)}>
        {t('vue.buybox.addToCart')}
      </button>
      {count > 0 ? <a href={routePath('checkoutLogin')}>{t('vue.basket.toCheckout')}</a> : null}
    </article>
  );
}

function Page() {
  const route = matchRoute(window.location.pathname);
  if (route.name === 'category') return <Category id={route.id} />;
  if (route.name === 'product') return <Product id={route.id} />;
  if (route.name.startsWith('checkout')) return <CheckoutFlow />;
  return <Categories />;
}

function Shop() {
  const { count } = useCart();
  return (
    <>
      <Header cartCount={count} loginFlyout={<ShopLoginFlyout />} />
      <main style={{ padding: '1rem' }}>
        <Page />
      </main>
      <ToastRegion />
    </>
  );
}

const store = STORES.de;
const cartId = document.querySelector<HTMLMetaElement>('meta[name="cart-id"]')?.content || null;
// The pages read with Apollo's own hooks from their first render, so the example makes its client at once
// (RanzenProvider with only an endpoint would load it on first need).
const client = createShopClient({ uri: GRAPHQL_ENDPOINT });
createRoot(document.getElementById('root') ?? document.body).render(
  <RanzenProvider apolloClient={client} store={store} messages={MESSAGES[store.messages]} cartId={cartId}>
    <Shop />
  </RanzenProvider>,
);
