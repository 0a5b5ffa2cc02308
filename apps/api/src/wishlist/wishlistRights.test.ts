// The rights matrix through the API (issue 19 item 4 and "Tests: the rights matrix (creator, admin, editor,
// commentator, another customer, anonymous x every action: 0 unauthorised successes)"; spec shopping §6; the
// matrix is docs/wishlist-rights.md). Members join by invite link (shopping §4 invite links, import).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextClientAddress, shopInit } from '../cart/cartTestClient';
import { wishlistComments, wishlistEntries, wishlists } from '../db/schema';
import type { WishlistRole } from '../generated/resolvers';
import {
  gql,
  type RequestOptions,
  registerTestCustomer,
  startTestApi,
  type TestApi,
} from '../testing/testApi';
import { RIGHTS, WISHLIST_ACTIONS, type WishlistAction } from './wishlistRights';
import {
  addToList,
  createList,
  listMutation,
  productsWithVariants,
  type ResultData,
} from './wishlistTestClient';

let harness: TestApi;
let listId: string;
let entryId: string;
const actors = new Map<string, RequestOptions>();
const userIds = new Map<string, string>();
const INVITED: readonly WishlistRole[] = ['ADMIN', 'EDITOR', 'COMMENTATOR', 'VIEWER'];
const OUTSIDERS = ['another customer', 'anonymous'] as const;

const db = () => harness.api.db;

async function customer(): Promise<RequestOptions> {
  const visitor = await shopInit(harness);
  const options = { userId: visitor.userId, clientAddress: nextClientAddress() };
  return { ...options, customerToken: await registerTestCustomer(harness, {}, options) };
}

async function invite(role: WishlistRole): Promise<string> {
  const response = await gql<{ createWishlistInvite: { invite: { token: string } | null } }>(
    harness,
    'mutation($id: ID!, $role: WishlistInviteRole!) { createWishlistInvite(externalId: $id, role: $role) { invite { token } } }',
    { id: listId, role },
    actors.get('CREATOR'),
  );
  const token = response.data?.createWishlistInvite.invite?.token;
  if (!token) throw new Error(`no invite: ${JSON.stringify(response)}`);
  return token;
}

beforeAll(async () => {
  harness = await startTestApi({ seedProducts: 300 });
  const [product] = await productsWithVariants(harness, 1);
  const creator = await customer();
  actors.set('CREATOR', creator);
  const created = await createList(harness, 'Klasse 1a', creator);
  listId = created.wishlist?.externalId ?? '';
  const item = product?.[0];
  if (!item) throw new Error('no seed item');
  const added = await addToList(harness, listId, { ...item, quantity: 1 }, creator);
  entryId = added.wishlist?.entries[0]?.externalId ?? '';
  for (const role of INVITED) {
    const member = await customer();
    const imported = await listMutation(
      harness,
      'importSharedWishlist',
      '$token: String!',
      'token: $token',
      { token: await invite(role) },
      member,
    );
    expect(imported.wishlist?.role).toBe(role);
    actors.set(role, member);
  }
  actors.set('another customer', await customer());
  const anonymous = await shopInit(harness);
  actors.set('anonymous', { userId: anonymous.userId, clientAddress: nextClientAddress() });
  const [list] = await db().select().from(wishlists).where(eq(wishlists.id, listId));
  userIds.set('CREATOR', list?.ownerUserId ?? '');
  const read = await gql<{ wishlist: { users: { id: string; role: string }[] } }>(
    harness,
    'query($id: ID!) { wishlist(externalId: $id) { users { id role } } }',
    { id: listId },
    actors.get('CREATOR'),
  );
  for (const user of read.data?.wishlist.users ?? []) userIds.set(user.role, user.id);
}, 240_000);

afterAll(async () => {
  await harness?.stop();
});

/** A comment on the entry written by `author` (directly: commenting itself is one of the actions). */
async function commentBy(author: string): Promise<string> {
  const [row] = await db()
    .insert(wishlistComments)
    .values({ entryId, authorUserId: userIds.get(author) ?? '', comment: `von ${author}` })
    .returning({ id: wishlistComments.id });
  return row?.id ?? '';
}

