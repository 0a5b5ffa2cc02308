// Return rules shared by the returns machine and the shop API (spec shopping §3 "Client selection": labels
// count, default 1; §4 "Returns": the carrier defaults to nolabel when none is available, labels 0 then).

/** The carrier code when no carrier is available: the customer sends the parcel without a label. */
export const NO_LABEL_CARRIER = 'nolabel';
/** Labels count (default 1). */
export const DEFAULT_RETURN_LABELS = 1;
/** The most return labels one return may ask for (one parcel per label; docs/not-shown.md). */
export const MAX_RETURN_LABELS = 5;
