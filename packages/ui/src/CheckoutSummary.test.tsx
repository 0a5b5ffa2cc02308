// The summary step (spec shopping §4 "Summary submit", "Amazon Pay express" abort, §5 parcel-station
// lines, §6 B2B "no payment step"; issue 16 items 5 and 8).
import { STORES } from '@ranzen/sdk-core';
import { b2bCheckout, guestCheckout, packstationCheckout, schoolCart } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutSummary, type CheckoutSummaryProps } from './CheckoutSummary';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const props: CheckoutSummaryProps = {
  items: schoolCart.items,
  totals: schoolCart.totals,
  checkout: guestCheckout,
  commentEnabled: true,
  shippingHref: '/checkout/shipping/',
  paymentHref: '/checkout/payment/',
  onSubmit: () => undefined,
};

const section = (name: string) => screen.getByRole('region', { name });

describe('CheckoutSummary', () => {
  it('shows the addresses, shipper, payment, items and the server’s totals with VAT', async () => {
    const { container } = renderWithShop(<CheckoutSummary {...props} />);
    expect(within(section('Rechnungsadresse')).getByText('Hauptstraße 1')).toBeTruthy();
    expect(within(section('Lieferadresse')).getByText('Wie Rechnungsadresse')).toBeTruthy();
    expect(within(section('Versandart')).getByText('DHL')).toBeTruthy();
    expect(within(section('Zahlungsart')).getByText('Rechnung')).toBeTruthy();
    const items = within(section('Ihre Artikel'));
    expect(items.getByText('Schulranzen Sunny')).toBeTruthy();
    expect(items.getByText('Enthaltene MwSt.').nextElementSibling?.textContent).toBe(
      schoolCart.totals.tax.stringValue,
    );
    expect(items.getByText('Gesamtsumme').nextElementSibling?.textContent).toBe(
      schoolCart.totals.total.stringValue,
    );
    expect(screen.getByRole('link', { name: 'Zahlungsart ändern' }).getAttribute('href')).toBe(
      '/checkout/payment/',
    );
    await expectNoAxeViolations(container);
  });

  it('shows a parcel station by its station and post number (§5)', () => {
    renderWithShop(<CheckoutSummary {...props} checkout={packstationCheckout} />);
    expect(within(section('Lieferadresse')).getByText('Packstation 101, Postnummer 12345678')).toBeTruthy();
  });

  it('sends the comment and the newsletter tick with the submit (§4)', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<CheckoutSummary {...props} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Anmerkung zur Bestellung' }), 'Bitte klingeln');
    await user.click(screen.getByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten.' }));
    await user.click(screen.getByRole('button', { name: 'Jetzt kaufen' }));
    expect(onSubmit).toHaveBeenCalledWith({ comment: 'Bitte klingeln', newsletter: true });
  });

  it('has no comment field when the store takes none, and sends no newsletter unticked', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(
      <CheckoutSummary {...props} commentEnabled={false} onSubmit={onSubmit} />,
    );
    expect(screen.queryByRole('textbox', { name: 'Anmerkung zur Bestellung' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Jetzt kaufen' }));
    expect(onSubmit).toHaveBeenCalledWith({ comment: '', newsletter: false });
  });

  it('offers no newsletter tick to a customer who already receives it, and sends none (§7 "e-mail subscribed check")', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<CheckoutSummary {...props} newsletterSubscribed onSubmit={onSubmit} />);
    expect(screen.queryByRole('checkbox', { name: 'Ja, ich möchte den Newsletter erhalten.' })).toBeNull();
    expect(screen.getByText('Sie erhalten unseren Newsletter bereits.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Jetzt kaufen' }));
    expect(onSubmit).toHaveBeenCalledWith({ comment: '', newsletter: false });
  });

  it('offers the abort of an Amazon Pay express payment, and only then (§4 "Amazon Pay express")', async () => {
    const onAbortExpress = vi.fn();
    const onSubmit = vi.fn();
    const { user, container } = renderWithShop(
      <CheckoutSummary {...props} onSubmit={onSubmit} onAbortExpress={onAbortExpress} />,
    );
    await user.click(within(section('Zahlungsart')).getByRole('button', { name: 'Amazon Pay abbrechen' }));
    expect(onAbortExpress).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('has no abort without an express payment', () => {
    renderWithShop(<CheckoutSummary {...props} />);
    expect(screen.queryByRole('button', { name: 'Amazon Pay abbrechen' })).toBeNull();
  });

  it('says what happens while the order is sent and cannot be sent twice', () => {
    renderWithShop(<CheckoutSummary {...props} state="redirecting" />);
    expect(screen.getByRole('status').textContent).toBe('Sie werden zur Zahlung weitergeleitet …');
    expect((screen.getByRole('button', { name: 'Jetzt kaufen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('B2B: the terms of payment instead of a method, no payment link, customer number and reference (§6)', async () => {
    const { container } = renderWithShop(
      <CheckoutSummary
        {...props}
        checkout={b2bCheckout}
        termsOfPayment
        customerNumber="4711001"
        paymentHref={null}
      />,
      { store: STORES['b2b-de'] },
    );
    expect(
      within(section('Zahlungsart')).getByText('Rechnung zu Ihren vereinbarten Zahlungsbedingungen'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Zahlungsart ändern' })).toBeNull();
    expect(screen.getByText('Kundennummer').nextElementSibling?.textContent).toBe('4711001');
    expect(screen.getByText('Ihre Bestellreferenz').nextElementSibling?.textContent).toBe('Klasse 3b Herbst');
    await expectNoAxeViolations(container);
  });
});
