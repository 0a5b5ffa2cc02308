// The runtime half of useLazyMachine: the only sdk-react module that creates actors, reached only
// through its dynamic import(), so XState's interpreter is not first-load code (DESIGN §6).
import {
  type Actor,
  type AnyStateMachine,
  createActor,
  type EmittedFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export interface StartMachineOptions<TMachine extends AnyStateMachine> {
  readonly input: InputFrom<TMachine>;
  readonly onSnapshot: (snapshot: SnapshotFrom<TMachine>) => void;
  readonly onEmitted: (event: EmittedFrom<TMachine>) => void;
  /** A state to continue from instead of the machine's initial one (a flow restored after a reload). */
  readonly snapshot?: SnapshotFrom<TMachine>;
}

/** Creates the actor, follows its snapshots and emitted events, and starts it. */
export function startMachine<TMachine extends AnyStateMachine>(
  machine: TMachine,
  { input, onSnapshot, onEmitted, snapshot }: StartMachineOptions<TMachine>,
): Actor<TMachine> {
  const actor = createActor(machine, snapshot ? { input, snapshot } : { input });
  actor.subscribe(onSnapshot);
  actor.on('*', onEmitted);
  actor.start();
  return actor;
}
