// The summary step (spec shopping §2 /checkout/summary, §4 "Summary submit", §6 B2B "no payment step";
// issue 16 items 5 and 8): the addresses, the shipper, the payment (B2B: the customer's terms of
// payment), the order reference and customer number, the items and the totals with VAT as the server
// computed them, the order comment when the store takes one, the newsletter tick and the submit; an
// Amazon Pay express payment can be aborted here (§4 "Amazon Pay express ... Abort"). The
// machine runs the submit sequence; this component only says what the visitor sent.
import type {
  CartFieldsFragment,
  CheckoutCartFieldsFragment,
  CheckoutSubmitForm,
  MessageKey,
} from '@ranzen/sdk-core';
import { isMessageKey, ORDER_COMMENT_MAX_LENGTH } from '@ranzen/sdk-core';
import { type CheckoutViewState, useShop, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from './Button';
import { CartTotals } from './CartTotals';
import styles from './CheckoutSummary.module.css';
import { postalAddressLines } from './postalAddress';

export type SummaryItem = Pick<
  CartFieldsFragment['items'][number],
  'id' | 'name' | 'quantity' | 'orderNumber'
> & {
  readonly totalPrice: Pick<CartFieldsFragment['items'][number]['totalPrice'], 'stringValue'>;
};

export type SummaryCheckout = Pick<
  CheckoutCartFieldsFragment,
  'billingAddress' | 'shippingAddress' | 'shippers' | 'selectedPaymentMethod' | 'orderReference'
>;

/** What the page shows while the submit runs: nothing, the order on its way, the way to the payment. */
export type CheckoutSummaryState = 'idle' | 'submitting' | 'redirecting';

export interface CheckoutSummaryProps {
  readonly items: readonly SummaryItem[];
  readonly totals: CartFieldsFragment['totals'];
  readonly checkout: SummaryCheckout;
  /** B2B (no payment step): the customer pays by invoice on the agreed terms. */
  readonly termsOfPayment?: boolean;
  /** B2B: the customer's number. */
  readonly customerNumber?: string | null;
  /** The customer already receives the newsletter: no tick, a note instead. */
  readonly newsletterSubscribed?: boolean;
  /** The order comment only when the store takes one. */
  readonly commentEnabled: boolean;
  /** Where the shipping and payment steps are, for their "change" links; null without a payment step. */
  readonly shippingHref: string;
  readonly paymentHref: string | null;
  readonly state?: CheckoutSummaryState;
  readonly onSubmit: (form: CheckoutSubmitForm) => void;
  /** Amazon Pay express pays: offers its abort; absent otherwise. */
  readonly onAbortExpress?: () => void;
}

/**
 * What the summary shows for the checkout machine's state (`useCheckout().view.state`).
 *
 * @example
 * ```tsx
 * <CheckoutSummary {...summaryProps} state={checkoutSummaryState(view.state)} />
 * ```
 */
export function checkoutSummaryState(state: CheckoutViewState): CheckoutSummaryState {
  if (state === 'summary.idle' || state === 'entering') return 'idle';
  if (state === 'leaving' || state === 'paymentForm' || state === 'redirecting' || state === 'left') {
    return 'redirecting';
  }
  return 'submitting';
}

const STATE_MESSAGES: Readonly<Record<Exclude<CheckoutSummaryState, 'idle'>, MessageKey>> = {
  submitting: 'vue.checkout.summary.submitting',
  redirecting: 'vue.checkout.summary.redirecting',
};

/**
 * The checkout's summary step: addresses, shipper, payment, items, totals and the order button.
 *
 * @example
 * ```tsx
 * const { submit } = useCheckout();
 * <CheckoutSummary
 *   items={items}
 *   totals={cart.totals}
 *   checkout={checkout}
 *   commentEnabled
 *   shippingHref="/checkout/shipping/"
 *   paymentHref="/checkout/payment/"
 *   onSubmit={submit}
 * />
 * ```
 */
export function CheckoutSummary({
  items,
  totals,
  checkout,
  termsOfPayment = false,
  customerNumber = null,
  newsletterSubscribed = false,
  commentEnabled,
  shippingHref,
  paymentHref,
  state = 'idle',
  onSubmit,
  onAbortExpress,
}: CheckoutSummaryProps) {
  const t = useTranslate();
  const { messages } = useShop();
  const id = useId();
  const [comment, setComment] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const text = (message: string) => (isMessageKey(messages, message) ? t(message) : message);
  const shipper = checkout.shippers.find((entry) => entry.selected);
  const busy = state !== 'idle';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ comment, newsletter });
  };

  return (
    <form className={styles.summary} onSubmit={submit} data-state={state} aria-busy={busy}>
      <div className={styles.sections}>
        <SummarySection title={t('vue.checkout.summary.billingAddress')} editHref={shippingHref}>
          {checkout.billingAddress ? (
            <AddressLines lines={postalAddressLines(t, checkout.billingAddress)} />
          ) : null}
        </SummarySection>
        <SummarySection title={t('vue.checkout.summary.deliveryAddress')} editHref={shippingHref}>
          {checkout.shippingAddress ? (
            <AddressLines lines={postalAddressLines(t, checkout.shippingAddress)} />
          ) : (
            <p>{t('vue.checkout.summary.sameAsBilling')}</p>
          )}
        </SummarySection>
        <SummarySection title={t('vue.checkout.summary.shipper')} editHref={shippingHref}>
          {shipper ? <p>{shipper.name}</p> : null}
        </SummarySection>
        <SummarySection title={t('vue.checkout.summary.payment')} editHref={paymentHref}>
          {termsOfPayment ? (
            <p>{t('vue.checkout.summary.termsOfPayment')}</p>
          ) : checkout.selectedPaymentMethod ? (
            <p>{text(checkout.selectedPaymentMethod.displayName)}</p>
          ) : null}
          {onAbortExpress ? (
            <div className={styles.abort}>
              <Button variant="link" disabled={busy} onClick={onAbortExpress}>
                {t('vue.checkout.amazonPay.abort')}
              </Button>
            </div>
          ) : null}
        </SummarySection>
        {checkout.orderReference || customerNumber ? (
          <dl className={styles.facts}>
            {customerNumber ? (
              <div>
                <dt>{t('vue.checkout.summary.customerNumber')}</dt>
                <dd>{customerNumber}</dd>
              </div>
            ) : null}
            {checkout.orderReference ? (
              <div>
                <dt>{t('vue.checkout.summary.orderReference')}</dt>
                <dd>{checkout.orderReference}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>

      <section aria-labelledby={`${id}-items`} className={styles.items}>
        <h2 id={`${id}-items`} className={styles.heading}>
          {t('vue.checkout.summary.items')}
        </h2>
        <SummaryItemList items={items} />
        <CartTotals totals={totals} />
      </section>

      {commentEnabled ? (
        <div className={styles.comment}>
          <label htmlFor={`${id}-comment`}>{t('vue.checkout.summary.comment')}</label>
          <textarea
            id={`${id}-comment`}
            name="comment"
            rows={3}
            maxLength={ORDER_COMMENT_MAX_LENGTH}
            value={comment}
            disabled={busy}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
      ) : null}
      {newsletterSubscribed ? (
        <p className={styles.newsletter}>{t('vue.checkout.summary.newsletterSubscribed')}</p>
      ) : (
        <label className={styles.newsletter}>
          <input
            type="checkbox"
            name="newsletter"
            checked={newsletter}
            disabled={busy}
            onChange={(event) => setNewsletter(event.target.checked)}
          />
          {t('vue.checkout.summary.newsletter')}
        </label>
      )}
      <p className={styles.status} role="status">
        {state === 'idle' ? null : t(STATE_MESSAGES[state])}
      </p>
      <Button type="submit" className={styles.submit} busy={busy}>
        {t('vue.checkout.summary.submit')}
      </Button>
    </form>
  );
}

/**
 * The bought items, read-only: quantity, name, article number and line total.
 *
 * @example
 * ```tsx
 * <SummaryItemList items={items} />
 * ```
 */
export function SummaryItemList({ items }: { readonly items: readonly SummaryItem[] }) {
  const t = useTranslate();
  return (
    <ul className={styles.itemList}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.quantity}>
            {t('vue.checkout.summary.quantity', { quantity: item.quantity })}
          </span>
          <span className={styles.name}>
            {item.name}
            <small>{t('vue.pdp.orderNumber', { orderNumber: item.orderNumber })}</small>
          </span>
          <span className={styles.price}>{item.totalPrice.stringValue}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * An address as lines, for the summary and the thank-you page.
 *
 * @example
 * ```tsx
 * <AddressLines lines={['Erika Beispiel', 'Hauptstraße 1', '10115 Berlin']} />
 * ```
 */
export function AddressLines({ lines }: { readonly lines: readonly string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

function SummarySection({
  title,
  editHref,
  children,
}: {
  readonly title: string;
  readonly editHref: string | null;
  readonly children: ReactNode;
}) {
  const t = useTranslate();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
      {editHref ? (
        <a
          className={styles.edit}
          href={editHref}
          aria-label={t('vue.checkout.summary.editStep', { step: title })}
        >
          {t('vue.checkout.summary.edit')}
        </a>
      ) : null}
    </section>
  );
}
