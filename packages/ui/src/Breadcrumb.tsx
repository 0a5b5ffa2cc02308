import { useTranslate } from '@ranzen/sdk-react';
import styles from './Breadcrumb.module.css';

export interface BreadcrumbEntry {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

export interface BreadcrumbProps {
  readonly entries: readonly BreadcrumbEntry[];
}

/**
 * Breadcrumb trail; the last entry is the current page.
 *
 * @example
 * ```tsx
 * <Breadcrumb entries={[{ id: 'home', name: 'Home', url: '/' }, { id: '100', name: 'Schreiben', url: '/cat/100/' }]} />
 * ```
 */
export function Breadcrumb({ entries }: BreadcrumbProps) {
  const t = useTranslate();
  if (entries.length === 0) return null;
  const lastIndex = entries.length - 1;
  return (
    <nav className={styles.breadcrumb} aria-label={t('vue.breadcrumb')}>
      <ol className={styles.list}>
        {entries.map((entry, index) => (
          <li key={entry.id} className={styles.item}>
            <a
              className={styles.link}
              href={entry.url}
              aria-current={index === lastIndex ? 'page' : undefined}
            >
              {entry.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
