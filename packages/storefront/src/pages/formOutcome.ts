// The answer of an anonymous form's mutation ({ successful, errorMessage, fieldErrors }, spec shopping §5
// "Server field errors") as the ui forms take it: their fields show the field errors, nothing typed is lost.
import type { AccountFormOutcome } from '@ranzen/ui';

interface FormAnswer {
  readonly successful: boolean;
  readonly errorMessage?: string | null;
  readonly fieldErrors: readonly { readonly field: string; readonly message: string }[];
}

export const outcomeOf = (answer: FormAnswer | undefined): AccountFormOutcome =>
  answer?.successful
    ? { ok: true }
    : { ok: false, fieldErrors: answer?.fieldErrors, errorMessage: answer?.errorMessage };
