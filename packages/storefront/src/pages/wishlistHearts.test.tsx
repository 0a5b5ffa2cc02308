// @vitest-environment jsdom
// The wish list hearts and the header count (spec shopping §4 "Adding from a product"; storefront §2.5
// wish list shortcut with its count, §4 "Wish-list add or remove from a tile"): the heart is pressed while
// the product is on the current list, a press takes it off or puts it on, and the count follows the
// list after the change; a logged-in visitor with several lists chooses the list in a modal (loaded on
// that first click, decision 0008).
import type { ApolloLink } from '@apollo/client';
import { SESSION_COOKIE } from '@ranzen/sdk-core';
import {
  answerByName,
  answeringLink,
  merkzettelEssentials,
  ShopTestProvider,
} from '@ranzen/sdk-react/testing';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HeartProduct, useWishlistHearts, WishlistHeartsProvider } from './wishlistHearts';

const pencil: HeartProduct = {
  productId: 'p-pencil',
  itemId: 'i-pencil',
  productName: 'Bleistift',
  quantity: 1,
  minimumOrderQuantity: 1,
};
const ruler: HeartProduct = { ...pencil, productId: 'p-ruler', itemId: 'i-ruler', productName: 'Lineal' };

const changed = (entryCount: number) => ({
  __typename: 'WishlistResult',
  successful: true,
  errorMessage: null,
  fieldErrors: [],
  minQuantity: null,
  wishlist: { __typename: 'Wishlist', externalId: 'w-m', name: 'Merkzettel', isDefault: true, entryCount },
});

/** The API of one list: the essentials read, and one change that leaves `after` on the list. */
function listApi(
  before: readonly HeartProduct[],
  change: { readonly operation: string; readonly field: string; readonly after: readonly HeartProduct[] },
) {
  let onList = before;
  const essentials = () => ({ wishlists: { merkzettel: merkzettelEssentials(onList), otherLists: [] } });
  const answers: Record<string, () => Record<string, unknown>> = {
    WishlistEssentials: essentials,
    [change.operation]: () => {
      onList = change.after;
      return { [change.field]: changed(change.after.length) };
    },
  };
  return answeringLink(answerByName(answers));
}

/** The hearts provider around the test frame, for a visitor with the cart id `cartId` (none: no ids yet). */
function renderHearts(link: ApolloLink, cartId?: string) {
  render(
    <ShopTestProvider link={link} {...(cartId === undefined ? {} : { cartId })}>
      <WishlistHeartsProvider>
        <Frame />
      </WishlistHeartsProvider>
    </ShopTestProvider>,
  );
}

function Frame() {
  const { count, heart } = useWishlistHearts();
  return (
    <>
      <p>count {count ?? 'unknown'}</p>
      {heart(pencil)}
      {heart(ruler)}
    </>
  );
}

beforeEach(() => {
  // The visitor's ids (GET /api/cart-id) before the first change.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ({ ok: true, status: 200, json: async () => ({ cartId: 'c-1', userId: 'u-1' }) })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the session cookie one test sets.
  document.cookie = `${SESSION_COOKIE}=; max-age=0; path=/`;
});

describe('wish list hearts (shopping §4, storefront §2.5, §4)', () => {
  it('presses the heart of a product on the current list; a press on another adds it and the count follows', async () => {
    const { link, operations } = listApi([pencil], {
      operation: 'AddToWishlist',
      field: 'addToWishlist',
      after: [pencil, ruler],
    });
    const user = userEvent.setup();
    renderHearts(link, 'c-1');

    expect(await screen.findByText('count 1')).toBeInTheDocument();
    const pencilHeart = screen.getByRole('button', { name: /Bleistift/ });
    const rulerHeart = screen.getByRole('button', { name: /Lineal/ });
    expect(pencilHeart).toHaveAttribute('aria-pressed', 'true');
    expect(rulerHeart).toHaveAttribute('aria-pressed', 'false');

    await user.click(rulerHeart);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Lineal/ })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByText('count 2')).toBeInTheDocument();
    expect(operations.find((operation) => operation.operationName === 'AddToWishlist')?.variables).toEqual({
      externalId: null,
      entry: { productId: 'p-ruler', itemId: 'i-ruler', quantity: 1 },
    });
  });

  it('a press on a pressed heart removes the entry from the current list', async () => {
    const { link, operations } = listApi([pencil], {
      operation: 'RemoveFromWishlist',
      field: 'removeFromWishlist',
      after: [],
    });
    const user = userEvent.setup();
    renderHearts(link, 'c-1');

    await user.click(await screen.findByRole('button', { name: /Bleistift/, pressed: true }));

    await waitFor(() => expect(screen.getByText('count 0')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Bleistift/ })).toHaveAttribute('aria-pressed', 'false');
    expect(
      operations.find((operation) => operation.operationName === 'RemoveFromWishlist')?.variables,
    ).toEqual({
      externalId: 'w-m',
      entryId: 'e-0',
    });
  });

  it('a logged-in visitor with two lists chooses the list in a modal, and the product goes on that list', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's session cookie, as the server sets it.
    document.cookie = `${SESSION_COOKIE}=1; path=/`;
    const classList = {
      ...merkzettelEssentials([]),
      externalId: 'w-1a',
      name: 'Klasse 1a',
      active: false,
      isDefault: false,
    };
    const essentials = () => ({
      wishlists: { merkzettel: merkzettelEssentials([]), otherLists: [classList] },
    });
    const added = () => ({ addToWishlist: changed(1) });
    const { link, operations } = answeringLink(
      answerByName({ WishlistEssentials: essentials, AddToWishlist: added }),
    );
    const user = userEvent.setup();
    renderHearts(link, 'c-1');
    expect(await screen.findByText('count 0')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Bleistift/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Auf welche Liste?' });
    await user.click(within(dialog).getByRole('button', { name: 'Klasse 1a (0 Einträge)' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(operations.find((operation) => operation.operationName === 'AddToWishlist')?.variables).toEqual({
        externalId: 'w-1a',
        entry: { productId: 'p-pencil', itemId: 'i-pencil', quantity: 1 },
      }),
    );
  });

  it('a visitor without ids asks for no lists until the first heart', async () => {
    const { link, operations } = answeringLink(answerByName({}));
    renderHearts(link);
    expect(screen.getByText('count unknown')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Bleistift/ })).toHaveAttribute('aria-pressed', 'false');
    expect(operations).toEqual([]);
  });
});
