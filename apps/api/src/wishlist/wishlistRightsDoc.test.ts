// docs/wishlist-rights.md shows the matrix the API enforces (issue 19 item 4: one home for the rights).
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { WISHLIST_RIGHTS_DOC, wishlistRightsDoc, withoutPadding } from './wishlistRightsDoc';

it('docs/wishlist-rights.md matches wishlistRights.ts (else: pnpm --filter @ranzen/api wishlist-rights:doc)', async () => {
  expect(withoutPadding(await readFile(WISHLIST_RIGHTS_DOC, 'utf8'))).toBe(
    withoutPadding(wishlistRightsDoc()),
  );
});
