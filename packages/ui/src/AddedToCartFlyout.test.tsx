// Add-to-cart success flyout (spec shopping §4: success flyout with accessories and lightning info).

import { productCards } from '@ranzen/sdk-react/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddedToCartFlyout, type AddedToCartFlyoutProps } from './AddedToCartFlyout';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const atlas = {
  itemId: 'i1',
  name: 'Diercke Weltatlas',
  isLightningDeal: true,
  quantity: 5,
  quantityLightning: 3,
  quantityNormal: 2,
};

function renderFlyout(props: Partial<AddedToCartFlyoutProps> = {}) {
  const onClose = vi.fn();
  const result = renderWithShop(
    <AddedToCartFlyout
      position={atlas}
      prices={{ normal: '32,50 €', lightning: '24,99 €' }}
      accessories={productCards}
      onClose={onClose}
      {...props}
    />,
  );
  return {
    ...result,
    onClose,
    dialog: screen.getByRole('dialog', { name: 'Der Artikel wurde in den Warenkorb gelegt.' }),
  };
}

describe('AddedToCartFlyout', () => {
  it('confirms the add with the lightning split, up to 3 accessories and a way to the cart', async () => {
    const { dialog, container } = renderFlyout();
    expect(within(dialog).getByText('5 × Diercke Weltatlas')).toBeInTheDocument();
    expect(
      within(dialog).getByText('3 × zum Blitzpreis von 24,99 €, 2 × zum Normalpreis von 32,50 €'),
    ).toBeInTheDocument();
    const accessories = within(dialog).getByRole('heading', { name: 'Passendes Zubehör' }).nextElementSibling;
    expect(within(accessories as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
      'href',
      '/checkout/basket/',
    );
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('shows no split when every unit got the deal price, and no accessories block without any', () => {
    const { dialog } = renderFlyout({
      position: { ...atlas, quantity: 2, quantityLightning: 2, quantityNormal: 0 },
      accessories: [],
    });
    expect(within(dialog).queryByText(/Normalpreis/)).toBeNull();
    expect(within(dialog).queryByRole('heading', { name: 'Passendes Zubehör' })).toBeNull();
  });

  it('says when the cart already held the deal maximum and everything went at the normal price', () => {
    const { dialog } = renderFlyout({
      position: { ...atlas, quantity: 2, quantityLightning: 0, quantityNormal: 2 },
    });
    expect(
      within(dialog).getByText(
        'Die Höchstmenge zum Blitzpreis ist erreicht: 2 × zum Normalpreis von 32,50 €.',
      ),
    ).toBeInTheDocument();
  });

  it('closes with the close button, continue shopping or Escape', () => {
    const { dialog, onClose } = renderFlyout();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Weiter einkaufen' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
