export * from './cart.machine';
