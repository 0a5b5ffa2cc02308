// Cart machine (spec shopping §4 "Cart item removal", "Quantity field", "Lightning deals"; §7 "How
// answers and errors are handled"; §8 cart rows; §9 undo window 8000 ms, debounce 500 ms). Actors are
// swapped with .provide() so nothing touches the network; timers run on XState's SimulatedClock.
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  type CartEmitted,
  type CartEvent,
  type CartIds,
  type CartOp,
  cartMachine,
  type EnsureCartIdInput,
  type RemovedCartItem,
  type UpdateCartActorInput,
  type UpdateCartActorOutput,
  VOUCHER_REQUIRED_KEY,
} from './cart.machine';
import { cartActivity } from './cartActivity';

function ok(articleCount: number, added: UpdateCartActorOutput['added'] = null): UpdateCartActorOutput {
  return { successful: true, articleCount, errorMessage: null, errorCode: null, added };
}

function refused(errorCode: string, errorMessage: string): UpdateCartActorOutput {
  return { successful: false, articleCount: null, errorMessage, errorCode, added: null };
}

type Update = (input: UpdateCartActorInput) => Promise<UpdateCartActorOutput>;

interface Options {
  readonly cartId?: string | null;
  readonly ensure?: (input: EnsureCartIdInput) => Promise<CartIds>;
  readonly update?: Update;
}

/** A started cart actor on a simulated clock, recording what it emits. */
function start({ cartId = 'c1', ensure, update }: Options = {}) {
  const ensureFn = vi.fn(ensure ?? (async () => ({ cartId: 'c1', userId: 'u1' })));
  const updateFn = vi.fn<Update>(update ?? (async () => ok(1)));
  const machine = cartMachine.provide({
    actors: {
      ensureCartId: fromPromise<CartIds, EnsureCartIdInput>(({ input }) => ensureFn(input)),
      updateCart: fromPromise<UpdateCartActorOutput, UpdateCartActorInput>(({ input }) => updateFn(input)),
      loadCart: fromPromise(async () => ({ articleCount: 7 })),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { cartId }, clock });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const ops = () => updateFn.mock.calls.map(([input]) => input.op);
  const idle = () => waitFor(actor, (s) => s.matches({ server: 'idle' }) && s.context.queue.length === 0);
  return { actor, clock, ensure: ensureFn, update: updateFn, emitted, ops, idle };
}

const pencil: RemovedCartItem = { positionId: 'p1', itemId: 'i1', name: 'Bleistift', quantity: 3, index: 0 };

describe('cartMachine: adding (spec shopping §4 "Cart item removal", §7)', () => {
  it('asks for a cart id first, then adds the position, counts it and opens the success flyout', async () => {
    const { actor, ensure, update, emitted, idle } = start({ cartId: null, update: async () => ok(2) });

    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 2 });
    expect(cartActivity(actor.getSnapshot().value)).toBe('adding');
    await idle();

    expect(ensure).toHaveBeenCalledWith({ renew: false });
    expect(update).toHaveBeenCalledWith({
      cartId: 'c1',
      op: { kind: 'add', itemId: 'i1', quantity: 2, origin: 'buy', suppressFlyout: false },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ cartId: 'c1', articleCount: 2, queue: [] });
    expect(cartActivity(snapshot.value)).toBe('added');
    expect(snapshot.matches({ flyout: 'open' })).toBe(true);
    expect(emitted).toContainEqual({ type: 'CART.CHANGED', cartId: 'c1' });
  });

  it('reuses a known cart id without asking the server', async () => {
    const { actor, ensure, idle } = start({ cartId: 'c9', update: async () => ok(4) });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await idle();
    expect(ensure).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.articleCount).toBe(4);
  });

  it('keeps the flyout closed when the add asks for it, and closes it on request', async () => {
    const { actor, idle } = start();
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1, suppressFlyout: true });
    await idle();
    expect(actor.getSnapshot().matches({ flyout: 'closed' })).toBe(true);
    expect(cartActivity(actor.getSnapshot().value)).toBe('added');

    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i2', quantity: 1 });
    await idle();
    expect(actor.getSnapshot().matches({ flyout: 'open' })).toBe(true);
    actor.send({ type: 'CART.CLOSE_FLYOUT' });
    expect(actor.getSnapshot().matches({ flyout: 'closed' })).toBe(true);
  });

  it('returns the buy box to idle 3000 ms after the success, or at once when dismissed', async () => {
    const { actor, clock, idle } = start();
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await idle();
    clock.increment(2999);
    expect(cartActivity(actor.getSnapshot().value)).toBe('added');
    clock.increment(1);
    expect(cartActivity(actor.getSnapshot().value)).toBe('idle');

    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await idle();
    actor.send({ type: 'CART.DISMISS' });
    expect(cartActivity(actor.getSnapshot().value)).toBe('idle');
  });

  it('reports a lightning purchase beyond the deal maximum with its split (spec shopping §4)', async () => {
    const added = {
      itemId: 'i1',
      name: 'Atlas',
      isLightningDeal: true,
      quantity: 5,
      quantityLightning: 2,
      quantityNormal: 3,
    };
    const { actor, emitted, idle } = start({ update: async () => ok(5, added) });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 5 });
    await idle();
    expect(actor.getSnapshot().context.lastAdded).toEqual(added);
    expect(emitted).toContainEqual({ type: 'CART.LIGHTNING_SPLIT', position: added });
  });

  it('reports a deal purchase whose maximum the cart already held: all at the normal price', async () => {
    const added = {
      itemId: 'i1',
      name: 'Atlas',
      isLightningDeal: true,
      quantity: 2,
      quantityLightning: 0,
      quantityNormal: 2,
    };
    const { actor, emitted, idle } = start({ update: async () => ok(5, added) });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 2 });
    await idle();
    expect(emitted).toContainEqual({ type: 'CART.LIGHTNING_SPLIT', position: added });
  });

  it('reports no split when every unit got the deal price, or for an item that is no deal', async () => {
    const deal = {
      itemId: 'i1',
      name: 'Atlas',
      isLightningDeal: true,
      quantity: 2,
      quantityLightning: 2,
      quantityNormal: 0,
    };
    const plain = {
      itemId: 'i2',
      name: 'Heft',
      isLightningDeal: false,
      quantity: 2,
      quantityLightning: 0,
      quantityNormal: 2,
    };
    const answers = [deal, plain];
    const { actor, emitted, idle } = start({ update: async () => ok(2, answers.shift() ?? null) });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 2 });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i2', quantity: 2 });
    await idle();
    expect(emitted.map((event) => event.type)).not.toContain('CART.LIGHTNING_SPLIT');
  });

  it('refuses a quantity that is not a positive whole number and sends nothing', () => {
    const { actor, update } = start();
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 0 });
    expect(cartActivity(actor.getSnapshot().value)).toBe('error');
    expect(actor.getSnapshot().context.errorMessage).toBe('vue.buybox.text.quantity.error');
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1.5 });
    expect(update).not.toHaveBeenCalled();
    actor.send({ type: 'CART.DISMISS' });
    expect(cartActivity(actor.getSnapshot().value)).toBe('idle');
    expect(actor.getSnapshot().context.errorMessage).toBeNull();
  });
});

