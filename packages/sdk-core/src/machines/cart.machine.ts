// Adding to the cart (spec shopping §4 "Session kind" and "Cart item removal", §7 "Cart update" and
// "How answers and errors are handled"). An anonymous visitor gets a cart id and user id from the
// storefront server (GET /api/cart-id) before the first position is added; a CART_NOT_FOUND answer
// renews both ids and retries once.
import { assign, fromPromise, setup } from 'xstate';

export interface CartIds {
  readonly cartId: string;
  readonly userId: string;
}

export interface EnsureCartIdInput {
  /** True after CART_NOT_FOUND: the server must issue fresh ids instead of returning the cookie's. */
  readonly renew: boolean;
}

export interface AddPositionActorInput {
  readonly cartId: string;
  readonly itemId: string;
  readonly quantity: number;
}

export interface AddPositionActorOutput {
  readonly successful: boolean;
  /** Sum of quantities after the update (the header's item count). */
  readonly articleCount: number | null;
  readonly errorMessage: string | null;
  readonly errorCode: string | null;
}

export interface LoadCartOutput {
  readonly articleCount: number;
}

export interface CartMachineInput {
  readonly cartId?: string | null;
  readonly articleCount?: number;
}

export interface CartContext {
  cartId: string | null;
  articleCount: number;
  pending: { itemId: string; quantity: number } | null;
  errorMessage: string | null;
  /** Whether the CART_NOT_FOUND retry was already spent for the pending position (spec: once). */
  renewed: boolean;
}

export type CartEvent =
  | { type: 'CART.ADD_POSITION'; itemId: string; quantity: number }
  | { type: 'CART.LOAD' }
  | { type: 'CART.DISMISS' };

/** The success label stays on the buy box this long before it returns to its resting state. */
export const CART_ADDED_DISPLAY_MS = 3000;

const CART_NOT_FOUND = 'CART_NOT_FOUND';

function notImplemented(name: string): never {
  throw new Error(`cartMachine: provide the '${name}' actor with .provide()`);
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartMachineInput,
  },
  actors: {
    ensureCartId: fromPromise<CartIds, EnsureCartIdInput>(async () => notImplemented('ensureCartId')),
    addPosition: fromPromise<AddPositionActorOutput, AddPositionActorInput>(async () =>
      notImplemented('addPosition'),
    ),
    loadCart: fromPromise<LoadCartOutput, { cartId: string }>(async () => notImplemented('loadCart')),
  },
  guards: {
    hasCartId: ({ context }) => context.cartId !== null,
    isValidQuantity: ({ event }) =>
      event.type === 'CART.ADD_POSITION' && Number.isInteger(event.quantity) && event.quantity > 0,
  },
  delays: {
    addedDisplay: CART_ADDED_DISPLAY_MS,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    cartId: input.cartId ?? null,
    articleCount: input.articleCount ?? 0,
    pending: null,
    errorMessage: null,
    renewed: false,
  }),
  initial: 'idle',
  on: {
    'CART.ADD_POSITION': [
      {
        guard: 'isValidQuantity',
        target: '.preparing',
        actions: assign(({ event }) => ({
          pending: { itemId: event.itemId, quantity: event.quantity },
          errorMessage: null,
          renewed: false,
        })),
      },
      { target: '.failed', actions: assign({ errorMessage: 'QUANTITY_INVALID' }) },
    ],
  },
  states: {
    idle: {
      on: {
        'CART.LOAD': { guard: 'hasCartId', target: 'loading' },
      },
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
      always: [{ guard: 'hasCartId', target: 'adding' }, { target: 'ensuringCartId' }],
    },
    ensuringCartId: {
      invoke: {
        src: 'ensureCartId',
        input: ({ context }) => ({ renew: context.renewed }),
        onDone: { target: 'adding', actions: assign({ cartId: ({ event }) => event.output.cartId }) },
        onError: {
          target: 'failed',
          actions: assign({ errorMessage: ({ event }) => errorText(event.error) }),
        },
      },
    },
    adding: {
      invoke: {
        src: 'addPosition',
        input: ({ context }) => ({
          cartId: context.cartId ?? '',
          itemId: context.pending?.itemId ?? '',
          quantity: context.pending?.quantity ?? 0,
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.successful,
            target: 'added',
            actions: assign({
              articleCount: ({ context, event }) => event.output.articleCount ?? context.articleCount,
              pending: null,
            }),
          },
          {
            // Spec shopping §7: CART_NOT_FOUND obtains new ids and retries once.
            guard: ({ context, event }) => event.output.errorCode === CART_NOT_FOUND && !context.renewed,
            target: 'ensuringCartId',
            actions: assign({ cartId: null, renewed: true }),
          },
          {
            target: 'failed',
            actions: assign({
              errorMessage: ({ event }) => event.output.errorMessage ?? event.output.errorCode ?? 'ERROR',
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ errorMessage: ({ event }) => errorText(event.error) }),
        },
      },
    },
    added: {
      after: { addedDisplay: 'idle' },
      on: { 'CART.DISMISS': 'idle', 'CART.LOAD': { guard: 'hasCartId', target: 'loading' } },
    },
    failed: {
      on: { 'CART.DISMISS': { target: 'idle', actions: assign({ errorMessage: null }) } },
    },
  },
});

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
