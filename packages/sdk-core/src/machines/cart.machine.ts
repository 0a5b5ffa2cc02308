// The cart (spec shopping §4 "Session kind", "Cart item removal", "Quantity field", "Lightning deals";
// §7 "Cart update" and "How answers and errors are handled"; §8 cart rows; §9 undo window, debounce).
//
// Parallel regions:
// - `server` runs the queued cart operations one after another (adds, quantity changes, removals,
//   vouchers), so two quick clicks never race each other. An anonymous visitor first gets a cart id
//   and user id from the storefront server; CART_NOT_FOUND or "A valid user id is required." renews
//   both ids and retries the operation once (docs/decisions/0005-cart-session-recovery.md).
// - `add` is the buy box's view: adding (label and loading state), added, failed.
// - `flyout` is the success flyout after an add (accessories, lightning info) unless suppressed.
// - `quantity` checks quantity changes and queues the valid ones. The 500 ms debounce (§9) belongs to
//   the quantity field that sends them (ui QuantityField), so a change waits for it once, not twice.
// - `undo` keeps the latest removed position for 8000 ms so it can be put back.
// - `voucher` follows the voucher form.
// Failures are emitted as `CART.ERROR` with the server's message (the page shows it as a toast) and
// every successful change as `CART.CHANGED` (the page tells the other tabs). An add that carries its
// analytics event (GA4 add_to_cart, storefront §7) hands it back as `CART.ADDED` once the cart took it,
// so the data layer hears of each successful add once and of no failed one.
import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { EcommerceEvent } from '../tracking/dataLayer';
import { errorText } from './errorText';
import { notImplemented } from './notImplemented';

export interface CartIds {
  readonly cartId: string;
  readonly userId: string;
}

export interface EnsureCartIdInput {
  /** True after CART_NOT_FOUND: the server must issue fresh ids instead of returning the cookie's. */
  readonly renew: boolean;
}

/** What the undo row and the "removed" message need to know about a removed position. */
export interface RemovedCartItem {
  readonly positionId: string;
  readonly itemId: string;
  readonly name: string;
  readonly quantity: number;
  /** Where the position stood in the list, so the undo row takes its place. */
  readonly index: number;
}

/** One change of the cart on the server; the sdk-react layer turns it into `updateCart` ops. */
export type CartOp =
  | {
      readonly kind: 'add';
      readonly itemId: string;
      readonly quantity: number;
      /** `buy` from a buy box or tile, `undo` when a removed position is put back. */
      readonly origin: 'buy' | 'undo';
      readonly suppressFlyout: boolean;
      /** Emitted back as `CART.ADDED` when the add succeeded. */
      readonly addedEvent?: EcommerceEvent<'add_to_cart'>;
    }
  | { readonly kind: 'setQuantity'; readonly positionId: string; readonly quantity: number }
  | { readonly kind: 'remove'; readonly item: RemovedCartItem }
  | { readonly kind: 'addVoucher'; readonly code: string }
  | { readonly kind: 'removeVoucher'; readonly code: string };

export interface UpdateCartActorInput {
  readonly cartId: string;
  readonly op: CartOp;
}

/** Lightning split of an added position. */
export interface AddedCartPosition {
  readonly itemId: string;
  readonly name: string;
  /** The item is a running lightning deal. */
  readonly isLightningDeal: boolean;
  readonly quantity: number;
  readonly quantityLightning: number;
  readonly quantityNormal: number;
}

export interface UpdateCartActorOutput {
  readonly successful: boolean;
  /** Sum of quantities after the update (the header's item count). */
  readonly articleCount: number | null;
  readonly errorMessage: string | null;
  readonly errorCode: string | null;
  /** For an add: the position as the cart now holds it. */
  readonly added: AddedCartPosition | null;
}

export interface LoadCartOutput {
  readonly articleCount: number;
}

export interface CartMachineInput {
  readonly cartId?: string | null;
  readonly articleCount?: number;
}

export type VoucherFeedback =
  | { readonly status: 'none' }
  | { readonly status: 'applied'; readonly code: string }
  | { readonly status: 'rejected'; readonly message: string };

