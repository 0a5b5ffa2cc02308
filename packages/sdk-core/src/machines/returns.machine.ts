// The returns flow of /myaccount/returns (spec shopping §2 returns routes and guards; §3 "Return order",
// "Client selection"; §4 "Returns"; §7 "available return carriers", "available return regulations",
// "submit return order"; §8 "Return submit").
//
// The machine holds the client selection of one return order, identified by its hash, across the steps
// productselection → regulations → carrier → confirm. The §4 rules:
// - opening a different hash clears the selection (the same hash keeps it, e.g. after a reload);
// - the regulation defaults to the first available one;
// - the carrier defaults to the first available one, or NO_LABEL_CARRIER when there is none;
// - the labels count defaults to 1, and is 0 when there is no carrier (nothing is sent);
// - continuing needs selected items, then a regulation, then a carrier.
// Failures are emitted as `RETURNS.ERROR` with the message key (§8 "Return submit: isError and errorMsg"),
// a created return as `RETURNS.SUBMITTED` with its RMA number (its label link stays in the context).
import { assertEvent, assign, emit, setup } from 'xstate';
import type { ReturnReason } from '../graphql/generated';
import { DEFAULT_RETURN_LABELS, MAX_RETURN_LABELS, NO_LABEL_CARRIER } from '../rules/returns';
import { errorText } from './errorText';
import { notImplemented } from './notImplemented';

/** One returned line as the customer chose it (selected items). */
export interface SelectedReturnItem {
  /** The order line's item id. */
  readonly id: string;
  readonly lineNo: number;
  readonly quantity: number;
  /** One of the line's reasons. */
  readonly reason: ReturnReason;
  /** The reason's comment. */
  readonly additionalInfo: string;
  /** Ids of the uploaded photos (uploadReturnImage). */
  readonly images: readonly string[];
  /** The returned components of a set. */
  readonly components: readonly string[];
}

/** A regulation (refund, exchange, ...) or a carrier the server offers for the selection. */
export interface ReturnOption {
  readonly code: string;
  readonly name: string;
}

/** Contact. */
export interface ReturnContact {
  readonly salutation: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
}

/** What the regulations call needs. */
export interface ReturnItemsInput {
  readonly hash: string;
  readonly items: readonly SelectedReturnItem[];
}

/** What the carriers call needs. */
export interface ReturnCarriersInput extends ReturnItemsInput {
  readonly regulation: string;
}

/** What the submit sends. */
export interface ReturnSelection extends ReturnCarriersInput {
  readonly carrier: string;
  readonly labelsCount: number;
  readonly contact: ReturnContact | null;
}

export interface SubmitReturnOutput {
  readonly rma: string;
  /** The return label PDF of this return; null when the parcel goes without a label (nolabel). */
  readonly labelUrl: string | null;
}

export interface ReturnsContext {
  hash: string | null;
  items: readonly SelectedReturnItem[];
  regulations: readonly ReturnOption[];
  regulation: string | null;
  carriers: readonly ReturnOption[];
  carrier: string | null;
  labelsCount: number;
  contact: ReturnContact | null;
  /** The created return's RMA number after the submit. */
  rma: string | null;
  /** The created return's label PDF after the submit (null with nolabel). */
  labelUrl: string | null;
}

export type ReturnsEvent =
  | { type: 'RETURNS.OPEN'; hash: string }
  | { type: 'RETURNS.SET_ITEMS'; items: readonly SelectedReturnItem[] }
  | { type: 'RETURNS.SELECT_REGULATION'; code: string }
  | { type: 'RETURNS.SELECT_CARRIER'; code: string }
  | { type: 'RETURNS.SET_LABELS'; count: number }
  | { type: 'RETURNS.SET_CONTACT'; contact: ReturnContact }
  | { type: 'RETURNS.CONTINUE' }
  | { type: 'RETURNS.BACK' }
  | { type: 'RETURNS.SUBMIT' };

