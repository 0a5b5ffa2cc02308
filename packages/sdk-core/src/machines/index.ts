// The storefront's XState machines (DESIGN §3, §4). Conventions every machine here follows, so hosts
// and tests read them the same way (docs/adding-a-machine.md walks through adding one):
// - `name.machine.ts` exports `nameMachine = setup({ types, actors, guards, actions }).createMachine(…)`;
//   all I/O goes through named actors that default to `notImplemented` and are supplied with
//   `.provide()` by the sdk-react host (Apollo) or by the test beside the machine.
// - Events are namespaced in capitals: `'CART.ADD_POSITION'`, and so are the events a machine emits
//   for its host: `'CART.ERROR'`, `'SEARCH.NAVIGATE'`, `'LIGHTNING.NOTICE'`.
// - The exported event union (`CartEvent`) holds only what a host may send; events the machine raises
//   for itself (`CART.OP_DONE`) have a separate type that is not exported.
// - Guards are named in `setup({ guards })`, and a guard or action that reads an event's fields
//   narrows it with `assertEvent`.
// - The finite state is the view: hosts expose it as `state` and components render it as data-state.
export * from './addressBook.machine';
export * from './cart.machine';
export * from './cartActivity';
export * from './checkout.machine';
export * from './errorText';
export * from './lightningReservation.machine';
export * from './login.machine';
export * from './notImplemented';
export * from './returns.machine';
export * from './searchBox.machine';
export * from './variantSelection.machine';
export * from './wishlist.machine';