describe('cartMachine: errors and session recovery (spec shopping §7, §8)', () => {
  it('renews the ids and retries once on CART_NOT_FOUND', async () => {
    const { actor, ensure, update, idle } = start({
      cartId: 'old',
      ensure: async ({ renew }) => ({ cartId: renew ? 'new' : 'old', userId: 'u' }),
      update: async ({ cartId }) => (cartId === 'old' ? refused('CART_NOT_FOUND', 'gone') : ok(1)),
    });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await idle();
    expect(ensure).toHaveBeenCalledWith({ renew: true });
    expect(update).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.cartId).toBe('new');
    expect(cartActivity(actor.getSnapshot().value)).toBe('added');
  });

  it('renews the ids and retries once when the API says a valid user id is required', async () => {
    let calls = 0;
    const { actor, ensure, idle } = start({
      update: async () => {
        calls += 1;
        if (calls === 1) throw new Error('A valid user id is required.');
        return ok(1);
      },
    });
    actor.send({ type: 'CART.REMOVE_POSITION', item: pencil });
    await idle();
    expect(ensure).toHaveBeenCalledWith({ renew: true });
    expect(calls).toBe(2);
    expect(actor.getSnapshot().context.removed).toEqual(pencil);
  });

  it('shows the server message after the single retry is spent', async () => {
    const { actor, update, emitted, idle } = start({
      update: async () => refused('CART_NOT_FOUND', 'still gone'),
    });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await idle();
    expect(update).toHaveBeenCalledTimes(2);
    expect(cartActivity(actor.getSnapshot().value)).toBe('error');
    expect(actor.getSnapshot().context.errorMessage).toBe('still gone');
    expect(emitted).toContainEqual({ type: 'CART.ERROR', message: 'still gone' });
  });

  it('shows the server message when the API refuses the position, and opens no flyout', async () => {
    const { actor, emitted, idle } = start({ update: async () => refused('OUT_OF_STOCK', 'Out of stock') });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await idle();
    expect(actor.getSnapshot().context.errorMessage).toBe('Out of stock');
    expect(actor.getSnapshot().matches({ flyout: 'closed' })).toBe(true);
    expect(emitted).toEqual([{ type: 'CART.ERROR', message: 'Out of stock' }]);
  });

  // Spec storefront §7 analytics: the GA4 add_to_cart goes out once per successful add, never on failure.
  const addedEvent = {
    event: 'add_to_cart',
    ecommerce: {
      currency: 'EUR',
      value: 2,
      items: [{ item_id: 'p1', item_name: 'Heft', price: 1, quantity: 2 }],
    },
  } as const;

  it('hands the analytics event of an add back once the cart took the position', async () => {
    const { actor, emitted, idle } = start({ update: async () => ok(2) });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 2, addedEvent });
    await idle();
    expect(emitted.filter((event) => event.type === 'CART.ADDED')).toEqual([
      { type: 'CART.ADDED', addedEvent },
    ]);
  });

  it('hands back no analytics event when the API refuses the position', async () => {
    const { actor, emitted, idle } = start({ update: async () => refused('OUT_OF_STOCK', 'Out of stock') });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 2, addedEvent });
    await idle();
    expect(emitted.map((event) => event.type)).not.toContain('CART.ADDED');
  });

  it('fails with the error when no cart id can be obtained', async () => {
    const { actor, update, idle } = start({
      cartId: null,
      ensure: async () => {
        throw new Error('Network error');
      },
    });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await idle();
    expect(update).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.errorMessage).toBe('Network error');
  });

  it('sends queued changes one after another, never two at once', async () => {
    const releases: Array<() => void> = [];
    const { actor, ops, idle } = start({
      update: () => new Promise((resolve) => releases.push(() => resolve(ok(1)))),
    });
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    actor.send({ type: 'CART.REMOVE_POSITION', item: pencil });
    await vi.waitFor(() => expect(releases).toHaveLength(1));
    expect(actor.getSnapshot().context.queue).toHaveLength(2);
    releases[0]?.();
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    releases[1]?.();
    await idle();
    expect(ops().map((op) => op.kind)).toEqual(['add', 'remove']);
  });

  it('keeps the operation results internal: a host cannot send CART.OP_DONE or CART.OP_FAILED', () => {
    // Checked by tsc (pnpm typecheck): the events a host may send leave out what the machine raises.
    expectTypeOf<Extract<CartEvent, { type: 'CART.OP_DONE' | 'CART.OP_FAILED' }>>().toBeNever();
    expectTypeOf<Extract<CartEvent, { type: 'CART.ADD_POSITION' }>>().not.toBeNever();
  });

  it('loads the cart count on request and adopts a cart id from another tab', async () => {
    const { actor } = start({ cartId: 'c' });
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches({ server: 'idle' }) && s.context.articleCount === 7);
    actor.send({ type: 'CART.SYNC', cartId: 'from-other-tab' });
    expect(actor.getSnapshot().context.cartId).toBe('from-other-tab');
  });
});

