// Product page (spec storefront §2.1 /prod/{id}, §3.4): name as h1, breadcrumb, gallery and the buy
// box. Adding to the cart goes through the cart machine; the header count follows from the cache.
import { useQuery } from '@apollo/client/react';
import { ProductDocument } from '@ranzen/sdk-core';
import { useCart } from '@ranzen/sdk-react';
import { Breadcrumb, BuyBox, ProductGallery, RichText } from '@ranzen/ui';
import { usePageData } from '../routes/pageData';
import styles from './pages.module.css';

export function ProductPage() {
  const { productId } = usePageData('product');
  const { data } = useQuery(ProductDocument, { variables: { productId } });
  const { activity, addToCart } = useCart();
  const product = data?.product;
  if (!product) return null;
  const quantity = Math.max(1, product.minimumOrderQuantity, product.bestItem.minimumOrderQuantity);
  return (
    <div className={styles.page} data-page="product">
      <Breadcrumb entries={product.breadcrumb} />
      <div className={styles.productLayout}>
        <ProductGallery images={product.images} productName={product.name} />
        <div>
          {product.manufacturerName ? <p className={styles.meta}>{product.manufacturerName}</p> : null}
          <h1 className={styles.title}>{product.name}</h1>
          <BuyBox
            product={product}
            status={activity}
            onAddToCart={() => addToCart(product.bestItem.itemId, quantity)}
          />
        </div>
      </div>
      {product.shortFacts.length > 0 ? (
        <ul className={styles.facts}>
          {product.shortFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {product.longDescription ? (
        <RichText className={styles.description} html={product.longDescription} />
      ) : null}
    </div>
  );
}
