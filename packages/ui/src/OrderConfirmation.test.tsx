// The thank-you page (spec shopping §2 confirmation, §7 "thank-you page data"; issue 16 items 6 and 8).

import {
  b2bOrder,
  invoiceThankYou,
  paidByCardThankYou,
  pendingThankYou,
  placedOrder,
} from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderConfirmation } from './OrderConfirmation';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderConfirmation', () => {
  it('names the order number, the mail address, the method, the items and the totals with VAT', async () => {
    const { container } = renderWithShop(
      <OrderConfirmation thankYou={invoiceThankYou} order={placedOrder} continueHref="/" />,
    );
    expect(fact('Bestellnummer')).toBe('10000042');
    expect(fact('Zahlungsart')).toBe('Rechnung');
    expect(
      screen.getByText('Eine Bestätigung haben wir an erika.muster@ranzen.test geschickt.'),
    ).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Ihre Artikel' }));
    expect(items.getByText('Füller Pelikano')).toBeTruthy();
    expect(items.getByText('Enthaltene MwSt.').nextElementSibling?.textContent).toBe(
      placedOrder.tax.stringValue,
    );
    expect(items.getByText('Versandkosten').nextElementSibling?.textContent).toBe(
      placedOrder.shippingCost.stringValue,
    );
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(container);
  });

  it('says a card payment is received, and a payment that is not finished yet', () => {
    const { unmount } = renderWithShop(
      <OrderConfirmation thankYou={paidByCardThankYou} order={placedOrder} continueHref="/" />,
    );
    expect(screen.getByText('Ihre Zahlung ist eingegangen.')).toBeTruthy();
    expect(fact('Zahlungsart')).toBe('Kreditkarte');
    unmount();
    renderWithShop(<OrderConfirmation thankYou={pendingThankYou} order={null} continueHref="/" />);
    expect(screen.getByText('Ihre Zahlung ist noch nicht abgeschlossen.')).toBeTruthy();
  });

  it('B2B: the customer number and the order reference (issue 16 item 8)', () => {
    renderWithShop(
      <OrderConfirmation
        thankYou={{ ...invoiceThankYou, orderId: b2bOrder.orderId }}
        order={b2bOrder}
        continueHref="/"
      />,
    );
    expect(fact('Kundennummer')).toBe('4711001');
    expect(fact('Ihre Bestellreferenz')).toBe('Klasse 3b Herbst');
  });
});
