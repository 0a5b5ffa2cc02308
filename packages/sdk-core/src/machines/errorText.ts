/** The message of a rejected call or thrown value, as a machine reports it and a toast shows it. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
