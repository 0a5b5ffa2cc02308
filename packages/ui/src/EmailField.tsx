// E-mail input with domain suggestions (spec shopping §4 "the email field shows suggestions on
// focus with text"; storefront §5: the lists differ by shop). ARIA combobox with a listbox popup:
// Arrow keys move through the suggestions, Enter takes one, Escape closes the list; the input keeps
// focus throughout and `aria-activedescendant` names the highlighted suggestion.
import { EMAIL_MAX_LENGTH, emailDomainSuggestions } from '@ranzen/sdk-core';
import { useShop, useTranslate } from '@ranzen/sdk-react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import styles from './EmailField.module.css';
import { FieldError, useFieldIds } from './formControls';
import controls from './formControls.module.css';

export interface EmailFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** Translated error text, or nothing when the field is valid. */
  readonly error?: string | null;
  /** Marked invalid without an error text (the form's message is shown elsewhere). */
  readonly invalid?: boolean;
  readonly name?: string;
  readonly required?: boolean;
  /** The input, for a form that focuses its first invalid field. */
  readonly ref?: Ref<HTMLInputElement>;
}

const NONE = -1;

/**
 * E-mail input with domain suggestions.
 *
 * @example
 * ```tsx
 * <EmailField label="E-mail" value={email} onValueChange={setEmail} />
 * ```
 */
export function EmailField({
  label,
  value,
  onValueChange,
  error,
  invalid,
  name = 'email',
  required,
  ref,
}: EmailFieldProps) {
  const t = useTranslate();
  const { store } = useShop();
  const { inputId, errorId, invalidProps } = useFieldIds(error, invalid);
  const listId = `${inputId}-suggestions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(NONE);
  const suggestions = emailDomainSuggestions(value, store.emailDomains);
  const expanded = open && suggestions.length > 0;

  const close = () => {
    setOpen(false);
    setActive(NONE);
  };
  const choose = (address: string) => {
    onValueChange(address);
    close();
  };
  const move = (step: 1 | -1) => {
    setOpen(true);
    setActive((current) => {
      if (!expanded || current === NONE) return step === 1 ? 0 : suggestions.length - 1;
      return (current + step + suggestions.length) % suggestions.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    const chosen = expanded && active !== NONE ? suggestions[active] : undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && chosen !== undefined) {
      event.preventDefault();
      choose(chosen);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={controls.field}>
      <label className={controls.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.anchor}>
        <input
          {...invalidProps}
          ref={ref}
          id={inputId}
          className={controls.input}
          type="email"
          name={name}
          value={value}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          required={required}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active !== NONE ? optionId(active) : undefined}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
            setActive(NONE);
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t('vue.form.email.suggestions')}
          className={styles.list}
          hidden={!expanded}
        >
          {expanded
            ? suggestions.map((address, index) => (
                // The input keeps focus (mousedown is cancelled) and owns the keyboard, pointing at
                // this option with aria-activedescendant; the option itself is never tabbed to.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens in the combobox input.
                <div
                  key={address}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={styles.option}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(address)}
                >
                  {address}
                </div>
              ))
            : null}
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
