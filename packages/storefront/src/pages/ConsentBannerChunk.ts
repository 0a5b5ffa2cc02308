// The consent banner's own chunk: only a page that shows it (no choice yet, or reopened from the footer)
// loads it, so a visitor who chose never downloads it (DESIGN §6 budget).
export { ConsentBanner } from '@ranzen/ui';
