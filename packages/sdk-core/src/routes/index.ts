export * from './guards';
export * from './resolvePage';
export * from './routeTable';
