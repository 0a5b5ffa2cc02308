import { STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyBox, deliveryLines, trafficLight } from './BuyBox';
import { classroomProduct, productDetail, soldOutProduct } from './fixtures';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('BuyBox', () => {
  it('shows price, old price, order number and delivery status', () => {
    const { container } = renderWithShop(
      <BuyBox product={productDetail} status="idle" onAddToCart={() => {}} />,
    );
    expect(screen.getByText('189,99 €')).toBeInTheDocument();
    expect(screen.getByText('statt 259,99 €')).toBeInTheDocument();
    expect(screen.getByText('Art.-Nr. 4007953406125')).toBeInTheDocument();
    // Spec storefront §5: 'in stock' gets a green light, the rest of the message on a second line.
    expect(screen.getByText('Sofort lieferbar')).toBeInTheDocument();
    expect(screen.getByText('in 1-3 Werktagen bei Ihnen')).toBeInTheDocument();
    expect(container.querySelector('[data-light]')).toHaveAttribute('data-light', 'green');
    expect(screen.queryByText(/Mindestbestellmenge/)).not.toBeInTheDocument();
  });

  it('adds to the cart with a plain button', async () => {
    const onAddToCart = vi.fn();
    const { user } = renderWithShop(
      <BuyBox product={productDetail} status="idle" onAddToCart={onAddToCart} />,
    );
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    expect(onAddToCart).toHaveBeenCalledTimes(1);
  });

  it('is disabled and relabelled while adding', () => {
    renderWithShop(<BuyBox product={productDetail} status="adding" onAddToCart={() => {}} />);
    expect(screen.getByRole('button', { name: 'Wird hinzugefügt …' })).toBeDisabled();
  });

  it('announces success and failure politely', () => {
    const { rerender } = renderWithShop(
      <BuyBox product={productDetail} status="idle" onAddToCart={() => {}} />,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<BuyBox product={productDetail} status="added" onAddToCart={() => {}} />);
    expect(status).toHaveTextContent('Der Artikel wurde in den Warenkorb gelegt.');
    rerender(<BuyBox product={productDetail} status="error" onAddToCart={() => {}} />);
    expect(status).toHaveTextContent('Der Artikel konnte nicht in den Warenkorb gelegt werden.');
  });

  it('shows the educational price, base price and minimum quantity in the B2B shop', () => {
    const { container } = renderWithShop(
      <BuyBox product={classroomProduct} status="idle" onAddToCart={() => {}} />,
      { store: STORES['b2b-de'] },
    );
    expect(screen.getByText('Bildungspreis')).toBeInTheDocument();
    expect(screen.getByText('7,49 €')).toBeInTheDocument();
    expect(screen.getByText('8,90 € / 1 Stück')).toBeInTheDocument();
    expect(screen.getByText('Mindestbestellmenge: 10 Stück')).toBeInTheDocument();
    expect(screen.getByText('Lieferbar in 5-7 Werktagen')).toBeInTheDocument();
    expect(container.querySelector('[data-light]')).toHaveAttribute('data-light', 'yellow');
  });

  it('does not show the educational price in the consumer shop', () => {
    renderWithShop(<BuyBox product={classroomProduct} status="idle" onAddToCart={() => {}} />);
    expect(screen.queryByText('Bildungspreis')).not.toBeInTheDocument();
  });

  it('offers no button for a product that is not for sale', () => {
    renderWithShop(<BuyBox product={soldOutProduct} status="idle" onAddToCart={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Dieser Artikel ist derzeit nicht verfügbar.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <BuyBox product={productDetail} status="added" onAddToCart={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('delivery traffic light', () => {
  it.each([
    ['green', 'green'],
    [' Yellow ', 'yellow'],
    ['red', 'red'],
    ['blue', 'unknown'],
    ['', 'unknown'],
  ] as const)('%s -> %s', (color, light) => {
    expect(trafficLight(color)).toBe(light);
  });

  it('splits only green texts into two lines', () => {
    expect(deliveryLines('Sofort lieferbar, in 1-3 Werktagen bei Ihnen', 'green')).toEqual([
      'Sofort lieferbar',
      'in 1-3 Werktagen bei Ihnen',
    ]);
    expect(deliveryLines('Sofort lieferbar', 'green')).toEqual(['Sofort lieferbar', null]);
    expect(deliveryLines('Lieferbar, sobald verfügbar', 'yellow')).toEqual([
      'Lieferbar, sobald verfügbar',
      null,
    ]);
  });
});
