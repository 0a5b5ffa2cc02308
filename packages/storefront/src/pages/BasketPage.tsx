// Minimal basket page (spec shopping §2 basket route): the cart's positions and totals. Editing
// positions comes with the cart issue.
import { skipToken, useQuery } from '@apollo/client/react';
import { CartDocument } from '@ranzen/sdk-core';
import { useCart, useTranslate } from '@ranzen/sdk-react';
import { Price } from '@ranzen/ui';
import styles from './pages.module.css';

export function BasketPage() {
  const t = useTranslate();
  const { cartId } = useCart();
  const { data } = useQuery(CartDocument, cartId ? { variables: { cartId } } : skipToken);
  const cart = data?.cart;
  return (
    <div className={styles.page} data-page="basket">
      <h1 className={styles.title}>{t('vue.basket.title')}</h1>
      {!cart || cart.items.length === 0 ? (
        <p>{t('vue.basket.empty')}</p>
      ) : (
        <>
          <ul className={styles.basketList}>
            {cart.items.map((item) => (
              <li key={item.id} className={styles.basketItem}>
                {item.image ? (
                  <img
                    className={styles.basketImage}
                    src={item.image.src}
                    alt={item.image.alt}
                    width={item.image.width}
                    height={item.image.height}
                    loading="lazy"
                  />
                ) : (
                  <span />
                )}
                <div>
                  <a href={item.path}>{item.name}</a>
                  <p className={styles.meta}>{t('vue.basket.quantity', { quantity: item.quantity })}</p>
                </div>
                <Price current={item.totalPrice} />
              </li>
            ))}
          </ul>
          <dl className={styles.totals}>
            <dt>{t('vue.basket.subtotal')}</dt>
            <dd>{cart.totals.subtotal.stringValue}</dd>
            <dt>{t('vue.basket.shipping')}</dt>
            <dd>{cart.totals.shippingCost.stringValue}</dd>
            <dt>
              <strong>{t('vue.basket.total')}</strong>
            </dt>
            <dd>
              <strong>{cart.totals.total.stringValue}</strong>
            </dd>
          </dl>
        </>
      )}
    </div>
  );
}