export interface CartContext {
  cartId: string | null;
  articleCount: number;
  /** Operations waiting for the server, oldest first; the head is the one in flight. */
  queue: CartOp[];
  /** Whether the id renewal was already spent for the operation at the head (spec: retry once). */
  renewed: boolean;
  /** The buy box's last error (the server's message). */
  errorMessage: string | null;
  /** The latest removed position, kept for undo. */
  removed: RemovedCartItem | null;
  /** The last position added through a buy box (success flyout). */
  lastAdded: AddedCartPosition | null;
  voucher: VoucherFeedback;
}

export type CartEvent =
  | {
      type: 'CART.ADD_POSITION';
      itemId: string;
      quantity: number;
      suppressFlyout?: boolean;
      /** The data layer event of this add, emitted back as `CART.ADDED` once it succeeded. */
      addedEvent?: EcommerceEvent<'add_to_cart'>;
    }
  | { type: 'CART.CHANGE_QUANTITY'; positionId: string; quantity: number }
  | { type: 'CART.REMOVE_POSITION'; item: RemovedCartItem }
  | { type: 'CART.UNDO_REMOVE' }
  | { type: 'CART.ADD_VOUCHER'; code: string }
  | { type: 'CART.REMOVE_VOUCHER'; code: string }
  | { type: 'CART.CLOSE_FLYOUT' }
  | { type: 'CART.DISMISS' }
  | { type: 'CART.LOAD' }
  /** Another tab changed the cart (cross-tab sync): adopt its cart id. */
  | { type: 'CART.SYNC'; cartId: string };

/**
 * Raised by the `server` region for the others when the head operation ends. Not part of CartEvent:
 * hosts cannot send them, only the machine's own `finishHead` raises them.
 */
type CartInternalEvent =
  | { type: 'CART.OP_DONE'; op: CartOp; output: UpdateCartActorOutput }
  | { type: 'CART.OP_FAILED'; op: CartOp; message: string };

export type CartEmitted =
  | { type: 'CART.ERROR'; message: string }
  | { type: 'CART.CHANGED'; cartId: string }
  /** An add that carried its analytics event succeeded: the host pushes the event. */
  | { type: 'CART.ADDED'; addedEvent: EcommerceEvent<'add_to_cart'> }
  /** Part of a lightning deal purchase went at the normal price (an analytics event). */
  | { type: 'CART.LIGHTNING_SPLIT'; position: AddedCartPosition };

/** The success label stays on the buy box this long before it returns to its resting state. */
const CART_ADDED_DISPLAY_MS = 3000;
/** The deleted cart item can be restored for 8000 ms. */
const UNDO_WINDOW_MS = 8000;

export const CART_NOT_FOUND = 'CART_NOT_FOUND';
/** This answer means the session lost its user id. */
export const USER_ID_REQUIRED_MESSAGE = 'A valid user id is required.';
/** The message for a quantity outside the bounds. */
export const QUANTITY_ERROR_KEY = 'vue.buybox.text.quantity.error';
/** Message key for an empty voucher field. */
export const VOUCHER_REQUIRED_KEY = 'vue.form.error.requiredField';

/** Both answers mean the ids are stale; new ones are obtained and the call retried. */
export function isSessionLost(errorCode: string | null, errorMessage: string | null): boolean {
  return errorCode === CART_NOT_FOUND || errorMessage === USER_ID_REQUIRED_MESSAGE;
}

const isWholeQuantity = (quantity: number, minimum: number) =>
  Number.isInteger(quantity) && quantity >= minimum;

/** An add from a buy box or tile (not an undo): it drives the buy box label and the flyout. */
function isBuyAddOp(op: CartOp): op is Extract<CartOp, { kind: 'add' }> {
  return op.kind === 'add' && op.origin === 'buy';
}

const isVoucherOp = (op: CartOp) => op.kind === 'addVoucher' || op.kind === 'removeVoucher';

const OP_ENDED = ['CART.OP_DONE', 'CART.OP_FAILED'] as const;

