// Wish list machine (spec shopping §4 "Wish list entry removal", §5 "Wish list quantity", §6 "Anonymous
// users use the single current list", §8 wish list rows; storefront §3.15 activeWishlistId, §4 tiles).
// Actors are swapped with .provide() so nothing touches the network; timers run on SimulatedClock.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { type WishlistSummary, wishlistRows } from '../rules/wishlist';
import {
  MIN_QUANTITY_KEY,
  WISHLIST_ADDED_DISPLAY_MS,
  type WishlistEmitted,
  type WishlistEntryRef,
  type WishlistOp,
  type WishlistOpOutput,
  type WishlistProduct,
  wishlistMachine,
} from './wishlist.machine';
import { wishlistActivity } from './wishlistActivity';

const merkzettel: WishlistSummary = {
  listId: 'w-default',
  name: 'Merkzettel',
  isDefault: true,
  entryCount: 2,
};
const classList: WishlistSummary = { listId: 'w-1a', name: 'Klasse 1a', isDefault: false, entryCount: 1 };

const pencil: WishlistProduct = { productId: 'p1', itemId: 'i1', productName: 'Bleistift', quantity: 1 };
const pencilEntry: WishlistEntryRef = { ...pencil, entryId: 'e1', quantity: 2, minimumOrderQuantity: 1 };
const ruler: WishlistEntryRef = {
  productId: 'p2',
  itemId: 'i2',
  productName: 'Lineal',
  entryId: 'e2',
  quantity: 10,
  minimumOrderQuantity: 5,
};

function ok(list: WishlistSummary | null): WishlistOpOutput {
  return { successful: true, errorMessage: null, list };
}

type Change = (op: WishlistOp) => Promise<WishlistOpOutput>;

interface Options {
  readonly loggedIn?: boolean;
  readonly activeListId?: string | null;
  readonly lists?: readonly WishlistSummary[];
  readonly change?: Change;
}

