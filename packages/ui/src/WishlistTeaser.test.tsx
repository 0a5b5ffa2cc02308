// The teaser wish list element (spec shopping §3 "Teaser wish lists", §4 add-all-to-cart with the
// choose-variant and changed-quantity modals, §6 "the delete button is hidden for teaser lists").
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  choosingTeaserView,
  confirmingTeaserView,
  idleTeaserView,
  teaserWishlist,
} from './teaserWishlistFixtures';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import { WishlistTeaser, type WishlistTeaserProps } from './WishlistTeaser';

function renderTeaser(props: Partial<WishlistTeaserProps> = {}) {
  const handlers = {
    onAddAll: vi.fn(),
    onSaveAsList: vi.fn(),
    onChangeQuantity: vi.fn(),
    onChooseVariants: vi.fn(),
    onCloseModal: vi.fn(),
  };
  const result = renderWithShop(
    <WishlistTeaser teaser={teaserWishlist} view={idleTeaserView} {...handlers} {...props} />,
  );
  return { ...result, ...handlers };
}

describe('WishlistTeaser', () => {
  it('shows the entries with their variant or the open variant, quantities, prices and the total', () => {
    renderTeaser();
    const list = screen.getByRole('region', { name: 'Schulstart Klasse 1' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    const [bag, pen] = entries as [HTMLElement, HTMLElement];
    expect(within(bag).getByRole('link', { name: 'Schulranzen Sunny' })).toHaveAttribute('href', '/p/bag/');
    expect(within(bag).getByText('Variante noch offen')).toBeInTheDocument();
    expect(within(pen).getByText('Rot')).toBeInTheDocument();
    expect(within(pen).getByRole('textbox', { name: 'Menge Füller Easy' })).toHaveValue('12');
    expect(within(pen).getByText('174,00 €')).toBeInTheDocument();
    expect(within(list).getByText(teaserWishlist.total.stringValue)).toBeInTheDocument();
  });

  it('takes a quantity per entry, at least 1: a teaser list has no delete', async () => {
    const { user, onChangeQuantity } = renderTeaser();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Menge Zeichenblock A3' });
    // Typed over the selected value: a field left empty past the quantity debounce (a loaded machine
    // takes that long between two user-event calls) shows the list's quantity again.
    const typeOver = (text: string) =>
      user.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: field.value.length });
    await typeOver('3{Enter}');
    expect(onChangeQuantity).toHaveBeenCalledExactlyOnceWith('pad', 3);
    await typeOver('0{Enter}');
    expect(onChangeQuantity).toHaveBeenLastCalledWith('pad', 1);
  });

  it('adds all to the cart and saves as a list, with no delete on a teaser list (§6)', async () => {
    const { user, onAddAll, onSaveAsList } = renderTeaser();
    await user.click(screen.getByRole('button', { name: 'Alle in den Warenkorb' }));
    await user.click(screen.getByRole('button', { name: 'Als eigene Liste merken' }));
    expect(onAddAll).toHaveBeenCalledOnce();
    expect(onSaveAsList).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: /löschen|entfernen/i })).not.toBeInTheDocument();
  });

  it('is busy while adding: both buttons wait', () => {
    renderTeaser({ view: { ...idleTeaserView, state: 'adding' } });
    const addAll = screen.getByRole('button', { name: 'Alle in den Warenkorb' });
    expect(addAll).toHaveAttribute('aria-busy', 'true');
    expect(addAll).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Als eigene Liste merken' })).toBeDisabled();
  });

  it('links the basket once something went into the cart', () => {
    renderTeaser({ addedToCart: true });
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/checkout/basket/');
  });

  it('asks for the open variant and sends the chosen item', async () => {
    const { user, onChooseVariants, onCloseModal } = renderTeaser({ view: choosingTeaserView });
    const dialog = screen.getByRole('dialog', { name: 'Bitte wählen Sie die Variante' });
    await user.selectOptions(within(dialog).getByLabelText('Variante von Schulranzen Sunny'), 'Rot');
    await user.click(within(dialog).getByRole('button', { name: 'Auswählen und in den Warenkorb' }));
    expect(onChooseVariants).toHaveBeenCalledExactlyOnceWith([{ entryId: 'bag', itemId: 'i-bag-rot' }]);
    await user.click(within(dialog).getByRole('button', { name: /Schließen/ }));
    expect(onCloseModal).toHaveBeenCalledOnce();
  });

  it('names what the choice is for when the list is saved', () => {
    renderTeaser({ view: { ...choosingTeaserView, choosingFor: 'save' } });
    const dialog = screen.getByRole('dialog', { name: 'Bitte wählen Sie die Variante' });
    expect(
      within(dialog).getByRole('button', { name: 'Auswählen und als Liste merken' }),
    ).toBeInTheDocument();
  });

  it('does not send the choice before every open variant is chosen', async () => {
    const { user, onChooseVariants } = renderTeaser({ view: choosingTeaserView });
    const dialog = screen.getByRole('dialog', { name: 'Bitte wählen Sie die Variante' });
    await user.click(within(dialog).getByRole('button', { name: 'Auswählen und in den Warenkorb' }));
    expect(onChooseVariants).not.toHaveBeenCalled();
  });

  it('tells what went in instead of what the list asked for, and closes on confirm', async () => {
    const { user, onCloseModal } = renderTeaser({ view: confirmingTeaserView });
    const dialog = screen.getByRole('dialog', { name: 'Die Menge wurde angepasst' });
    expect(within(dialog).getByText('Füller Easy: 10 statt 12 Stück')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Verstanden' }));
    expect(onCloseModal).toHaveBeenCalledOnce();
  });

  it('has no axe violations', async () => {
    const { container } = renderTeaser();
    await expectNoAxeViolations(container);
  });
});
