export * from './resolvePage';
export * from './routeTable';