/**
 * The visitor's cart: adding, changing and removing positions, vouchers, the undo window and the
 * success flyout. Its I/O are the actors `ensureCartId`, `updateCart` and `loadCart`, provided by the host
 * (`@ranzen/sdk-react`'s `CartProvider` does it over Apollo Client).
 *
 * @example
 * ```ts
 * const actor = createActor(
 *   cartMachine.provide({
 *     actors: {
 *       ensureCartId: fromPromise(({ input }) => fetchCartIds(input)),
 *       updateCart: fromPromise(({ input }) => sendCartUpdate(input)),
 *       loadCart: fromPromise(({ input }) => loadCart(input.cartId)),
 *     },
 *   }),
 *   { input: { cartId: null } },
 * ).start();
 * actor.send({ type: 'CART.ADD_POSITION', itemId: 'i-1', quantity: 1 });
 * ```
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent | CartInternalEvent,
    input: {} as CartMachineInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    ensureCartId: notImplemented<CartIds, EnsureCartIdInput>('cartMachine', 'ensureCartId'),
    updateCart: notImplemented<UpdateCartActorOutput, UpdateCartActorInput>('cartMachine', 'updateCart'),
    loadCart: notImplemented<LoadCartOutput, { cartId: string }>('cartMachine', 'loadCart'),
  },
  guards: {
    hasCartId: ({ context }) => context.cartId !== null,
    hasQueuedOp: ({ context }) => context.queue.length > 0,
    isValidAdd: ({ event }) => {
      assertEvent(event, 'CART.ADD_POSITION');
      return isWholeQuantity(event.quantity, 1);
    },
    isValidChange: ({ event }) => {
      assertEvent(event, 'CART.CHANGE_QUANTITY');
      return isWholeQuantity(event.quantity, 1);
    },
    isEmptyVoucher: ({ event }) => {
      assertEvent(event, 'CART.ADD_VOUCHER');
      return event.code.trim().length === 0;
    },
    /** A stale session is renewed once per operation, then its message is shown. */
    canRenewIds: ({ context }, answer: { errorCode: string | null; errorMessage: string | null }) =>
      !context.renewed && isSessionLost(answer.errorCode, answer.errorMessage),
    isRemoval: ({ event }) => {
      assertEvent(event, 'CART.OP_DONE');
      return event.op.kind === 'remove';
    },
    isBuyAdd: ({ event }) => {
      assertEvent(event, OP_ENDED);
      return isBuyAddOp(event.op);
    },
    isBuyAddWithFlyout: ({ event }) => {
      assertEvent(event, 'CART.OP_DONE');
      return isBuyAddOp(event.op) && !event.op.suppressFlyout;
    },
    isVoucherOp: ({ event }) => {
      assertEvent(event, OP_ENDED);
      return isVoucherOp(event.op);
    },
  },
  actions: {
    enqueue: assign({ queue: ({ context }, op: CartOp) => [...context.queue, op] }),
    /** Ends the head operation: tells the other regions and moves on to the next one. */
    finishHead: enqueueActions(
      ({ context, enqueue }, result: { output?: UpdateCartActorOutput; message?: string }) => {
        const [op] = context.queue;
        if (!op) return;
        enqueue.assign({ queue: context.queue.slice(1), renewed: false });
        if (result.output?.successful) {
          const { articleCount } = result.output;
          if (articleCount !== null) enqueue.assign({ articleCount });
          if (context.cartId) enqueue.emit({ type: 'CART.CHANGED', cartId: context.cartId });
          enqueue.raise({ type: 'CART.OP_DONE', op, output: result.output });
          return;
        }
        const message = result.output?.errorMessage ?? result.output?.errorCode ?? result.message ?? 'ERROR';
        enqueue.emit({ type: 'CART.ERROR', message });
        enqueue.raise({ type: 'CART.OP_FAILED', op, message });
      },
    ),
    recordRemoved: assign({
      removed: ({ context, event }) => {
        assertEvent(event, 'CART.OP_DONE');
        return event.op.kind === 'remove' ? event.op.item : context.removed;
      },
    }),
    /**
     * Keeps the added position for the flyout and hands back the add's analytics event; a deal purchase
     * beyond the maximum is reported.
     */
    recordAdded: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'CART.OP_DONE');
      const { added } = event.output;
      enqueue.assign({ lastAdded: added });
      if (event.op.kind === 'add' && event.op.addedEvent)
        enqueue.emit({ type: 'CART.ADDED', addedEvent: event.op.addedEvent });
      if (added?.isLightningDeal && added.quantityNormal > 0)
        enqueue.emit({ type: 'CART.LIGHTNING_SPLIT', position: added });
    }),
  },
  delays: {
    addedDisplay: CART_ADDED_DISPLAY_MS,
    undoWindow: UNDO_WINDOW_MS,
  },
}).createMachine({
  id: 'cart',
  type: 'parallel',
  context: ({ input }) => ({
    cartId: input.cartId ?? null,
    articleCount: input.articleCount ?? 0,
    queue: [],
    renewed: false,
    errorMessage: null,
    removed: null,
    lastAdded: null,
    voucher: { status: 'none' },
  }),
  on: {
    'CART.SYNC': {
      actions: assign({ cartId: ({ event }) => event.cartId }),
    },
  },
  states: {
    server: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasQueuedOp', target: 'preparing' },
          on: { 'CART.LOAD': { guard: 'hasCartId', target: 'loading' } },
        },
        loading: {
          invoke: {
            src: 'loadCart',
            input: ({ context }) => ({ cartId: context.cartId ?? '' }),
            onDone: {
              target: 'idle',
              actions: assign({ articleCount: ({ event }) => event.output.articleCount }),
            },
            onError: { target: 'idle' },
          },
        },
        preparing: {
          always: [{ guard: 'hasCartId', target: 'mutating' }, { target: 'ensuringCartId' }],
        },
        ensuringCartId: {
          invoke: {
            src: 'ensureCartId',
            input: ({ context }) => ({ renew: context.renewed }),
            onDone: { target: 'mutating', actions: assign({ cartId: ({ event }) => event.output.cartId }) },
            onError: {
              target: 'idle',
              actions: { type: 'finishHead', params: ({ event }) => ({ message: errorText(event.error) }) },
            },
          },
        },
        mutating: {
          invoke: {
            src: 'updateCart',
            input: ({ context }) => {
              const [op] = context.queue;
              if (!op) throw new Error('cartMachine: nothing to send');
              return { cartId: context.cartId ?? '', op };
            },
            onDone: [
              {
                guard: {
                  type: 'canRenewIds',
                  params: ({ event }) => ({
                    errorCode: event.output.errorCode,
                    errorMessage: event.output.errorMessage,
                  }),
                },
                target: 'ensuringCartId',
                actions: assign({ cartId: null, renewed: true }),
              },
              {
                target: 'idle',
                actions: { type: 'finishHead', params: ({ event }) => ({ output: event.output }) },
              },
            ],
            onError: [
              {
                guard: {
                  type: 'canRenewIds',
                  params: ({ event }) => ({ errorCode: null, errorMessage: errorText(event.error) }),
                },
                target: 'ensuringCartId',
                actions: assign({ cartId: null, renewed: true }),
              },
              {
                target: 'idle',
                actions: { type: 'finishHead', params: ({ event }) => ({ message: errorText(event.error) }) },
              },
            ],
          },
        },
      },
    },
    add: {
      initial: 'idle',
      on: {
        'CART.ADD_POSITION': [
          {
            guard: 'isValidAdd',
            target: '.adding',
            actions: [
              assign({ errorMessage: null }),
              {
                type: 'enqueue',
                params: ({ event }) => ({
                  kind: 'add',
                  itemId: event.itemId,
                  quantity: event.quantity,
                  origin: 'buy',
                  suppressFlyout: event.suppressFlyout ?? false,
                  addedEvent: event.addedEvent,
                }),
              },
            ],
          },
          { target: '.failed', actions: assign({ errorMessage: QUANTITY_ERROR_KEY }) },
        ],
      },
      states: {
        idle: {},
        adding: {
          on: {
            'CART.OP_DONE': { guard: 'isBuyAdd', target: 'added' },
            'CART.OP_FAILED': {
              guard: 'isBuyAdd',
              target: 'failed',
              actions: assign({ errorMessage: ({ event }) => event.message }),
            },
          },
        },
        added: {
          after: { addedDisplay: 'idle' },
          on: { 'CART.DISMISS': 'idle' },
        },
        failed: {
          on: { 'CART.DISMISS': { target: 'idle', actions: assign({ errorMessage: null }) } },
        },
      },
    },
    flyout: {
      initial: 'closed',
      on: {
        'CART.OP_DONE': [
          { guard: 'isBuyAddWithFlyout', target: '.open', actions: 'recordAdded' },
          { guard: 'isBuyAdd', actions: 'recordAdded' },
        ],
      },
      states: {
        closed: {},
        open: { on: { 'CART.CLOSE_FLYOUT': 'closed' } },
      },
    },
    quantity: {
      on: {
        'CART.CHANGE_QUANTITY': [
          {
            guard: 'isValidChange',
            actions: {
              type: 'enqueue',
              params: ({ event }) => ({
                kind: 'setQuantity',
                positionId: event.positionId,
                quantity: event.quantity,
              }),
            },
          },
          { actions: emit({ type: 'CART.ERROR', message: QUANTITY_ERROR_KEY }) },
        ],
      },
    },
    undo: {
      initial: 'empty',
      on: {
        'CART.REMOVE_POSITION': {
          actions: { type: 'enqueue', params: ({ event }) => ({ kind: 'remove', item: event.item }) },
        },
      },
      states: {
        empty: {
          on: { 'CART.OP_DONE': { guard: 'isRemoval', target: 'holding', actions: 'recordRemoved' } },
        },
        holding: {
          after: { undoWindow: { target: 'empty', actions: assign({ removed: null }) } },
          on: {
            // A newer removal replaces the kept one and restarts the window.
            'CART.OP_DONE': {
              guard: 'isRemoval',
              target: 'holding',
              reenter: true,
              actions: 'recordRemoved',
            },
            'CART.UNDO_REMOVE': {
              target: 'empty',
              actions: [
                {
                  type: 'enqueue',
                  params: ({ context }) => ({
                    kind: 'add',
                    itemId: context.removed?.itemId ?? '',
                    quantity: context.removed?.quantity ?? 0,
                    origin: 'undo',
                    suppressFlyout: true,
                  }),
                },
                assign({ removed: null }),
              ],
            },
          },
        },
      },
    },
    voucher: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'CART.ADD_VOUCHER': [
              {
                guard: 'isEmptyVoucher',
                actions: assign({ voucher: { status: 'rejected', message: VOUCHER_REQUIRED_KEY } }),
              },
              {
                target: 'submitting',
                actions: [
                  assign({ voucher: { status: 'none' } }),
                  {
                    type: 'enqueue',
                    params: ({ event }) => ({ kind: 'addVoucher', code: event.code.trim() }),
                  },
                ],
              },
            ],
            'CART.REMOVE_VOUCHER': {
              target: 'submitting',
              actions: [
                assign({ voucher: { status: 'none' } }),
                { type: 'enqueue', params: ({ event }) => ({ kind: 'removeVoucher', code: event.code }) },
              ],
            },
          },
        },
        submitting: {
          on: {
            'CART.OP_DONE': {
              guard: 'isVoucherOp',
              target: 'idle',
              actions: assign({
                voucher: ({ event }) =>
                  event.op.kind === 'addVoucher'
                    ? { status: 'applied', code: event.op.code }
                    : { status: 'none' },
              }),
            },
            'CART.OP_FAILED': {
              guard: 'isVoucherOp',
              target: 'idle',
              actions: assign({ voucher: ({ event }) => ({ status: 'rejected', message: event.message }) }),
            },
          },
        },
      },
    },
  },
});
