// The choose-list modal's own chunk: it opens only on a heart's click, so it never has to be in the
// first-load JavaScript (DESIGN §6 budget).
export { ChooseWishlistDialog } from '@ranzen/ui';
