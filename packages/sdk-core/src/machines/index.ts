export * from './cart.machine';
export * from './cartActivity';
