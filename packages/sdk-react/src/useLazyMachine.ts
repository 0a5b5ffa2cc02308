// One host for every XState machine a page runs (DESIGN §3, §6). A page renders a view: before the
// machine is loaded (on the server, at hydration and until first use) that is `initialView`, so the
// first render needs neither XState nor the machine; the first event imports the machine (a dynamic
// import() in `load`, which also `.provide()`s its Apollo-backed actors), starts it with `input`
// read from the view of that moment, and from then on every snapshot becomes the view. Emitted
// events go to `onEmitted` (toasts, navigation, analytics). docs/adding-a-machine.md shows a host.
//
// Like @xstate/react's useActorRef the actor lives as long as the component (stopped on unmount),
// but it is created on first use instead of the first render, and the view is React state rather
// than a selector over an actor that may not exist yet.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Actor, AnyStateMachine, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

export interface LazyMachineOptions<TMachine extends AnyStateMachine, TView> {
  /** Imports the machine (dynamic import()) and returns it with its actors provided. */
  readonly load: () => Promise<TMachine>;
  /** The machine's input when it starts, from the view shown at that moment. */
  readonly input: (view: TView) => InputFrom<TMachine>;
  /**
   * A state to start the machine in instead of its initial one (a flow kept across a reload); built with
   * the loaded machine (`machine.resolveState`). Undefined starts it afresh.
   */
  readonly restore?: (machine: TMachine) => SnapshotFrom<TMachine> | undefined;
  /** The view before the machine runs: what the server rendered. */
  readonly initialView: () => TView;
  /** The view of a machine snapshot; its `state` is the machine's finite state (data-state). */
  readonly view: (snapshot: SnapshotFrom<TMachine>) => TView;
  /** How the view answers an event while the machine is not running yet (typing shows at once). */
  readonly preview?: (view: TView, event: EventFromLogic<TMachine>) => TView;
  /** Events the machine emits for the page. */
  readonly onEmitted?: (event: EmittedFrom<TMachine>) => void;
  /**
   * The machine's chunk could not be loaded for `event` (offline, a new deployment): returns the view
   * to show and may fall back (a plain navigation, a toast). The next event tries to load again.
   */
  readonly onLoadError?: (error: unknown, event: EventFromLogic<TMachine>, view: TView) => TView;
}

export interface LazyMachine<TMachine extends AnyStateMachine, TView> {
  readonly view: TView;
  /** Sends an event, loading and starting the machine first when it is not running. */
  readonly send: (event: EventFromLogic<TMachine>) => void;
  /** Sends an event to a running machine; before that only `preview` sees it (nothing loads). */
  readonly sendIfStarted: (event: EventFromLogic<TMachine>) => void;
  /** Loads and starts the machine without an event (a machine that runs on its own, e.g. a timer). */
  readonly start: () => Promise<void>;
  /** Stops the machine and shows the initial view again; a later event starts a fresh one. */
  readonly stop: () => void;
}

type MachineActor<TMachine extends AnyStateMachine> = Actor<TMachine>;

/**
 * Hosts an XState machine that is loaded by `import()` on the first event, so the machine and XState
 * stay out of the page's first load; until then the hook shows `initialView()`.
 *
 * @example
 * ```tsx
 * const machine = useLazyMachine({
 *   load: loadMyMachine, // () => import('./myMachine').then((module) => module.provideMyMachine(client))
 *   input: () => ({}),
 *   initialView: () => ({ state: 'idle' }),
 *   view: (snapshot) => ({ state: String(snapshot.value) }),
 * });
 * machine.send({ type: 'MY.START' });
 * ```
 */
export function useLazyMachine<TMachine extends AnyStateMachine, TView>(
  options: LazyMachineOptions<TMachine, TView>,
): LazyMachine<TMachine, TView> {
  const [view, setView] = useState<TView>(options.initialView);
  // The actor's callbacks and `send` read the latest render's options and view, so neither needs to
  // restart the machine when a parent passes new functions.
  const latest = useRef({ options, view });
  latest.current = { options, view };
  const actorRef = useRef<MachineActor<TMachine> | null>(null);
  const loading = useRef<Promise<MachineActor<TMachine> | null> | null>(null);
  // Bumped by stop(): a load still on its way when the machine was stopped must not start it.
  const generation = useRef(0);

  const ensure = useCallback((): Promise<MachineActor<TMachine> | null> => {
    if (actorRef.current) return Promise.resolve(actorRef.current);
    if (!loading.current) {
      const started = generation.current;
      const pending = Promise.all([latest.current.options.load(), import('./startMachine')]).then(
        ([machine, { startMachine }]) => {
          if (started !== generation.current) return null;
          const snapshot = latest.current.options.restore?.(machine);
          const actor = startMachine(machine, {
            ...(snapshot ? { snapshot } : {}),
            input: latest.current.options.input(latest.current.view),
            onSnapshot: (snapshot) => setView(latest.current.options.view(snapshot)),
            onEmitted: (event) => latest.current.options.onEmitted?.(event),
          });
          actorRef.current = actor;
          return actor;
        },
      );
      loading.current = pending;
      // A failed chunk load may succeed on the next event.
      pending.catch(() => {
        if (loading.current === pending) loading.current = null;
      });
    }
    return loading.current;
  }, []);

  const previewed = useCallback((event: EventFromLogic<TMachine>) => {
    const { preview } = latest.current.options;
    if (preview) setView((current) => preview(current, event));
  }, []);

  const send = useCallback(
    (event: EventFromLogic<TMachine>) => {
      // A running machine takes the event within the handler: a controlled input then shows the
      // typed value when React settles the event, never an older one.
      if (actorRef.current) {
        actorRef.current.send(event);
        return;
      }
      previewed(event);
      ensure().then(
        (actor) => actor?.send(event),
        (error: unknown) => {
          const { options: current, view: shown } = latest.current;
          if (current.onLoadError) setView(current.onLoadError(error, event, shown));
        },
      );
    },
    [ensure, previewed],
  );

  const sendIfStarted = useCallback(
    (event: EventFromLogic<TMachine>) => {
      if (actorRef.current) actorRef.current.send(event);
      else previewed(event);
    },
    [previewed],
  );

  const start = useCallback(async () => {
    await ensure();
  }, [ensure]);

  const stop = useCallback(() => {
    generation.current += 1;
    actorRef.current?.stop();
    actorRef.current = null;
    loading.current = null;
    setView(latest.current.options.initialView);
  }, []);

  useEffect(() => stop, [stop]);

  return { view, send, sendIfStarted, start, stop };
}
