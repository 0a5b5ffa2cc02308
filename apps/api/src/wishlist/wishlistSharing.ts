// Comments, invite links, members and the import of shared lists (shopping §3 "Wish list comment", §4
// "Invite links are created for a chosen rights level; shared lists can be imported", §6 rights). Invite
// tokens are 256 random bits; only their SHA-256 is stored, so the table opens no list.
import { createHash, randomBytes } from 'node:crypto';
import { LOGIN_REQUIRED_MESSAGE, WISHLIST_COMMENT_MAX_LENGTH } from '@ranzen/sdk-core/rules';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ApiContext } from '../context';
import type { Db } from '../db/client';
import {
  customers,
  type WishlistMemberRole,
  wishlistComments,
  wishlistEntries,
  wishlistInvites,
  wishlistMembers,
  wishlists,
} from '../db/schema';
import type {
  CreateWishlistInviteResult,
  WishlistComment,
  WishlistInvitePreview,
  WishlistInviteRole,
  WishlistResult,
} from '../generated/resolvers';
import { isUuid } from '../shop/validation';
import { allows, findAccess, NOT_ALLOWED, NOT_FOUND, requireAccess, WishlistError } from './wishlistAccess';
import { changeList, entryOf, readOne, refused, userCaller, writingCaller } from './wishlistService';
import { inviteView, readComments } from './wishlistView';

/** How long an invite link opens its list (docs/not-shown.md). */
export const INVITE_VALID_MS = 30 * 24 * 60 * 60 * 1000;
const INVITE_INVALID = 'vue.wishlist.error.inviteInvalid';
const COMMENT_INVALID = 'vue.wishlist.error.comment';

/** Stronger roles first: importing a second link never lowers a member's role. */
const ROLE_RANK: readonly WishlistMemberRole[] = ['ADMIN', 'EDITOR', 'COMMENTATOR', 'VIEWER'];

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function listComments(
  ctx: ApiContext,
  externalId: string,
  entryId: string,
): Promise<WishlistComment[]> {
  const access = await findAccess(ctx.db, externalId, userCaller(ctx));
  if (!access || !isUuid(entryId)) return [];
  return readComments(ctx.db, access, entryId, ctx.store);
}

export function addWishlistComment(
  ctx: ApiContext,
  externalId: string,
  entryId: string,
  comment: string,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'comment', async (tx, { list, caller }) => {
    const entry = await entryOf(tx, list.id, entryId, false);
    const text = comment.trim();
    if (text.length === 0 || text.length > WISHLIST_COMMENT_MAX_LENGTH)
      throw new WishlistError(COMMENT_INVALID);
    await tx
      .insert(wishlistComments)
      .values({ entryId: entry.id, authorUserId: caller.userId ?? '', comment: text });
  });
}

export function deleteWishlistComment(
  ctx: ApiContext,
  externalId: string,
  commentId: string,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'view', async (tx, access) => {
    if (!isUuid(commentId)) throw new WishlistError(NOT_FOUND);
    const [row] = await tx
      .select({ id: wishlistComments.id, authorUserId: wishlistComments.authorUserId })
      .from(wishlistComments)
      .innerJoin(wishlistEntries, eq(wishlistEntries.id, wishlistComments.entryId))
      .where(and(eq(wishlistComments.id, commentId), eq(wishlistEntries.wishlistId, access.list.id)));
    if (!row) throw new WishlistError(NOT_FOUND);
    const own = row.authorUserId === access.caller.userId;
    if (!allows(access, own ? 'deleteOwnComment' : 'deleteAnyComment')) throw new WishlistError(NOT_ALLOWED);
    await tx.delete(wishlistComments).where(eq(wishlistComments.id, row.id));
  });
}

export async function createWishlistInvite(
  ctx: ApiContext,
  externalId: string,
  role: WishlistInviteRole,
): Promise<CreateWishlistInviteResult> {
  const caller = await writingCaller(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { list } = await requireAccess(tx, externalId, caller, 'share');
      const token = randomBytes(32).toString('base64url');
      const [row] = await tx
        .insert(wishlistInvites)
        .values({
          wishlistId: list.id,
          tokenHash: tokenHash(token),
          role,
          createdByUserId: caller.userId,
          expiresAt: new Date(Date.now() + INVITE_VALID_MS),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return { successful: true, errorMessage: null, invite: inviteView(row, token) };
    });
  } catch (error) {
    if (!(error instanceof WishlistError)) throw error;
    return { successful: false, errorMessage: error.messageKey, invite: null };
  }
}