/** A started wish list actor on a simulated clock, recording what it emits and what it sends. */
function start({ loggedIn = false, activeListId = 'w-default', lists = [merkzettel], change }: Options = {}) {
  const changeFn = vi.fn<Change>(change ?? (async () => ok(merkzettel)));
  const loadFn = vi.fn(async () => lists);
  const machine = wishlistMachine.provide({
    actors: {
      changeWishlist: fromPromise<WishlistOpOutput, WishlistOp>(({ input }) => changeFn(input)),
      loadLists: fromPromise(() => loadFn()),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { activeListId, loggedIn }, clock });
  const emitted: WishlistEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const ops = () => changeFn.mock.calls.map(([op]) => op);
  const settled = () => waitFor(actor, (s) => s.matches({ server: 'idle' }) && s.context.queue.length === 0);
  const notices = () => emitted.flatMap((event) => (event.type === 'WISHLIST.NOTICE' ? [event.notice] : []));
  const activity = () => wishlistActivity(actor.getSnapshot().value);
  return { actor, clock, change: changeFn, load: loadFn, emitted, ops, settled, notices, activity };
}

describe('wishlistMachine: adding from a product page or tile (spec shopping §4, §6; storefront §4)', () => {
  it('anonymous: the product goes straight to the current list, with the added notice', async () => {
    const { actor, load, ops, settled, notices, emitted, activity } = start();

    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    expect(activity()).toBe('adding');
    await settled();

    expect(load).not.toHaveBeenCalled();
    expect(ops()).toEqual([{ kind: 'add', listId: 'w-default', product: pencil }]);
    expect(notices()).toEqual([
      {
        tone: 'success',
        message: 'vue.wishlist.notification.added',
        params: { product: 'Bleistift', list: 'Merkzettel' },
      },
    ]);
    expect(emitted).toContainEqual({ type: 'WISHLIST.CHANGED', listId: 'w-default' });
    expect(activity()).toBe('added');
  });

  it('the heart returns to rest after the added display time', async () => {
    const { actor, clock, settled, activity } = start();
    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await settled();

    clock.increment(WISHLIST_ADDED_DISPLAY_MS - 1);
    expect(activity()).toBe('added');
    clock.increment(1);
    expect(activity()).toBe('idle');
  });

  it('storefront §3.15: the first add without an active list adopts the created merkzettel as the activeWishlistId', async () => {
    const { actor, ops, settled, emitted } = start({ activeListId: null });

    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await settled();

    expect(ops()).toEqual([{ kind: 'add', listId: null, product: pencil }]);
    expect(emitted).toContainEqual({ type: 'WISHLIST.ACTIVE_LIST', listId: 'w-default' });
    expect(actor.getSnapshot().context.activeListId).toBe('w-default');
  });

  it('a logged-in visitor with more than one list chooses the list in a modal, then it goes there', async () => {
    const { actor, load, change, ops, settled, activity } = start({
      loggedIn: true,
      lists: [merkzettel, classList],
      change: async () => ok({ ...classList, entryCount: 2 }),
    });

    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await waitFor(actor, () => activity() === 'choosingList');
    expect(load).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.lists).toEqual([merkzettel, classList]);
    expect(change).not.toHaveBeenCalled();

    actor.send({ type: 'WISHLIST.CHOOSE_LIST', listId: 'w-1a' });
    await settled();
    expect(ops()).toEqual([{ kind: 'add', listId: 'w-1a', product: pencil }]);
    expect(activity()).toBe('added');
    // The entry count of the chosen list follows the answer.
    expect(actor.getSnapshot().context.lists?.[1]?.entryCount).toBe(2);
  });

  it('closing the choose-list modal adds nothing; a list id the visitor does not have is ignored', async () => {
    const { actor, change, activity } = start({ loggedIn: true, lists: [merkzettel, classList] });
    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await waitFor(actor, () => activity() === 'choosingList');

    actor.send({ type: 'WISHLIST.CHOOSE_LIST', listId: 'w-someone-else' });
    expect(activity()).toBe('choosingList');
    actor.send({ type: 'WISHLIST.CLOSE_MODAL' });

    expect(activity()).toBe('idle');
    expect(actor.getSnapshot().context.pendingProduct).toBeNull();
    expect(change).not.toHaveBeenCalled();
  });

  it('a logged-in visitor with one list adds to the current list without a modal; lists load once', async () => {
    const { actor, load, ops, settled } = start({ loggedIn: true, lists: [merkzettel] });

    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await settled();
    actor.send({ type: 'WISHLIST.ADD', product: { ...pencil, itemId: 'i9' } });
    await settled();

    expect(load).toHaveBeenCalledOnce();
    expect(ops().map((op) => op.kind === 'add' && op.listId)).toEqual(['w-default', 'w-default']);
  });

  it('cross-tab sync (spec §7): another tab changed the lists, so the next add loads them again', async () => {
    const { actor, load, settled } = start({ loggedIn: true, lists: [merkzettel] });
    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await settled();

    actor.send({ type: 'WISHLIST.SYNC', activeListId: 'w-1a' });
    expect(actor.getSnapshot().context.activeListId).toBe('w-1a');
    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await settled();

    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses a quantity that is not a whole positive number without calling the server', () => {
    const { actor, change, notices } = start();
    actor.send({ type: 'WISHLIST.ADD', product: { ...pencil, quantity: 0 } });

    expect(change).not.toHaveBeenCalled();
    expect(notices()).toEqual([{ tone: 'error', message: 'vue.buybox.text.quantity.error', params: {} }]);
  });

  it('spec §8: a failed add shows the server message as an error toast and the heart returns to rest', async () => {
    const { actor, settled, notices, emitted, activity } = start({
      change: async () => ({ successful: false, errorMessage: 'Artikel nicht verfügbar', list: null }),
    });

    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await settled();

    expect(notices()).toEqual([{ tone: 'error', message: 'Artikel nicht verfügbar', params: {} }]);
    expect(emitted.some((event) => event.type === 'WISHLIST.CHANGED')).toBe(false);
    expect(activity()).toBe('idle');
  });
});

describe('wishlistMachine: quantity (spec shopping §5 "Wish list quantity", §9 0 to 9998)', () => {
  const change = (quantity: number, entry: WishlistEntryRef = pencilEntry) =>
    ({ type: 'WISHLIST.CHANGE_QUANTITY', listId: 'w-default', entry, quantity }) as const;

  it('sends a quantity that differs from the stored one and lies within 0..9998', async () => {
    const { actor, ops, settled } = start();
    actor.send(change(9998));
    await settled();
    expect(ops()).toEqual([{ kind: 'setQuantity', listId: 'w-default', entry: pencilEntry, quantity: 9998 }]);
  });

  it('does not send the stored quantity again', () => {
    const { actor, change: server, notices } = start();
    actor.send(change(2));
    expect(server).not.toHaveBeenCalled();
    expect(notices()).toEqual([]);
  });

  it.each([9999, -1, 2.5])('refuses %s with vue.buybox.text.quantity.error and sends nothing', (quantity) => {
    const { actor, change: server, notices } = start();
    actor.send(change(quantity));
    expect(server).not.toHaveBeenCalled();
    expect(notices()).toEqual([{ tone: 'error', message: 'vue.buybox.text.quantity.error', params: {} }]);
  });

  it('refuses a quantity below the minimum order quantity with vue.pdp.minQuantity and the amount', () => {
    const { actor, change: server, notices } = start();
    actor.send(change(4, ruler));
    expect(server).not.toHaveBeenCalled();
    expect(notices()).toEqual([{ tone: 'error', message: MIN_QUANTITY_KEY, params: { amount: 5 } }]);
  });

  it('takes the minimum as 0 for an entry that already holds less than it', async () => {
    const { actor, ops, settled } = start();
    actor.send(change(3, { ...ruler, quantity: 2 }));
    await settled();
    expect(ops()).toHaveLength(1);
  });

  it('sends nothing for an entry in the removed list', async () => {
    const { actor, change: server, settled } = start();
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 0 });
    await settled();

    actor.send(change(5));
    actor.send({ type: 'WISHLIST.REPLACE_ITEM', listId: 'w-default', entry: pencilEntry, itemId: 'i7' });
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 0 });
    expect(server).toHaveBeenCalledTimes(1);
  });
});

