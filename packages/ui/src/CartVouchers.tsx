// Vouchers on the basket page (spec shopping §3 "voucher status and attainable vouchers", §5 required
// field, §7 voucherOp, §8 "Mutation fails: the server error message is shown"). The form sends the
// code; the cart's vouchers are listed with their discount, what is still missing to reach their
// minimum order value, or why they do not apply, each with a remove button.
import { type CartFieldsFragment, isMessageKey, type VoucherFeedback } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from './Button';
import styles from './CartVouchers.module.css';

export type CartVoucherEntry = CartFieldsFragment['vouchers'][number];

export interface CartVouchersProps {
  readonly vouchers: readonly CartVoucherEntry[];
  readonly feedback: VoucherFeedback;
  readonly submitting?: boolean;
  readonly onSubmit: (code: string) => void;
  readonly onRemove: (code: string) => void;
}

/**
 * Vouchers on the basket page.
 *
 * @example
 * ```tsx
 * const { voucher, addVoucher, removeVoucher } = useCart();
 * <CartVouchers vouchers={vouchers} feedback={voucher} onSubmit={addVoucher} onRemove={removeVoucher} />
 * ```
 */
export function CartVouchers({
  vouchers,
  feedback,
  submitting = false,
  onSubmit,
  onRemove,
}: CartVouchersProps) {
  const t = useTranslate();
  const { messages } = useShop();
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const text = (message: string) => (isMessageKey(messages, message) ? t(message) : message);
  const rejected = feedback.status === 'rejected';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(code);
  };

  return (
    <section className={styles.vouchers} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.title}>
        {t('vue.cart.voucher.title')}
      </h2>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        data-state={submitting ? 'submitting' : feedback.status}
      >
        <label className={styles.label} htmlFor={inputId}>
          {t('vue.cart.voucher.label')}
        </label>
        <div className={styles.controls}>
          <input
            id={inputId}
            className={styles.input}
            name="voucherCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={code}
            aria-invalid={rejected}
            aria-describedby={messageId}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" busy={submitting}>
            {t('vue.cart.voucher.submit')}
          </Button>
        </div>
        <p id={messageId} className={styles.message} role="status" data-status={feedback.status}>
          {feedback.status === 'rejected'
            ? text(feedback.message)
            : feedback.status === 'applied'
              ? t('vue.cart.voucher.applied', { code: feedback.code })
              : null}
        </p>
      </form>
      {vouchers.length > 0 ? (
        <ul className={styles.list}>
          {vouchers.map((voucher) => (
            <li key={voucher.code} className={styles.voucher} data-successful={voucher.successful}>
              <div>
                <p className={styles.code}>
                  {voucher.code}
                  {voucher.successful ? (
                    <span className={styles.discount}> −{voucher.discount.stringValue}</span>
                  ) : null}
                </p>
                <p className={styles.description}>{voucher.description}</p>
                {voucher.attainable && voucher.missingAmount && voucher.minimumOrderValue ? (
                  <p className={styles.hint}>
                    {t('vue.cart.voucher.attainable', {
                      amount: voucher.missingAmount.stringValue,
                      minimum: voucher.minimumOrderValue.stringValue,
                    })}
                  </p>
                ) : null}
                {voucher.failureDescriptions.map((description) => (
                  <p key={description} className={styles.failure}>
                    {text(description)}
                  </p>
                ))}
              </div>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('vue.cart.voucher.remove', { code: voucher.code })}
                disabled={submitting}
                onClick={() => onRemove(voucher.code)}
              >
                <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
