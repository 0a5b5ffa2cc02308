export * from './cart.machine';
export * from './cartActivity';
export * from './searchBox.machine';