describe('wishlistMachine: removal and restore rows (spec shopping §4 "Wish list entry removal", §8)', () => {
  it('keeps the removed entry with its position for the restore row and shows the removed notice', async () => {
    const { actor, ops, settled, notices } = start({
      change: async () => ok({ ...merkzettel, entryCount: 1 }),
    });

    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 1 });
    await settled();

    const removal = { listId: 'w-default', entry: pencilEntry, index: 1 };
    expect(ops()).toEqual([{ kind: 'remove', removal }]);
    expect(actor.getSnapshot().context.removed).toEqual([removal]);
    expect(notices()).toEqual([
      {
        tone: 'success',
        message: 'vue.wishlist.notification.removed',
        params: { product: 'Bleistift', list: 'Merkzettel' },
      },
    ]);
    // The page puts the restore row where the entry stood.
    const rows = wishlistRows(['Lineal', 'Heft'], [{ removed: 'Bleistift', index: removal.index }]);
    expect(rows.map((row) => row.kind)).toEqual(['entry', 'removed', 'entry']);
  });

  it('restoring re-adds the entry with item, product and quantity, shows added and drops the record', async () => {
    const { actor, ops, settled, notices } = start();
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 0 });
    await settled();

    const [removal] = actor.getSnapshot().context.removed;
    if (!removal) throw new Error('no removal kept');
    actor.send({ type: 'WISHLIST.RESTORE', removal });
    await settled();

    expect(ops()[1]).toEqual({
      kind: 'restore',
      removal: { listId: 'w-default', entry: pencilEntry, index: 0 },
    });
    expect(actor.getSnapshot().context.removed).toEqual([]);
    expect(notices().map((notice) => notice.message)).toEqual([
      'vue.wishlist.notification.removed',
      'vue.wishlist.notification.added',
    ]);
  });

  it('sends two quick removals one after another and keeps both restore rows', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { actor, change, settled } = start({
      change: async () => {
        await gate;
        return ok(merkzettel);
      },
    });

    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 0 });
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: ruler, index: 1 });
    expect(change).toHaveBeenCalledTimes(1);
    release();
    await settled();

    expect(change).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.removed.map((removal) => removal.entry.entryId)).toEqual(['e1', 'e2']);
  });

  it('a failed removal keeps the entry (no restore row) and shows the server message', async () => {
    const { actor, settled, notices } = start({
      change: async () => {
        throw new Error('Eintrag nicht gefunden');
      },
    });
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 0 });
    await settled();

    expect(actor.getSnapshot().context.removed).toEqual([]);
    expect(notices()).toEqual([{ tone: 'error', message: 'Eintrag nicht gefunden', params: {} }]);
  });

  it("after a reload, restores an entry the server kept as removed (the list's removedEntries)", async () => {
    const { actor, ops, settled, notices } = start();
    const kept = { listId: 'w-default', entry: ruler, index: 1 };

    actor.send({ type: 'WISHLIST.RESTORE', removal: kept });
    await settled();

    expect(ops()).toEqual([{ kind: 'restore', removal: kept }]);
    expect(notices().map((notice) => notice.message)).toEqual(['vue.wishlist.notification.added']);
  });

  it('a second click on the same restore row while the first is on its way sends one restore', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { actor, change, settled } = start({
      change: async () => {
        await gate;
        return ok(merkzettel);
      },
    });
    const kept = { listId: 'w-default', entry: ruler, index: 1 };
    actor.send({ type: 'WISHLIST.RESTORE', removal: kept });
    actor.send({ type: 'WISHLIST.RESTORE', removal: kept });
    release();
    await settled();

    expect(change).toHaveBeenCalledTimes(1);
  });

  it('showing another list drops the restore rows and sets the activeWishlistId (storefront §3.15)', async () => {
    const { actor, settled, emitted } = start();
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 0 });
    await settled();

    actor.send({ type: 'WISHLIST.SELECT_LIST', listId: 'w-1a' });

    expect(actor.getSnapshot().context).toMatchObject({ activeListId: 'w-1a', removed: [] });
    expect(emitted).toContainEqual({ type: 'WISHLIST.ACTIVE_LIST', listId: 'w-1a' });
  });
});

