// spec storefront §3.9 "Review" (stats, percentage bars, helpful, verified, shop comment), §5 star
// mapping, §7 reviews with filter and fetch more; shopping §7 save review (validation messages); a review
// in another language than the store's says which (issue 21, docs/not-shown.md).

import { STORES } from '@ranzen/sdk-core';
import { reviewList } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductReviews, starPercent } from './ProductReviews';
import { ReviewForm } from './ReviewForm';
import { StarRating } from './StarRating';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const handlers = { onFilter: () => {}, onMore: () => {}, onHelpful: () => {} };

describe('StarRating', () => {
  it.each([
    [1.3, 1, 0],
    [1.4, 1, 1],
    [1.9, 2, 0],
    [4.4, 4, 1],
    [4.9, 5, 0],
  ])('shows %s as %s full and %s half stars', (rating, full, half) => {
    const { container } = renderWithShop(<StarRating rating={rating} />);
    expect(container.querySelectorAll('svg[data-filled="true"]').length - half).toBe(full);
    expect(container.querySelectorAll('[class*="half"]').length > 0).toBe(half === 1);
  });

  it('reads as one phrase', () => {
    renderWithShop(<StarRating rating={4.5} />);
    expect(screen.getByRole('img', { name: '4,5 von 5 Sternen' })).toBeInTheDocument();
  });
});

