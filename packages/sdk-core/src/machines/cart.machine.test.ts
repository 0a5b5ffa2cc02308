// Cart machine (spec shopping §4, §7 "How answers and errors are handled"); actors are swapped with
// .provide() so nothing touches the network.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type AddPositionActorInput,
  type AddPositionActorOutput,
  type CartIds,
  cartMachine,
  type EnsureCartIdInput,
} from './cart.machine';
import { cartActivity } from './cartActivity';

function ok(articleCount: number): AddPositionActorOutput {
  return { successful: true, articleCount, errorMessage: null, errorCode: null };
}

function machineWith(
  ensure: (input: EnsureCartIdInput) => Promise<CartIds>,
  add: (input: AddPositionActorInput) => Promise<AddPositionActorOutput>,
) {
  return cartMachine.provide({
    actors: {
      ensureCartId: fromPromise<CartIds, EnsureCartIdInput>(({ input }) => ensure(input)),
      addPosition: fromPromise<AddPositionActorOutput, AddPositionActorInput>(({ input }) => add(input)),
      loadCart: fromPromise(async () => ({ articleCount: 7 })),
    },
  });
}

describe('cartMachine', () => {
  it('asks for a cart id first, then adds the position and counts it', async () => {
    const ensure = vi.fn(async () => ({ cartId: 'c1', userId: 'u1' }));
    const add = vi.fn(async () => ok(2));
    const actor = createActor(machineWith(ensure, add), { input: {} }).start();

    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 2 });
    expect(cartActivity(actor.getSnapshot().value)).toBe('adding');
    await waitFor(actor, (s) => s.matches('added'));

    expect(ensure).toHaveBeenCalledWith({ renew: false });
    expect(add).toHaveBeenCalledWith({ cartId: 'c1', itemId: 'i1', quantity: 2 });
    expect(actor.getSnapshot().context).toMatchObject({ cartId: 'c1', articleCount: 2, pending: null });
    expect(cartActivity(actor.getSnapshot().value)).toBe('added');
  });

  it('reuses a known cart id without asking the server', async () => {
    const ensure = vi.fn(async () => ({ cartId: 'other', userId: 'u' }));
    const add = vi.fn(async () => ok(4));
    const actor = createActor(machineWith(ensure, add), { input: { cartId: 'c9', articleCount: 3 } }).start();

    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await waitFor(actor, (s) => s.matches('added'));
    expect(ensure).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.articleCount).toBe(4);
  });

  it('renews the ids and retries once on CART_NOT_FOUND (spec shopping §7)', async () => {
    const ensure = vi.fn(async ({ renew }: EnsureCartIdInput) => ({
      cartId: renew ? 'new' : 'old',
      userId: 'u',
    }));
    const add = vi.fn(async ({ cartId }: AddPositionActorInput) =>
      cartId === 'old'
        ? { successful: false, articleCount: null, errorMessage: 'gone', errorCode: 'CART_NOT_FOUND' }
        : ok(1),
    );
    const actor = createActor(machineWith(ensure, add), { input: { cartId: 'old' } }).start();

    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await waitFor(actor, (s) => s.matches('added'));
    expect(ensure).toHaveBeenCalledWith({ renew: true });
    expect(add).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.cartId).toBe('new');
  });

  it('fails after the single retry is spent', async () => {
    const add = vi.fn(async () => ({
      successful: false,
      articleCount: null,
      errorMessage: 'still gone',
      errorCode: 'CART_NOT_FOUND',
    }));
    const actor = createActor(
      machineWith(async () => ({ cartId: 'c', userId: 'u' }), add),
      { input: { cartId: 'c' } },
    ).start();

    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(add).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.errorMessage).toBe('still gone');
    expect(cartActivity(actor.getSnapshot().value)).toBe('error');
  });

  it('shows the server message when the API refuses the position', async () => {
    const actor = createActor(
      machineWith(
        async () => ({ cartId: 'c', userId: 'u' }),
        async () => ({
          successful: false,
          articleCount: null,
          errorMessage: 'Out of stock',
          errorCode: 'OUT_OF_STOCK',
        }),
      ),
      { input: {} },
    ).start();
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Out of stock');
  });

  it('fails when no cart id can be obtained', async () => {
    const actor = createActor(
      machineWith(
        async () => {
          throw new Error('Network error');
        },
        async () => ok(1),
      ),
      { input: {} },
    ).start();
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Network error');
  });

  it('refuses a quantity that is not a positive whole number', () => {
    const add = vi.fn(async () => ok(1));
    const actor = createActor(
      machineWith(async () => ({ cartId: 'c', userId: 'u' }), add),
      {
        input: {},
      },
    ).start();
    actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 0 });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(add).not.toHaveBeenCalled();
  });

  it('returns to idle after showing the success state', async () => {
    vi.useFakeTimers();
    try {
      const actor = createActor(
        machineWith(
          async () => ({ cartId: 'c', userId: 'u' }),
          async () => ok(1),
        ),
        {
          input: {},
        },
      ).start();
      actor.send({ type: 'CART.ADD_POSITION', itemId: 'i1', quantity: 1 });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('added'));
      vi.advanceTimersByTime(3000);
      expect(actor.getSnapshot().value).toBe('idle');
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the cart count on request', async () => {
    const actor = createActor(
      machineWith(
        async () => ({ cartId: 'c', userId: 'u' }),
        async () => ok(1),
      ),
      {
        input: { cartId: 'c' },
      },
    ).start();
    actor.send({ type: 'CART.LOAD' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.articleCount === 7);
  });
});
