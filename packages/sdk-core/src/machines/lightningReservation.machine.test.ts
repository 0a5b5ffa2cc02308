// Lightning reservation machine (spec shopping §4 "Lightning deals": countdown, extend at checkout,
// refresh when the timer expires reporting invalid deals, reduced quantities, success and changed
// item ids; §9 tick 1 s). Vitest's fake timers drive both XState's timers and Date.now.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  LIGHTNING_MESSAGES,
  type LightningExtendOutput,
  type LightningRefreshOutput,
  type LightningReservationEmitted,
  type LightningReservationState,
  lightningReservationMachine,
} from './lightningReservation.machine';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function reservation(endsInMs: number | null, overrides: Partial<LightningReservationState> = {}) {
  return {
    hasLightningDealReservation: endsInMs !== null,
    isLightningDealReservationExpired: false,
    lightningDealReservationTimestampEnd: endsInMs === null ? null : NOW + endsInMs,
    extended: false,
    ...overrides,
  } satisfies LightningReservationState;
}

function refreshed(overrides: Partial<LightningRefreshOutput> = {}): LightningRefreshOutput {
  return {
    successful: true,
    isAnyDealNoLongerValid: false,
    areQuantitiesReduced: false,
    changedItemIds: [],
    errorMessage: null,
    reservation: null,
    ...overrides,
  };
}

interface Options {
  readonly initial?: LightningReservationState | null;
  readonly load?: () => Promise<LightningReservationState | null>;
  readonly extend?: () => Promise<LightningExtendOutput>;
  readonly refresh?: () => Promise<LightningRefreshOutput>;
}

function start({ initial, load, extend, refresh }: Options = {}) {
  const loadFn = vi.fn(load ?? (async () => null));
  const extendFn = vi.fn(
    extend ?? (async () => ({ successful: true, errorMessage: null, reservation: null })),
  );
  const refreshFn = vi.fn(refresh ?? (async () => refreshed()));
  const machine = lightningReservationMachine.provide({
    actors: {
      loadReservation: fromPromise(() => loadFn()),
      extendReservation: fromPromise(() => extendFn()),
      refreshReservation: fromPromise(() => refreshFn()),
    },
  });
  const actor = createActor(machine, { input: { cartId: 'c1', reservation: initial } });
  const emitted: LightningReservationEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, load: loadFn, extend: extendFn, refresh: refreshFn };
}

