// Cart rows on the basket page (spec shopping §3 "Cart item", §4 "Cart item removal", "Quantity field",
// "Lightning deals"; §8 "Cart removal"; §9 images 343x281 with fallback).

import {
  atlasLightningPosition,
  giftPosition,
  glueStickPosition,
  pencilPosition,
  schoolBagPosition,
} from '@ranzen/sdk-react/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartItemList, type CartItemListProps } from './CartItemList';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const items = [schoolBagPosition, atlasLightningPosition, glueStickPosition, giftPosition];

function renderList(props: Partial<CartItemListProps> = {}) {
  const handlers = { onChangeQuantity: vi.fn(), onRemove: vi.fn(), onUndo: vi.fn() };
  const result = renderWithShop(<CartItemList items={items} {...handlers} {...props} />);
  return { ...result, ...handlers };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('CartItemList', () => {
  afterEach(() => vi.useRealTimers());

  it('shows each position with image, variant, order number, unit and base price and total', async () => {
    const { container } = renderList();
    const bag = row('Schulranzen Sunny');
    const picture = within(bag).getByRole('img', { name: 'Schulranzen Sunny' });
    expect(picture).toHaveAttribute('width', '343');
    expect(picture).toHaveAttribute('height', '281');
    expect(within(bag).getByRole('link', { name: 'Schulranzen Sunny' })).toHaveAttribute(
      'href',
      '/prod/4711/',
    );
    expect(within(bag).getByText('Farbe')).toBeInTheDocument();
    expect(within(bag).getByText('Blau')).toBeInTheDocument();
    expect(within(bag).getByText('Art.-Nr. 104711')).toBeInTheDocument();
    expect(within(bag).getByText('statt 199,00 €')).toBeInTheDocument();
    expect(within(row('Klebestift 40 g')).getByText('62,30 € / 1,0 kg')).toBeInTheDocument();
    expect(within(row('Klebestift 40 g')).getByText('7,47 €')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows the split of a lightning purchase beyond the deal maximum (spec §4 "Lightning deals")', () => {
    renderList();
    expect(
      within(row('Diercke Weltatlas')).getByText(
        '2 × zum Blitzpreis von 24,99 €, 3 × zum Normalpreis von 32,50 €',
      ),
    ).toBeInTheDocument();
    expect(within(row('Schulranzen Sunny')).queryByText(/Blitzpreis/)).toBeNull();
  });

  it('draws a fallback when the image is missing or fails to load (spec §9)', () => {
    renderList();
    const gift = within(row('Stundenplan')).getByRole('img', { name: 'Stundenplan' });
    expect(gift).toHaveAttribute('data-fallback', 'true');
    const bagImage = within(row('Schulranzen Sunny')).getByRole('img', { name: 'Schulranzen Sunny' });
    fireEvent.error(bagImage);
    expect(within(row('Schulranzen Sunny')).getByRole('img', { name: 'Schulranzen Sunny' })).toHaveAttribute(
      'data-fallback',
      'true',
    );
  });

  it('sends the settled quantity of a position', () => {
    vi.useFakeTimers();
    const { onChangeQuantity } = renderList();
    const field = within(row('Klebestift 40 g')).getByRole('textbox', { name: 'Menge für Klebestift 40 g' });
    fireEvent.change(field, { target: { value: '5' } });
    act(() => vi.advanceTimersByTime(500));
    expect(onChangeQuantity).toHaveBeenCalledWith(glueStickPosition.id, 5);
  });

  it('removes a position with what undo needs, and keeps free gifts without remove or quantity', () => {
    const { onRemove } = renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Diercke Weltatlas entfernen' }));
    expect(onRemove).toHaveBeenCalledWith({
      positionId: atlasLightningPosition.id,
      itemId: atlasLightningPosition.itemId,
      name: 'Diercke Weltatlas',
      quantity: 5,
      index: 1,
    });
    const gift = row('Stundenplan');
    expect(within(gift).queryByRole('button')).toBeNull();
    expect(within(gift).getByText('Gratisartikel')).toBeInTheDocument();
  });

  it('shows the undo row in place of the removed position (spec §4, §8)', async () => {
    const removed = {
      positionId: pencilPosition.id,
      itemId: pencilPosition.itemId,
      name: 'Bleistift HB',
      quantity: 10,
      index: 1,
    };
    const { onUndo, container } = renderList({ removed });
    const rows = within(screen.getByRole('list', { name: 'Warenkorb' })).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent('Der Artikel Bleistift HB wurde aus dem Warenkorb entfernt.');
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Rückgängig' }));
    expect(onUndo).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('greys out a position while its removal is on its way', () => {
    renderList({ removingPositionIds: [schoolBagPosition.id] });
    expect(row('Schulranzen Sunny')).toHaveAttribute('data-state', 'removing');
    expect(screen.getByRole('button', { name: 'Schulranzen Sunny entfernen' })).toBeDisabled();
  });
});
