export * from './hydrateStorefront';
