// docs/wishlist-rights.md from the matrix in wishlistRights.ts (the one home of the rights; issue 19 item 4
// "Document the matrix in docs/"). wishlistRightsDoc.test.ts checks the document still matches.
import { fileURLToPath } from 'node:url';
import { ACTION_MEANING, LIST_KIND_RULES, RIGHTS, WISHLIST_ACTIONS, WISHLIST_ROLES } from './wishlistRights';

export const WISHLIST_RIGHTS_DOC = fileURLToPath(
  new URL('../../../../docs/wishlist-rights.md', import.meta.url),
);

/** The whole document. */
export function wishlistRightsDoc(): string {
  const header = `| Action | ${WISHLIST_ROLES.join(' | ')} | Operations |`;
  const rule = `| --- | ${WISHLIST_ROLES.map(() => ':---:').join(' | ')} | --- |`;
  const rows = WISHLIST_ACTIONS.map(
    (action) =>
      `| ${action} | ${WISHLIST_ROLES.map((role) => (RIGHTS[action].includes(role) ? 'yes' : '-')).join(' | ')} | ${ACTION_MEANING[action]} |`,
  );
  return [
    '# Wish list rights',
    '',
    'Who may do what on a wish list (spec shopping §6 names the rights creator, admin, editor and commentator',
    'and leaves their permissions open). The API enforces this matrix on every operation',
    '(`apps/api/src/wishlist/wishlistRights.ts`, generated into this page by',
    '`pnpm --filter @ranzen/api wishlist-rights:doc`) and answers it per list as `Wishlist.allowed`.',
    'The creator owns the list; the other roles are handed out by invite links (`createWishlistInvite`),',
    'VIEWER being the "view" level. A list or entry the caller may not see answers exactly like an unknown',
    'id (`vue.wishlist.error.notFound`); a visible list without the right answers `vue.wishlist.error.notAllowed`.',
    'Every member may leave a shared list (`removeWishlistMember` with their own id).',
    '',
    header,
    rule,
    ...rows,
    '',
    '## Exceptions by kind of list',
    '',
    ...LIST_KIND_RULES.map((text) => `- ${text}`),
    '',
  ].join('\n');
}

/** The document without the table's padding, which the formatter (biome) owns. */
export function withoutPadding(doc: string): string {
  return doc.replace(/ {2,}/g, ' ').replace(/-{3,}/g, '---');
}
