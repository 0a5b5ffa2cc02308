// Header, walking-skeleton version (spec storefront §2.5): logo, account, wish list and cart with
// an item count. Navigation, search, flyouts and the service block come in later issues.
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { brandFor } from './brand';
import styles from './Header.module.css';
import { Logo } from './Logo';

export interface HeaderProps {
  /** Number of articles in the cart, shown as a badge and in the cart link's name. */
  readonly cartCount: number;
}

export const ACCOUNT_URL = '/myaccount/';
export const WISHLIST_URL = '/myaccount/wishlist/';
export const BASKET_URL = '/checkout/basket/';

/** Counts above this are shown as "99+" in the badge (the accessible name keeps the exact count). */
const MAX_BADGE_COUNT = 99;

export function Header({ cartCount }: HeaderProps) {
  const { store } = useShop();
  const t = useTranslate();
  const brand = brandFor(store);
  const count = Math.max(0, Math.trunc(cartCount));
  const cartItems = count === 1 ? t('vue.header.cartItemsOne') : t('vue.header.cartItems', { count });

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a className={styles.logoLink} href="/" aria-label={t('vue.header.logo', { brand: brand.name })}>
          <Logo />
        </a>
        <nav className={styles.shortcuts} aria-label={t('vue.header.shortcuts')}>
          <ul className={styles.shortcutList}>
            <li>
              <a className={styles.shortcut} href={ACCOUNT_URL}>
                <AccountIcon />
                <span className={styles.shortcutLabel}>{t('vue.header.account')}</span>
              </a>
            </li>
            <li>
              <a className={styles.shortcut} href={WISHLIST_URL}>
                <HeartIcon />
                <span className={styles.shortcutLabel}>{t('vue.header.wishlist')}</span>
              </a>
            </li>
            <li>
              {/* Named "Warenkorb, 3 Artikel": the name starts with the visible label (WCAG 2.5.3). It is
                  set explicitly because a name from content would depend on the label's CSS display. */}
              <a
                className={styles.shortcut}
                href={BASKET_URL}
                data-count={count}
                aria-label={`${t('vue.header.cart')}, ${cartItems}`}
              >
                <CartIcon />
                <span className={styles.shortcutLabel}>{t('vue.header.cart')}</span>
                {count > 0 ? (
                  <span className={styles.badge} aria-hidden="true">
                    {count > MAX_BADGE_COUNT ? `${MAX_BADGE_COUNT}+` : count}
                  </span>
                ) : null}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

function AccountIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </svg>
  );
}

function HeartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />
    </svg>
  );
}

function CartIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h2.5l2.2 10.5a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.4" />
      <circle cx="10" cy="19.5" r="1.3" />
      <circle cx="17.5" cy="19.5" r="1.3" />
    </svg>
  );
}
