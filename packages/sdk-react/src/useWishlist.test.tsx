// useWishlist (spec shopping §4 "Adding from a product", "Wish list entry removal"; §7 wish list
// mutations and cross-tab sync; §8 wish list notices; storefront §3.15 activeWishlistId): the machine's
// actors send the API's mutations, notices become toasts in the shop's words, a change refetches the
// wish list queries and the active list lands in its cookie.
import {
  AddToWishlistDocument,
  MESSAGES,
  RemoveFromWishlistDocument,
  STORES,
  WishlistDocument,
  WishlistEssentialsDocument,
  WishlistsDocument,
} from '@ranzen/sdk-core';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const mutate = vi.fn();
const query = vi.fn();
const refetchQueries = vi.fn();
const client = { mutate, query };
const ensureVisitorIds = vi.fn();
vi.mock('./shopClient', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./shopClient')>()),
  useShopClient: () => ({ load: async () => client, refetchQueries }),
}));

import { ShopProvider } from './ShopProvider';
import { ToastProvider, useToasts } from './ToastProvider';
import { useWishlist } from './useWishlist';

function wrapper({ children }: { readonly children: ReactNode }) {
  return (
    <ShopProvider store={STORES.de} messages={MESSAGES.de}>
      <ToastProvider>{children}</ToastProvider>
    </ShopProvider>
  );
}

const list = (externalId: string, name: string, isDefault: boolean, entryCount: number) => ({
  externalId,
  name,
  isDefault,
  entryCount,
});
const merkzettel = list('w-m', 'Merkzettel', true, 1);
const classList = list('w-1a', 'Klasse 1a', false, 0);

const answer = (
  field: string,
  wishlist: ReturnType<typeof list> | null,
  errorMessage: string | null = null,
) => ({
  data: { [field]: { successful: errorMessage === null, errorMessage, wishlist } },
});

function renderWishlist(loggedIn: boolean, activeListId: string | null = null) {
  return renderHook(
    () => ({
      wishlist: useWishlist({ loggedIn, activeListId, ensureVisitorIds }),
      toasts: useToasts().toasts,
    }),
    { wrapper },
  );
}

const pencil = { productId: 'p1', itemId: 'i1', productName: 'Bleistift', quantity: 1 };

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the hook writes.
  document.cookie = 'activeWishlistId=; max-age=0; path=/';
});

describe('useWishlist', () => {
  it('a first-time visitor: the ids are fetched once, before the first change reaches the API', async () => {
    const order: string[] = [];
    ensureVisitorIds.mockImplementation(async () => order.push('ids'));
    mutate.mockImplementation(async () => {
      order.push('mutate');
      return answer('addToWishlist', merkzettel);
    });
    const { result } = renderWishlist(false);

    act(() => result.current.wishlist.add(pencil));
    await waitFor(() => expect(order).toEqual(['ids', 'mutate']));
    act(() => result.current.wishlist.add(pencil));
    await waitFor(() => expect(order).toEqual(['ids', 'mutate', 'mutate']));
  });

  it('anonymous: adds to the current list, says so in the shop words, refetches and keeps the list in its cookie', async () => {
    mutate.mockResolvedValue(answer('addToWishlist', merkzettel));
    const { result } = renderWishlist(false);

    act(() => result.current.wishlist.add(pencil));

    await waitFor(() => expect(result.current.toasts).toHaveLength(1));
    expect(mutate).toHaveBeenCalledWith({
      mutation: AddToWishlistDocument,
      variables: { externalId: null, entry: { productId: 'p1', itemId: 'i1', quantity: 1 } },
    });
    expect(result.current.toasts[0]).toMatchObject({
      type: 'success',
      message: 'Bleistift wurde zu „Merkzettel“ hinzugefügt.',
    });
    expect(refetchQueries).toHaveBeenCalledWith([
      WishlistsDocument,
      WishlistDocument,
      WishlistEssentialsDocument,
    ]);
    expect(document.cookie).toContain('activeWishlistId=w-m');
    expect(query).not.toHaveBeenCalled();
  });

  it('logged in with two lists: loads them and waits for the choice', async () => {
    query.mockResolvedValue({ data: { wishlists: { merkzettel, otherLists: [classList] } } });
    mutate.mockResolvedValue(answer('addToWishlist', { ...classList, entryCount: 1 }));
    const { result } = renderWishlist(true, 'w-m');

    act(() => result.current.wishlist.add(pencil));
    await waitFor(() => expect(result.current.wishlist.view.state).toBe('choosingList'));
    expect(result.current.wishlist.view.lists.map((shown) => shown.name)).toEqual([
      'Merkzettel',
      'Klasse 1a',
    ]);
    expect(mutate).not.toHaveBeenCalled();

    act(() => result.current.wishlist.chooseList('w-1a'));
    await waitFor(() => expect(mutate).toHaveBeenCalledOnce());
    expect(mutate.mock.calls[0]?.[0].variables.externalId).toBe('w-1a');
  });

  it('a refused removal is an error toast with the server message, and leaves no restore row', async () => {
    mutate.mockResolvedValue(answer('removeFromWishlist', null, 'vue.wishlist.error.notFound'));
    const { result } = renderWishlist(false, 'w-m');
    const entry = { ...pencil, entryId: 'e1', minimumOrderQuantity: 1 };

    act(() => result.current.wishlist.remove('w-m', entry, 0));

    await waitFor(() => expect(result.current.toasts).toHaveLength(1));
    expect(mutate).toHaveBeenCalledWith({
      mutation: RemoveFromWishlistDocument,
      variables: { externalId: 'w-m', entryId: 'e1' },
    });
    expect(result.current.toasts[0]?.type).toBe('error');
    expect(result.current.wishlist.view.removed).toEqual([]);
  });
});