describe('wishlistMachine: last item removed and list removal (spec shopping §4)', () => {
  it('opens the remove-list modal as "last item removed" when a list that is not the default becomes empty', async () => {
    const { actor, settled } = start({
      activeListId: 'w-1a',
      change: async () => ok({ ...classList, entryCount: 0 }),
    });
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-1a', entry: pencilEntry, index: 0 });
    await settled();

    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ modal: 'confirmingListRemoval' })).toBe(true);
    expect(snapshot.context.listRemovalReason).toBe('lastItemRemoved');
    expect(snapshot.context.listToRemove?.listId).toBe('w-1a');
  });

  it('keeps the modal closed when the default list becomes empty', async () => {
    const { actor, settled } = start({ change: async () => ok({ ...merkzettel, entryCount: 0 }) });
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 0 });
    await settled();
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
  });

  it('confirming removes the list; the removed active list falls back to the default list', async () => {
    const { actor, ops, settled, emitted } = start({
      activeListId: 'w-1a',
      change: async (op) => ok(op.kind === 'removeList' ? null : { ...classList, entryCount: 0 }),
    });
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-1a', entry: pencilEntry, index: 0 });
    await settled();

    actor.send({ type: 'WISHLIST.CONFIRM_REMOVE_LIST' });
    await settled();

    expect(ops()[1]).toEqual({ kind: 'removeList', list: { ...classList, entryCount: 0 } });
    expect(actor.getSnapshot().context).toMatchObject({
      activeListId: null,
      removed: [],
      listToRemove: null,
    });
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    expect(emitted).toContainEqual({ type: 'WISHLIST.ACTIVE_LIST', listId: null });
  });

  it('the options menu asks before removing a list; closing the modal removes nothing', () => {
    const { actor, change } = start();
    actor.send({ type: 'WISHLIST.ASK_REMOVE_LIST', list: classList });
    expect(actor.getSnapshot().context.listRemovalReason).toBe('asked');

    actor.send({ type: 'WISHLIST.CLOSE_MODAL' });
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    expect(change).not.toHaveBeenCalled();
  });
});

describe('wishlistMachine: replacing a variant (spec shopping §4, §8 saved)', () => {
  it('swaps the entry for the new item with the same quantity and shows the saved notice', async () => {
    const { actor, ops, settled, notices } = start();
    actor.send({ type: 'WISHLIST.REPLACE_ITEM', listId: 'w-default', entry: pencilEntry, itemId: 'i-blue' });
    await settled();

    expect(ops()).toEqual([
      { kind: 'replaceItem', listId: 'w-default', entry: pencilEntry, itemId: 'i-blue' },
    ]);
    expect(notices().map((notice) => notice.message)).toEqual(['vue.wishlist.notification.saved']);
  });
});

describe('wishlistMachine: session (spec shopping §4 "Logout resets wish list")', () => {
  it('a login or logout forgets the lists, the restore rows and the active list', async () => {
    const { actor, settled } = start({ loggedIn: true });
    actor.send({ type: 'WISHLIST.REMOVE', listId: 'w-default', entry: pencilEntry, index: 0 });
    await settled();

    actor.send({ type: 'WISHLIST.SESSION', loggedIn: false });
    expect(actor.getSnapshot().context).toMatchObject({
      loggedIn: false,
      lists: null,
      removed: [],
      activeListId: null,
    });
  });
});

