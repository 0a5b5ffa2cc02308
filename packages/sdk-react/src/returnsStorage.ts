// The returns flow kept across a reload (spec shopping §4 "Returns"; issue 18 item 5): the machine's settled
// state and its selection in sessionStorage, so a reload on any step shows the same selection, and a tab
// closed ends it. Read back with care: the stored text is the visitor's own and may be anything.
import type { ReturnsContext, ReturnsFlowState, SelectedReturnItem } from '@ranzen/sdk-core';

/** The sessionStorage key of the flow in progress. */
export const RETURNS_STORAGE_KEY = 'ranzen.returns';

/**
 * What is kept: a state the visitor sees (never one waiting for the API, nor a finished return: a reload
 * after the submit starts afresh) and the machine's context.
 */
export interface SavedReturns {
  readonly value: SettledReturnsState;
  readonly context: ReturnsContext;
}

const SETTLED_STATES = ['productSelection', 'regulations', 'carrier', 'confirm'] as const;
export type SettledReturnsState = (typeof SETTLED_STATES)[number];

export function isSettledReturnsState(state: ReturnsFlowState): state is SettledReturnsState {
  return (SETTLED_STATES as readonly string[]).includes(state);
}

type Shape = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Shape {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown) => value === null || isString(value);
const isStrings = (value: unknown) => Array.isArray(value) && value.every(isString);
const isOptions = (value: unknown) =>
  Array.isArray(value) &&
  value.every((option) => isRecord(option) && isString(option.code) && isString(option.name));

function isItem(value: unknown): value is SelectedReturnItem {
  return (
    isRecord(value) &&
    isString(value.id) &&
    Number.isInteger(value.lineNo) &&
    Number.isInteger(value.quantity) &&
    isString(value.reason) &&
    isString(value.additionalInfo) &&
    isStrings(value.images) &&
    isStrings(value.components)
  );
}

function isContext(value: unknown): value is ReturnsContext {
  return (
    isRecord(value) &&
    isString(value.hash) &&
    Array.isArray(value.items) &&
    value.items.every(isItem) &&
    isOptions(value.regulations) &&
    isStringOrNull(value.regulation) &&
    isOptions(value.carriers) &&
    isStringOrNull(value.carrier) &&
    Number.isInteger(value.labelsCount) &&
    (value.contact === null || isRecord(value.contact)) &&
    isStringOrNull(value.rma) &&
    isStringOrNull(value.labelUrl)
  );
}

/** The kept flow, or undefined when there is none or it is not one we wrote. */
export function readSavedReturns(storage: Storage): SavedReturns | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(RETURNS_STORAGE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || !isString(parsed.value) || !isContext(parsed.context)) return undefined;
  const value = SETTLED_STATES.find((state) => state === parsed.value);
  return value ? { value, context: parsed.context } : undefined;
}

export function writeSavedReturns(storage: Storage, saved: SavedReturns): void {
  storage.setItem(RETURNS_STORAGE_KEY, JSON.stringify(saved));
}

export function clearSavedReturns(storage: Storage): void {
  storage.removeItem(RETURNS_STORAGE_KEY);
}
