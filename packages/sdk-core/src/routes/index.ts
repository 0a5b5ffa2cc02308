export * from './contentPages';
export * from './defineRoute';
export * from './guards';
export * from './resolvePage';
export * from './routeDefinitions';
export * from './routeFacts';
export * from './routeTable';
