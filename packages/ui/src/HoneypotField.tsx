// The honeypot of anonymous forms (spec shopping §4 "Forgot password: a request sends a honeypot field";
// §7 "newsletter subscribe and unsubscribe (email, houseNr)"): a field people never see or reach; a bot
// that fills it gets the answer people get, and the API does nothing.
import { useId } from 'react';
import styles from './HoneypotField.module.css';
import type { AccountFieldProps } from './useAccountForm';

export interface HoneypotFieldProps {
  /** The field of useAccountForm. */
  readonly field: AccountFieldProps;
  /** Read only by software that reads the page aloud despite aria-hidden: it asks to leave the field empty. */
  readonly label: string;
}

/**
 * A field only bots fill in.
 *
 * @example
 * ```tsx
 * <HoneypotField field={form.field('houseNr')} label={t('vue.newsletter.form.honeypot')} />
 * ```
 */
export function HoneypotField({ field, label }: HoneypotFieldProps) {
  const id = useId();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={field.name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={field.value}
        onChange={(event) => field.onValueChange(event.target.value)}
      />
    </div>
  );
}
