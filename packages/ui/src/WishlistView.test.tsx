// Wish list page content (spec shopping §4 "Wish list entry removal", §5 "Wish list quantity", §6 the
// options menu and teaser lists, §9 three comments with show-all, quantity 0 to 9998), queried as a
// person reads it.
import { STORES } from '@ranzen/sdk-core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import { WishlistView, type WishlistViewProps, wishlistEntryRef } from './WishlistView';
import { classList, merkzettel, pencilEntry, rulerEntry } from './wishlistFixtures';

function renderView(props: Partial<WishlistViewProps> = {}, store = STORES.de) {
  const handlers = {
    onSelectList: vi.fn(),
    onChangeQuantity: vi.fn(),
    onRemove: vi.fn(),
    onRestore: vi.fn(),
    onAddToCart: vi.fn(),
    onReplaceVariant: vi.fn(),
  };
  const result = renderWithShop(
    <WishlistView
      lists={[merkzettel, classList]}
      list={merkzettel}
      entries={[pencilEntry, rulerEntry]}
      removed={[]}
      loggedIn
      {...handlers}
      {...props}
    />,
    { store },
  );
  return { ...result, ...handlers };
}

const entry = (name: string) => screen.getByRole('listitem', { name });

describe('WishlistView', () => {
  it('shows the entries with name, variant, order number, price and a list selector for several lists', async () => {
    const { container, user, onSelectList } = renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Merkzettel' })).toBeInTheDocument();
    const pencil = entry('Bleistift HB');
    expect(within(pencil).getByRole('link', { name: 'Bleistift HB' })).toHaveAttribute(
      'href',
      '/bleistift-hb/',
    );
    expect(within(pencil).getByText('HB')).toBeInTheDocument();
    expect(within(pencil).getByText('Art.-Nr. 100200')).toBeInTheDocument();
    expect(within(entry('Lineal 30 cm')).getByText('Zurzeit nicht bestellbar')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Liste' }), 'Klasse 1a');
    expect(onSelectList).toHaveBeenCalledWith('w-1a');
    await expectNoAxeViolations(container);
  });

  it('B2B calls the list "Bestellliste" (spec §6)', () => {
    renderView({}, STORES['b2b-de']);
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellliste' })).toBeInTheDocument();
  });

  it('removes an entry with its position and shows a restore row where it stood (spec §4)', async () => {
    const { user, onRemove, onRestore, rerender } = renderView({ loggedIn: false });
    await user.click(within(entry('Bleistift HB')).getByRole('button', { name: 'Von der Liste entfernen' }));
    expect(onRemove).toHaveBeenCalledWith(wishlistEntryRef(pencilEntry), 0);

    rerender(
      <WishlistView
        lists={[merkzettel]}
        list={merkzettel}
        entries={[rulerEntry]}
        removed={[{ listId: 'w-default', entry: wishlistEntryRef(pencilEntry), index: 0 }]}
        loggedIn={false}
        onSelectList={vi.fn()}
        onChangeQuantity={vi.fn()}
        onRemove={onRemove}
        onRestore={onRestore}
        onAddToCart={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Einträge' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Bleistift HB wurde gelöscht.');
    expect(rows[1]).toHaveAccessibleName('Lineal 30 cm');
    await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Wiederherstellen' }));
    expect(onRestore).toHaveBeenCalledWith({
      listId: 'w-default',
      entry: wishlistEntryRef(pencilEntry),
      index: 0,
    });
  });

  it('shows no restore rows of another list', () => {
    renderView({ removed: [{ listId: 'w-1a', entry: wishlistEntryRef(pencilEntry), index: 0 }] });
    expect(screen.queryByText('Bleistift HB wurde gelöscht.')).toBeNull();
  });

  it('spec §6: the options menu is for logged-in visitors and saleable entries only', async () => {
    const { user, onAddToCart, onReplaceVariant } = renderView();
    const options = within(entry('Bleistift HB')).getByRole('button', { name: 'Optionen für Bleistift HB' });
    expect(options).toHaveAttribute('aria-expanded', 'false');
    await user.click(options);
    expect(options).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(entry('Bleistift HB')).getByRole('button', { name: 'Variante ändern' }));
    expect(onReplaceVariant).toHaveBeenCalledWith(pencilEntry);
    await user.click(within(entry('Bleistift HB')).getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAddToCart).toHaveBeenCalledWith(pencilEntry);
    // Not saleable: no options menu and nothing to put in the cart.
    expect(within(entry('Lineal 30 cm')).queryByRole('button', { name: /Optionen/ })).toBeNull();
    expect(within(entry('Lineal 30 cm')).queryByRole('button', { name: 'In den Warenkorb' })).toBeNull();
  });

  it('anonymous visitors get no options menu and no list selector (spec §6 "single current list")', () => {
    renderView({ loggedIn: false, lists: [merkzettel] });
    expect(screen.queryByRole('button', { name: /Optionen/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Liste' })).toBeNull();
    expect(
      within(entry('Bleistift HB')).getByRole('button', { name: 'In den Warenkorb' }),
    ).toBeInTheDocument();
  });

  it('spec §6: a teaser list has no delete button', () => {
    renderView({ loggedIn: false, teaser: true });
    expect(screen.queryByRole('button', { name: 'Von der Liste entfernen' })).toBeNull();
  });

  it('spec §9: shows 3 comments and a show-all link above 3; comments are plain text', async () => {
    const { user } = renderView();
    const comments = screen.getByRole('region', { name: 'Kommentare zu Bleistift HB' });
    expect(within(comments).getAllByRole('listitem')).toHaveLength(3);
    // A markup payload stays text: no image is created.
    expect(within(comments).getByText('<img src=x onerror=alert(1)> bleibt Text')).toBeInTheDocument();
    expect(within(comments).queryByRole('img')).toBeNull();

    await user.click(within(comments).getByRole('button', { name: 'Alle 4 Kommentare anzeigen' }));
    expect(within(comments).getAllByRole('listitem')).toHaveLength(4);
  });

  it('spec §9: offers show-all from the count when the list answered only the first 3, and asks the host for the rest', async () => {
    const onShowAllComments = vi.fn();
    const firstThree = { ...pencilEntry, comments: pencilEntry.comments.slice(0, 3), commentCount: 5 };
    const { user } = renderView({ entries: [firstThree], onShowAllComments });
    const comments = screen.getByRole('region', { name: 'Kommentare zu Bleistift HB' });
    await user.click(within(comments).getByRole('button', { name: 'Alle 5 Kommentare anzeigen' }));
    expect(onShowAllComments).toHaveBeenCalledWith(firstThree);
  });

  it("spec §5 comment links: only addresses on the shop's own hosts are links", () => {
    const linked = {
      ...rulerEntry,
      comments: [
        {
          commentId: 'c9',
          comment: 'Diese: https://www.ranzen.de/prod/1/ nicht https://evil.example/x javascript:alert(1)',
          name: 'Frau Weber',
          displayedDate: '12.08.2026',
          deleteAllowed: false,
        },
      ],
    };
    renderView({ entries: [linked], ownOrigins: ['https://www.ranzen.de'] });
    const comments = screen.getByRole('region', { name: 'Kommentare zu Lineal 30 cm' });
    expect(within(comments).getAllByRole('link')).toHaveLength(1);
    expect(within(comments).getByRole('link', { name: 'https://www.ranzen.de/prod/1/' })).toHaveAttribute(
      'href',
      'https://www.ranzen.de/prod/1/',
    );
    expect(
      within(comments).getByText(/https:\/\/evil\.example\/x javascript:alert\(1\)/),
    ).toBeInTheDocument();
  });

  it('shows add-all-to-cart for a list with saleable entries and reports the click', async () => {
    const onAddAllToCart = vi.fn();
    const { user, rerender } = renderView({ onAddAllToCart });
    await user.click(screen.getByRole('button', { name: 'Alle in den Warenkorb' }));
    expect(onAddAllToCart).toHaveBeenCalledOnce();
    rerender(
      <WishlistView
        lists={[merkzettel]}
        list={merkzettel}
        entries={[rulerEntry]}
        removed={[]}
        loggedIn
        onSelectList={vi.fn()}
        onChangeQuantity={vi.fn()}
        onRemove={vi.fn()}
        onRestore={vi.fn()}
        onAddToCart={vi.fn()}
        onAddAllToCart={onAddAllToCart}
      />,
    );
    // Nothing saleable: nothing to add.
    expect(screen.queryByRole('button', { name: 'Alle in den Warenkorb' })).toBeNull();
  });

  it('offers delete only on comments that allow it, and sends a new comment', async () => {
    const onComment = vi.fn();
    const onDeleteComment = vi.fn();
    const { user } = renderView({ onComment, onDeleteComment });
    const comments = screen.getByRole('region', { name: 'Kommentare zu Bleistift HB' });
    expect(within(comments).getAllByRole('button', { name: /Kommentar von .* löschen/ })).toHaveLength(1);
    await user.click(within(comments).getByRole('button', { name: 'Kommentar von Frau Weber löschen' }));
    expect(onDeleteComment).toHaveBeenCalledWith(pencilEntry, pencilEntry.comments[0]);

    await user.type(within(comments).getByRole('textbox', { name: 'Ihr Kommentar' }), '  Gekauft.  ');
    await user.click(within(comments).getByRole('button', { name: 'Kommentieren' }));
    expect(onComment).toHaveBeenCalledWith(pencilEntry, 'Gekauft.');
  });

  it('sends the settled quantity with what the machine needs (spec §5)', () => {
    vi.useFakeTimers();
    const { onChangeQuantity } = renderView();
    const field = within(entry('Lineal 30 cm')).getByRole('textbox', { name: 'Menge Lineal 30 cm' });
    fireEvent.change(field, { target: { value: '60' } });
    act(() => vi.advanceTimersByTime(500));
    // The item's maximum 50 clamps the field.
    expect(onChangeQuantity).toHaveBeenCalledWith(wishlistEntryRef(rulerEntry), 50);
    vi.useRealTimers();
  });

  it('offers to delete a list that is not the default list only', () => {
    const onAskRemoveList = vi.fn();
    const { rerender } = renderView({ onAskRemoveList });
    expect(screen.queryByRole('button', { name: 'Liste löschen' })).toBeNull();
    rerender(
      <WishlistView
        lists={[merkzettel, classList]}
        list={classList}
        entries={[]}
        removed={[]}
        loggedIn
        onSelectList={vi.fn()}
        onChangeQuantity={vi.fn()}
        onRemove={vi.fn()}
        onRestore={vi.fn()}
        onAddToCart={vi.fn()}
        onAskRemoveList={onAskRemoveList}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Liste löschen' }));
    expect(onAskRemoveList).toHaveBeenCalled();
    expect(screen.getByText('Auf dieser Liste steht noch nichts.')).toBeInTheDocument();
  });
});
