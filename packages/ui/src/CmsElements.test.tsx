// The smaller CMS element types of spec storefront §2.10: layer, form, prize draw, A/B tab, list teaser,
// content tile, recommendations (§9 first 5 slides rendered, first four images eager); the teaser wish list
// cell (shopping §3 teaser wish lists; decision 0019).

import { MESSAGES } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import {
  abTabCell,
  cmsCell,
  contentTileCell,
  formCell,
  layerCell,
  listTeaserCell,
  prizeDrawCell,
  productCards,
  recommendationsCell,
  wishlistTeaserCell,
} from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CmsAbTab } from './CmsAbTab';
import { CmsContentTile } from './CmsContentTile';
import { type CmsContextInput, CmsContextProvider } from './CmsContext';
import { CmsForm } from './CmsForm';
import { CmsLayer } from './CmsLayer';
import { CmsListTeaser } from './CmsListTeaser';
import { CmsPrizeDraw } from './CmsPrizeDraw';
import { CmsRecommendations } from './CmsRecommendations';
import { CmsWishlistTeaser } from './CmsWishlistTeaser';
import type { CmsCell, CmsElementProps } from './cmsTeaser';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function renderElement(
  Element: (props: CmsElementProps) => React.ReactNode,
  cell: CmsCell,
  context?: CmsContextInput,
) {
  return renderWithShop(
    <ToastProvider>
      <CmsContextProvider value={context}>
        <Element cell={cell} />
      </CmsContextProvider>
    </ToastProvider>,
  );
}

