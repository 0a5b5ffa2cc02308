// The consent banner's own chunk: it opens only after hydration (the cookie is read in an effect), so
// it never has to be in the first-load JavaScript (DESIGN §6 budget).
export { ConsentBanner } from '@ranzen/ui';
