// Quantity field (shopping spec §4 "Quantity field", §5 quantity messages, §9 "generic quantity field
// maximum 999, minimum 1", "Quantity debounce 500 ms"), shared by the buy box and the basket. The
// clamping rule is sdk-core's; this component keeps the typed draft and tells the host the settled
// quantity once the shopper has stopped changing it for the debounce time. Blur and Enter settle at
// once.
import {
  minusIsDelete,
  normaliseQuantity,
  plusIsDisabled,
  QUANTITY_DEBOUNCE_MS,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './QuantityField.module.css';

export interface QuantityFieldProps {
  /** The quantity the host holds (the cart position's, or the buy box's). */
  readonly value: number;
  readonly min?: number;
  readonly max?: number;
  /** The settled quantity, 500 ms after the last change; never called with the unchanged value. */
  readonly onChange: (quantity: number) => void;
  /**
   * Given in the basket: the minus button becomes a delete button at the minimum, and a typed 0
   * deletes the position.
   */
  readonly onDelete?: () => void;
  /** Accessible name of the input; "Menge" by default. */
  readonly label?: string;
  readonly disabled?: boolean;
}

type Message =
  | { readonly kind: 'limitExceeded'; readonly max: number }
  | { readonly kind: 'minimumExceeded'; readonly min: number }
  | { readonly kind: 'invalid' }
  | null;

/** Whole numbers only: "3", " 12 "; anything else ("drei", "2,5", "-1") is no quantity. */
const WHOLE_NUMBER = /^\s*\d+\s*$/;

/**
 * Quantity field.
 *
 * @example
 * ```tsx
 * <QuantityField value={quantity} onChange={setQuantity} />
 * ```
 */
export function QuantityField({
  value,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
  onChange,
  onDelete,
  label,
  disabled = false,
}: QuantityFieldProps) {
  const t = useTranslate();
  const inputId = useId();
  const messageId = useId();
  const [draft, setDraft] = useState(String(value));
  const [message, setMessage] = useState<Message>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks and bounds, read when the debounce fires.
  const latest = useRef({ value, min, max, onChange, onDelete });
  latest.current = { value, min, max, onChange, onDelete };

  // The host's value wins when it changes (a server-side clamp, another tab).
  useEffect(() => {
    setDraft(String(value));
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const deleteOnZero = onDelete !== undefined;

  function settle(text: string): void {
    clearTimeout(timer.current);
    timer.current = undefined;
    const current = latest.current;
    if (!WHOLE_NUMBER.test(text)) {
      setMessage({ kind: 'invalid' });
      setDraft(String(current.value));
      return;
    }
    const limits = { min: current.min, max: current.max, deleteOnZero };
    const result = normaliseQuantity(Number.parseInt(text, 10), limits);
    if (result.signal === 'delete') {
      setMessage(null);
      current.onDelete?.();
      return;
    }
    setMessage(
      result.signal === 'limitExceeded'
        ? { kind: 'limitExceeded', max: result.quantity }
        : result.signal === 'minimumExceeded'
          ? { kind: 'minimumExceeded', min: result.quantity }
          : null,
    );
    setDraft(String(result.quantity));
    if (result.quantity !== current.value) current.onChange(result.quantity);
  }

  function schedule(text: string): void {
    setDraft(text);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => settle(text), QUANTITY_DEBOUNCE_MS);
  }

  const shown = Number.parseInt(draft, 10);
  const quantity = Number.isFinite(shown) ? shown : value;
  const minusDeletes = deleteOnZero && minusIsDelete(quantity, { min });
  const messageText =
    message === null
      ? null
      : message.kind === 'minimumExceeded'
        ? t('vue.pdp.minQuantity', { amount: message.min })
        : message.kind === 'limitExceeded'
          ? t('vue.quantity.limitExceeded', { max: message.max })
          : t('vue.buybox.text.quantity.error');

  return (
    <div className={styles.field} data-state={message ? 'invalid' : 'valid'}>
      <label className={styles.label} htmlFor={inputId}>
        {label ?? t('vue.quantity.label')}
      </label>
      <div className={styles.controls}>
        {minusDeletes ? (
          <button
            type="button"
            className={styles.button}
            data-action="delete"
            aria-label={t('vue.quantity.delete')}
            disabled={disabled}
            onClick={() => {
              clearTimeout(timer.current);
              onDelete?.();
            }}
          >
            <TrashIcon />
          </button>
        ) : (
          <button
            type="button"
            className={styles.button}
            data-action="decrease"
            aria-label={t('vue.quantity.decrease')}
            aria-controls={inputId}
            disabled={disabled || quantity <= min}
            onClick={() => schedule(String(quantity - 1))}
          >
            <span aria-hidden="true">−</span>
          </button>
        )}
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          value={draft}
          disabled={disabled}
          aria-invalid={message !== null}
          aria-describedby={messageId}
          onChange={(event) => schedule(event.target.value)}
          onBlur={() => {
            if (timer.current !== undefined && draft !== String(value)) settle(draft);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              settle(draft);
            }
          }}
        />
        <button
          type="button"
          className={styles.button}
          data-action="increase"
          aria-label={t('vue.quantity.increase')}
          aria-controls={inputId}
          disabled={disabled || plusIsDisabled(quantity, { min, max })}
          onClick={() => schedule(String(quantity + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* Always in the DOM so the clamp is announced when it happens. */}
      <p id={messageId} className={styles.message} role="status">
        {messageText}
      </p>
    </div>
  );
}

function TrashIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 11v5.5M14 11v5.5" />
    </svg>
  );
}
