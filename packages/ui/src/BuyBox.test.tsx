// spec storefront §3.3 prices, §3.5 item, §5 "Product display rules" (discount badge from 5 %, large
// from 25 %, at most 3 extra badges on the product page, minimum-order note, free for 0); shopping §4.
import { STORES } from '@ranzen/sdk-core';
import {
  classroomProduct,
  lampProduct,
  money,
  productDetail,
  soldOutProduct,
  sunnyRedItem,
} from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BuyBox } from './BuyBox';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('BuyBox', () => {
  it('shows price, old price, RRP with its date, best-price marker and order number', () => {
    renderWithShop(<BuyBox product={productDetail} status="idle" onAddToCart={() => {}} />);
    expect(screen.getByText('189,99 €')).toBeInTheDocument();
    expect(screen.getByText('statt 259,99 €')).toBeInTheDocument();
    expect(screen.getByText('UVP 259,99 € (gültig ab 01.03.2026)')).toBeInTheDocument();
    expect(screen.getByText('Bestpreis')).toBeInTheDocument();
    expect(screen.getByText('Art.-Nr. 4007953406125')).toBeInTheDocument();
    expect(screen.queryByText(/Mindestbestellmenge/)).not.toBeInTheDocument();
  });

  it('follows the chosen item: its price, order number and notes', () => {
    renderWithShop(
      <BuyBox product={productDetail} item={sunnyRedItem} status="idle" onAddToCart={() => {}} />,
    );
    expect(screen.getByText('199,99 €')).toBeInTheDocument();
    expect(screen.getByText('Art.-Nr. 4007953406132')).toBeInTheDocument();
    expect(screen.queryByText('Bestpreis')).not.toBeInTheDocument();
  });

  // Which style the discount badge takes; that the large one really is larger is measured in Chromium
  // (e2e/component-layout.spec.ts), as jsdom applies no CSS.
  it('shows the large discount badge from 25 % and at most 3 extra badges without excluded ones', () => {
    renderWithShop(<BuyBox product={productDetail} status="idle" onAddToCart={() => {}} />);
    const badges = screen.getAllByRole('list')[0] as HTMLElement;
    expect(within(badges).getByText('27 % Rabatt').closest('li')).toHaveAttribute('data-size', 'large');
    // 'classic' is excluded on the product page; the other two remain.
    expect(within(badges).queryByText('Klassiker')).not.toBeInTheDocument();
    expect(within(badges).getByText('DIN-geprüft')).toBeInTheDocument();
    expect(within(badges).getByText('Recyceltes Material')).toBeInTheDocument();
  });

  it('shows no discount badge below 5 %', () => {
    renderWithShop(
      <BuyBox
        product={{ ...productDetail, discountPercent: 4, extraBadges: [] }}
        status="idle"
        onAddToCart={() => {}}
      />,
    );
    expect(screen.queryByText(/Rabatt/)).not.toBeInTheDocument();
  });

  it('shows a raw price of 0 as free', () => {
    const free = {
      ...productDetail.bestItem,
      prices: { ...productDetail.bestItem.prices, price: money(0), specialPrice: null },
    };
    renderWithShop(<BuyBox product={productDetail} item={free} status="idle" onAddToCart={() => {}} />);
    expect(screen.getByText('Gratis')).toBeInTheDocument();
  });

  it('adds to the cart with a plain button, and not before a variant is chosen', async () => {
    const onAddToCart = vi.fn();
    const { user, rerender } = renderWithShop(
      <BuyBox product={productDetail} status="idle" onAddToCart={onAddToCart} />,
    );
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }));
    expect(onAddToCart).toHaveBeenCalledTimes(1);
    rerender(<BuyBox product={productDetail} configured={false} status="idle" onAddToCart={onAddToCart} />);
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Bitte wählen Sie zuerst eine Variante.');
  });

  it('is disabled and relabelled while adding, and announces the outcome', () => {
    const { rerender } = renderWithShop(
      <BuyBox product={productDetail} status="adding" onAddToCart={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Wird hinzugefügt …' })).toBeDisabled();
    rerender(<BuyBox product={productDetail} status="added" onAddToCart={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Der Artikel wurde in den Warenkorb gelegt.');
    rerender(<BuyBox product={productDetail} status="error" onAddToCart={() => {}} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Der Artikel konnte nicht in den Warenkorb gelegt werden.',
    );
  });

  it('shows the educational price, base price per unit and minimum quantity in the B2B shop', () => {
    renderWithShop(<BuyBox product={classroomProduct} status="idle" onAddToCart={() => {}} />, {
      store: STORES['b2b-de'],
    });
    expect(screen.getByText('Bildungspreis')).toBeInTheDocument();
    expect(screen.getByText('7,49 €')).toBeInTheDocument();
    expect(screen.getByText('8,90 € / 1,0 Stück')).toBeInTheDocument();
    expect(screen.getByText('Mindestbestellmenge: 10 Stück')).toBeInTheDocument();
    expect(screen.getByText('Klassensätze liefern wir auf Wunsch an die Schuladresse.')).toBeInTheDocument();
  });

  it('hides the minimum-order note while a lightning deal runs', () => {
    renderWithShop(
      <BuyBox
        product={classroomProduct}
        status="idle"
        onAddToCart={() => {}}
        lightningDeal={<p>Blitzangebot</p>}
      />,
    );
    expect(screen.queryByText(/Mindestbestellmenge/)).not.toBeInTheDocument();
    expect(screen.getByText('Blitzangebot')).toBeInTheDocument();
  });

  it('does not show the educational price in the consumer shop', () => {
    renderWithShop(<BuyBox product={classroomProduct} status="idle" onAddToCart={() => {}} />);
    expect(screen.queryByText('Bildungspreis')).not.toBeInTheDocument();
  });

  it('shows the prime slot, warnings and the store matrix message of the item', () => {
    renderWithShop(<BuyBox product={productDetail} status="idle" onAddToCart={() => {}} />);
    expect(screen.getByText('Prime: kostenloser Express-Versand für Mitglieder')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Warnhinweise' })).toHaveTextContent(
      'Nicht für Kinder unter 3 Jahren',
    );
    expect(screen.getByText('Inklusive Namensschild zum Beschriften.')).toBeInTheDocument();
  });

  it('shows energy label with its data sheet, power plug scope, danger warnings and legal notes', async () => {
    const { user } = renderWithShop(<BuyBox product={lampProduct} status="idle" onAddToCart={() => {}} />);
    expect(screen.getByText('Ladegerät nicht im Lieferumfang enthalten')).toBeInTheDocument();
    expect(screen.getByText('Leistung des Ladegeräts: 5–18 W · USB Power Delivery')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Gefahrenhinweise' })).toHaveTextContent(
      'GHS07: Akku nicht öffnen',
    );
    expect(screen.getByText('Altgeräte nehmen wir kostenlos zurück.')).toBeInTheDocument();
    expect(screen.getByText('Sie haben ein 14-tägiges Widerrufsrecht.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bild vergrößern: Energieeffizienzklasse E' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('img')).toHaveAttribute(
      'src',
      lampProduct.energyEfficiency?.detailsImgPath,
    );
  });

  it('offers no button for a product that is not for sale', () => {
    renderWithShop(<BuyBox product={soldOutProduct} status="idle" onAddToCart={() => {}} />);
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument();
    expect(screen.getByText('Dieser Artikel ist derzeit nicht verfügbar.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <BuyBox product={lampProduct} status="added" onAddToCart={() => {}} />,
    );
    await expectNoAxeViolations(container);
  });
});