describe('cartMachine: quantity changes (spec shopping §4 "Quantity field", §9 debounce 500 ms in the field)', () => {
  it('queues each valid change at once, in order: the quantity field has already waited 500 ms', async () => {
    const { actor, ops, idle } = start();
    actor.send({ type: 'CART.CHANGE_QUANTITY', positionId: 'p1', quantity: 3 });
    actor.send({ type: 'CART.CHANGE_QUANTITY', positionId: 'p2', quantity: 5 });
    await idle();
    expect(ops()).toEqual<CartOp[]>([
      { kind: 'setQuantity', positionId: 'p1', quantity: 3 },
      { kind: 'setQuantity', positionId: 'p2', quantity: 5 },
    ]);
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    const { actor, clock, ops, emitted } = start();
    actor.send({ type: 'CART.CHANGE_QUANTITY', positionId: 'p1', quantity: 0 });
    actor.send({ type: 'CART.CHANGE_QUANTITY', positionId: 'p1', quantity: 2.5 });
    clock.increment(1000);
    expect(ops()).toEqual([]);
    expect(emitted).toEqual([
      { type: 'CART.ERROR', message: 'vue.buybox.text.quantity.error' },
      { type: 'CART.ERROR', message: 'vue.buybox.text.quantity.error' },
    ]);
  });
});

