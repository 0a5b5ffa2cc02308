import { describe, expect, it } from 'vitest';
import {
  INITIAL_TOAST_QUEUE,
  MAX_TOASTS,
  nextToastExpiry,
  parseServerToasts,
  SERVER_TOAST_COOKIE,
  SERVER_TOAST_COOKIE_MAX_AGE_SECONDS,
  serializeServerToasts,
  shouldDismissOnDrag,
  TOAST_POSITION,
  TOAST_TIMEOUT_MS,
  type ToastAction,
  type ToastQueueState,
  toastQueueReducer,
  toastRemainingMs,
} from './toastQueue';

const run = (actions: ToastAction[], state: ToastQueueState = INITIAL_TOAST_QUEUE) =>
  actions.reduce(toastQueueReducer, state);
const add = (id: string, now = 0): ToastAction => ({
  type: 'TOAST.ADD',
  toast: { id, message: `m-${id}` },
  now,
});
function first(state: ToastQueueState) {
  const [toast] = state.toasts;
  if (!toast) throw new Error('no toast');
  return toast;
}
const ids = (state: ToastQueueState) => state.toasts.map((toast) => toast.id);

describe('toast constants (spec storefront §9 "Toast")', () => {
  it('times out after 10000 ms, top-right, at most 20', () => {
    expect(TOAST_TIMEOUT_MS).toBe(10_000);
    expect(TOAST_POSITION).toBe('top-right');
    expect(MAX_TOASTS).toBe(20);
  });
});

describe('toastQueueReducer (spec storefront §4 "Other")', () => {
  it('adds a toast with the default type and timeout', () => {
    const state = run([add('a', 100)]);
    expect(state.toasts).toEqual([
      { id: 'a', message: 'm-a', type: 'default', remainingMs: 10_000, runningSince: 100, pausedBy: [] },
    ]);
  });

  it('does not duplicate a toast whose id is already shown', () => {
    const once = run([add('a')]);
    expect(toastQueueReducer(once, add('a', 5))).toBe(once);
  });

  it('keeps 20 toasts and drops the oldest for the 21st', () => {
    const twenty = run(Array.from({ length: 20 }, (_, i) => add(`t${i}`)));
    expect(twenty.toasts).toHaveLength(20);
    expect(ids(twenty)[0]).toBe('t0');
    const twentyOne = toastQueueReducer(twenty, add('t20'));
    expect(twentyOne.toasts).toHaveLength(20);
    expect(ids(twentyOne)[0]).toBe('t1');
    expect(ids(twentyOne)[19]).toBe('t20');
  });

  it('times out at 10000 ms, not before', () => {
    const state = run([add('a', 1000)]);
    expect(ids(toastQueueReducer(state, { type: 'TOAST.TICK', now: 10_999 }))).toEqual(['a']);
    expect(ids(toastQueueReducer(state, { type: 'TOAST.TICK', now: 11_000 }))).toEqual([]);
    expect(nextToastExpiry(state)).toBe(11_000);
  });

  it('pauses on hover and resumes with the remaining time kept', () => {
    const state = run([
      add('a', 0),
      { type: 'TOAST.PAUSE', reason: 'hover', id: 'a', now: 4000 },
      { type: 'TOAST.TICK', now: 60_000 },
    ]);
    expect(ids(state)).toEqual(['a']);
    expect(toastRemainingMs(first(state), 60_000)).toBe(6000);
    expect(nextToastExpiry(state)).toBeNull();
    const resumed = toastQueueReducer(state, { type: 'TOAST.RESUME', reason: 'hover', id: 'a', now: 60_000 });
    expect(ids(toastQueueReducer(resumed, { type: 'TOAST.TICK', now: 65_999 }))).toEqual(['a']);
    expect(ids(toastQueueReducer(resumed, { type: 'TOAST.TICK', now: 66_000 }))).toEqual([]);
  });

  it('hover pauses only the hovered toast', () => {
    const state = run([add('a'), add('b'), { type: 'TOAST.PAUSE', reason: 'hover', id: 'a', now: 1000 }]);
    expect(ids(toastQueueReducer(state, { type: 'TOAST.TICK', now: 10_000 }))).toEqual(['a']);
  });

  it('window blur pauses every toast; it runs again only when blur and hover are both gone', () => {
    const state = run([
      add('a'),
      add('b'),
      { type: 'TOAST.PAUSE', reason: 'blur', now: 2000 },
      { type: 'TOAST.PAUSE', reason: 'hover', id: 'a', now: 3000 },
      { type: 'TOAST.RESUME', reason: 'blur', now: 5000 },
    ]);
    const later = toastQueueReducer(state, { type: 'TOAST.TICK', now: 13_000 });
    expect(ids(later)).toEqual(['a']);
    expect(toastRemainingMs(first(later), 13_000)).toBe(8000);
  });

  it('pausing twice for the same reason keeps the remaining time', () => {
    const state = run([
      add('a'),
      { type: 'TOAST.PAUSE', reason: 'blur', now: 1000 },
      { type: 'TOAST.PAUSE', reason: 'blur', now: 5000 },
    ]);
    expect(state.toasts[0]?.remainingMs).toBe(9000);
  });

  it.each(['click', 'close', 'drag'] as const)('dismisses on %s', (cause) => {
    const state = run([add('a'), add('b'), { type: 'TOAST.DISMISS', id: 'a', cause }]);
    expect(ids(state)).toEqual(['b']);
  });

  it('ignores dismissing an unknown toast', () => {
    const state = run([add('a')]);
    expect(toastQueueReducer(state, { type: 'TOAST.DISMISS', id: 'x', cause: 'click' })).toBe(state);
  });
});

