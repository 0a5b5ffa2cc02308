// Return rules shared by the returns machine and the shop API (spec shopping §3 "Client selection": labels
// count, default 1; §4 "Returns": the carrier defaults to nolabel when none is available, labels 0 then;
// §2: the return pages, their switches and step guards).
import { isParameterOn, type ParameterRowLike, RETURN_PARAMETERS } from './globalParameters';

/** The carrier code when no carrier is available: the customer sends the parcel without a label. */
export const NO_LABEL_CARRIER = 'nolabel';
/** Labels count (default 1). */
export const DEFAULT_RETURN_LABELS = 1;
/** The most return labels one return may ask for (one parcel per label; docs/not-shown.md). */
export const MAX_RETURN_LABELS = 5;

/** The reason that needs a comment (docs/not-shown.md). */
export const REASON_NEEDING_COMMENT = 'OTHER';
/** The longest comment of a returned line. */
export const RETURN_COMMENT_MAX_LENGTH = 500;
/** The most photos of one returned line. */
export const RETURN_IMAGES_MAX = 3;

/** The steps of the returns flow after the entry, in order. */
export const RETURN_STEPS = ['productselection', 'regulations', 'carrier', 'confirm'] as const;
export type ReturnStep = (typeof RETURN_STEPS)[number];

/** The returns machine's finite states (machines/returns.machine.ts), as the step pages read them. */
export type ReturnsFlowState =
  | 'closed'
  | 'productSelection'
  | 'loadingRegulations'
  | 'regulations'
  | 'loadingCarriers'
  | 'carrier'
  | 'confirm'
  | 'submitting'
  | 'submitted';

const STEP_OF_STATE: Readonly<Record<ReturnsFlowState, ReturnStep | null>> = {
  closed: null,
  productSelection: 'productselection',
  // While the next step's options load, the step that asked for them stays on screen.
  loadingRegulations: 'productselection',
  regulations: 'regulations',
  loadingCarriers: 'regulations',
  carrier: 'carrier',
  confirm: 'confirm',
  submitting: 'confirm',
  submitted: 'confirm',
};

/**
 * The step page that shows a returns machine state; null before a return order is open.
 *
 * @example
 * ```ts
 * returnStepOf('loadingCarriers'); // 'regulations'
 * ```
 */
export function returnStepOf(state: ReturnsFlowState): ReturnStep | null {
  return STEP_OF_STATE[state];
}

/** What the client selection holds so far (the returns machine's context). */
export interface ReturnSelectionProgress {
  readonly items: readonly unknown[];
  readonly regulation: string | null;
  readonly carrier: string | null;
}

/**
 * Whether a step page may show with the selection so far (the spec's "regulation empty, no selected
 * items, or no carrier send back to productselection"): the regulations need items, the carrier also a
 * regulation, the confirmation also a carrier. Product selection is always allowed.
 *
 * @example
 * ```ts
 * returnStepAllowed('carrier', { items: [item], regulation: null, carrier: null }); // false
 * ```
 */
export function returnStepAllowed(step: ReturnStep, selection: ReturnSelectionProgress): boolean {
  const needs: Readonly<Record<ReturnStep, boolean>> = {
    productselection: true,
    regulations: selection.items.length > 0,
    carrier: selection.items.length > 0 && selection.regulation !== null,
    confirm: selection.items.length > 0 && selection.regulation !== null && selection.carrier !== null,
  };
  return needs[step];
}

/** Which return page is asked for: the entry (lookup) or one of the steps. */
export type ReturnPage = 'entry' | 'step';

/**
 * Whether the return pages are switched on (every return page needs the global return
 * activation switch "true"; the entry page also the return switch).
 *
 * @example
 * ```ts
 * areReturnPagesOn(rows, 'entry'); // false unless both switches are 'true'
 * ```
 */
export function areReturnPagesOn(parameters: readonly ParameterRowLike[], page: ReturnPage): boolean {
  return (
    isParameterOn(parameters, RETURN_PARAMETERS.activation) &&
    (page === 'step' || isParameterOn(parameters, RETURN_PARAMETERS.returnSwitch))
  );
}
