// The frame of the logged-in account pages (spec shopping §2 "/myaccount ..."; §6: B2B has a customer
// number link and calls the wish list a basket; §1: B2B buyers upload a certificate): the account's navigation beside the page, the shown
// page marked as current. The links are the login flyout's, in the same words (WISHLIST_LABEL_BY_FAMILY in sdk-core).
import { type MessageKey, type PathName, routePath, WISHLIST_LABEL_BY_FAMILY } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import type { ReactNode } from 'react';
import { ACCOUNT_PAGES_BY_FAMILY } from '../data/accountPages';
import styles from './AccountLayout.module.css';
import pages from './pages.module.css';

export interface AccountLayoutProps {
  /** The shown page, marked in the navigation. */
  readonly current: PathName;
  readonly title: string;
  readonly children: ReactNode;
}

interface AccountLink {
  readonly route: PathName;
  readonly label: MessageKey;
}

export function AccountLayout({ current, title, children }: AccountLayoutProps) {
  const t = useTranslate();
  const { store } = useShop();
  const links: readonly AccountLink[] = [
    { route: 'contactDetails', label: 'vue.login.contactDetails' },
    { route: 'password', label: 'vue.account.password.headline' },
    { route: 'addresses', label: 'vue.login.addresses' },
    { route: 'orders', label: 'vue.login.orders' },
    { route: 'wishlist', label: WISHLIST_LABEL_BY_FAMILY[store.family] },
    ...(ACCOUNT_PAGES_BY_FAMILY[store.family].customerNumberPage
      ? [{ route: 'customerNumber', label: 'vue.account.customerNumber.headline' } as const]
      : []),
    ...(ACCOUNT_PAGES_BY_FAMILY[store.family].certificatePage
      ? [{ route: 'certificate', label: 'vue.certificate.headline' } as const]
      : []),
  ];
  return (
    <div className={styles.account} data-layout="account">
      <nav className={styles.navigation} aria-label={t('vue.login.accountLinks')}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.route}>
              <a
                className={styles.link}
                href={routePath(link.route)}
                aria-current={link.route === current ? 'page' : undefined}
              >
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <h1 className={pages.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}
