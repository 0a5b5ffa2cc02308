// The order form, Bestellschein (spec shopping §2 /service/orderform, §3 "Bestellschein entry validity",
// §7 "Validate Bestellschein and add it to the cart", "Generate a PDF form"; issue 20 item 5). Lines of
// order number and quantity; a list pasted into an order number field (a spreadsheet's lines) fills the
// lines from there. Each line is checked with the shared rules before anything is sent; the server's
// judgement is shown beside each line (valid, the follow product, why not); the valid lines go into the
// cart in one call, and the print link downloads the form as a PDF with the lines typed so far.
import {
  type BestellscheinEntryFieldsFragment,
  checkOrderFormRow,
  isBlankRow,
  isOrderFormList,
  ORDER_FORM_MAX_ROWS,
  ORDER_NUMBER_MAX_LENGTH,
  type OrderFormEntry,
  type OrderFormRow,
  type OrderFormRowErrors,
  orderFormPdfPath,
  parseOrderFormPaste,
} from '@ranzen/sdk-core';
import { useTranslate } from '@ranzen/sdk-react';
import { type ClipboardEvent, type FormEvent, useId, useState } from 'react';
import a11y from './a11y.module.css';
import { Button } from './Button';
import { useErrorText } from './formControls';
import styles from './OrderForm.module.css';

/** The server's judgement of one line. */
export type OrderFormResult = BestellscheinEntryFieldsFragment;

/** Lines shown when the form opens. */
export const ORDER_FORM_INITIAL_ROWS = 5;

const EMPTY_ROW: OrderFormRow = { orderNumber: '', quantity: '1' };

interface Line {
  readonly row: OrderFormRow;
  readonly errors: OrderFormRowErrors | null;
  readonly result: OrderFormResult | null;
}

const freshLine = (row: OrderFormRow = EMPTY_ROW): Line => ({ row, errors: null, result: null });

function initialLines(count: number): Line[] {
  return Array.from({ length: count }, () => freshLine());
}

export interface OrderFormProps {
  /**
   * Judges the lines (validateBestellschein): one result per entry, in order; null when the call failed
   * (the page told the visitor), and the lines stay as typed.
   */
  readonly onCheck: (entries: readonly OrderFormEntry[]) => Promise<readonly OrderFormResult[] | null>;
  /** Adds the valid lines to the cart (addBestellscheinToCart): the judged lines, as onCheck answers. */
  readonly onAddToCart: (entries: readonly OrderFormEntry[]) => Promise<readonly OrderFormResult[] | null>;
  /** Lines shown when the form opens (ORDER_FORM_INITIAL_ROWS). */
  readonly initialRows?: number;
}

/**
 * The order form: lines of order number and quantity, checked, added to the cart or printed.
 *
 * @example
 * ```tsx
 * <OrderForm
 *   onCheck={(entries) => validate(entries)}
 *   onAddToCart={(entries) => addToCart(entries)}
 * />
 * ```
 */