describe('shouldDismissOnDrag (spec storefront §9: 60 percent of width)', () => {
  it('dismisses from 60 %, not at 59 %', () => {
    expect(shouldDismissOnDrag(59, 100)).toBe(false);
    expect(shouldDismissOnDrag(60, 100)).toBe(true);
    expect(shouldDismissOnDrag(180, 300)).toBe(true);
    expect(shouldDismissOnDrag(179, 300)).toBe(false);
  });

  it('works in both directions', () => {
    expect(shouldDismissOnDrag(-60, 100)).toBe(true);
    expect(shouldDismissOnDrag(-59, 100)).toBe(false);
  });

  it('never dismisses without a width', () => {
    expect(shouldDismissOnDrag(100, 0)).toBe(false);
    expect(shouldDismissOnDrag(Number.NaN, 100)).toBe(false);
  });
});

describe('parseServerToasts (spec storefront §3.15, §4 "Other")', () => {
  it('has a cookie name and a max age of 10 seconds', () => {
    expect(SERVER_TOAST_COOKIE).toBeTruthy();
    expect(SERVER_TOAST_COOKIE_MAX_AGE_SECONDS).toBe(10);
  });

  it('reads each type and deduplicates by message', () => {
    const cookie = serializeServerToasts([
      { type: 'success', message: 'Gespeichert' },
      { type: 'error', message: 'Fehler' },
      { type: 'info', message: 'Info' },
      { type: 'warning', message: 'Achtung' },
      { type: 'default', message: 'Hallo' },
      { type: 'error', message: 'Gespeichert' },
    ]);
    expect(parseServerToasts(cookie)).toEqual([
      { id: 'server:Gespeichert', type: 'success', message: 'Gespeichert' },
      { id: 'server:Fehler', type: 'error', message: 'Fehler' },
      { id: 'server:Info', type: 'info', message: 'Info' },
      { id: 'server:Achtung', type: 'warning', message: 'Achtung' },
      { id: 'server:Hallo', type: 'default', message: 'Hallo' },
    ]);
  });

  it('turns an unknown type into default and drops malformed entries', () => {
    const cookie = encodeURIComponent(
      JSON.stringify([
        { type: 'fatal', message: 'x' },
        { message: 42 },
        null,
        'text',
        { type: 'info', message: ' ' },
      ]),
    );
    expect(parseServerToasts(cookie)).toEqual([{ id: 'server:x', type: 'default', message: 'x' }]);
  });

  it.each([undefined, null, '', 'not json', '%E0%A4%A', '{"type":"info","message":"x"}'])(
    'reads %s as no toasts',
    (value) => {
      expect(parseServerToasts(value)).toEqual([]);
    },
  );

  it('shows a server toast once through the duplicate-id rule', () => {
    const [toast] = parseServerToasts(serializeServerToasts([{ type: 'info', message: 'x' }]));
    if (!toast) throw new Error('no server toast');
    const state = run([
      { type: 'TOAST.ADD', toast, now: 0 },
      { type: 'TOAST.ADD', toast, now: 1 },
    ]);
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]?.type).toBe('info');
  });
});
