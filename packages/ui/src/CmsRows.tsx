// CMS rows of cells on a 12-column grid (spec storefront §2.10, §3.14).
import type { PageDetailsQuery } from '@ranzen/sdk-core';
import { type CmsContextInput, CmsContextProvider } from './CmsContext';
import styles from './CmsRows.module.css';
import { cmsElementFor } from './cmsElements';

export type CmsRow = PageDetailsQuery['pageDetails']['rows'][number];

export interface CmsRowsProps {
  readonly rows: readonly CmsRow[];
  /**
   * What the elements need from the page: autoplay consent, info-bar persistence, promotion tracking,
   * the A/B variant and recommended products. Safe defaults when left out (no autoplay, info bars
   * hidden in component state only, no tracking, first variant, no recommendations).
   */
  readonly context?: CmsContextInput | undefined;
}

const GRID_COLUMNS = 12;

function span(width: number): number {
  if (!Number.isFinite(width)) return GRID_COLUMNS;
  return Math.min(GRID_COLUMNS, Math.max(1, Math.round(width)));
}

export function CmsRows({ rows, context }: CmsRowsProps) {
  return (
    <CmsContextProvider value={context}>
      <div className={styles.rows}>
        {rows.map((row, rowIndex) => (
          <div key={row.id} className={styles.row}>
            {row.cells.map((cell) => {
              const Element = cmsElementFor(cell.elementType);
              return (
                <div key={cell.id} className={styles.cell} data-span={span(cell.width)}>
                  <Element cell={cell} eager={rowIndex === 0} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </CmsContextProvider>
  );
}
