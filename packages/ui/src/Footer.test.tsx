import {
  type FooterIconFlags,
  footerDeliveryIcons,
  footerPaymentIcons,
  STORES,
  type StoreConfig,
} from '@ranzen/sdk-core';
import { b2bFooterData, checkoutFooterGrid, footerData, shopFooterGrid } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Footer, type FooterProps } from './Footer';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const FLAGS_ON: FooterIconFlags = {
  twintPayment: true,
  secondWalletActive: true,
  eInvoiceEnabled: true,
  carrierAActive: true,
};

function renderFooter(store: StoreConfig = STORES.de, props: Partial<FooterProps> = {}) {
  return renderWithShop(
    <Footer
      data={store.family === 'b2b' ? b2bFooterData : footerData}
      paymentIcons={footerPaymentIcons({ store, flags: FLAGS_ON })}
      deliveryIcons={footerDeliveryIcons({ store, flags: FLAGS_ON })}
      year={2025}
      {...props}
    />,
    { store },
  );
}

function socialList(name: string) {
  return screen.getByRole('list', { name });
}

describe('Footer (spec storefront §2.8)', () => {
  it('is the contentinfo landmark with the logo linking home', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Ranzen – zur Startseite' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(footer).getByText('© 2025 Ranzen')).toBeInTheDocument();
  });

  it('shows five social links in the consumer shop, opening safely in a new window', () => {
    renderFooter();
    const links = within(socialList('Folgen Sie uns')).getAllByRole('link');
    expect(links).toHaveLength(5);
    expect(links.map((link) => link.textContent)).toEqual([
      'Ranzen im sozialen Netzwerk (öffnet in neuem Fenster)',
      'Ranzen auf der Foto-Plattform (öffnet in neuem Fenster)',
      'Ranzen auf der Pinnwand (öffnet in neuem Fenster)',
      'Ranzen im Videokanal (öffnet in neuem Fenster)',
      'Der Ranzen-Blog (öffnet in neuem Fenster)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the quality promise badge and the payment and delivery strip in the consumer shop', () => {
    renderFooter();
    expect(screen.getByRole('heading', { name: 'Geprüfte Qualität' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gütesiegel: sicher einkaufen' })).toHaveAttribute(
      'href',
      '/service/sicher-einkaufen/',
    );
    const payment = screen.getByRole('list', { name: 'Zahlungsarten' });
    expect(
      within(payment)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PayPal', 'Kauf auf Rechnung', 'Visa', 'Amazon Pay', 'XRechnung']);
    const delivery = screen.getByRole('list', { name: 'Versandarten' });
    expect(
      within(delivery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DHL', 'Hermes']);
  });

  it('shows TWINT and the Swiss post in the ch shop', () => {
    renderFooter(STORES.ch);
    const payment = screen.getByRole('list', { name: 'Zahlungsarten' });
    expect(within(payment).getByText('TWINT')).toBeInTheDocument();
    expect(within(payment).getByText('Mastercard')).toBeInTheDocument();
    expect(within(payment).queryByText('XRechnung')).not.toBeInTheDocument();
    const delivery = screen.getByRole('list', { name: 'Versandarten' });
    expect(
      within(delivery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Die Schweizerische Post']);
  });

  it('shows two professional-network links and no quality badge or payment strip in the B2B shop', () => {
    renderFooter(STORES['b2b-de']);
    expect(within(socialList('Folgen Sie uns')).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Karrierenetzwerk/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Business-Netzwerk/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Geprüfte Qualität' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Gütesiegel: sicher einkaufen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Zahlungsarten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Versandarten' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ranzen Education – zur Startseite' })).toBeInTheDocument();
  });

  it('uses English texts on the English B2B host', () => {
    renderFooter(STORES['b2b-en']);
    expect(screen.getByRole('list', { name: 'Follow us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/service/kontakt/');
  });

  it('renders link sections as collapsible disclosures with the headline as summary', async () => {
    const { user } = renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Service und Informationen' });
    const summary = within(nav).getByText('Service').closest('summary');
    const details = summary?.closest('details');
    if (!summary || !details) throw new Error('no disclosure for "Service"');
    expect(details).not.toHaveAttribute('open');
    await user.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByRole('link', { name: 'Versand & Lieferung' })).toBeVisible();
    expect(within(details).getByText('Mo–Fr 8–18 Uhr')).toBeInTheDocument();
    await user.click(summary);
    expect(details).not.toHaveAttribute('open');
  });

  it('renders the selling points with 94x96 images and the bottom links', () => {
    renderFooter();
    const usps = screen.getByRole('region', { name: 'Ihre Vorteile' });
    const link = within(usps).getByRole('link', { name: /Kostenloser Versand/ });
    expect(link).toHaveAttribute('href', '/service/versand/');
    const img = link.querySelector('img');
    expect(img).toHaveAttribute('width', '94');
    expect(img).toHaveAttribute('height', '96');
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Impressum', 'Datenschutz', 'AGB']);
  });

  it('shows the footer grid rows in the shop footer (spec storefront §7 footer grid by pageId)', () => {
    renderFooter(STORES.de, { grid: shopFooterGrid });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Beratung gesucht?')).toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Ihre Vorteile' })).toBeInTheDocument();
  });

  it('shows only the grid, the legal links and the copyright in the checkout footer (§7)', async () => {
    const { container } = renderFooter(STORES.de, { grid: checkoutFooterGrid, variant: 'checkout' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Sicher bezahlen')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Zahlung' })).toHaveAttribute(
      'href',
      '/service/zahlung/',
    );
    const legal = within(footer).getByRole('navigation', { name: 'Rechtliches' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Impressum', 'Datenschutz', 'AGB']);
    expect(within(footer).getByText('© 2025 Ranzen')).toBeInTheDocument();
    // No marketing: no selling points, link sections, social links, quality badge or payment strip.
    expect(within(footer).queryByRole('region', { name: 'Ihre Vorteile' })).toBeNull();
    expect(within(footer).queryByRole('navigation', { name: 'Service und Informationen' })).toBeNull();
    expect(within(footer).queryByRole('list', { name: 'Folgen Sie uns' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: /Ranzen – zur Startseite/ })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Gütesiegel: sicher einkaufen' })).toBeNull();
    expect(within(footer).queryByRole('list', { name: 'Zahlungsarten' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers the cookie settings beside the legal links when the page can reopen the consent banner', async () => {
    const onConsentSettings = vi.fn();
    const { user } = renderFooter(STORES.de, { onConsentSettings });
    const legal = screen.getByRole('navigation', { name: 'Rechtliches' });
    const settings = within(legal).getByRole('button', { name: 'Cookie-Einstellungen' });
    await user.click(settings);
    expect(onConsentSettings).toHaveBeenCalledWith(settings);
  });

  it('opens external section links in a new window', () => {
    renderFooter();
    const blog = screen.getByRole('link', { name: 'Blog (öffnet in neuem Fenster)' });
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    expect(blog).toHaveAttribute('target', '_blank');
  });

  it('tracks footer and social link clicks with area "footer"', async () => {
    const onTrack = vi.fn();
    const { user } = renderFooter(STORES.de, { onTrack });
    // Clicks on links would navigate jsdom; stop that after the footer's handler ran.
    screen.getByRole('contentinfo').addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Impressum' }));
    await user.click(screen.getByRole('link', { name: 'Kontaktformular' }));
    await user.click(screen.getByRole('link', { name: /Foto-Plattform/ }));
    expect(onTrack.mock.calls).toEqual([
      [{ area: 'footer', label: 'Impressum', url: '/impressum/' }],
      [{ area: 'footer', label: 'Kontaktformular', url: '/service/kontakt/' }],
      [{ area: 'footer', label: 'Ranzen auf der Foto-Plattform', url: 'https://photos.example/ranzen' }],
    ]);
  });

  it('renders unsafe CMS link URLs as text, not links', () => {
    renderFooter(STORES.de, {
      data: {
        __typename: 'FooterData',
        usps: [],
        links: [
          {
            __typename: 'FooterLinkBlock',
            headline: null,
            type: 'Bottom Links',
            content: null,
            link: null,
            links: [{ __typename: 'FooterLink', label: 'Böse', url: 'javascript:alert(1)', external: false }],
          },
        ],
      },
    });
    expect(screen.getByText('Böse')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Böse' })).not.toBeInTheDocument();
  });

  it.each([
    ['consumer de', STORES.de],
    ['consumer ch', STORES.ch],
    ['B2B', STORES['b2b-de']],
  ])('has no axe violations (%s)', async (_name, store) => {
    const { container } = renderFooter(store);
    await expectNoAxeViolations(container);
  });
});
