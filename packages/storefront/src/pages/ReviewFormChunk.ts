// The review form's own chunk: only a shopper who writes a review loads it (DESIGN §6 budget).
export { ReviewForm } from '@ranzen/ui';
