import {
  colouredPencils,
  exerciseBookCovers,
  fountainPen,
  glueStick,
  lampProduct,
  lightningDeal,
  paintBox,
  productDetail,
  schoolBag,
} from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductTile } from './ProductTile';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('ProductTile', () => {
  it('links the product name to the product page', () => {
    renderWithShop(<ProductTile product={schoolBag} />);
    const heading = screen.getByRole('heading', { level: 2, name: schoolBag.name });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/p/100123/');
  });

  it('shows the list image with its size and alt text, lazily by default', () => {
    renderWithShop(<ProductTile product={schoolBag} />);
    const image = screen.getByRole('img', { name: schoolBag.listImage.alt });
    expect(image).toHaveAttribute('src', schoolBag.listImage.src);
    expect(image).toHaveAttribute('width', '140');
    expect(image).toHaveAttribute('height', '105');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  // Spec storefront §9: list image 140x105, large image 280 at min width 1024.
  it('offers the 140 list image and the 280 large image from 1024 px as responsive sources', () => {
    renderWithShop(<ProductTile product={schoolBag} />);
    const image = screen.getByRole('img', { name: schoolBag.listImage.alt });
    expect(image).toHaveAttribute('srcset', `${schoolBag.listImage.src} 140w, ${schoolBag.image.src} 280w`);
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 280px, 140px');
  });

  it('loads the image eagerly when asked', () => {
    renderWithShop(<ProductTile product={schoolBag} eager />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows manufacturer, price, old price and badges', () => {
    renderWithShop(<ProductTile product={schoolBag} />);
    expect(screen.getByText('Scout')).toBeInTheDocument();
    expect(screen.getByText('189,99 €')).toBeInTheDocument();
    expect(screen.getByText('statt 259,99 €')).toBeInTheDocument();
    const badges = screen.getByRole('list');
    expect(within(badges).getByText('27 % Rabatt')).toBeInTheDocument();
    expect(within(badges).getByText('Sale')).toBeInTheDocument();
    expect(within(badges).getByText('Beliebt')).toBeInTheDocument();
    expect(within(badges).queryByText('Neu')).not.toBeInTheDocument();
  });

  // Which style the badge takes; jsdom applies no CSS, so that the large one really is larger is measured
  // in Chromium (e2e/component-layout.spec.ts).
  it('uses the large discount style from 25 % and the regular one below (spec storefront §5)', () => {
    const { rerender } = renderWithShop(<ProductTile product={schoolBag} />);
    expect(screen.getByText('27 % Rabatt').closest('li')).toHaveAttribute('data-size', 'large');
    rerender(<ProductTile product={fountainPen} />);
    expect(screen.getByText('10 % Rabatt').closest('li')).toHaveAttribute('data-size', 'regular');
  });

  it('shows no discount badge below 5 % and the base price', () => {
    renderWithShop(<ProductTile product={exerciseBookCovers} />);
    expect(screen.queryByText(/Rabatt/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('0,40 € / 1,0 Stück')).toBeInTheDocument();
  });

  // Spec storefront §4 "Product tile": the shortage overlay is for an out-of-stock product, so it says
  // not available, as the product page does (issue 21: it said "only a few left").
  it('says a sold-out product is not available, and nothing of the kind for one in stock', () => {
    const { rerender } = renderWithShop(<ProductTile product={exerciseBookCovers} />);
    expect(exerciseBookCovers.isShortage).toBe(true);
    expect(screen.getByText('Derzeit nicht verfügbar')).toBeInTheDocument();
    expect(screen.queryByText(/wenige/)).not.toBeInTheDocument();
    rerender(<ProductTile product={glueStick} />);
    expect(screen.queryByText('Derzeit nicht verfügbar')).not.toBeInTheDocument();
  });

  // Spec storefront §3.7 energyEfficiency; the EU requires the label wherever a price is shown.
  it('shows the energy label that opens its data sheet, and none for a product without one', async () => {
    const energyEfficiency = lampProduct.energyEfficiency;
    const { user, container, rerender } = renderWithShop(
      <ProductTile product={{ ...glueStick, energyEfficiency }} />,
    );
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Bild vergrößern: Energieeffizienzklasse E' }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByRole('img')).toHaveAttribute('src', energyEfficiency?.detailsImgPath);
    rerender(<ProductTile product={glueStick} />);
    expect(screen.queryByRole('button', { name: /Energieeffizienzklasse/ })).toBeNull();
  });

  // Spec storefront §3.7 bestItemDownloads: listings ask for them; a tile links each document.
  it("links the best item's downloads by their headline, and shows none for a card without", async () => {
    const { container, rerender } = renderWithShop(
      <ProductTile product={{ ...schoolBag, bestItemDownloads: productDetail.downloads }} />,
    );
    const downloads = screen.getByRole('list', { name: `Downloads zu ${schoolBag.name}` });
    const sheet = within(downloads).getByRole('link', { name: 'Produktdatenblatt' });
    expect(sheet).toHaveAttribute('href', '/downloads/sunny-2.pdf');
    expect(sheet).toHaveAttribute('download', 'sunny-2-datenblatt.pdf');
    await expectNoAxeViolations(container);
    rerender(<ProductTile product={{ ...schoolBag, bestItemDownloads: [] }} />);
    expect(screen.queryByRole('list', { name: /Downloads/ })).toBeNull();
    rerender(<ProductTile product={schoolBag} />);
    expect(screen.queryByRole('list', { name: /Downloads/ })).toBeNull();
  });

  it('notes a minimum order quantity above 1 (spec storefront §5)', () => {
    const { rerender } = renderWithShop(<ProductTile product={glueStick} />);
    expect(screen.getByText('Mindestbestellmenge: 3 Stück')).toBeInTheDocument();
    rerender(<ProductTile product={schoolBag} />);
    expect(screen.queryByText(/Mindestbestellmenge/)).not.toBeInTheDocument();
  });

  it('shows the new badge', () => {
    renderWithShop(<ProductTile product={colouredPencils} />);
    expect(screen.getByText('Neu')).toBeInTheDocument();
  });

  it('can use a level-3 heading', () => {
    renderWithShop(<ProductTile product={fountainPen} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: fountainPen.name })).toBeInTheDocument();
    expect(screen.getByText('ab 12,99 €')).toBeInTheDocument();
  });

  it('shows the first extra badge that is not brand-related (spec storefront §5)', () => {
    renderWithShop(
      <ProductTile
        product={{
          ...paintBox,
          extraBadges: [
            { __typename: 'ExtraBadge', id: 'classic', name: 'Klassiker' },
            { __typename: 'ExtraBadge', id: 'eco', name: 'Nachhaltig' },
            { __typename: 'ExtraBadge', id: 'made-in-germany', name: 'Made in Germany' },
          ],
        }}
      />,
    );
    expect(screen.queryByText('Klassiker')).not.toBeInTheDocument();
    expect(screen.getByText('Nachhaltig')).toBeInTheDocument();
    expect(screen.queryByText('Made in Germany')).not.toBeInTheDocument();
  });

  it('shows a running lightning deal in the old display, and the reserved share only in the new style (spec shopping §4, storefront §7 T217)', () => {
    const deal = lightningDeal(Date.now() + 3_600_000, 30);
    const product = { ...glueStick, lightningDealInfo: deal };
    const { rerender } = renderWithShop(<ProductTile product={product} />);
    expect(screen.getByText('Blitzangebot')).toBeInTheDocument();
    expect(screen.getByText('9,99 €')).toBeInTheDocument();
    expect(screen.queryByText('30 % reserviert')).not.toBeInTheDocument();
    // Spec storefront §5: the minimum-order note needs no active deal, in either display.
    expect(screen.queryByText(/Mindestbestellmenge/)).not.toBeInTheDocument();
    rerender(<ProductTile product={{ ...product, lightningDealInfo: null }} />);
    expect(screen.getByText(/Mindestbestellmenge/)).toBeInTheDocument();
    expect(screen.queryByText('Blitzangebot')).not.toBeInTheDocument();
    rerender(<ProductTile product={product} lightningDealStyle="new" />);
    expect(screen.getByText('Blitzangebot')).toBeInTheDocument();
    expect(screen.getByText('9,99 €')).toBeInTheDocument();
    expect(screen.getByText('30 % reserviert')).toBeInTheDocument();
    expect(screen.queryByText(/Mindestbestellmenge/)).not.toBeInTheDocument();
  });

  it('shows the stars of a rated product with the number of ratings (spec storefront §5 star mapping)', () => {
    renderWithShop(<ProductTile product={{ ...schoolBag, rating: 4.4, numberOfRatings: 12 }} />);
    expect(screen.getByText('Bewertung: 4,4 von 5 Sternen, 12 Bewertungen')).toBeInTheDocument();
    expect(screen.getByRole('img', { hidden: true, name: '4,4 von 5 Sternen' })).toBeInTheDocument();
  });

  it('reports a click on the product link as a selection', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithShop(<ProductTile product={schoolBag} onSelect={onSelect} />);
    const link = screen.getByRole('link', { name: schoolBag.name });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onSelect).toHaveBeenCalledOnce();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <ProductTile product={{ ...schoolBag, rating: 3.9, numberOfRatings: 2 }} />,
    );
    await expectNoAxeViolations(container);
  });

  it('adds a product without a variant choice from the tile, named by the product', async () => {
    const onAddToCart = vi.fn();
    const { user, container } = renderWithShop(<ProductTile product={glueStick} onAddToCart={onAddToCart} />);
    await user.click(screen.getByRole('button', { name: `${glueStick.name} in den Warenkorb legen` }));
    expect(onAddToCart).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('offers no tile add for a product with variants, a sold-out one, or without a handler', () => {
    renderWithShop(
      <>
        <ProductTile product={{ ...glueStick, id: 'v', moreVariants: true }} onAddToCart={vi.fn()} />
        <ProductTile product={{ ...glueStick, id: 's', isShortage: true }} onAddToCart={vi.fn()} />
        <ProductTile product={glueStick} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /in den Warenkorb legen/ })).toBeNull();
  });
});
