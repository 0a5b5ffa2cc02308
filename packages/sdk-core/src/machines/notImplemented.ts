import { fromPromise, type PromiseActorLogic } from 'xstate';

/**
 * A machine's I/O actor until a host or a test supplies the real one with `.provide()`: the machines
 * stay free of Apollo and the network, and a forgotten actor fails loudly by name.
 */
export function notImplemented<TOutput, TInput>(
  machine: string,
  actor: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${machine}: provide the '${actor}' actor with .provide()`);
  });
}
