export { type BrowserRouteDeps, ClientRouter, type ClientRouterProps } from './ClientRouter';
export { type HydrateOptions, hydrateStorefront } from './hydrateStorefront';
export type { AnchorInfo } from './navigation';
