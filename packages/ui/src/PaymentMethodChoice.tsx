// The payment step's choice (spec shopping §3 "Payment method", §4 "Payment step", §5 X_RECHNUNG, §8 "No
// payment selected", "Saving payment fails", "Payment return with errorCode"). Every method the cart
// offers is listed with its name and description; a method the store lists as not enabled stays visible
// but cannot be chosen. The e-invoice asks for the buyer reference. The choice is checked with sdk-core's
// rule (choosePayment) before it is sent; the API checks it again.
import {
  BUYER_REFERENCE_MAX_LENGTH,
  choosePayment,
  E_INVOICE_PAYMENT_ID,
  isMessageKey,
  knownPaymentId,
  type MessageKey,
  type PaymentChoiceError,
  type PaymentMethodFieldsFragment,
} from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from './Button';
import styles from './PaymentMethodChoice.module.css';

export interface PaymentSelection {
  readonly paymentId: string;
  readonly buyerReference: string | null;
}

export interface PaymentMethodChoiceProps {
  readonly methods: readonly PaymentMethodFieldsFragment[];
  /** Saving is on its way. */
  readonly saving?: boolean;
  /** A message key or the server's text: the save failed, or the payer came back with an errorCode. */
  readonly error?: string | null;
  /** The submit button's text; the checkout's "continue to summary" by default. */
  readonly submitLabel?: MessageKey;
  readonly onSubmit: (selection: PaymentSelection) => void;
}

const CHOICE_ERRORS: Readonly<Record<PaymentChoiceError, MessageKey>> = {
  PAYMENT_UNAVAILABLE: 'vue.checkout.payment.required',
  BUYER_REFERENCE_REQUIRED: 'vue.checkout.payment.buyerReferenceRequired',
  BUYER_REFERENCE_INVALID: 'vue.checkout.payment.buyerReferenceInvalid',
};

function initialSelection(methods: readonly PaymentMethodFieldsFragment[]): PaymentSelection | null {
  const selected = methods.find((method) => method.selected && method.enabled);
  return selected ? { paymentId: selected.paymentId, buyerReference: selected.buyerReference ?? null } : null;
}

/**
 * The payment step's choice.
 *
 * @example
 * ```tsx
 * <PaymentMethodChoice methods={cart.paymentMethods} onSubmit={(selection) => savePayment(selection)} />
 * ```
 */
export function PaymentMethodChoice({
  methods,
  saving = false,
  error = null,
  submitLabel = 'vue.checkout.payment.continue',
  onSubmit,
}: PaymentMethodChoiceProps) {
  const t = useTranslate();
  const { messages } = useShop();
  const id = useId();
  const [selection, setSelection] = useState<PaymentSelection | null>(() => initialSelection(methods));
  const [choiceError, setChoiceError] = useState<PaymentChoiceError | null>(null);
  const text = (message: string) => (isMessageKey(messages, message) ? t(message) : message);
  const enabledIds = methods
    .filter((method) => method.enabled)
    .map((method) => knownPaymentId(method.paymentId));
  const referenceError =
    choiceError === 'BUYER_REFERENCE_REQUIRED' || choiceError === 'BUYER_REFERENCE_INVALID';
  const shownError = choiceError ? t(CHOICE_ERRORS[choiceError]) : error ? text(error) : null;

  const choose = (paymentId: string) => {
    setChoiceError(null);
    setSelection({
      paymentId,
      buyerReference: paymentId === E_INVOICE_PAYMENT_ID ? (selection?.buyerReference ?? '') : null,
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = choosePayment(
      // choosePayment reads an unknown id as prepaid; nothing chosen must not pass as prepaid.
      selection ? enabledIds : [],
      selection?.paymentId ?? '',
      selection?.buyerReference,
    );
    if (!choice.ok) {
      setChoiceError(choice.error);
      return;
    }
    onSubmit({ paymentId: choice.paymentId, buyerReference: choice.buyerReference });
  };

  return (
    <form className={styles.choice} onSubmit={submit} noValidate data-state={saving ? 'saving' : 'idle'}>
      <fieldset className={styles.methods} aria-describedby={shownError ? `${id}-error` : undefined}>
        <legend className={styles.legend}>{t('vue.checkout.payment.choose')}</legend>
        {methods.map((method) => {
          const inputId = `${id}-${method.paymentId}`;
          const checked = selection?.paymentId === method.paymentId;
          return (
            <div
              key={method.paymentId}
              className={styles.method}
              data-disabled={!method.enabled || undefined}
            >
              <input
                id={inputId}
                type="radio"
                name="paymentId"
                value={method.paymentId}
                checked={checked}
                disabled={!method.enabled || saving}
                aria-describedby={`${inputId}-description`}
                onChange={() => choose(method.paymentId)}
              />
              <label htmlFor={inputId} className={styles.name}>
                {text(method.displayName)}
              </label>
              <p id={`${inputId}-description`} className={styles.description}>
                {text(method.description)}
              </p>
              {checked && method.paymentId === E_INVOICE_PAYMENT_ID ? (
                <div className={styles.reference}>
                  <label htmlFor={`${id}-reference`}>{t('vue.checkout.payment.buyerReference')}</label>
                  <input
                    id={`${id}-reference`}
                    name="buyerReference"
                    required
                    maxLength={BUYER_REFERENCE_MAX_LENGTH}
                    autoComplete="off"
                    value={selection?.buyerReference ?? ''}
                    aria-invalid={referenceError}
                    aria-describedby={referenceError ? `${id}-error` : undefined}
                    onChange={(event) => {
                      setChoiceError(null);
                      setSelection({ paymentId: method.paymentId, buyerReference: event.target.value });
                    }}
                  />
                </div>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {shownError ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shownError}
        </p>
      ) : null}
      <Button type="submit" className={styles.submit} busy={saving}>
        {t(submitLabel)}
      </Button>
    </form>
  );
}
