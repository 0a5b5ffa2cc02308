// The mobile search bar (spec storefront §2.5, §4 "Mobile search"): toggled from the header's search
// shortcut, when it takes focus; open on arrival (a first visit) it leaves the focus alone.
import { useTranslate } from '@ranzen/sdk-react';
import { HeaderSearch } from './HeaderSearch';
import styles from './MobileSearch.module.css';

export interface MobileSearchProps {
  /** Id for the toggle's aria-controls. */
  readonly id: string;
  readonly open: boolean;
  /** The field takes focus when the bar opens (as when its toggle opens it); true by default. */
  readonly autoFocus?: boolean;
  readonly onNavigate?: (url: string) => void;
  /** The search page's query, shown in the box. */
  readonly query?: string;
}

/**
 * The mobile search bar.
 *
 * @example
 * ```tsx
 * <MobileSearch id="mobile-search" open={searchOpen} />
 * ```
 */
export function MobileSearch({ id, open, autoFocus = true, onNavigate, query }: MobileSearchProps) {
  const t = useTranslate();
  return (
    <div id={id} className={styles.mobileSearch} hidden={!open}>
      {open ? (
        <HeaderSearch
          label={t('vue.header.mobileSearch')}
          autoFocus={autoFocus}
          onNavigate={onNavigate}
          query={query}
          className={styles.form}
        />
      ) : null}
    </div>
  );
}