export function revokeWishlistInvite(
  ctx: ApiContext,
  externalId: string,
  inviteId: string,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'share', async (tx, { list }) => {
    if (!isUuid(inviteId)) throw new WishlistError(NOT_FOUND);
    const revoked = await tx
      .update(wishlistInvites)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(wishlistInvites.id, inviteId),
          eq(wishlistInvites.wishlistId, list.id),
          isNull(wishlistInvites.revokedAt),
        ),
      )
      .returning({ id: wishlistInvites.id });
    if (revoked.length === 0) throw new WishlistError(NOT_FOUND);
  });
}

/** Removes another member (sharing right) or the caller itself (leaving; every member may). */
export function removeWishlistMember(
  ctx: ApiContext,
  externalId: string,
  memberId: string,
): Promise<WishlistResult> {
  return changeList(ctx, externalId, 'view', async (tx, access) => {
    const leaving = memberId === access.caller.userId && access.role !== 'CREATOR';
    if (!leaving && !allows(access, 'share')) throw new WishlistError(NOT_ALLOWED);
    if (!isUuid(memberId)) throw new WishlistError(NOT_FOUND);
    const removed = await tx
      .delete(wishlistMembers)
      .where(and(eq(wishlistMembers.wishlistId, access.list.id), eq(wishlistMembers.userId, memberId)))
      .returning({ userId: wishlistMembers.userId });
    if (removed.length === 0) throw new WishlistError(NOT_FOUND);
  });
}

/** The open invite of a token: not revoked, not expired, of a named list. */
async function openInvite(db: Db, token: string) {
  if (token.length === 0 || token.length > 100) return undefined;
  const [row] = await db
    .select({ invite: wishlistInvites, list: wishlists })
    .from(wishlistInvites)
    .innerJoin(wishlists, eq(wishlists.id, wishlistInvites.wishlistId))
    .where(
      and(
        eq(wishlistInvites.tokenHash, tokenHash(token)),
        isNull(wishlistInvites.revokedAt),
        gt(wishlistInvites.expiresAt, sql`now()`),
        eq(wishlists.kind, 'list'),
      ),
    );
  return row;
}

export async function previewInvite(ctx: ApiContext, token: string): Promise<WishlistInvitePreview | null> {
  const row = await openInvite(ctx.db, token);
  if (!row) return null;
  const [inviter] = await ctx.db
    .select({ firstName: customers.firstName, lastName: customers.lastName })
    .from(customers)
    .where(eq(customers.userId, row.invite.createdByUserId));
  return {
    listName: row.list.name,
    inviterName: [inviter?.firstName, inviter?.lastName].filter(Boolean).join(' '),
    role: row.invite.role,
  };
}

export async function importSharedWishlist(ctx: ApiContext, token: string): Promise<WishlistResult> {
  const caller = await writingCaller(ctx);
  if (!caller.isCustomer) return refused(new WishlistError(LOGIN_REQUIRED_MESSAGE), null);
  const row = await openInvite(ctx.db, token);
  if (!row) return refused(new WishlistError(INVITE_INVALID), null);
  const list = row.list;
  if (list.ownerUserId !== caller.userId) {
    await ctx.db.transaction(async (tx) => {
      const memberOf = and(
        eq(wishlistMembers.wishlistId, list.id),
        eq(wishlistMembers.userId, caller.userId),
      );
      const [member] = await tx.select({ role: wishlistMembers.role }).from(wishlistMembers).where(memberOf);
      // A second link never lowers a member's role.
      const stronger =
        member && ROLE_RANK.indexOf(member.role) <= ROLE_RANK.indexOf(row.invite.role)
          ? member.role
          : row.invite.role;
      await tx
        .insert(wishlistMembers)
        .values({ wishlistId: list.id, userId: caller.userId, role: stronger })
        .onConflictDoUpdate({
          target: [wishlistMembers.wishlistId, wishlistMembers.userId],
          set: { role: stronger },
        });
    });
  }
  const access = await findAccess(ctx.db, row.list.id, caller);
  return {
    successful: true,
    errorMessage: null,
    fieldErrors: [],
    wishlist: access ? await readOne(ctx.db, access, ctx.store) : null,
    minQuantity: null,
  };
}
