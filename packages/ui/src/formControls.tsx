// The labelled text and select fields the account forms share (PasswordField, EmailField,
// AddressForm, ParcelStationForm): a visible label, and an error tied to the input by
// `aria-invalid` and `aria-describedby`.
import { isMessageKey } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import styles from './formControls.module.css';

/**
 * Error text for a field: a message key of the catalogue (from the sdk-core rules, filled with
 * `values` such as `{max}`) is translated; any other text (a server message) is shown as it is.
 *
 * @example
 * ```tsx
 * const errorText = useErrorText();
 * errorText('vue.form.error.requiredField'); // the translated message
 * errorText('Server says no'); // shown as it is
 * ```
 */
export function useErrorText(): (message: string, values?: Readonly<Record<string, number>>) => string {
  const { messages } = useShop();
  const t = useTranslate();
  return (message, values) => (isMessageKey(messages, message) ? t(message, values) : message);
}

/**
 * The ids and attributes that tie an input to its error. `invalid` marks the input without a text of
 * its own, when the form's message is shown elsewhere (a refused login's toast).
 */
export function useFieldIds(error: string | null | undefined, invalid = false) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return {
    inputId,
    errorId,
    invalidProps: {
      'aria-invalid': error || invalid ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  } as const;
}

export function FieldError({
  id,
  error,
}: {
  readonly id: string;
  readonly error: string | null | undefined;
}) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'className'> {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Translated error text, or nothing when the field is valid. */
  readonly error?: string | null;
  /** Marked invalid without an error text (the form's message is shown elsewhere). */
  readonly invalid?: boolean;
  /** The input, for a form that focuses its first invalid field. */
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input; an error is tied to it by `aria-invalid` and `aria-describedby`.
 *
 * @example
 * ```tsx
 * <TextField label="First name" value={firstName} onValueChange={setFirstName} error={errors.firstName} autoComplete="given-name" />
 * ```
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  invalid,
  ref,
  ...inputProps
}: TextFieldProps) {
  const { inputId, errorId, invalidProps } = useFieldIds(error, invalid);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...inputProps}
        {...invalidProps}
        ref={ref}
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'className'> {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Translated error text, or nothing when the field is valid. */
  readonly error?: string | null;
  /** The text area, for a form that focuses its first invalid field. */
  readonly ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A labelled multi-line text input (a message); an error is tied to it like TextField's.
 *
 * @example
 * ```tsx
 * <TextAreaField label="Your message" value={message} onValueChange={setMessage} maxLength={2000} />
 * ```
 */
export function TextAreaField({ label, value, onValueChange, error, ref, ...areaProps }: TextAreaFieldProps) {
  const { inputId, errorId, invalidProps } = useFieldIds(error);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <textarea
        {...areaProps}
        {...invalidProps}
        ref={ref}
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface SelectFieldProps<Value extends string> {
  readonly label: string;
  readonly name: string;
  readonly value: Value | '';
  readonly options: readonly { readonly value: Value; readonly label: string }[];
  /** Shown first with value '' until a choice is made; leave out where a value is always set. */
  readonly placeholder?: string;
  readonly onValueChange: (value: Value) => void;
  readonly error?: string | null;
  readonly autoComplete?: string;
  readonly required?: boolean;
}

/**
 * A labelled select; an error is tied to it by `aria-invalid` and `aria-describedby`.
 *
 * @example
 * ```tsx
 * <SelectField label="Country" name="country" value={country} onValueChange={setCountry} options={[{ value: 'DE', label: 'Deutschland' }, { value: 'AT', label: 'Österreich' }]} />
 * ```
 */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  placeholder,
  onValueChange,
  error,
  ...selectProps
}: SelectFieldProps<Value>) {
  const { inputId, errorId, invalidProps } = useFieldIds(error);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <select
        {...selectProps}
        {...invalidProps}
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onValueChange(chosen.value);
        }}
      >
        {placeholder === undefined ? null : (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface CheckboxFieldProps {
  readonly label: string;
  readonly name: string;
  readonly checked: boolean;
  readonly onCheckedChange: (checked: boolean) => void;
  /** Translated error text, or nothing when the box is valid. */
  readonly error?: string | null;
  readonly required?: boolean;
  /** The box, for a form that focuses its first invalid field. */
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label beside it (terms to accept); an error is tied to it like TextField's.
 *
 * @example
 * ```tsx
 * <CheckboxField label="I accept the terms" name="terms" checked={accepted} onCheckedChange={setAccepted} required />
 * ```
 */
export function CheckboxField({
  label,
  checked,
  onCheckedChange,
  error,
  ref,
  ...boxProps
}: CheckboxFieldProps) {
  const { inputId, errorId, invalidProps } = useFieldIds(error);
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input
          {...boxProps}
          {...invalidProps}
          ref={ref}
          id={inputId}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/**
 * A group of fields under a visible legend.
 *
 * @example
 * ```tsx
 * <FieldGroup legend="Contact">
 *   <EmailField label="E-mail" value={email} onValueChange={setEmail} />
 * </FieldGroup>
 * ```
 */
export function FieldGroup({ legend, children }: { readonly legend: string; readonly children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
