// The CMS teaser wish list's add-all-to-cart and "save as my list" (spec shopping §3 "Teaser wish lists";
// §4 "Add-all-to-cart from a teaser list returns variantsToChoose, quantityChanged, maxInCart,
// successfullyAdded, which drive follow-up modals (choose a variant, confirm changed quantity)"; §7
// "add products to cart from teaser list", "teaser-list conversions"). One call adds every line it can;
// lines whose variant the list leaves open open the choose-variant modal, and the variants chosen there
// go in with a second call that adds only them (every other entry at quantity 0). Changed quantities of
// both calls are confirmed in one modal afterwards; a line already at its maximum in the cart is a notice.
// "Save as my list" asks for open variants the same way first (the server refuses a copy with one open).
import { and, assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { ProductVariantsQuery, WishlistCartLineFieldsFragment } from '../graphql/generated';
import type { MessageKey } from '../i18n/messages';
import { onlyTheseEntries, type WishlistEntryChoice, withChoices } from '../rules/teaserChoices';
import { errorText } from './errorText';
import { notImplemented } from './notImplemented';

/** One line of an add-all-to-cart answer. */
export type WishlistCartLine = WishlistCartLineFieldsFragment;
/** A variant the choose-variant modal offers. */
export type TeaserVariant = NonNullable<ProductVariantsQuery['product']>['items'][number];

/** A line whose variant is to be chosen: an add-all answer's, or an open entry before "save as my list". */
export interface OpenTeaserLine {
  readonly entryId: string;
  readonly productId: string;
  readonly quantity: number;
}

/** An entry of the teaser list as the element shows it (the notices and modals name its product). */
export interface TeaserEntry {
  readonly entryId: string;
  readonly productId: string;
  readonly productName: string;
}

export interface AddTeaserToCartInput {
  /** The list's externalId. */
  readonly listId: string;
  readonly choices: readonly WishlistEntryChoice[];
}

/** The add-all-to-cart answer; the host has put its cart where the cart views read it. */
export interface AddTeaserToCartOutput {
  readonly successful: boolean;
  readonly errorMessage: string | null;
  readonly variantsToChoose: readonly WishlistCartLine[];
  readonly quantityChanged: readonly WishlistCartLine[];
  readonly maxInCart: readonly WishlistCartLine[];
  readonly successfullyAdded: readonly WishlistCartLine[];
}

export interface ConvertTeaserInput {
  readonly teaserId: string;
  readonly choices: readonly WishlistEntryChoice[];
}

export interface ConvertTeaserOutput {
  readonly successful: boolean;
  readonly errorMessage: string | null;
  /** The list the teaser was copied into. */
  readonly listName: string | null;
}

export interface TeaserWishlistInput {
  readonly teaserId: string;
}

export interface TeaserWishlistNotice {
  readonly tone: 'success' | 'info' | 'error';
  readonly message: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export interface TeaserWishlistContext {
  readonly teaserId: string;
  listId: string;
  entries: readonly TeaserEntry[];
  /** The visitor's choices as the element holds them. */
  choices: readonly WishlistEntryChoice[];
  /** The choices the running add-all call sends. */
  request: readonly WishlistEntryChoice[];
  /** Lines waiting for a variant (the choose-variant modal). */
  toChoose: readonly OpenTeaserLine[];
  /** What the chosen variants are for: the add-all call of those lines, or the copy into the lists. */
  afterChoosing: 'add' | 'save';
  /** The variants of the products in toChoose, by product id. */
  variants: Readonly<Record<string, readonly TeaserVariant[]>>;
  /** Lines added with another quantity than asked, for the changed-quantity modal. */
  changed: readonly WishlistCartLine[];
}

export type TeaserWishlistEvent =
  /** "Add all to cart": the list's entries as shown and the visitor's choices. */
  | {
      type: 'TEASER.ADD_ALL';
      listId: string;
      entries: readonly TeaserEntry[];
      choices: readonly WishlistEntryChoice[];
    }
  /** The choose-variant modal's answer: a variant for each open line. */
  | { type: 'TEASER.CHOOSE_VARIANTS'; chosen: readonly { entryId: string; itemId: string }[] }
  /** Closes the open modal (choose variants: those lines stay out of the cart). */
  | { type: 'TEASER.CLOSE' }
  /** "Save as my list" with the visitor's choices; entries whose variant is still open are asked for first. */
  | {
      type: 'TEASER.SAVE_AS_LIST';
      entries: readonly TeaserEntry[];
      open: readonly OpenTeaserLine[];
      choices: readonly WishlistEntryChoice[];
    };

export type TeaserWishlistEmitted =
  | { type: 'TEASER.NOTICE'; notice: TeaserWishlistNotice }
  /**
   * Something went into the cart: the host shows the cart (header count), tells the other tabs and
   * reports the added lines (analytics add_to_cart, with each line's addedQuantity).
   */
  | { type: 'TEASER.CART_CHANGED'; added: readonly WishlistCartLine[] }
  /** The visitor chose variants: the host keeps the choices (held locally). */
  | { type: 'TEASER.CHOICES'; choices: readonly WishlistEntryChoice[] }
  /** The teaser was copied into the visitor's lists: the host refetches its wish list data. */
  | { type: 'TEASER.SAVED' };

const SUCCESS_KEY = 'vue.wishlist.teaser.successfullyAdded' satisfies MessageKey;
const MAX_IN_CART_KEY = 'vue.wishlist.teaser.maxInCart' satisfies MessageKey;
const SAVED_KEY = 'vue.wishlist.teaser.saved' satisfies MessageKey;
/** A refusal without a message of its own. */
const GENERAL_ERROR_KEY = 'vue.form.error.general' satisfies MessageKey;

function notice(
  tone: TeaserWishlistNotice['tone'],
  message: string,
  params: TeaserWishlistNotice['params'] = {},
): TeaserWishlistEmitted {
  return { type: 'TEASER.NOTICE', notice: { tone, message, params } };
}

function productName(context: TeaserWishlistContext, line: WishlistCartLine): string {
  return context.entries.find((entry) => entry.entryId === line.entryId)?.productName ?? '';
}

/** Lines that put something into the cart. */
function addedLines(output: AddTeaserToCartOutput): readonly WishlistCartLine[] {
  return [...output.successfullyAdded, ...output.quantityChanged.filter((line) => line.addedQuantity > 0)];
}

export const teaserWishlistMachine = setup({
  types: {
    context: {} as TeaserWishlistContext,
    events: {} as TeaserWishlistEvent,
    input: {} as TeaserWishlistInput,
    emitted: {} as TeaserWishlistEmitted,
  },
  actors: {
    addToCart: notImplemented<AddTeaserToCartOutput, AddTeaserToCartInput>(
      'teaserWishlistMachine',
      'addToCart',
    ),
    loadVariants: notImplemented<
      Readonly<Record<string, readonly TeaserVariant[]>>,
      { productIds: readonly string[] }
    >('teaserWishlistMachine', 'loadVariants'),
    convert: notImplemented<ConvertTeaserOutput, ConvertTeaserInput>('teaserWishlistMachine', 'convert'),
  },
  guards: {
    refused: (_, output: { readonly successful: boolean }) => !output.successful,
    hasLinesToChoose: ({ context }) => context.toChoose.length > 0,
    hasOpenEntries: ({ event }) => {
      assertEvent(event, 'TEASER.SAVE_AS_LIST');
      return event.open.length > 0;
    },
    choosingForSave: ({ context }) => context.afterChoosing === 'save',
    hasChangedQuantities: ({ context }) => context.changed.length > 0,
    /** Every open line got a variant of its own product. */
    choseEveryLine: ({ context, event }) => {
      assertEvent(event, 'TEASER.CHOOSE_VARIANTS');
      return context.toChoose.every((line) =>
        event.chosen.some(
          (choice) =>
            choice.entryId === line.entryId &&
            (context.variants[line.productId] ?? []).some((variant) => variant.itemId === choice.itemId),
        ),
      );
    },
  },
  actions: {
    startAdding: assign(({ event }) => {
      assertEvent(event, 'TEASER.ADD_ALL');
      return {
        listId: event.listId,
        entries: event.entries,
        choices: event.choices,
        request: event.choices,
        toChoose: [],
        afterChoosing: 'add' as const,
        variants: {},
        changed: [],
      };
    }),
    startSaving: assign(({ event }) => {
      assertEvent(event, 'TEASER.SAVE_AS_LIST');
      return {
        entries: event.entries,
        choices: event.choices,
        toChoose: event.open,
        afterChoosing: 'save' as const,
        variants: {},
      };
    }),
    record: assign(({ context }, output: AddTeaserToCartOutput) => ({
      toChoose: output.variantsToChoose,
      changed: [...context.changed, ...output.quantityChanged],
    })),
    /** The maxInCart notices, one per line, and the success notice with the number of lines added. */
    announce: enqueueActions(({ context, enqueue }, output: AddTeaserToCartOutput) => {
      for (const line of output.maxInCart)
        enqueue.emit(notice('info', MAX_IN_CART_KEY, { product: productName(context, line) }));
      const added = addedLines(output);
      if (added.length === 0) return;
      enqueue.emit(notice('success', SUCCESS_KEY, { count: added.length }));
      enqueue.emit({ type: 'TEASER.CART_CHANGED', added });
    }),
    chooseVariants: assign(({ context, event }) => {
      assertEvent(event, 'TEASER.CHOOSE_VARIANTS');
      const lines = context.toChoose.map((line) => ({
        entryId: line.entryId,
        itemId: event.chosen.find((choice) => choice.entryId === line.entryId)?.itemId ?? null,
        quantity: line.quantity,
      }));
      return {
        choices: withChoices(context.choices, lines),
        request: onlyTheseEntries(
          context.entries.map((entry) => entry.entryId),
          lines,
        ),
        toChoose: [],
      };
    }),
    keepChoices: emit(
      ({ context }): TeaserWishlistEmitted => ({
        type: 'TEASER.CHOICES',
        choices: context.choices,
      }),
    ),
    forgetLinesToChoose: assign({ toChoose: [], variants: {} }),
    forgetChanged: assign({ changed: [] }),
  },
}).createMachine({
  id: 'teaserWishlist',
  context: ({ input }) => ({
    teaserId: input.teaserId,
    listId: '',
    entries: [],
    choices: [],
    request: [],
    toChoose: [],
    afterChoosing: 'add',
    variants: {},
    changed: [],
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'TEASER.ADD_ALL': { target: 'adding', actions: 'startAdding' },
        'TEASER.SAVE_AS_LIST': [
          { guard: 'hasOpenEntries', target: 'loadingVariants', actions: 'startSaving' },
          { target: 'saving', actions: 'startSaving' },
        ],
      },
    },
    adding: {
      invoke: {
        src: 'addToCart',
        input: ({ context }) => ({ listId: context.listId, choices: context.request }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'idle',
            actions: emit(({ event }) => notice('error', event.output.errorMessage ?? GENERAL_ERROR_KEY)),
          },
          {
            target: 'settling',
            actions: [
              { type: 'record', params: ({ event }) => event.output },
              { type: 'announce', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: emit(({ event }) => notice('error', errorText(event.error))),
        },
      },
    },
    settling: {
      always: [
        { guard: 'hasLinesToChoose', target: 'loadingVariants' },
        { guard: 'hasChangedQuantities', target: 'confirmingQuantities' },
        { target: 'idle' },
      ],
    },
    loadingVariants: {
      invoke: {
        src: 'loadVariants',
        input: ({ context }) => ({ productIds: context.toChoose.map((line) => line.productId) }),
        onDone: {
          target: 'choosingVariants',
          actions: assign({ variants: ({ event }) => event.output }),
        },
        onError: {
          target: 'settling',
          actions: [emit(({ event }) => notice('error', errorText(event.error))), 'forgetLinesToChoose'],
        },
      },
    },
    choosingVariants: {
      on: {
        'TEASER.CHOOSE_VARIANTS': [
          {
            guard: and(['choseEveryLine', 'choosingForSave']),
            target: 'saving',
            actions: ['chooseVariants', 'keepChoices'],
          },
          { guard: 'choseEveryLine', target: 'adding', actions: ['chooseVariants', 'keepChoices'] },
        ],
        'TEASER.CLOSE': { target: 'settling', actions: 'forgetLinesToChoose' },
      },
    },
    confirmingQuantities: {
      on: {
        'TEASER.CLOSE': { target: 'idle', actions: 'forgetChanged' },
      },
    },
    saving: {
      invoke: {
        src: 'convert',
        input: ({ context }) => ({ teaserId: context.teaserId, choices: context.choices }),
        onDone: [
          {
            guard: { type: 'refused', params: ({ event }) => event.output },
            target: 'idle',
            actions: emit(({ event }) => notice('error', event.output.errorMessage ?? GENERAL_ERROR_KEY)),
          },
          {
            target: 'idle',
            actions: [
              emit(({ event }) => notice('success', SAVED_KEY, { list: event.output.listName ?? '' })),
              emit({ type: 'TEASER.SAVED' }),
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: emit(({ event }) => notice('error', errorText(event.error))),
        },
      },
    },
  },
});
