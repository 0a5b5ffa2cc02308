// CMS rows of cells on a 12-column grid (spec storefront §2.10, §3.14).
import type { CmsRowFieldsFragment } from '@ranzen/sdk-core';
import { type CSSProperties, Suspense } from 'react';
import { type CmsContextInput, CmsContextProvider } from './CmsContext';
import styles from './CmsRows.module.css';
import { cmsElementFor, loadsLazily } from './cmsElements';
import { CmsCellPlace } from './useTeaserTracking';

export type CmsRow = CmsRowFieldsFragment;

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
/** On tablets, cells of a quarter row or less pair up in halves; wider cells keep their CMS width. */
const TABLET_MIN_SPAN = 6;

function span(width: number): number {
  if (!Number.isFinite(width)) return GRID_COLUMNS;
  return Math.min(GRID_COLUMNS, Math.max(1, Math.round(width)));
}

type CellStyle = CSSProperties & { readonly '--span': number; readonly '--span-tablet': number };

function cellStyle(cellSpan: number): CellStyle {
  return { '--span': cellSpan, '--span-tablet': cellSpan <= 3 ? TABLET_MIN_SPAN : cellSpan };
}

/**
 * CMS rows of cells on a 12-column grid.
 *
 * @example
 * ```tsx
 * <CmsRows rows={page.rows} />
 * ```
 */
export function CmsRows({ rows, context }: CmsRowsProps) {
  return (
    <CmsContextProvider value={context}>
      <div className={styles.rows}>
        {rows.map((row, rowIndex) => (
          <div key={row.id} className={styles.row}>
            {row.cells.map((cell, cellIndex) => {
              const Element = cmsElementFor(cell.elementType);
              const cellSpan = span(cell.width);
              return (
                <div key={cell.id} className={styles.cell} data-span={cellSpan} style={cellStyle(cellSpan)}>
                  <CmsCellPlace
                    place={{ elementType: cell.elementType, row: rowIndex + 1, cell: cellIndex + 1 }}
                  >
                    {loadsLazily(cell.elementType) ? (
                      // The same boundary on the server and in the browser: the page hydrates with the
                      // element's code loaded (preloadCmsElements), a later render waits for it here.
                      <Suspense fallback={null}>
                        <Element cell={cell} eager={rowIndex === 0} />
                      </Suspense>
                    ) : (
                      <Element cell={cell} eager={rowIndex === 0} />
                    )}
                  </CmsCellPlace>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </CmsContextProvider>
  );
}
