export * from './ClientRouter';
export * from './hydrateStorefront';
export * from './navigation';