describe('ProductReviews', () => {
  it('shows the stats with counts and percentage bars per star', () => {
    renderWithShop(<ProductReviews list={reviewList} starFilter={null} {...handlers} />);
    expect(screen.getByRole('heading', { name: 'Kundenbewertungen (12)' })).toBeInTheDocument();
    const five = screen.getByRole('button', { name: /5 Sterne/ });
    expect(five).toHaveTextContent('7 (58 %)');
    expect(screen.getByRole('button', { name: /2 Sterne/ })).toBeDisabled();
    expect(starPercent(1, 12)).toBe(8);
    expect(starPercent(0, 0)).toBe(0);
  });

  it('shows reviews with verified marker, shop comment and helpful votes', async () => {
    const onHelpful = vi.fn();
    const { user } = renderWithShop(
      <ProductReviews
        list={reviewList}
        starFilter={null}
        {...handlers}
        onHelpful={onHelpful}
        votedHelpful={new Set(['r2'])}
      />,
    );
    const first = screen.getByRole('article', { name: 'Super leicht und stabil' });
    expect(within(first).getByText('Verifizierter Kauf')).toBeInTheDocument();
    expect(within(first).getByText('Antwort von Ranzen-Kundenservice', { exact: false })).toBeInTheDocument();
    expect(within(first).getByText('7 Kunden fanden diese Bewertung hilfreich')).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Hilfreich' }));
    expect(onHelpful).toHaveBeenCalledWith('r1');
    const second = screen.getByRole('article', { name: 'Good, but pricey' });
    expect(within(second).queryByText('Verifizierter Kauf')).not.toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Hilfreich' })).toBeDisabled();
  });

  it('says which language a review is in where it is not the store’s', () => {
    renderWithShop(<ProductReviews list={reviewList} starFilter={null} {...handlers} />);
    const german = screen.getByRole('article', { name: 'Super leicht und stabil' });
    expect(within(german).queryByText(/Bewertung auf/)).not.toBeInTheDocument();
    const english = screen.getByRole('article', { name: 'Good, but pricey' });
    expect(within(english).getByText('Bewertung auf Englisch')).toBeInTheDocument();
    expect(within(english).getByText('The quality is right, the price is high.')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('on an English store, labels the German review and not the English one', () => {
    renderWithShop(<ProductReviews list={reviewList} starFilter={null} {...handlers} />, {
      store: STORES['en-DE'],
    });
    const german = screen.getByRole('article', { name: 'Super leicht und stabil' });
    expect(within(german).getByText('Review in German')).toBeInTheDocument();
    const english = screen.getByRole('article', { name: 'Good, but pricey' });
    expect(within(english).queryByText(/Review in/)).not.toBeInTheDocument();
  });

  it('filters by stars and loads more', async () => {
    const onFilter = vi.fn();
    const onMore = vi.fn();
    const { user, rerender } = renderWithShop(
      <ProductReviews
        list={reviewList}
        starFilter={null}
        {...handlers}
        onFilter={onFilter}
        onMore={onMore}
      />,
    );
    await user.click(screen.getByRole('button', { name: /5 Sterne/ }));
    expect(onFilter).toHaveBeenCalledWith(5);
    await user.click(screen.getByRole('button', { name: 'Weitere Bewertungen anzeigen' }));
    expect(onMore).toHaveBeenCalledTimes(1);
    rerender(
      <ProductReviews
        list={{ ...reviewList, totalFiltered: 7, hasMore: false }}
        starFilter={5}
        {...handlers}
        onFilter={onFilter}
      />,
    );
    expect(screen.getByRole('button', { name: /5 Sterne/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('7 Bewertungen mit 5 Sternen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Weitere Bewertungen anzeigen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle Bewertungen anzeigen' }));
    expect(onFilter).toHaveBeenLastCalledWith(null);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <ProductReviews list={reviewList} starFilter={null} {...handlers} />,
    );
    await expectNoAxeViolations(container);
  });
});

describe('ReviewForm', () => {
  it('shows the validation messages and sends nothing for bad input', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<ReviewForm productName="Sunny II" onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Ihre Erfahrung' }), 'Kurz');
    await user.click(screen.getByRole('button', { name: 'Bewertung absenden' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Ihre Bewertung' })).toHaveAccessibleDescription(
      'Bitte vergeben Sie 1 bis 5 Sterne.',
    );
    expect(screen.getByRole('textbox', { name: 'Überschrift' })).toHaveAccessibleDescription(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(screen.getByRole('textbox', { name: 'Ihre Erfahrung' })).toHaveAccessibleDescription(
      'Bitte geben Sie mindestens 10 Zeichen ein.',
    );
  });

  it('sends a valid review and thanks the author', async () => {
    const onSubmit = vi.fn(async () => ({ successful: true, errorMessage: null, fieldErrors: [] }));
    const { user } = renderWithShop(<ReviewForm productName="Sunny II" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '4 Sterne' }));
    await user.type(screen.getByRole('textbox', { name: 'Überschrift' }), 'Prima Ranzen');
    await user.type(
      screen.getByRole('textbox', { name: 'Ihre Erfahrung' }),
      'Leicht, stabil und gut verarbeitet.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Ihr Name' }), 'Jonas');
    await user.click(screen.getByRole('button', { name: 'Bewertung absenden' }));
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 4,
      title: 'Prima Ranzen',
      message: 'Leicht, stabil und gut verarbeitet.',
      authorName: 'Jonas',
      authorLocation: null,
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Vielen Dank! Ihre Bewertung wurde veröffentlicht.',
    );
  });

  it('shows the server answer when saving fails', async () => {
    const onSubmit = vi.fn(async () => ({
      successful: false,
      errorMessage: 'vue.review.error.alreadyReviewed',
      fieldErrors: [],
    }));
    const { user } = renderWithShop(<ReviewForm productName="Sunny II" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('radio', { name: '5 Sterne' }));
    await user.type(screen.getByRole('textbox', { name: 'Überschrift' }), 'Toll');
    await user.type(screen.getByRole('textbox', { name: 'Ihre Erfahrung' }), 'Sehr zufrieden mit allem.');
    await user.type(screen.getByRole('textbox', { name: 'Ihr Name' }), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Bewertung absenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sie haben diesen Artikel bereits bewertet.');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(<ReviewForm productName="Sunny II" onSubmit={vi.fn()} />);
    await expectNoAxeViolations(container);
  });
});
