export * from './cart.machine';
export * from './cartActivity';
export * from './lightningReservation.machine';
export * from './searchBox.machine';
export * from './variantSelection.machine';
