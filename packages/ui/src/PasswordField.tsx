// Password input with a show/hide toggle (spec shopping §4 "The password field has a show/hide
// toggle"; storefront §5). The toggle keeps one name and reports its state with `aria-pressed`,
// so a screen reader hears "Show password, toggle button, pressed".
import { useTranslate } from '@ranzen/sdk-react';
import { type Ref, useState } from 'react';
import { FieldError, useFieldIds } from './formControls';
import controls from './formControls.module.css';
import styles from './PasswordField.module.css';

export interface PasswordFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Translated error text, or nothing when the field is valid. */
  readonly error?: string | null;
  /** Marked invalid without an error text (the form's message is shown elsewhere). */
  readonly invalid?: boolean;
  readonly name?: string;
  /** `current-password` to log in, `new-password` to register or change it. */
  readonly autoComplete?: 'current-password' | 'new-password';
  readonly maxLength?: number;
  readonly required?: boolean;
  /** The input, for a form that focuses its first invalid field. */
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * Password input with a show/hide toggle.
 *
 * @example
 * ```tsx
 * <PasswordField label="Password" value={password} onValueChange={setPassword} autoComplete="current-password" />
 * ```
 */
export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  invalid,
  name = 'password',
  autoComplete = 'current-password',
  maxLength,
  required,
  ref,
}: PasswordFieldProps) {
  const t = useTranslate();
  const [visible, setVisible] = useState(false);
  const { inputId, errorId, invalidProps } = useFieldIds(error, invalid);
  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          {...invalidProps}
          ref={ref}
          id={inputId}
          className={controls.input}
          type={visible ? 'text' : 'password'}
          name={name}
          value={value}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required={required}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {t('vue.form.password.show')}
        </button>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