describe('wishlistMachine: list settings, comments and sharing (spec shopping §4 invite links, §7 wish list mutations)', () => {
  it('a created list becomes the list shown (activeWishlistId) and joins the known lists', async () => {
    const created: WishlistSummary = { listId: 'w-2b', name: 'Klasse 2b', isDefault: false, entryCount: 0 };
    const { actor, ops, settled, emitted } = start({ loggedIn: true, change: async () => ok(created) });
    actor.send({ type: 'WISHLIST.ADD', product: pencil });
    await waitFor(actor, (snapshot) => snapshot.context.lists !== null);
    actor.send({
      type: 'WISHLIST.CHANGE_LIST',
      change: { kind: 'createList', name: 'Klasse 2b', description: null },
    });
    await settled();

    expect(ops()).toContainEqual({ kind: 'createList', name: 'Klasse 2b', description: null });
    expect(actor.getSnapshot().context.activeListId).toBe('w-2b');
    expect(actor.getSnapshot().context.lists).toContainEqual(created);
    expect(emitted).toContainEqual({ type: 'WISHLIST.ACTIVE_LIST', listId: 'w-2b' });
  });

  it('renaming answers the list-saved notice with the new name; a refused change shows the server key', async () => {
    const renamed = { ...classList, name: 'Klasse 1b' };
    const answers: WishlistOpOutput[] = [
      ok(renamed),
      { successful: false, errorMessage: 'vue.wishlist.error.notAllowed', list: classList },
    ];
    const { actor, settled, notices } = start({
      change: async () => answers.shift() ?? ok(classList),
    });
    actor.send({
      type: 'WISHLIST.CHANGE_LIST',
      change: { kind: 'renameList', listId: 'w-1a', name: 'Klasse 1b' },
    });
    actor.send({
      type: 'WISHLIST.CHANGE_LIST',
      change: { kind: 'describeList', listId: 'w-1a', description: 'Für die Eltern' },
    });
    await settled();

    expect(notices()).toEqual([
      { tone: 'success', message: 'vue.wishlist.notification.listSaved', params: { list: 'Klasse 1b' } },
      { tone: 'error', message: 'vue.wishlist.error.notAllowed', params: {} },
    ]);
  });

  it('keeps a created invite link for the share dialog until it is revoked', async () => {
    const invite = { listId: 'w-1a', inviteId: 'inv-1', level: 'EDITOR' as const, token: 't'.repeat(43) };
    const { actor, ops, settled } = start({
      change: async (op) => ({ ...ok(classList), invite: op.kind === 'createInvite' ? invite : null }),
    });
    actor.send({
      type: 'WISHLIST.CHANGE_LIST',
      change: { kind: 'createInvite', listId: 'w-1a', level: 'EDITOR' },
    });
    await settled();
    expect(actor.getSnapshot().context.invite).toEqual(invite);

    actor.send({
      type: 'WISHLIST.CHANGE_LIST',
      change: { kind: 'revokeInvite', listId: 'w-1a', inviteId: 'inv-1' },
    });
    await settled();
    expect(actor.getSnapshot().context.invite).toBeNull();
    expect(ops().map((op) => op.kind)).toEqual(['createInvite', 'revokeInvite']);
  });

  it('an accepted invite link shows the shared list with the imported notice (shopping §4 import of shared lists)', async () => {
    const shared: WishlistSummary = {
      listId: 'w-shared',
      name: 'Klasse 1a',
      isDefault: false,
      entryCount: 3,
    };
    const { actor, ops, settled, notices, emitted } = start({
      loggedIn: true,
      change: async () => ok(shared),
    });
    actor.send({ type: 'WISHLIST.CHANGE_LIST', change: { kind: 'importShared', token: 'tok' } });
    await settled();

    expect(ops()).toEqual([{ kind: 'importShared', token: 'tok' }]);
    expect(actor.getSnapshot().context.activeListId).toBe('w-shared');
    expect(emitted).toContainEqual({ type: 'WISHLIST.ACTIVE_LIST', listId: 'w-shared' });
    expect(notices()).toEqual([
      { tone: 'success', message: 'vue.wishlist.notification.imported', params: { list: 'Klasse 1a' } },
    ]);
  });

  it('comments and member changes are sent in order and emit WISHLIST.CHANGED for the refetch', async () => {
    const { actor, ops, settled, emitted } = start({ change: async () => ok(classList) });
    actor.send({
      type: 'WISHLIST.CHANGE_LIST',
      change: { kind: 'comment', listId: 'w-1a', entryId: 'e1', comment: 'Bitte in Blau' },
    });
    actor.send({
      type: 'WISHLIST.CHANGE_LIST',
      change: { kind: 'deleteComment', listId: 'w-1a', commentId: 'c1' },
    });
    actor.send({
      type: 'WISHLIST.CHANGE_LIST',
      change: { kind: 'removeMember', listId: 'w-1a', memberId: 'u2' },
    });
    await settled();

    expect(ops().map((op) => op.kind)).toEqual(['comment', 'deleteComment', 'removeMember']);
    expect(emitted.filter((event) => event.type === 'WISHLIST.CHANGED')).toHaveLength(3);
  });
});