describe('cartMachine: removal and undo (spec shopping §4, §9: 8000 ms)', () => {
  it('keeps the removed position and puts it back on undo without a flyout', async () => {
    const { actor, ops, idle } = start();
    actor.send({ type: 'CART.REMOVE_POSITION', item: pencil });
    await idle();
    expect(actor.getSnapshot().matches({ undo: 'holding' })).toBe(true);
    expect(actor.getSnapshot().context.removed).toEqual(pencil);

    actor.send({ type: 'CART.UNDO_REMOVE' });
    expect(actor.getSnapshot().context.removed).toBeNull();
    await idle();
    expect(ops()[1]).toEqual({
      kind: 'add',
      itemId: 'i1',
      quantity: 3,
      origin: 'undo',
      suppressFlyout: true,
    });
    expect(actor.getSnapshot().matches({ flyout: 'closed' })).toBe(true);
    expect(cartActivity(actor.getSnapshot().value)).toBe('idle');
  });

  it('forgets the removed position after 8000 ms; a later undo does nothing', async () => {
    const { actor, clock, ops, idle } = start();
    actor.send({ type: 'CART.REMOVE_POSITION', item: pencil });
    await idle();
    // Spec §9: 8000 ms.
    clock.increment(7999);
    expect(actor.getSnapshot().context.removed).toEqual(pencil);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ undo: 'empty' })).toBe(true);
    expect(actor.getSnapshot().context.removed).toBeNull();
    actor.send({ type: 'CART.UNDO_REMOVE' });
    expect(ops()).toHaveLength(1);
  });

  it('keeps only the latest removal and restarts the window with it', async () => {
    const { actor, clock, idle } = start();
    const ruler = { ...pencil, positionId: 'p2', itemId: 'i2', name: 'Lineal', index: 1 };
    actor.send({ type: 'CART.REMOVE_POSITION', item: pencil });
    await idle();
    clock.increment(6000);
    actor.send({ type: 'CART.REMOVE_POSITION', item: ruler });
    await idle();
    clock.increment(6000);
    expect(actor.getSnapshot().context.removed).toEqual(ruler);
    clock.increment(2000);
    expect(actor.getSnapshot().context.removed).toBeNull();
  });

  it('keeps the undo row while other positions change quantity', async () => {
    const { actor, clock, idle } = start();
    actor.send({ type: 'CART.REMOVE_POSITION', item: pencil });
    await idle();
    actor.send({ type: 'CART.CHANGE_QUANTITY', positionId: 'p2', quantity: 2 });
    actor.send({ type: 'CART.CHANGE_QUANTITY', positionId: 'p2', quantity: 3 });
    clock.increment(500);
    await idle();
    expect(actor.getSnapshot().context.removed).toEqual(pencil);
  });

  it('keeps nothing for undo when the server refuses the removal', async () => {
    const { actor, emitted, idle } = start({
      update: async () => refused('POSITION_NOT_FOUND', 'Not there'),
    });
    actor.send({ type: 'CART.REMOVE_POSITION', item: pencil });
    await idle();
    expect(actor.getSnapshot().matches({ undo: 'empty' })).toBe(true);
    expect(emitted).toEqual([{ type: 'CART.ERROR', message: 'Not there' }]);
  });
});

describe('cartMachine: vouchers (spec shopping §3 voucher status, §5 required field)', () => {
  it('refuses an empty code without asking the server', () => {
    const { actor, update } = start();
    actor.send({ type: 'CART.ADD_VOUCHER', code: '   ' });
    expect(actor.getSnapshot().context.voucher).toEqual({
      status: 'rejected',
      message: VOUCHER_REQUIRED_KEY,
    });
    expect(update).not.toHaveBeenCalled();
  });

  it('sends the trimmed code and reports it applied', async () => {
    const { actor, ops, idle } = start();
    actor.send({ type: 'CART.ADD_VOUCHER', code: ' SCHULE10 ' });
    expect(actor.getSnapshot().matches({ voucher: 'submitting' })).toBe(true);
    await idle();
    expect(ops()).toEqual([{ kind: 'addVoucher', code: 'SCHULE10' }]);
    expect(actor.getSnapshot().context.voucher).toEqual({ status: 'applied', code: 'SCHULE10' });
    expect(actor.getSnapshot().matches({ voucher: 'idle' })).toBe(true);
  });

  it('shows the server message for a refused code', async () => {
    const { actor, idle } = start({ update: async () => refused('VOUCHER_NOT_FOUND', 'Unknown voucher') });
    actor.send({ type: 'CART.ADD_VOUCHER', code: 'NOPE' });
    await idle();
    expect(actor.getSnapshot().context.voucher).toEqual({ status: 'rejected', message: 'Unknown voucher' });
  });

  it('removes a voucher', async () => {
    const { actor, ops, idle } = start();
    actor.send({ type: 'CART.REMOVE_VOUCHER', code: 'SCHULE10' });
    await idle();
    expect(ops()).toEqual([{ kind: 'removeVoucher', code: 'SCHULE10' }]);
    expect(actor.getSnapshot().context.voucher).toEqual({ status: 'none' });
  });
});
