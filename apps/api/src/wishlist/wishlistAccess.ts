// Who is asking and which lists they may see (shopping §6; DESIGN §7 ownership). A list is visible to its
// creator (the user row of an anonymous visitor or of a customer), to members invited by link, and, for a
// teaser list, to everybody. Anything else answers exactly like an unknown id (WishlistError NOT_FOUND).
import { createHash } from 'node:crypto';
import type { MessageKey } from '@ranzen/sdk-core/i18n';
import { and, eq } from 'drizzle-orm';
import type { ApiContext } from '../context';
import { ensureVisitor } from '../customer/customerService';
import type { Db } from '../db/client';
import { wishlistMembers, wishlists } from '../db/schema';
import type { WishlistRole } from '../generated/resolvers';
import { isUuid } from '../shop/validation';
import { mayDo, type WishlistAction } from './wishlistRights';

export const NOT_FOUND: MessageKey = 'vue.wishlist.error.notFound';
export const NOT_ALLOWED: MessageKey = 'vue.wishlist.error.notAllowed';
export const ITEM_NOT_FOUND: MessageKey = 'vue.wishlist.error.itemNotFound';

/** An expected refusal: the transaction rolls back and the message key is answered. */
export class WishlistError extends Error {
  constructor(
    readonly messageKey: MessageKey,
    /** With vue.pdp.minQuantity: the amount the message names. */
    readonly minQuantity: number | null = null,
  ) {
    super(messageKey);
  }
}

/** The caller of a wish list operation. */
export interface Caller {
  /** The user row the caller's lists belong to: the customer's, else the visitor's; null without either. */
  readonly userId: string | null;
  /** A logged-in customer (not a checkout guest): named lists, comments and sharing need one. */
  readonly isCustomer: boolean;
}

export function callerOf(ctx: Pick<ApiContext, 'customer' | 'userId'>): Caller {
  const customer = ctx.customer?.customer;
  return {
    userId: customer?.userId ?? ctx.userId,
    isCustomer: customer !== undefined && customer.kind !== 'guest',
  };
}

export type WishlistRow = typeof wishlists.$inferSelect;

export interface ListAccess {
  readonly list: WishlistRow;
  readonly role: WishlistRole;
  readonly caller: Caller;
}

/**
 * The id of a user's merkzettel, derived from the user id: a visitor's empty merkzettel can be answered
 * before anything is written (reads write nothing), and the first write creates the row with this id.
 */
export function merkzettelId(userId: string): string {
  const hex = createHash('sha256').update(`merkzettel:${userId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The merkzettel as it is before its first write. */
export function unsavedMerkzettel(userId: string): WishlistRow {
  const now = new Date();
  return {
    id: merkzettelId(userId),
    ownerUserId: userId,
    kind: 'merkzettel',
    teaserId: null,
    name: '',
    description: null,
    isStandard: false,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Writes the caller's user row and merkzettel if they are not there yet; answers the merkzettel's id. The
 * merkzettel's name is the store's word for it (wishlistView.ts), so none is stored.
 */
export async function ensureMerkzettel(tx: Db, userId: string): Promise<string> {
  await ensureVisitor(tx, userId);
  const id = merkzettelId(userId);
  await tx
    .insert(wishlists)
    .values({ id, ownerUserId: userId, kind: 'merkzettel', name: '' })
    .onConflictDoNothing({ target: wishlists.id });
  return id;
}

function roleOf(
  list: WishlistRow,
  caller: Caller,
  memberRole: WishlistRole | undefined,
): WishlistRole | null {
  if (list.kind === 'teaser') return 'VIEWER';
  if (caller.userId !== null && list.ownerUserId === caller.userId) return 'CREATOR';
  // Members are customers; a member who logged out sees the list no more.
  return caller.isCustomer ? (memberRole ?? null) : null;
}

/**
 * The caller's access to a list, or null when the list is unknown or the caller may not see it. With `lock`
 * the list row is locked for the transaction, so concurrent changes of one list run one after the other.
 */
export async function findAccess(
  db: Db,
  externalId: string,
  caller: Caller,
  lock = false,
): Promise<ListAccess | null> {
  if (!isUuid(externalId)) return null;
  const query = db
    .select({ list: wishlists, memberRole: wishlistMembers.role })
    .from(wishlists)
    .leftJoin(
      wishlistMembers,
      and(
        eq(wishlistMembers.wishlistId, wishlists.id),
        eq(wishlistMembers.userId, caller.userId ?? wishlists.id),
      ),
    )
    .where(eq(wishlists.id, externalId));
  const [row] = lock ? await query.for('update', { of: wishlists }) : await query;
  if (!row) return null;
  const role = roleOf(row.list, caller, row.memberRole ?? undefined);
  return role ? { list: row.list, role, caller } : null;
}

/** Whether the access allows `action`. */
export function allows(access: ListAccess, action: WishlistAction): boolean {
  return mayDo(access.role, action, { kind: access.list.kind, callerIsCustomer: access.caller.isCustomer });
}

/**
 * The caller's list for an action: locked, visible and allowed, or a WishlistError. A list the caller may
 * see but not change answers NOT_ALLOWED; one it may not see answers NOT_FOUND, like an unknown id.
 */
export async function requireAccess(
  tx: Db,
  externalId: string,
  caller: Caller,
  action: WishlistAction,
): Promise<ListAccess> {
  if (caller.userId && externalId === merkzettelId(caller.userId)) await ensureMerkzettel(tx, caller.userId);
  const access = await findAccess(tx, externalId, caller, true);
  if (!access) throw new WishlistError(NOT_FOUND);
  if (!allows(access, action)) throw new WishlistError(NOT_ALLOWED);
  return access;
}
