// The confirmation of a registered return and the order's earlier returns (spec shopping §3 "Return order":
// earlier returns with rma, carrier, regulation, items; §8 "Return submit"; issue 18 item 5: the RMA number
// and the return label PDF). The label link is the API's download for this return only; none with nolabel.
import type { ReturnOrderQuery } from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import styles from './returns.module.css';
import { useShopDateFormat } from './shopText';

export type EarlierReturn = NonNullable<ReturnOrderQuery['returnOrder']>['earlierReturns'][number];

export interface ReturnReceiptProps {
  /** The created return's number; null before the submit (only earlier returns are shown). */
  readonly rma: string | null;
  /** The label PDF of the created return; null with nolabel. */
  readonly labelUrl: string | null;
  readonly earlierReturns: readonly EarlierReturn[];
}

/**
 * The RMA number and label download of a created return, and the order's earlier returns.
 *
 * @example
 * ```tsx
 * <ReturnReceipt rma="100234-R1" labelUrl="/return-labels/abc" earlierReturns={returnOrder.earlierReturns} />
 * ```
 */
export function ReturnReceipt({ rma, labelUrl, earlierReturns }: ReturnReceiptProps) {
  const t = useTranslate();
  const dateFormat = useShopDateFormat();
  return (
    <div className={styles.receipt}>
      {rma ? (
        <p role="status">
          <strong>{t('vue.returns.submitted', { rma })}</strong>
        </p>
      ) : null}
      {rma && labelUrl ? (
        <p>
          <a href={labelUrl} download>
            {t('vue.returns.labelDownload')}
          </a>
        </p>
      ) : null}
      {earlierReturns.length > 0 ? (
        <section aria-labelledby="earlier-returns">
          <h2 id="earlier-returns">{t('vue.returns.earlier')}</h2>
          <ul className={styles.items}>
            {earlierReturns.map((earlier) => (
              <li key={earlier.rma} className={styles.item}>
                <h3 className={styles.itemName}>
                  {t('vue.returns.earlierEntry', {
                    rma: earlier.rma,
                    date: dateFormat.format(new Date(earlier.createdAt)),
                  })}
                </h3>
                <ul>
                  {earlier.items.map((line) => (
                    <li key={`${line.name}-${line.reason}`}>
                      {line.quantity} × {line.name} ({t(`vue.returns.reason.${line.reason}`)})
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