describe('CmsLayer', () => {
  it('opens the HTML in a modal dialog and closes it again', async () => {
    const { user } = renderElement(CmsLayer, layerCell);
    const trigger = screen.getByRole('button', { name: 'Versandbedingungen ansehen' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Versandbedingungen' });
    expect(within(dialog).getByRole('heading', { name: 'Versandbedingungen' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = renderElement(CmsLayer, layerCell);
    await expectNoAxeViolations(container);
  });
});

describe('CmsForm (storefront §2.10 "form")', () => {
  it('renders its sanitised HTML, and nothing without HTML or a host', () => {
    renderElement(CmsForm, formCell);
    expect(screen.getByRole('link', { name: '0800 123 45 67' })).toHaveAttribute('href', 'tel:+498001234567');
    expect(screen.queryByRole('form')).toBeNull();
    const { container } = renderElement(CmsForm, { ...formCell, html: null });
    expect(container).toBeEmptyDOMElement();
  });

  it('embeds the contact form the host renders, below its HTML', () => {
    renderElement(CmsForm, formCell, {
      contactForm: () => <form aria-label="Kontaktformular" />,
    });
    const element = screen
      .getByRole('link', { name: '0800 123 45 67' })
      .closest('[data-element-type="form"]');
    expect(element).toContainElement(screen.getByRole('form', { name: 'Kontaktformular' }));
  });
});

describe('CmsPrizeDraw', () => {
  it('shows the teaser with a link to take part and the terms', async () => {
    const onTeaserClick = vi.fn();
    const { user } = renderElement(CmsPrizeDraw, prizeDrawCell, { onTeaserClick });
    expect(screen.getByRole('heading', { name: 'Gewinnen Sie ein Schulranzen-Set' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ein Schulranzen-Set als Gewinn' })).toBeInTheDocument();
    expect(screen.getByText(/Einsendeschluss/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Jetzt teilnehmen' });
    expect(link).toHaveAttribute('href', '/gewinnspiel/');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onTeaserClick).toHaveBeenCalledWith('t-prize', undefined);
  });

  it("shows its competition's sign-up where the host takes entries, and sends the entry with the code", async () => {
    const competition = {
      __typename: 'Competition' as const,
      code: 'SCHULSTART-2026',
      name: 'Schulstart-Gewinnspiel 2026',
      closesAt: '2026-08-31T21:59:59.000Z',
      open: true,
    };
    const signUp = { name: `${MESSAGES.de['vue.competition.title']}: ${competition.name}` };
    const { unmount } = renderElement(CmsPrizeDraw, { ...prizeDrawCell, competition });
    // Without the host's sending there is no form to fill in for nothing.
    expect(screen.queryByRole('form', signUp)).not.toBeInTheDocument();
    unmount();
    const onEnterCompetition = vi.fn(async () => ({ ok: true as const }));
    const { user } = renderElement(CmsPrizeDraw, { ...prizeDrawCell, competition }, { onEnterCompetition });
    const form = screen.getByRole('form', signUp);
    await user.type(
      within(form).getByRole('combobox', { name: MESSAGES.de['vue.competition.email'] }),
      'p@ranzen.test',
    );
    await user.type(within(form).getByLabelText(MESSAGES.de['vue.address.firstname']), 'Paula');
    await user.type(within(form).getByLabelText(MESSAGES.de['vue.address.lastname']), 'Eltern');
    await user.click(within(form).getByRole('checkbox', { name: MESSAGES.de['vue.competition.terms'] }));
    await user.click(within(form).getByRole('button', { name: MESSAGES.de['vue.competition.submit'] }));
    expect(onEnterCompetition).toHaveBeenCalledWith(
      'SCHULSTART-2026',
      expect.objectContaining({ termsAccepted: 'true' }),
    );
  });

  it('has no axe violations', async () => {
    const { container } = renderElement(CmsPrizeDraw, { ...prizeDrawCell, elementType: 'prize-draw-tab' });
    await expectNoAxeViolations(container);
  });
});

describe('CmsAbTab', () => {
  it('renders the first teaser without a variant and the matching one with it', () => {
    const { unmount } = renderElement(CmsAbTab, abTabCell);
    expect(screen.getByRole('heading', { name: 'Alles für die Schule' })).toBeInTheDocument();
    unmount();
    renderElement(CmsAbTab, abTabCell, { abVariant: 'b' });
    expect(screen.getByRole('heading', { name: 'Schulbedarf zum Bestpreis' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Alles für die Schule' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderElement(CmsAbTab, abTabCell);
    await expectNoAxeViolations(container);
  });
});

describe('CmsListTeaser', () => {
  it('lists one link per teaser under its heading', () => {
    renderElement(CmsListTeaser, listTeaserCell);
    expect(screen.getByRole('heading', { name: 'Beliebte Kategorien' })).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Schulranzen', '/cat/4/'],
      ['Hefte und Blöcke', '/cat/2/'],
      ['Stifte', '/cat/1/'],
    ]);
  });

  it('has no axe violations', async () => {
    const { container } = renderElement(CmsListTeaser, listTeaserCell);
    await expectNoAxeViolations(container);
  });
});

describe('CmsContentTile', () => {
  it('is one link per tile named by its headline', () => {
    renderElement(CmsContentTile, contentTileCell);
    expect(screen.getByRole('link', { name: 'Bastelideen' })).toHaveAttribute('href', '/cat/3/');
    expect(screen.getByText('Herbstlaternen, Kastanienmännchen und mehr.')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderElement(CmsContentTile, contentTileCell);
    await expectNoAxeViolations(container);
  });
});

describe('CmsRecommendations', () => {
  it('renders nothing without products', () => {
    const { container } = renderElement(CmsRecommendations, recommendationsCell);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the first 5 slides with the first four images eager', () => {
    const products = [...productCards, ...productCards].map((product, index) => ({
      ...product,
      id: `${product.id}-${index}`,
    }));
    expect(products.length).toBeGreaterThan(5);
    renderElement(CmsRecommendations, recommendationsCell, { recommendations: products });
    const region = screen.getByRole('region', { name: 'Empfehlungen für Sie' });
    // The carousel's own list is the first; product tiles have lists of their own (badges).
    const track = within(region).getAllByRole('list')[0] as HTMLElement;
    const slides = within(track)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === track);
    expect(slides).toHaveLength(5);
    const loading = slides.map((slide) => within(slide).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy']);
  });

  it('has no axe violations', async () => {
    const { container } = renderElement(CmsRecommendations, cmsCell('recommendations'), {
      recommendations: productCards,
    });
    await expectNoAxeViolations(container);
  });
});

describe('CmsWishlistTeaser', () => {
  it('has the host render the teaser wish list its teaser names', () => {
    const wishlistTeaser = vi.fn((teaserId: string) => <p>Liste {teaserId}</p>);
    renderElement(CmsWishlistTeaser, wishlistTeaserCell, { wishlistTeaser });
    expect(screen.getByText('Liste schulstart-klasse-1')).toBeInTheDocument();
    expect(wishlistTeaser).toHaveBeenCalledWith('schulstart-klasse-1');
  });

  it('renders nothing without a host or without a named list', () => {
    expect(renderElement(CmsWishlistTeaser, wishlistTeaserCell).container).toBeEmptyDOMElement();
    const unnamed = cmsCell('wishlist-teaser');
    const wishlistTeaser = vi.fn(() => <p>Liste</p>);
    expect(renderElement(CmsWishlistTeaser, unnamed, { wishlistTeaser }).container).toBeEmptyDOMElement();
    expect(wishlistTeaser).not.toHaveBeenCalled();
  });
});