/** Lets resolved actor promises land without moving the clock. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lightningReservationMachine', () => {
  it('loads the reservation when the page has none and counts down every second', async () => {
    const { actor, load } = start({ load: async () => reservation(5000) });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(load).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.remainingMs).toBe(5000);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.remainingMs).toBe(5000);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.remainingMs).toBe(4000);
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.remainingMs).toBe(2000);
  });

  it('rests without deal units in the cart and loads again on request', async () => {
    const { actor, load } = start({ initial: reservation(null) });
    expect(actor.getSnapshot().value).toBe('none');
    expect(load).not.toHaveBeenCalled();
    actor.send({ type: 'LIGHTNING.LOAD' });
    await flush();
    expect(load).toHaveBeenCalledOnce();
    await flush();
    expect(actor.getSnapshot().value).toBe('none');
  });

  it('follows the wall clock, so a throttled background tab does not drift', () => {
    const { actor } = start({ initial: reservation(10_000) });
    // The tab slept: 7 s passed on the clock, the timer fired only once.
    vi.setSystemTime(NOW + 7000);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.remainingMs).toBe(2000);
  });

  it('refreshes when the timer expires and reports every outcome (spec shopping §4)', async () => {
    const { actor, emitted, refresh } = start({
      initial: reservation(2000),
      refresh: async () =>
        refreshed({
          successful: false,
          isAnyDealNoLongerValid: true,
          areQuantitiesReduced: true,
          changedItemIds: ['i1', 'i2'],
          errorMessage: 'Das Blitzangebot ist ausverkauft.',
        }),
    });
    vi.advanceTimersByTime(1000);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().context.remainingMs).toBe(0);
    await flush();
    expect(actor.getSnapshot().value).toBe('none');
    expect(refresh).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.changedItemIds).toEqual(['i1', 'i2']);
    expect(emitted).toEqual([
      { type: 'LIGHTNING.NOTICE', kind: 'warning', key: LIGHTNING_MESSAGES.noLongerValid },
      { type: 'LIGHTNING.NOTICE', kind: 'warning', key: LIGHTNING_MESSAGES.quantitiesReduced },
      { type: 'LIGHTNING.ERROR', message: 'Das Blitzangebot ist ausverkauft.' },
      { type: 'LIGHTNING.CART_CHANGED', changedItemIds: ['i1', 'i2'] },
    ]);
  });

  it('counts down again after a successful refresh renewed the reservation', async () => {
    const { actor, emitted } = start({
      initial: reservation(1000),
      refresh: async () => refreshed({ reservation: reservation(900_000) }),
    });
    vi.advanceTimersByTime(1000);
    await flush();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remainingMs).toBe(899_000);
    expect(emitted).toEqual([
      { type: 'LIGHTNING.NOTICE', kind: 'success', key: LIGHTNING_MESSAGES.refreshed },
    ]);
  });

  it('refreshes at once a reservation that the server already reports expired', async () => {
    const { actor, refresh } = start({
      initial: reservation(-5000, { isLightningDealReservationExpired: true }),
    });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await flush();
    expect(refresh).toHaveBeenCalledOnce();
    await flush();
    expect(actor.getSnapshot().value).toBe('none');
  });

  it('extends the reservation once at checkout', async () => {
    const { actor, emitted, extend } = start({
      initial: reservation(60_000),
      extend: async () => ({
        successful: true,
        errorMessage: null,
        reservation: reservation(960_000, { extended: true }),
      }),
    });
    actor.send({ type: 'LIGHTNING.EXTEND' });
    expect(actor.getSnapshot().value).toBe('extending');
    await flush();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remainingMs).toBe(960_000);
    expect(emitted).toEqual([
      { type: 'LIGHTNING.NOTICE', kind: 'success', key: LIGHTNING_MESSAGES.extended },
    ]);
    actor.send({ type: 'LIGHTNING.EXTEND' });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(extend).toHaveBeenCalledOnce();
  });

  it("shows the server's message when the extension is refused and keeps counting", async () => {
    const { actor, emitted } = start({
      initial: reservation(60_000),
      extend: async () => ({ successful: false, errorMessage: 'Nicht verlängerbar', reservation: null }),
    });
    actor.send({ type: 'LIGHTNING.EXTEND' });
    await flush();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(emitted).toEqual([{ type: 'LIGHTNING.ERROR', message: 'Nicht verlängerbar' }]);
    expect(actor.getSnapshot().context.remainingMs).toBe(60_000);
  });

  it('reports a failed refresh call and rests', async () => {
    const { actor, emitted } = start({
      initial: reservation(1000),
      refresh: async () => {
        throw new Error('Network error');
      },
    });
    vi.advanceTimersByTime(1000);
    await flush();
    expect(actor.getSnapshot().value).toBe('none');
    expect(emitted).toEqual([{ type: 'LIGHTNING.ERROR', message: 'Network error' }]);
  });

  it('takes a newer reservation from the page', () => {
    const { actor } = start({ initial: reservation(null) });
    actor.send({ type: 'LIGHTNING.UPDATE', reservation: reservation(30_000) });
    expect(actor.getSnapshot().value).toBe('counting');
    expect(actor.getSnapshot().context.remainingMs).toBe(30_000);
  });

  it('keeps a running refresh when the page reports the cart it wrote meanwhile', async () => {
    let release: (value: LightningRefreshOutput) => void = () => undefined;
    const { actor, emitted } = start({
      initial: reservation(1000),
      refresh: () => new Promise((resolve) => (release = resolve)),
    });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('refreshing');
    actor.send({ type: 'LIGHTNING.UPDATE', reservation: reservation(900_000) });
    expect(actor.getSnapshot().value).toBe('refreshing');
    release(refreshed({ reservation: reservation(900_000) }));
    await flush();
    expect(actor.getSnapshot().value).toBe('counting');
    expect(emitted).toEqual([
      { type: 'LIGHTNING.NOTICE', kind: 'success', key: LIGHTNING_MESSAGES.refreshed },
    ]);
  });
});