export function OrderForm({ onCheck, onAddToCart, initialRows = ORDER_FORM_INITIAL_ROWS }: OrderFormProps) {
  const t = useTranslate();
  const errorText = useErrorText();
  const hintId = useId();
  const [lines, setLines] = useState<Line[]>(() => initialLines(initialRows));
  const [busy, setBusy] = useState(false);

  const checkedLines = lines.map((line, index) => ({ index, checked: checkOrderFormRow(line.row) }));
  const printable = checkedLines.flatMap(({ checked }) => (checked.entry ? [checked.entry] : []));

  const edit = (index: number, change: Partial<OrderFormRow>) =>
    setLines((current) =>
      current.map((line, at) => (at === index ? freshLine({ ...line.row, ...change }) : line)),
    );

  const pasteList = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!isOrderFormList(text)) return;
    event.preventDefault();
    const pasted = parseOrderFormPaste(text).map((row) => freshLine(row));
    setLines((current) => {
      const after = current.slice(index + 1).filter((line) => !isBlankRow(line.row));
      return [...current.slice(0, index), ...pasted, ...after].slice(0, ORDER_FORM_MAX_ROWS);
    });
  };

  /** Checks every filled line in the browser; sends the entries only when all of them pass. */
  const send = async (call: OrderFormProps['onCheck']) => {
    const filled = checkedLines.filter(({ index }) => !isBlankRow(lines[index]?.row ?? EMPTY_ROW));
    if (filled.some(({ checked }) => checked.errors) || filled.length === 0) {
      // Blank lines are left out; an all-blank form shows what is missing on its first line.
      const shown = (line: Line, index: number) =>
        isBlankRow(line.row) && (filled.length > 0 || index > 0) ? null : checkOrderFormRow(line.row).errors;
      setLines((current) =>
        current.map((line, index) => ({ ...line, errors: shown(line, index), result: null })),
      );
      return;
    }
    setBusy(true);
    try {
      const results = await call(filled.flatMap(({ checked }) => (checked.entry ? [checked.entry] : [])));
      if (!results) return;
      const byIndex = new Map(filled.map(({ index }, position) => [index, results[position] ?? null]));
      setLines((current) =>
        current.map((line, index) => ({ ...line, errors: null, result: byIndex.get(index) ?? null })),
      );
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(onAddToCart);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <p id={hintId} className={styles.hint}>
        {t('vue.orderform.pasteHint')}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('vue.orderform.orderNumber')}</th>
            <th scope="col">{t('vue.orderform.quantity')}</th>
            <th scope="col">{t('vue.orderform.result')}</th>
            <th scope="col">
              <span className={a11y.visuallyHidden}>{t('vue.orderform.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => {
            const n = index + 1;
            const lineLabel = t('vue.orderform.line', { n });
            const orderNumberError = line.errors?.orderNumber
              ? errorText(line.errors.orderNumber, { max: ORDER_NUMBER_MAX_LENGTH })
              : null;
            const quantityError = line.errors?.quantity ? errorText(line.errors.quantity) : null;
            const errorId = `${hintId}-line-${n}`;
            return (
              // Lines have no identity of their own but their place: a removed line shifts the rest.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} data-valid={line.result?.validForCart ?? undefined}>
                <th scope="row">{n}</th>
                <td>
                  <input
                    className={styles.input}
                    aria-label={`${t('vue.orderform.orderNumber')}, ${lineLabel}`}
                    aria-describedby={index === 0 ? hintId : undefined}
                    aria-invalid={orderNumberError ? true : undefined}
                    aria-errormessage={orderNumberError ? errorId : undefined}
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={ORDER_NUMBER_MAX_LENGTH}
                    value={line.row.orderNumber}
                    onChange={(event) => edit(index, { orderNumber: event.target.value })}
                    onPaste={(event) => pasteList(index, event)}
                  />
                </td>
                <td>
                  <input
                    className={styles.quantity}
                    aria-label={`${t('vue.orderform.quantity')}, ${lineLabel}`}
                    aria-invalid={quantityError ? true : undefined}
                    aria-errormessage={quantityError ? errorId : undefined}
                    inputMode="numeric"
                    maxLength={3}
                    value={line.row.quantity}
                    onChange={(event) => edit(index, { quantity: event.target.value })}
                  />
                </td>
                <td id={errorId} className={styles.result} aria-live="polite">
                  <LineResult
                    errors={[orderNumberError, quantityError].filter((error): error is string => !!error)}
                    result={line.result}
                  />
                </td>
                <td>
                  <Button
                    variant="secondary"
                    className={styles.remove}
                    aria-label={t('vue.orderform.removeLine', { n })}
                    disabled={lines.length === 1}
                    onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
                  >
                    ×
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={lines.length >= ORDER_FORM_MAX_ROWS}
          onClick={() => setLines((current) => [...current, freshLine()])}
        >
          {t('vue.orderform.addLine')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void send(onCheck)}>
          {t('vue.orderform.check')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('vue.orderform.addToCart')}
        </Button>
        <a className={styles.print} href={orderFormPdfPath(printable)} download>
          {t('vue.orderform.print')}
        </a>
      </div>
    </form>
  );
}

function LineResult({
  errors,
  result,
}: {
  readonly errors: readonly string[];
  readonly result: OrderFormResult | null;
}) {
  const t = useTranslate();
  const errorText = useErrorText();
  if (errors.length > 0) {
    return errors.map((error) => (
      <p key={error} className={styles.error}>
        {error}
      </p>
    ));
  }
  if (!result) return null;
  if (result.validForCart) {
    return (
      <p className={styles.valid}>
        {t('vue.orderform.valid')}: {result.name}
      </p>
    );
  }
  return (
    <>
      {result.notification ? (
        <p className={styles.error}>
          {errorText(result.notification, { amount: result.notificationAmount ?? 0 })}
        </p>
      ) : null}
      {result.followProduct ? (
        <a className={styles.follow} href={result.followProduct.path}>
          {t('vue.orderform.followProduct', {
            name: result.followProduct.name,
            orderNumber: result.followProduct.orderNumber,
          })}
        </a>
      ) : null}
    </>
  );
}
