// useLazyMachine: the view before the machine runs is the initial one, the machine loads on the first
// event only (DESIGN §6), a failed load can be retried, and a stop during the load starts nothing.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, emit, setup } from 'xstate';
import { type LazyMachineOptions, useLazyMachine } from './useLazyMachine';

type ToggleEvent = { type: 'TOGGLE' } | { type: 'RENAME'; name: string };

const toggleMachine = setup({
  types: {
    context: {} as { name: string },
    events: {} as ToggleEvent,
    input: {} as { name: string },
    emitted: {} as { type: 'TOGGLE.CHANGED'; on: boolean },
  },
}).createMachine({
  context: ({ input }) => ({ name: input.name }),
  initial: 'off',
  on: { RENAME: { actions: assign({ name: ({ event }) => event.name }) } },
  states: {
    off: { on: { TOGGLE: { target: 'on', actions: emit({ type: 'TOGGLE.CHANGED', on: true }) } } },
    on: { on: { TOGGLE: { target: 'off', actions: emit({ type: 'TOGGLE.CHANGED', on: false }) } } },
  },
});

interface ToggleView {
  readonly state: 'off' | 'on';
  readonly name: string;
}

function host(overrides: Partial<LazyMachineOptions<typeof toggleMachine, ToggleView>> = {}) {
  const load = vi.fn(async () => toggleMachine);
  const onEmitted = vi.fn();
  const options: LazyMachineOptions<typeof toggleMachine, ToggleView> = {
    load,
    input: (view) => ({ name: view.name }),
    initialView: () => ({ state: 'off', name: 'server' }),
    view: (snapshot) => ({ state: snapshot.value, name: snapshot.context.name }),
    preview: (view, event) => (event.type === 'RENAME' ? { ...view, name: event.name } : view),
    onEmitted,
    ...overrides,
  };
  const rendered = renderHook(() => useLazyMachine(options));
  return { ...rendered, load: overrides.load ?? load, onEmitted };
}

describe('useLazyMachine', () => {
  afterEach(cleanup);

  it('shows the initial view and loads nothing until the first event', async () => {
    const { result, load, onEmitted } = host();
    expect(result.current.view).toEqual({ state: 'off', name: 'server' });
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.send({ type: 'TOGGLE' }));
    await waitFor(() => expect(result.current.view.state).toBe('on'));
    expect(onEmitted).toHaveBeenCalledWith({ type: 'TOGGLE.CHANGED', on: true });
    act(() => result.current.send({ type: 'TOGGLE' }));
    expect(result.current.view.state).toBe('off');
    expect(load).toHaveBeenCalledOnce();
  });

  it('lets the preview answer before the machine runs and starts the machine from that view', async () => {
    const { result, load } = host();
    act(() => result.current.sendIfStarted({ type: 'RENAME', name: 'typed' }));
    expect(result.current.view.name).toBe('typed');
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.send({ type: 'TOGGLE' }));
    await waitFor(() => expect(result.current.view).toEqual({ state: 'on', name: 'typed' }));
  });

  it('reports a failed load with the event and loads again on the next one', async () => {
    const load = vi
      .fn<() => Promise<typeof toggleMachine>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue(toggleMachine);
    const onLoadError = vi.fn((_error: unknown, _event: ToggleEvent, view: ToggleView) => ({
      ...view,
      name: 'failed',
    }));
    const { result } = host({ load, onLoadError });
    act(() => result.current.send({ type: 'TOGGLE' }));
    await waitFor(() => expect(result.current.view.name).toBe('failed'));
    expect(onLoadError).toHaveBeenCalledWith(
      new Error('chunk missing'),
      { type: 'TOGGLE' },
      expect.anything(),
    );

    act(() => result.current.send({ type: 'TOGGLE' }));
    await waitFor(() => expect(result.current.view.state).toBe('on'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts nothing when stopped while loading, and shows the initial view again', async () => {
    let finish: (machine: typeof toggleMachine) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof toggleMachine>((resolve) => (finish = resolve)));
    const { result } = host({ load });
    act(() => {
      result.current.sendIfStarted({ type: 'RENAME', name: 'typed' });
      void result.current.start();
    });
    act(() => result.current.stop());
    expect(result.current.view.name).toBe('server');
    await act(async () => finish(toggleMachine));
    act(() => result.current.sendIfStarted({ type: 'TOGGLE' }));
    expect(result.current.view.state).toBe('off');
  });
});
