// The answer of the API's service forms (newsletter, contact, competition: successful, errorMessage,
// fieldErrors) as the outcome ui's forms show: the field errors on their fields, the message as a toast.
import type { AccountFormOutcome } from '@ranzen/ui';

export interface FormAnswer {
  readonly successful: boolean;
  readonly errorMessage?: string | null;
  readonly fieldErrors: readonly { readonly field: string; readonly message: string }[];
}

/** A missing answer (no data) is a failure with the general message. */
export const formOutcome = (answer: FormAnswer | undefined): AccountFormOutcome =>
  answer?.successful
    ? { ok: true }
    : { ok: false, fieldErrors: answer?.fieldErrors, errorMessage: answer?.errorMessage };
