// `pnpm --filter @ranzen/api rating-link <productId> [--base=<storefront origin>]`: prints a rating
// link as the shop's rating e-mail would contain it (spec storefront §2.2). It is encrypted with the
// same server secret the API reads (RANZEN_API_SECRET, else the data folder's development secret,
// auth/secrets.ts), so run it with the API's environment (RANZEN_DATA_DIR). The product is checked when the link is opened, not here.
import { routePath } from '@ranzen/sdk-core/routes';
import { loadSecrets } from '../auth/secrets';
import { DEFAULT_DATA_DIR } from '../server';
import { createRatingLinkCipher, RATING_LINK_TTL_DAYS, ratingLinkPayload } from './ratingLink';

const DEFAULT_BASE = 'http://localhost:3000';

const args = process.argv.slice(2);
const productId = args.find((arg) => !arg.startsWith('--'));
const base = args.find((arg) => arg.startsWith('--base='))?.slice('--base='.length) ?? DEFAULT_BASE;
if (!productId) {
  console.error('usage: pnpm --filter @ranzen/api rating-link <productId> [--base=http://localhost:3000]');
  process.exit(1);
}
const { signingSecret } = await loadSecrets(process.env.RANZEN_DATA_DIR || DEFAULT_DATA_DIR);
const cipher = createRatingLinkCipher(signingSecret);
const url = new URL(routePath('rating'), base);
url.searchParams.set('enc', cipher.encrypt(ratingLinkPayload(productId)));
console.log(url.href);
console.log(`valid for ${RATING_LINK_TTL_DAYS} days`);
