// The state and submit of an account form (register, contact data, password, reset and new password;
// spec shopping §5 "A form runs all field validations and stops at the first failure; it scrolls to
// the first invalid field; a general form error is shown as a toast"; "Server field errors ... map to
// per-field messages plus a general message"; §8 "Mutation fails: the server error message is shown
// as a toast; loading state is cleared"). The form's own fields and what it sends are the host's.
import {
  type FieldCheck,
  isRateLimitedError,
  mapServerFieldErrors,
  type ServerFieldError,
  TOO_MANY_REQUESTS_MESSAGE,
  validateFields,
} from '@ranzen/sdk-core';
import { useToasts } from '@ranzen/sdk-react';
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useErrorText } from './formControls';

/** What a submit answered: success, or the server's field errors and messages. */
export type AccountFormOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly fieldErrors?: readonly ServerFieldError[] | null;
      readonly generalErrorMessage?: string | null;
      readonly errorMessage?: string | null;
    };

/** Shown when a refused submit names no message at all (a network failure). */
export const ACCOUNT_FORM_FALLBACK_ERROR = 'vue.form.error.general';

export const ACCOUNT_FORM_ERROR_TOAST_ID = 'account-form-error';

/** Each field's message (a message key or a server text), by field name. */
type FieldMessages<Name extends string> = Readonly<Partial<Record<Name, string>>>;

function noMessages<Name extends string>(): FieldMessages<Name> {
  // An empty record has no key of any field.
  return {} as FieldMessages<Name>;
}

export interface UseAccountFormOptions<Name extends string> {
  readonly initial: Readonly<Record<Name, string>>;
  /** Each field's checks, in the order the form shows them; may depend on the other values (a repeat). */
  readonly checks: (values: Readonly<Record<Name, string>>) => Readonly<Record<Name, readonly FieldCheck[]>>;
  /** Fills `{max}` of a field's max-length message. */
  readonly maxLengths?: Readonly<Partial<Record<Name, number>>>;
  /**
   * Sends valid values; answers the outcome. A thrown error is a failure: too many requests (HTTP 429,
   * RATE_LIMITED) with its message, anything else with the general one.
   */
  readonly submit: (values: Readonly<Record<Name, string>>) => Promise<AccountFormOutcome>;
  /** Called after a successful submit (navigate, show a message, reset). */
  readonly onSuccess?: (values: Readonly<Record<Name, string>>) => void;
  /** The server's name of this form, where its field errors name one (registration). */
  readonly formName?: string;
}

/** What a field component needs: TextField, EmailField and PasswordField all take these props. */
export interface AccountFieldProps {
  readonly name: string;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  readonly error: string | null;
  readonly ref: (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null) => void;
}

export interface AccountForm<Name extends string> {
  readonly values: Readonly<Record<Name, string>>;
  readonly loading: boolean;
  readonly field: (name: Name) => AccountFieldProps;
  readonly setValue: (name: Name, value: string) => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly reset: (values?: Readonly<Record<Name, string>>) => void;
}

/**
 * The values, checks and submit of an account form: field errors as the visitor leaves a field and on
 * submit, the server's field errors and message after a refused submit.
 *
 * @example
 * ```tsx
 * const form = useAccountForm({
 *   initial: { password: '', repeat: '' },
 *   checks: () => ({ password: [required, passwordLength], repeat: [required] }),
 *   submit: (values) => changePassword(values),
 * });
 * <AccountForm title="Password" submitLabel="Save" loading={form.loading} onSubmit={form.onSubmit}>
 *   <PasswordField label="New password" {...form.field('password')} />
 * </AccountForm>
 * ```
 */
export function useAccountForm<Name extends string>({
  initial,
  checks,
  maxLengths,
  submit,
  onSuccess,
  formName,
}: UseAccountFormOptions<Name>): AccountForm<Name> {
  const errorText = useErrorText();
  const { addToast } = useToasts();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState(noMessages<Name>);
  const [loading, setLoading] = useState(false);
  const inputs = useRef(new Map<Name, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>());

  const setValue = useCallback((name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The field's message goes once the customer changes it; the others stay until the next submit.
    setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
  }, []);

  const showErrors = (next: FieldMessages<Name>) => {
    setErrors(next);
    const names = Object.keys(checks(values)) as Name[];
    const first = names.find((name) => next[name] !== undefined);
    if (first !== undefined) inputs.current.get(first)?.focus();
  };

  const toast = (message: string) =>
    addToast({ id: ACCOUNT_FORM_ERROR_TOAST_ID, type: 'error', message: errorText(message) });

  const send = async () => {
    const fieldChecks = checks(values);
    const names = Object.keys(fieldChecks) as Name[];
    const invalid = validateFields(
      names.map((name) => ({ name, value: values[name], checks: fieldChecks[name] })),
    );
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }
    setErrors(noMessages<Name>());
    setLoading(true);
    let outcome: AccountFormOutcome;
    try {
      outcome = await submit(values);
    } catch (error) {
      // A refusal for too many requests says so (docs/rate-limits.md); any other failure is general.
      outcome = {
        ok: false,
        generalErrorMessage: isRateLimitedError(error) ? TOO_MANY_REQUESTS_MESSAGE : null,
      };
    }
    setLoading(false);
    if (outcome.ok) {
      onSuccess?.(values);
      return;
    }
    const mapped = mapServerFieldErrors({
      fieldErrors: outcome.fieldErrors,
      generalErrorMessage: outcome.generalErrorMessage ?? outcome.errorMessage,
      fields: names,
      ...(formName ? { formName } : {}),
    });
    showErrors(mapped.fields);
    if (mapped.general) toast(mapped.general);
    else if (Object.keys(mapped.fields).length === 0) toast(ACCOUNT_FORM_FALLBACK_ERROR);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!loading) void send();
  };

  const field = (name: Name): AccountFieldProps => {
    const message = errors[name];
    const max = maxLengths?.[name];
    return {
      name,
      value: values[name],
      onValueChange: (value) => setValue(name, value),
      error: message ? errorText(message, max === undefined ? {} : { max }) : null,
      ref: (element) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
    };
  };

  const reset = (next: Readonly<Record<Name, string>> = initial) => {
    setValues(next);
    setErrors(noMessages<Name>());
  };

  return { values, loading, field, setValue, onSubmit, reset };
}
