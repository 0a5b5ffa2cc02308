// Rewrites docs/wishlist-rights.md from wishlistRights.ts (run `npx biome format --write docs` after it).
import { writeFile } from 'node:fs/promises';
import { WISHLIST_RIGHTS_DOC, wishlistRightsDoc } from './wishlistRightsDoc';

await writeFile(WISHLIST_RIGHTS_DOC, wishlistRightsDoc());
console.log(`updated ${WISHLIST_RIGHTS_DOC}`);
