// The wish list (spec shopping §4 "Wish list entry removal", §5 "Wish list quantity", §6 "Anonymous
// users use the single current list", §7 cross-tab sync, §8 wish list rows and notification keys;
// storefront §3.15 the activeWishlistId cookie, §4 add and remove from a tile).
//
// Parallel regions:
// - `server` sends the queued changes one after another (add, quantity, remove, restore, replace,
//   remove list, and the list changes: create, rename, describe, set standard, comments, invite links,
//   members), so quick clicks never race each other; each answer carries the list's summary.
// - `add` is the heart button's view: a logged-in visitor's lists are loaded first, and with more than
//   one list the choose-list modal asks where the product goes; otherwise it goes to the current list.
// - `modal` is the choose-list modal and the remove-list modal (asked for, or opened by itself when the
//   last entry of a list that is not the default one was removed).
// - `lists` adopts each answer: the current list, entry counts, and every removed entry with its
//   position for its restore row until it is restored, another list is shown or a tab re-syncs; a created
//   list becomes the list shown; a created invite link is kept for the share dialog.
// The server's data (entries, prices, comments) lives in the host's cache; the machine is told which
// entry an event is about, like the cart's removal. Every successful change is emitted as
// `WISHLIST.CHANGED` (the host refetches and tells the other tabs) and the notices with the spec's keys
// as `WISHLIST.NOTICE`.
import { and, assertEvent, assign, emit, enqueueActions, setup } from 'xstate';
import type { WishlistInviteRole } from '../graphql/generated';
import type { MessageKey } from '../i18n/messages';
import {
  type WishlistQuantityVerdict,
  type WishlistSummary,
  wishlistQuantityVerdict,
} from '../rules/wishlist';
import { QUANTITY_ERROR_KEY } from './cart.machine';
import { errorText } from './errorText';
import { notImplemented } from './notImplemented';

/** What goes onto a wish list from a product page or a tile. */
export interface WishlistProduct {
  readonly productId: string;
  readonly itemId: string;
  readonly productName: string;
  readonly quantity: number;
}

/** An entry as the machine needs it: the host passes it with the event (from its cache). */
export interface WishlistEntryRef extends WishlistProduct {
  readonly entryId: string;
  /** The item's minimumOrderQuantity, or the product's when the item names none. */
  readonly minimumOrderQuantity: number;
}

/** A removed entry, kept for its restore row. */
export interface RemovedWishlistEntry {
  readonly listId: string;
  readonly entry: WishlistEntryRef;
  /** The entry's position among the list's rows when it was removed: the restore row takes it. */
  readonly index: number;
}

/** One change on the server; the sdk-react host turns it into the wish list mutation. */
export type WishlistOp =
  /** `listId` null: the visitor's current list (the merkzettel until there is one). */
  | { readonly kind: 'add'; readonly listId: string | null; readonly product: WishlistProduct }
  | {
      readonly kind: 'setQuantity';
      readonly listId: string;
      readonly entry: WishlistEntryRef;
      readonly quantity: number;
    }
  | { readonly kind: 'remove'; readonly removal: RemovedWishlistEntry }
  | { readonly kind: 'restore'; readonly removal: RemovedWishlistEntry }
  /** Another variant of the same product, with the entry's quantity. */
  | {
      readonly kind: 'replaceItem';
      readonly listId: string;
      readonly entry: WishlistEntryRef;
      readonly itemId: string;
    }
  | { readonly kind: 'removeList'; readonly list: WishlistSummary }
  | WishlistListChange;

/**
 * A change of a list rather than of one entry (the page's list settings, comments, sharing): queued
 * like the entry changes; the server's answer and the refetch tell the rest.
 */
export type WishlistListChange =
  /** A new list of a logged-in customer; it becomes the list shown. */
  | { readonly kind: 'createList'; readonly name: string; readonly description: string | null }
  | { readonly kind: 'renameList'; readonly listId: string; readonly name: string }
  | { readonly kind: 'describeList'; readonly listId: string; readonly description: string }
  /** The list products go to when no list is chosen. */
  | { readonly kind: 'setStandardList'; readonly listId: string }
  | {
      readonly kind: 'comment';
      readonly listId: string;
      readonly entryId: string;
      readonly comment: string;
    }
  | { readonly kind: 'deleteComment'; readonly listId: string; readonly commentId: string }
  /** An invite link for a rights level; the answer's token is kept for the share dialog. */
  | { readonly kind: 'createInvite'; readonly listId: string; readonly level: WishlistInviteRole }
  | { readonly kind: 'revokeInvite'; readonly listId: string; readonly inviteId: string }
  | { readonly kind: 'removeMember'; readonly listId: string; readonly memberId: string }
  /** Accepts an invite link: the shared list joins the customer's lists and becomes the list shown. */
  | { readonly kind: 'importShared'; readonly token: string };

