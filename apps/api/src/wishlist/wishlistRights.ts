// Who may do what on a wish list (shopping §6 "Wish list rights per list: creator, admin, editor,
// commentator ... Exact permissions per right: not shown"). The one home of the matrix: the API enforces it
// for every action and answers it per list (Wishlist.allowed); docs/wishlist-rights.md is generated from it
// (wishlistRightsDoc.ts) and wishlistRightsDoc.test.ts checks the document still matches.
import type { WishlistActions, WishlistRole } from '../generated/resolvers';

export const WISHLIST_ACTIONS = [
  'view',
  'comment',
  'deleteOwnComment',
  'deleteAnyComment',
  'editEntries',
  'manageList',
  'share',
  'removeList',
  'setStandard',
] as const;
export type WishlistAction = (typeof WISHLIST_ACTIONS)[number];

export const WISHLIST_ROLES: readonly WishlistRole[] = [
  'CREATOR',
  'ADMIN',
  'EDITOR',
  'COMMENTATOR',
  'VIEWER',
];

/** What each action covers, for docs/wishlist-rights.md. */
export const ACTION_MEANING: Readonly<Record<WishlistAction, string>> = {
  view: 'see the list, its entries, comments and members (wishlist, wishlists, wishlistComments)',
  comment: 'addWishlistComment',
  deleteOwnComment: 'deleteWishlistComment of a comment one wrote',
  deleteAnyComment: "deleteWishlistComment of another member's comment",
  editEntries:
    'addToWishlist, changeWishlistQuantity, removeFromWishlist, restoreWishlistEntry, replaceWishlistItem',
  manageList: 'renameWishlist, setWishlistDescription',
  share: 'createWishlistInvite, revokeWishlistInvite, removeWishlistMember of another member',
  removeList: 'removeWishlist',
  setStandard: "setStandardWishlist (the standard list is a choice among one's own lists)",
};

const ALL: readonly WishlistRole[] = WISHLIST_ROLES;
const WRITERS: readonly WishlistRole[] = ['CREATOR', 'ADMIN', 'EDITOR', 'COMMENTATOR'];
const MANAGERS: readonly WishlistRole[] = ['CREATOR', 'ADMIN'];

/** The roles allowed each action on a shared named list. */
export const RIGHTS: Readonly<Record<WishlistAction, readonly WishlistRole[]>> = {
  view: ALL,
  comment: WRITERS,
  deleteOwnComment: WRITERS,
  deleteAnyComment: MANAGERS,
  editEntries: ['CREATOR', 'ADMIN', 'EDITOR'],
  manageList: MANAGERS,
  share: MANAGERS,
  removeList: ['CREATOR'],
  setStandard: ['CREATOR'],
};

/** What kind of list the rights apply to; the merkzettel and teaser lists narrow the matrix. */
export interface ListContext {
  readonly kind: 'merkzettel' | 'list' | 'teaser';
  /** The caller is a logged-in customer (comments carry a name; sharing needs an account). */
  readonly callerIsCustomer: boolean;
}

/** Exceptions to the matrix, each a rule of the spec or of docs/wishlist-rights.md. */
export const LIST_KIND_RULES = [
  'A teaser list (CMS) is read-only for everybody: no comments, no entry changes, no delete (shopping §6).',
  'The merkzettel is personal and fixed: it is never shared, renamed or removed; only its creator sees it.',
  'Comments, sharing and named lists need a logged-in customer (anonymous visitors use the single current list, shopping §6).',
] as const;

const MERKZETTEL_FIXED: readonly WishlistAction[] = ['manageList', 'share', 'removeList'];
const ACCOUNT_ACTIONS: readonly WishlistAction[] = [
  'comment',
  'deleteOwnComment',
  'deleteAnyComment',
  'share',
];

/** Whether `role` may do `action` on a list of this context. */
export function mayDo(role: WishlistRole, action: WishlistAction, list: ListContext): boolean {
  if (!RIGHTS[action].includes(role)) return false;
  if (list.kind === 'teaser') return action === 'view';
  if (list.kind === 'merkzettel' && MERKZETTEL_FIXED.includes(action)) return false;
  return list.callerIsCustomer || !ACCOUNT_ACTIONS.includes(action);
}

/** The per-list answer of the matrix (Wishlist.allowed). */
export function allowedActions(role: WishlistRole, list: ListContext): WishlistActions {
  return {
    comment: mayDo(role, 'comment', list),
    editEntries: mayDo(role, 'editEntries', list),
    manageList: mayDo(role, 'manageList', list),
    share: mayDo(role, 'share', list),
    removeList: mayDo(role, 'removeList', list),
  };
}
