// Amazon Pay express in the basket (spec shopping §4 "Amazon Pay express": not offered to B2B, only when
// activated, blocked for some category/item codes, resettable in the cart; §6 no wallet in B2B). The
// component shows what the API answered (the cart's amazonPayExpress): the express button when offered; a
// disabled button with the reason and the blocking items when items block it; the selection with a link on
// to the summary and the reset when the cart already pays with Amazon Pay; nothing otherwise.
import type { AmazonPayExpressFieldsFragment } from '@ranzen/sdk-core';
import { type AmazonPayActivity, useTranslate } from '@ranzen/sdk-react';
import { useId } from 'react';
import styles from './AmazonPayExpress.module.css';
import { Button, ButtonLink } from './Button';

export interface AmazonPayExpressProps {
  readonly express: AmazonPayExpressFieldsFragment;
  /** The names of the blocked items (the cart items of express.blockedItemIds). */
  readonly blockedItemNames: readonly string[];
  /** A call in flight disables the buttons. */
  readonly activity: AmazonPayActivity;
  /** The summary's path: an express cart goes on there. */
  readonly summaryHref: string;
  readonly onStart: () => void;
  readonly onReset: () => void;
}

const BLOCKED_ITEMS = 'BLOCKED_ITEMS';

/**
 * Amazon Pay express in the basket.
 *
 * @example
 * ```tsx
 * const { express, activity, start, reset } = useAmazonPayExpress(cartId, contentKey);
 * {express && (
 *   <AmazonPayExpress express={express} blockedItemNames={[]} activity={activity} summaryHref="/checkout/summary/" onStart={start} onReset={reset} />
 * )}
 * ```
 */
export function AmazonPayExpress({
  express,
  blockedItemNames,
  activity,
  summaryHref,
  onStart,
  onReset,
}: AmazonPayExpressProps) {
  const t = useTranslate();
  const headingId = useId();
  const reasonId = useId();
  const blocked = express.reason === BLOCKED_ITEMS;
  if (!express.selected && !express.offered && !blocked) return null;
  const busy = activity !== 'idle';
  const state = express.selected ? 'selected' : blocked ? 'blocked' : 'offered';
  // An express cart that got a blocked item is told too: the submit then pays on Amazon's page.
  const reason = blocked ? (
    <p id={reasonId} className={styles.reason}>
      {t('vue.basket.amazonPay.blocked', { items: blockedItemNames.join(', ') })}
    </p>
  ) : null;
  return (
    <section className={styles.express} aria-labelledby={headingId} data-state={state}>
      <h2 id={headingId} className={styles.title}>
        {t('vue.basket.amazonPay.title')}
      </h2>
      {express.selected ? (
        <>
          <p className={styles.text}>{t('vue.basket.amazonPay.selected')}</p>
          {reason}
          <ButtonLink href={summaryHref}>{t('vue.basket.amazonPay.continue')}</ButtonLink>
          <Button variant="secondary" disabled={busy} onClick={onReset}>
            {t('vue.basket.amazonPay.reset')}
          </Button>
        </>
      ) : (
        <>
          <Button
            busy={busy}
            disabled={blocked}
            aria-describedby={blocked ? reasonId : undefined}
            onClick={onStart}
          >
            {t('vue.basket.amazonPay.button')}
          </Button>
          {reason}
        </>
      )}
    </section>
  );
}
