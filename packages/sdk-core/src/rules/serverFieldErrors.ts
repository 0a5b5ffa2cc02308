// Server field errors onto a form (spec shopping §3 "Auth result: fieldErrors (field name, message,
// and for registration the form name)", §5 "Server field errors are lists of field name (optionally
// dotted or with form name) and message; they map to per-field messages plus a general message").

/** One entry of an auth or account result's `fieldErrors`. */
export interface ServerFieldError {
  /** `email`, `billingAddress.postcode` or `registerForm.email`: the last segment names the field. */
  readonly field: string;
  /** A message key of the catalogue or a text from the server; the form translates keys. */
  readonly message: string;
  /** Registration names the form the field belongs to (the schema's `FieldError.form`). */
  readonly form?: string | null;
}

export interface ServerErrorsInput<Name extends string> {
  readonly fieldErrors?: readonly ServerFieldError[] | null;
  readonly generalErrorMessage?: string | null;
  /** The form's field names; errors naming other fields become the general message. */
  readonly fields: readonly Name[];
  /** The form these errors are for; errors of another named form are left out. */
  readonly formName?: string;
}

export interface MappedServerErrors<Name extends string> {
  /** The first message per field of this form. */
  readonly fields: Readonly<Partial<Record<Name, string>>>;
  /**
   * The result's general message, else the first message for a field the form does not show (so the
   * customer still learns what went wrong), else null.
   */
  readonly general: string | null;
}

const FIELD_SEPARATOR = '.';

/** `billingAddress.postcode` → `postcode`: the path before the last dot only nests the field. */
function fieldNameOf(path: string): string {
  return path.slice(path.lastIndexOf(FIELD_SEPARATOR) + 1);
}

/** An error without a form name applies to whichever form shows its field. */
function belongsToForm(error: ServerFieldError, formName: string | undefined): boolean {
  return formName === undefined || !error.form || error.form === formName;
}

/**
 * Places the API's field errors on a form's fields (the first message per field); an error for a field the form lacks becomes its general message.
 *
 * @example
 * ```ts
 * mapServerFieldErrors({
 *   formName: 'register',
 *   fields: ['email', 'password'],
 *   fieldErrors: [{ field: 'email', message: 'vue.form.error.email.notUnique' }],
 * }); // { fields: { email: 'vue.form.error.email.notUnique' }, general: null }
 * ```
 */
export function mapServerFieldErrors<Name extends string>(
  input: ServerErrorsInput<Name>,
): MappedServerErrors<Name> {
  const known = new Set<string>(input.fields);
  const isField = (name: string): name is Name => known.has(name);
  const fields: Partial<Record<Name, string>> = {};
  let unplaced: string | null = null;
  for (const error of input.fieldErrors ?? []) {
    if (!belongsToForm(error, input.formName)) continue;
    const name = fieldNameOf(error.field);
    if (isField(name)) fields[name] ??= error.message;
    else unplaced ??= error.message;
  }
  const general = input.generalErrorMessage?.trim() ? input.generalErrorMessage : unplaced;
  return { fields, general };
}