export type ReturnsEmitted =
  | { type: 'RETURNS.ERROR'; message: string }
  | { type: 'RETURNS.SUBMITTED'; rma: string };

function emptySelection() {
  return {
    items: [],
    regulations: [],
    regulation: null,
    carriers: [],
    carrier: null,
    labelsCount: DEFAULT_RETURN_LABELS,
    contact: null,
    rma: null,
    labelUrl: null,
  } satisfies Omit<ReturnsContext, 'hash'>;
}

/** The chosen code while it is still offered, else the first offered one. */
function keptOrFirst(options: readonly ReturnOption[], chosen: string | null): string | null {
  return options.find((option) => option.code === chosen)?.code ?? options[0]?.code ?? null;
}

function labelsFor(carrier: string, current: number): number {
  if (carrier === NO_LABEL_CARRIER) return 0;
  return current > 0 ? current : DEFAULT_RETURN_LABELS;
}

function itemsInput(context: ReturnsContext): ReturnItemsInput {
  if (context.hash === null) throw new Error('returnsMachine: no return order is open');
  return { hash: context.hash, items: context.items };
}

function carriersInput(context: ReturnsContext): ReturnCarriersInput {
  if (context.regulation === null) throw new Error('returnsMachine: no regulation chosen');
  return { ...itemsInput(context), regulation: context.regulation };
}

function selectionOf(context: ReturnsContext): ReturnSelection {
  if (context.carrier === null) throw new Error('returnsMachine: no carrier chosen');
  return {
    ...carriersInput(context),
    carrier: context.carrier,
    labelsCount: context.labelsCount,
    contact: context.contact,
  };
}

const REPORT_ERROR = {
  type: 'reportError',
  params: ({ event }: { event: { error: unknown } }) => errorText(event.error),
} as const;