const mutate =
  (field: string, signature: string, args: string, variables: Record<string, unknown>) =>
  (actor: RequestOptions) =>
    listMutation(harness, field, signature, args, variables, actor);

let quantity = 1;
/** Each action as the actor, answering whether it succeeded. */
const ACTIONS: Record<WishlistAction, (actor: RequestOptions, name: string) => Promise<boolean>> = {
  view: async (actor) => {
    const read = await gql<{ wishlist: { externalId: string } | null }>(
      harness,
      'query($id: ID!) { wishlist(externalId: $id) { externalId } }',
      { id: listId },
      actor,
    );
    return read.data?.wishlist?.externalId === listId;
  },
  comment: async (actor) =>
    (
      await mutate(
        'addWishlistComment',
        '$id: ID!, $entry: ID!',
        'externalId: $id, entryId: $entry, comment: "Hallo"',
        {
          id: listId,
          entry: entryId,
        },
      )(actor)
    ).successful,
  deleteOwnComment: async (actor, name) =>
    deleteComment(actor, await commentBy(userIds.has(name) ? name : 'VIEWER')),
  deleteAnyComment: async (actor, name) =>
    deleteComment(actor, await commentBy(name === 'COMMENTATOR' ? 'EDITOR' : 'COMMENTATOR')),
  editEntries: async (actor) => {
    quantity += 1;
    return (
      await mutate(
        'changeWishlistQuantity',
        '$id: ID!, $entry: WishlistQuantityInput!',
        'externalId: $id, entry: $entry',
        { id: listId, entry: { entryId, quantity } },
      )(actor)
    ).successful;
  },
  manageList: async (actor, name) =>
    (
      await mutate('renameWishlist', '$id: ID!, $name: String!', 'externalId: $id, name: $name', {
        id: listId,
        name,
      })(actor)
    ).successful,
  share: async (actor) => {
    const response = await gql<{ createWishlistInvite: { successful: boolean } }>(
      harness,
      'mutation($id: ID!) { createWishlistInvite(externalId: $id, role: VIEWER) { successful } }',
      { id: listId },
      actor,
    );
    return response.data?.createWishlistInvite.successful === true;
  },
  setStandard: async (actor) =>
    (await mutate('setStandardWishlist', '$id: ID!', 'externalId: $id', { id: listId })(actor)).successful,
  removeList: async (actor) =>
    (await mutate('removeWishlist', '$id: ID!', 'externalId: $id', { id: listId })(actor)).successful,
};

async function deleteComment(actor: RequestOptions, commentId: string): Promise<boolean> {
  const result: ResultData = await mutate(
    'deleteWishlistComment',
    '$id: ID!, $comment: ID!',
    'externalId: $id, commentId: $comment',
    { id: listId, comment: commentId },
  )(actor);
  const [kept] = await db().select().from(wishlistComments).where(eq(wishlistComments.id, commentId));
  // A refused delete leaves the comment; a successful one removes it.
  expect(kept === undefined).toBe(result.successful);
  return result.successful;
}

// The creator removes the list last: every other action needs the list.
const ORDER = ['ADMIN', 'EDITOR', 'COMMENTATOR', 'VIEWER', ...OUTSIDERS, 'CREATOR'] as const;
const ACTION_ORDER = [...WISHLIST_ACTIONS.filter((action) => action !== 'removeList'), 'removeList' as const];

describe('every role x every action (shopping §6; docs/wishlist-rights.md)', () => {
  it.each(ACTION_ORDER.flatMap((action) => ORDER.map((actor) => [action, actor] as const)))(
    '%s as %s succeeds exactly when the matrix allows it',
    async (action, actor) => {
      const options = actors.get(actor);
      if (!options) throw new Error(`no actor ${actor}`);
      const allowed = (RIGHTS[action] as readonly string[]).includes(actor);
      expect(await ACTIONS[action](options, actor)).toBe(allowed);
    },
  );

  it('left the list as the allowed changes made it', async () => {
    expect(await db().select().from(wishlists).where(eq(wishlists.id, listId))).toEqual([]);
    expect(await db().select().from(wishlistEntries).where(eq(wishlistEntries.wishlistId, listId))).toEqual(
      [],
    );
  });
});