/** An invite link just created: its token is answered once, so the share dialog shows it from here. */
export interface CreatedWishlistInvite {
  readonly listId: string;
  readonly inviteId: string;
  readonly level: WishlistInviteRole;
  readonly token: string;
}

export interface WishlistOpOutput {
  readonly successful: boolean;
  readonly errorMessage: string | null;
  /** The list after the change; null when the list is gone (removed). */
  readonly list: WishlistSummary | null;
  /** Only for `createInvite`: the link created. */
  readonly invite?: CreatedWishlistInvite | null;
}

export interface WishlistMachineInput {
  /** The activeWishlistId cookie. */
  readonly activeListId?: string | null;
  readonly loggedIn: boolean;
}

/** A notice for the host's toasts: a message key with its values, or the server's message. */
export interface WishlistNotice {
  readonly tone: 'success' | 'error';
  readonly message: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export type WishlistEmitted =
  | { type: 'WISHLIST.NOTICE'; notice: WishlistNotice }
  /** A change succeeded: the host refetches its wish list data and tells the other tabs. */
  | { type: 'WISHLIST.CHANGED'; listId: string | null }
  /** The list shown changed: the host writes (or, with null, clears) the activeWishlistId cookie. */
  | { type: 'WISHLIST.ACTIVE_LIST'; listId: string | null };

export type WishlistEvent =
  /** The heart button on a product page or tile. */
  | { type: 'WISHLIST.ADD'; product: WishlistProduct }
  /** The list picked in the choose-list modal. */
  | { type: 'WISHLIST.CHOOSE_LIST'; listId: string }
  | { type: 'WISHLIST.CHANGE_QUANTITY'; listId: string; entry: WishlistEntryRef; quantity: number }
  /** `index`: the entry's position among the list's rows (restore rows included). */
  | { type: 'WISHLIST.REMOVE'; listId: string; entry: WishlistEntryRef; index: number }
  /** A restore row's button: the machine's own removal, or one the server kept (the list's removedEntries). */
  | { type: 'WISHLIST.RESTORE'; removal: RemovedWishlistEntry }
  | { type: 'WISHLIST.REPLACE_ITEM'; listId: string; entry: WishlistEntryRef; itemId: string }
  /** The list selector: show another list (null: the default list). */
  | { type: 'WISHLIST.SELECT_LIST'; listId: string | null }
  /** The options menu's "remove list": opens the remove-list modal. */
  | { type: 'WISHLIST.ASK_REMOVE_LIST'; list: WishlistSummary }
  | { type: 'WISHLIST.CONFIRM_REMOVE_LIST' }
  /** A list setting, a comment or a sharing change. */
  | { type: 'WISHLIST.CHANGE_LIST'; change: WishlistListChange }
  | { type: 'WISHLIST.CLOSE_MODAL' }
  | { type: 'WISHLIST.DISMISS' }
  /** Another tab changed the wish list (cross-tab sync): adopt its active list, forget what is cached. */
  | { type: 'WISHLIST.SYNC'; activeListId: string | null }
  | { type: 'WISHLIST.SESSION'; loggedIn: boolean };

/** Raised by the `server` region for the others when the head change ends; hosts cannot send them. */
type WishlistInternalEvent =
  | { type: 'WISHLIST.OP_DONE'; op: WishlistOp; output: WishlistOpOutput }
  | { type: 'WISHLIST.OP_FAILED'; op: WishlistOp; message: string };

/** Why the remove-list modal is open. */
export type ListRemovalReason = 'asked' | 'lastItemRemoved';

export interface WishlistContext {
  activeListId: string | null;
  loggedIn: boolean;
  /** The logged-in visitor's lists, once loaded for the choose-list modal; null until then. */
  lists: readonly WishlistSummary[] | null;
  /** Changes waiting for the server, oldest first; the head is the one in flight. */
  queue: WishlistOp[];
  /** What the heart button or the choose-list modal is adding. */
  pendingProduct: WishlistProduct | null;
  /** Removed entries with their positions, newest last (restore rows). */
  removed: RemovedWishlistEntry[];
  /** The list the remove-list modal asks about. */
  listToRemove: WishlistSummary | null;
  listRemovalReason: ListRemovalReason | null;
  /** The invite link created last (the share dialog shows it until the list is left or it is revoked). */
  invite: CreatedWishlistInvite | null;
}

export const WISHLIST_NOTICE_KEYS = {
  removed: 'vue.wishlist.notification.removed',
  added: 'vue.wishlist.notification.added',
  saved: 'vue.wishlist.notification.saved',
  listSaved: 'vue.wishlist.notification.listSaved',
  imported: 'vue.wishlist.notification.imported',
} as const satisfies Readonly<Record<string, MessageKey>>;
/** The message for a quantity below the entry's minimum, with `{amount}`. */
export const MIN_QUANTITY_KEY = 'vue.pdp.minQuantity';
/** The heart button shows "added" this long before it returns to its resting state. */
export const WISHLIST_ADDED_DISPLAY_MS = 3000;

const OP_ENDED = ['WISHLIST.OP_DONE', 'WISHLIST.OP_FAILED'] as const;

function success(message: string, params: WishlistNotice['params']): WishlistEmitted {
  return { type: 'WISHLIST.NOTICE', notice: { tone: 'success', message, params } };
}

function failure(message: string, params: WishlistNotice['params'] = {}): WishlistEmitted {
  return { type: 'WISHLIST.NOTICE', notice: { tone: 'error', message, params } };
}

/** The notice for a change that went through (the spec's error catalogue), if it has one. */
function doneNotice(op: WishlistOp, list: WishlistSummary | null): WishlistEmitted | null {
  const listName = list?.name ?? '';
  switch (op.kind) {
    case 'add':
      return success(WISHLIST_NOTICE_KEYS.added, { product: op.product.productName, list: listName });
    case 'restore':
      return success(WISHLIST_NOTICE_KEYS.added, { product: op.removal.entry.productName, list: listName });
    case 'remove':
      return success(WISHLIST_NOTICE_KEYS.removed, { product: op.removal.entry.productName, list: listName });
    case 'replaceItem':
      return success(WISHLIST_NOTICE_KEYS.saved, { product: op.entry.productName, list: listName });
    case 'renameList':
    case 'describeList':
    case 'setStandardList':
      return success(WISHLIST_NOTICE_KEYS.listSaved, { list: listName });
    case 'importShared':
      return success(WISHLIST_NOTICE_KEYS.imported, { list: listName });
    case 'setQuantity':
    case 'removeList':
    case 'createList':
    case 'comment':
    case 'deleteComment':
    case 'createInvite':
    case 'revokeInvite':
    case 'removeMember':
      return null;
  }
}

const QUANTITY_REFUSALS: Readonly<
  Record<Exclude<WishlistQuantityVerdict, 'send' | 'unchanged'>, (entry: WishlistEntryRef) => WishlistEmitted>
> = {
  outOfRange: () => failure(QUANTITY_ERROR_KEY),
  belowMinimum: (entry) => failure(MIN_QUANTITY_KEY, { amount: entry.minimumOrderQuantity }),
};

/**
 * The visitor's wish lists: adding from a product page or tile (with the choose-list modal for a
 * logged-in visitor with several lists), quantity changes, removal with restore rows, replacing a
 * variant, the remove-list modal and the active list. Its I/O are the actors `changeWishlist` and
 * `loadLists`, provided by the host (`@ranzen/sdk-react`'s `useWishlist` does it over Apollo Client).
 *
 * @example
 * ```ts
 * const actor = createActor(
 *   wishlistMachine.provide({
 *     actors: {
 *       changeWishlist: fromPromise(({ input }) => sendWishlistChange(input)),
 *       loadLists: fromPromise(() => fetchWishlistSummaries()),
 *     },
 *   }),
 *   { input: { activeListId: readCookie('activeWishlistId'), loggedIn: true } },
 * ).start();
 * actor.send({
 *   type: 'WISHLIST.ADD',
 *   product: { productId: 'p-1', itemId: 'i-1', productName: 'Füller', quantity: 1 },
 * });
 * ```
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent | WishlistInternalEvent,
    input: {} as WishlistMachineInput,
    emitted: {} as WishlistEmitted,
  },
  actors: {
    changeWishlist: notImplemented<WishlistOpOutput, WishlistOp>('wishlistMachine', 'changeWishlist'),
    loadLists: notImplemented<readonly WishlistSummary[], void>('wishlistMachine', 'loadLists'),
  },
  guards: {
    hasQueuedOp: ({ context }) => context.queue.length > 0,
    isAdd: ({ event }) => {
      assertEvent(event, OP_ENDED);
      return event.op.kind === 'add';
    },
    isLoggedIn: ({ context }) => context.loggedIn,
    listsKnown: ({ context }) => context.lists !== null,
    hasSeveralLists: ({ context }) => (context.lists?.length ?? 0) > 1,
    isValidAdd: ({ event }) => {
      assertEvent(event, 'WISHLIST.ADD');
      return Number.isInteger(event.product.quantity) && event.product.quantity > 0;
    },
    isKnownList: ({ context, event }) => {
      assertEvent(event, 'WISHLIST.CHOOSE_LIST');
      return context.lists?.some((list) => list.listId === event.listId) ?? false;
    },
    /** A removed entry takes no changes until it is restored. */
    isRemovedEntry: ({ context, event }) => {
      assertEvent(event, ['WISHLIST.CHANGE_QUANTITY', 'WISHLIST.REPLACE_ITEM', 'WISHLIST.REMOVE']);
      return context.removed.some((removal) => removal.entry.entryId === event.entry.entryId);
    },
    quantityIs: ({ event }, verdict: WishlistQuantityVerdict) => {
      assertEvent(event, 'WISHLIST.CHANGE_QUANTITY');
      return wishlistQuantityVerdict(event.entry, event.quantity) === verdict;
    },
    /** Not restored or being restored already (a second click on the same row). */
    isRestorable: ({ context, event }) => {
      assertEvent(event, 'WISHLIST.RESTORE');
      return !context.queue.some(
        (op) => op.kind === 'restore' && op.removal.entry.entryId === event.removal.entry.entryId,
      );
    },
    /** A list that is not the default one and became empty. */
    emptiedOtherList: ({ event }) => {
      assertEvent(event, 'WISHLIST.OP_DONE');
      const { list } = event.output;
      return event.op.kind === 'remove' && list !== null && !list.isDefault && list.entryCount === 0;
    },
  },
  actions: {
    enqueue: assign({ queue: ({ context }, op: WishlistOp) => [...context.queue, op] }),
    /** Ends the head change: notices, the other regions and the next change. */
    finishHead: enqueueActions(
      ({ context, enqueue }, result: { output?: WishlistOpOutput; message?: string }) => {
        const [op] = context.queue;
        if (!op) return;
        enqueue.assign({ queue: context.queue.slice(1) });
        if (result.output?.successful) {
          const notice = doneNotice(op, result.output.list);
          if (notice) enqueue.emit(notice);
          enqueue.emit({ type: 'WISHLIST.CHANGED', listId: result.output.list?.listId ?? null });
          enqueue.raise({ type: 'WISHLIST.OP_DONE', op, output: result.output });
          return;
        }
        const message = result.output?.errorMessage ?? result.message ?? 'ERROR';
        enqueue.emit(failure(message));
        enqueue.raise({ type: 'WISHLIST.OP_FAILED', op, message });
      },
    ),
    /** Adopts what a change tells about the lists: the current list, a removed list, entry counts. */
    adoptAnswer: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'WISHLIST.OP_DONE');
      const { op, output } = event;
      if (op.kind === 'removeList') {
        enqueue.assign({
          lists: context.lists?.filter((list) => list.listId !== op.list.listId) ?? null,
          removed: context.removed.filter((removal) => removal.listId !== op.list.listId),
        });
        if (context.activeListId === op.list.listId) {
          enqueue.assign({ activeListId: null });
          enqueue.emit({ type: 'WISHLIST.ACTIVE_LIST', listId: null });
        }
        return;
      }
      if (op.kind === 'createInvite') enqueue.assign({ invite: output.invite ?? null });
      if (op.kind === 'revokeInvite' && context.invite?.inviteId === op.inviteId)
        enqueue.assign({ invite: null });
      const { list } = output;
      if (!list) return;
      if (op.kind === 'createList' || op.kind === 'importShared') {
        enqueue.assign({
          lists: context.lists ? [...context.lists, list] : null,
          activeListId: list.listId,
          removed: [],
        });
        enqueue.emit({ type: 'WISHLIST.ACTIVE_LIST', listId: list.listId });
        return;
      }
      enqueue.assign({
        lists: context.lists?.map((known) => (known.listId === list.listId ? list : known)) ?? null,
      });
      // The first add of an anonymous visitor creates the merkzettel: it becomes the current list.
      if (context.activeListId === null && op.kind === 'add') {
        enqueue.assign({ activeListId: list.listId });
        enqueue.emit({ type: 'WISHLIST.ACTIVE_LIST', listId: list.listId });
      }
    }),
    /** A removal that went through keeps the entry for its restore row; a restore drops the record. */
    recordRemoval: assign({
      removed: ({ context, event }) => {
        assertEvent(event, 'WISHLIST.OP_DONE');
        const { op } = event;
        if (op.kind === 'remove') return [...context.removed, op.removal];
        if (op.kind === 'restore')
          return context.removed.filter((removal) => removal.entry.entryId !== op.removal.entry.entryId);
        return context.removed;
      },
    }),
    refuseQuantity: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, 'WISHLIST.CHANGE_QUANTITY');
      const verdict = wishlistQuantityVerdict(event.entry, event.quantity);
      if (verdict === 'outOfRange' || verdict === 'belowMinimum')
        enqueue.emit(QUANTITY_REFUSALS[verdict](event.entry));
    }),
    enqueueAddTo: assign({
      queue: ({ context }, listId: string | null) =>
        context.pendingProduct
          ? [...context.queue, { kind: 'add' as const, listId, product: context.pendingProduct }]
          : context.queue,
    }),
  },
  delays: {
    addedDisplay: WISHLIST_ADDED_DISPLAY_MS,
  },
}).createMachine({
  id: 'wishlist',
  type: 'parallel',
  context: ({ input }) => ({
    activeListId: input.activeListId ?? null,
    loggedIn: input.loggedIn,
    lists: null,
    queue: [],
    pendingProduct: null,
    removed: [],
    listToRemove: null,
    listRemovalReason: null,
    invite: null,
  }),
  on: {
    'WISHLIST.SYNC': {
      actions: assign({ activeListId: ({ event }) => event.activeListId, lists: null, removed: [] }),
    },
    'WISHLIST.SESSION': {
      actions: assign({
        loggedIn: ({ event }) => event.loggedIn,
        lists: null,
        removed: [],
        activeListId: null,
        invite: null,
      }),
    },
    'WISHLIST.SELECT_LIST': {
      actions: [
        assign({ activeListId: ({ event }) => event.listId, removed: [], invite: null }),
        emit(({ event }) => ({ type: 'WISHLIST.ACTIVE_LIST' as const, listId: event.listId })),
      ],
    },
    'WISHLIST.CHANGE_QUANTITY': [
      { guard: 'isRemovedEntry' },
      { guard: { type: 'quantityIs', params: 'unchanged' } },
      {
        guard: { type: 'quantityIs', params: 'send' },
        actions: {
          type: 'enqueue',
          params: ({ event }) => ({
            kind: 'setQuantity',
            listId: event.listId,
            entry: event.entry,
            quantity: event.quantity,
          }),
        },
      },
      { actions: 'refuseQuantity' },
    ],
    'WISHLIST.REMOVE': [
      { guard: 'isRemovedEntry' },
      {
        actions: {
          type: 'enqueue',
          params: ({ event }) => ({
            kind: 'remove',
            removal: { listId: event.listId, entry: event.entry, index: event.index },
          }),
        },
      },
    ],
    'WISHLIST.RESTORE': {
      guard: 'isRestorable',
      actions: { type: 'enqueue', params: ({ event }) => ({ kind: 'restore', removal: event.removal }) },
    },
    'WISHLIST.CHANGE_LIST': { actions: { type: 'enqueue', params: ({ event }) => event.change } },
    'WISHLIST.REPLACE_ITEM': [
      { guard: 'isRemovedEntry' },
      {
        actions: {
          type: 'enqueue',
          params: ({ event }) => ({
            kind: 'replaceItem',
            listId: event.listId,
            entry: event.entry,
            itemId: event.itemId,
          }),
        },
      },
    ],
  },
  states: {
    // A region of its own: a transition of the `add` region on the same event would preempt a root one.
    lists: {
      on: { 'WISHLIST.OP_DONE': { actions: ['adoptAnswer', 'recordRemoval'] } },
    },
    server: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasQueuedOp', target: 'sending' } },
        sending: {
          invoke: {
            src: 'changeWishlist',
            input: ({ context }) => {
              const [op] = context.queue;
              if (!op) throw new Error('wishlistMachine: nothing to send');
              return op;
            },
            onDone: {
              target: 'idle',
              actions: { type: 'finishHead', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'finishHead', params: ({ event }) => ({ message: errorText(event.error) }) },
            },
          },
        },
      },
    },
    add: {
      initial: 'idle',
      on: {
        'WISHLIST.ADD': [
          {
            guard: 'isValidAdd',
            target: '.deciding',
            actions: assign({ pendingProduct: ({ event }) => event.product }),
          },
          { actions: emit(failure(QUANTITY_ERROR_KEY)) },
        ],
      },
      states: {
        idle: {},
        deciding: {
          always: [
            { guard: and(['isLoggedIn', 'listsKnown']), target: 'choosing' },
            { guard: 'isLoggedIn', target: 'loadingLists' },
            {
              target: 'adding',
              actions: { type: 'enqueueAddTo', params: ({ context }) => context.activeListId },
            },
          ],
        },
        loadingLists: {
          invoke: {
            src: 'loadLists',
            onDone: { target: 'choosing', actions: assign({ lists: ({ event }) => event.output }) },
            onError: {
              target: 'idle',
              actions: [
                assign({ pendingProduct: null }),
                emit(({ event }) => failure(errorText(event.error))),
              ],
            },
          },
        },
        choosing: {
          always: [
            { guard: 'hasSeveralLists', target: 'waitingForChoice' },
            {
              target: 'adding',
              actions: { type: 'enqueueAddTo', params: ({ context }) => context.activeListId },
            },
          ],
        },
        waitingForChoice: {
          on: {
            'WISHLIST.CHOOSE_LIST': {
              guard: 'isKnownList',
              target: 'adding',
              actions: { type: 'enqueueAddTo', params: ({ event }) => event.listId },
            },
            'WISHLIST.CLOSE_MODAL': { target: 'idle', actions: assign({ pendingProduct: null }) },
          },
        },
        adding: {
          on: {
            'WISHLIST.OP_DONE': { guard: 'isAdd', target: 'added' },
            'WISHLIST.OP_FAILED': {
              guard: 'isAdd',
              target: 'idle',
              actions: assign({ pendingProduct: null }),
            },
          },
        },
        added: {
          after: { addedDisplay: { target: 'idle', actions: assign({ pendingProduct: null }) } },
          on: { 'WISHLIST.DISMISS': { target: 'idle', actions: assign({ pendingProduct: null }) } },
        },
      },
    },
    modal: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'WISHLIST.ASK_REMOVE_LIST': {
              target: 'confirmingListRemoval',
              actions: assign({ listToRemove: ({ event }) => event.list, listRemovalReason: 'asked' }),
            },
            'WISHLIST.OP_DONE': {
              guard: 'emptiedOtherList',
              target: 'confirmingListRemoval',
              actions: assign({
                listToRemove: ({ event }) => event.output.list,
                listRemovalReason: 'lastItemRemoved',
              }),
            },
          },
        },
        confirmingListRemoval: {
          on: {
            'WISHLIST.CONFIRM_REMOVE_LIST': {
              target: 'closed',
              actions: [
                {
                  type: 'enqueue',
                  params: ({ context }) => {
                    if (!context.listToRemove) throw new Error('wishlistMachine: no list to remove');
                    return { kind: 'removeList', list: context.listToRemove };
                  },
                },
                assign({ listToRemove: null, listRemovalReason: null }),
              ],
            },
            'WISHLIST.CLOSE_MODAL': {
              target: 'closed',
              actions: assign({ listToRemove: null, listRemovalReason: null }),
            },
          },
        },
      },
    },
  },
});
