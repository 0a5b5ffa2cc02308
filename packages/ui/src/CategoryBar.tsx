// The older navigation bar, shown while the feature flag "T155 Navigation" is not 'true' (spec
// storefront §2.5). The spec describes only the newer one; ours (docs/not-shown.md) is one row of
// links to the top categories, without flyouts, and the same links in the mobile drawer that the
// header's burger button opens (with scroll lock, spec §4).
import { useTranslate } from '@ranzen/sdk-react';
import type { KeyboardEvent } from 'react';
import styles from './CategoryBar.module.css';
import type { NavigationItem } from './Navigation';
import { useMobileDrawer } from './useMobileDrawer';

export interface CategoryBarProps {
  /** Top categories; children are not shown here. */
  readonly items: readonly NavigationItem[];
  /** Id of the `<nav>`, for the burger button's aria-controls. */
  readonly id?: string;
  readonly mobileOpen?: boolean;
  readonly onMobileClose?: () => void;
  /** Path of the current page, marked with aria-current. */
  readonly currentUrl?: string;
}

/**
 * The older navigation bar, shown while the feature flag "T155 Navigation" is not 'true'.
 *
 * @example
 * ```tsx
 * <CategoryBar items={navigation} />
 * ```
 */
export function CategoryBar({ items, id, mobileOpen = false, onMobileClose, currentUrl }: CategoryBarProps) {
  const t = useTranslate();
  const closeButton = useMobileDrawer(mobileOpen);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !mobileOpen) return;
    event.preventDefault();
    onMobileClose?.();
  };
  const links = [
    { id: 'home', name: t('vue.navigation.home'), url: '/', isSale: false },
    ...items
      .filter((item) => !item.isExcludedFromNav)
      .map((item) => ({ id: item.id, name: item.name, url: item.categoryUrl, isSale: item.isSale })),
  ];
  return (
    <nav
      id={id}
      className={styles.bar}
      aria-label={t('vue.navigation.main')}
      data-mobile-open={mobileOpen || undefined}
      onKeyDown={onKeyDown}
    >
      {onMobileClose ? (
        <button ref={closeButton} type="button" className={styles.close} onClick={onMobileClose}>
          {t('vue.navigation.close')}
        </button>
      ) : null}
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id} data-sale={link.isSale || undefined}>
            <a
              className={styles.link}
              href={link.url}
              aria-current={currentUrl === link.url ? 'page' : undefined}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
