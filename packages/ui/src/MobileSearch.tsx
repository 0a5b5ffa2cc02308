// The mobile search bar (spec storefront §2.5, §4 "Mobile search"): toggled from the header's search
// shortcut; it takes focus when it opens.
import { useTranslate } from '@ranzen/sdk-react';
import { HeaderSearch } from './HeaderSearch';
import styles from './MobileSearch.module.css';

export interface MobileSearchProps {
  /** Id for the toggle's aria-controls. */
  readonly id: string;
  readonly open: boolean;
  readonly onNavigate?: (url: string) => void;
  /** The search page's query, shown in the box. */
  readonly query?: string;
}

export function MobileSearch({ id, open, onNavigate, query }: MobileSearchProps) {
  const t = useTranslate();
  return (
    <div id={id} className={styles.mobileSearch} hidden={!open}>
      {open ? (
        <HeaderSearch
          label={t('vue.header.mobileSearch')}
          autoFocus
          onNavigate={onNavigate}
          query={query}
          className={styles.form}
        />
      ) : null}
    </div>
  );
}