export const returnsMachine = setup({
  types: {
    context: {} as ReturnsContext,
    events: {} as ReturnsEvent,
    emitted: {} as ReturnsEmitted,
  },
  actors: {
    returnRegulations: notImplemented<readonly ReturnOption[], ReturnItemsInput>(
      'returnsMachine',
      'returnRegulations',
    ),
    returnCarriers: notImplemented<readonly ReturnOption[], ReturnCarriersInput>(
      'returnsMachine',
      'returnCarriers',
    ),
    submitReturn: notImplemented<SubmitReturnOutput, ReturnSelection>('returnsMachine', 'submitReturn'),
  },
  guards: {
    isOtherHash: ({ context, event }) => {
      assertEvent(event, 'RETURNS.OPEN');
      return event.hash !== context.hash;
    },
    hasItems: ({ context }) => context.items.length > 0 && context.items.every((item) => item.quantity > 0),
    hasRegulation: ({ context }) => context.regulation !== null,
    hasCarrier: ({ context }) => context.carrier !== null,
    isOfferedRegulation: ({ context, event }) => {
      assertEvent(event, 'RETURNS.SELECT_REGULATION');
      return context.regulations.some((option) => option.code === event.code);
    },
    isOfferedCarrier: ({ context, event }) => {
      assertEvent(event, 'RETURNS.SELECT_CARRIER');
      return (
        context.carriers.some((option) => option.code === event.code) ||
        (context.carriers.length === 0 && event.code === NO_LABEL_CARRIER)
      );
    },
    isLabelsCount: ({ context, event }) => {
      assertEvent(event, 'RETURNS.SET_LABELS');
      return (
        context.carrier !== NO_LABEL_CARRIER &&
        Number.isInteger(event.count) &&
        event.count >= 1 &&
        event.count <= MAX_RETURN_LABELS
      );
    },
  },
  actions: {
    openHash: assign(({ event }) => {
      assertEvent(event, 'RETURNS.OPEN');
      return { hash: event.hash, ...emptySelection() };
    }),
    setItems: assign({
      items: ({ event }) => {
        assertEvent(event, 'RETURNS.SET_ITEMS');
        return event.items;
      },
    }),
    selectRegulation: assign({
      regulation: ({ event }) => {
        assertEvent(event, 'RETURNS.SELECT_REGULATION');
        return event.code;
      },
    }),
    selectCarrier: assign(({ context, event }) => {
      assertEvent(event, 'RETURNS.SELECT_CARRIER');
      return { carrier: event.code, labelsCount: labelsFor(event.code, context.labelsCount) };
    }),
    setLabels: assign({
      labelsCount: ({ event }) => {
        assertEvent(event, 'RETURNS.SET_LABELS');
        return event.count;
      },
    }),
    setContact: assign({
      contact: ({ event }) => {
        assertEvent(event, 'RETURNS.SET_CONTACT');
        return event.contact;
      },
    }),
    reportError: emit((_, message: string) => ({ type: 'RETURNS.ERROR' as const, message })),
  },
}).createMachine({
  id: 'returns',
  context: { hash: null, ...emptySelection() },
  initial: 'closed',
  on: {
    'RETURNS.OPEN': { guard: 'isOtherHash', target: '.productSelection', actions: 'openHash' },
  },
  states: {
    closed: {},
    productSelection: {
      on: {
        'RETURNS.SET_ITEMS': { actions: 'setItems' },
        'RETURNS.CONTINUE': { guard: 'hasItems', target: 'loadingRegulations' },
      },
    },
    loadingRegulations: {
      invoke: {
        src: 'returnRegulations',
        input: ({ context }) => itemsInput(context),
        onDone: {
          target: 'regulations',
          actions: assign(({ context, event }) => ({
            regulations: event.output,
            regulation: keptOrFirst(event.output, context.regulation),
          })),
        },
        onError: { target: 'productSelection', actions: REPORT_ERROR },
      },
    },
    regulations: {
      on: {
        'RETURNS.SELECT_REGULATION': { guard: 'isOfferedRegulation', actions: 'selectRegulation' },
        'RETURNS.CONTINUE': { guard: 'hasRegulation', target: 'loadingCarriers' },
        'RETURNS.BACK': { target: 'productSelection' },
      },
    },
    loadingCarriers: {
      invoke: {
        src: 'returnCarriers',
        input: ({ context }) => carriersInput(context),
        onDone: {
          target: 'carrier',
          actions: assign(({ context, event }) => {
            const carrier = keptOrFirst(event.output, context.carrier) ?? NO_LABEL_CARRIER;
            return { carriers: event.output, carrier, labelsCount: labelsFor(carrier, context.labelsCount) };
          }),
        },
        onError: { target: 'regulations', actions: REPORT_ERROR },
      },
    },
    carrier: {
      on: {
        'RETURNS.SELECT_CARRIER': { guard: 'isOfferedCarrier', actions: 'selectCarrier' },
        'RETURNS.SET_LABELS': { guard: 'isLabelsCount', actions: 'setLabels' },
        'RETURNS.CONTINUE': { guard: 'hasCarrier', target: 'confirm' },
        'RETURNS.BACK': { target: 'regulations' },
      },
    },
    confirm: {
      on: {
        'RETURNS.SET_CONTACT': { actions: 'setContact' },
        'RETURNS.SUBMIT': { target: 'submitting' },
        'RETURNS.BACK': { target: 'carrier' },
      },
    },
    submitting: {
      invoke: {
        src: 'submitReturn',
        input: ({ context }) => selectionOf(context),
        onDone: {
          target: 'submitted',
          actions: [
            assign(({ event }) => ({ rma: event.output.rma, labelUrl: event.output.labelUrl })),
            emit(({ event }) => ({ type: 'RETURNS.SUBMITTED' as const, rma: event.output.rma })),
          ],
        },
        onError: { target: 'confirm', actions: REPORT_ERROR },
      },
    },
    // A submitted return is done: opening an order again, the same one too, starts a new return of it.
    submitted: {
      on: { 'RETURNS.OPEN': { target: 'productSelection', actions: 'openHash' } },
    },
  },
});
