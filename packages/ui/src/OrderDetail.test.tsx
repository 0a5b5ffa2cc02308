// The order detail (shopping §3 "Order": payment method, totals, addresses, e-mail, phone, order reference,
// comment; shipments with status, carrier, dispatch date, invoice link, tracking link and code, cancel
// reason, items with returnable and already-returned flags and a review link; issue 18 item 4).
import {
  b2bOrder,
  orderDetail,
  orderDetailBeforeParcels,
  orderDetailWithoutReturns,
} from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderDetail } from './OrderDetail';
import { AXE_TIMEOUT_MS, expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const RETURNS = '/myaccount/returns/?order=hash';
const fact = (scope: Pick<typeof screen, 'getByText'>, term: string) =>
  scope.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('OrderDetail', () => {
  it(
    "shows the order's facts, both addresses and the totals",
    async () => {
      const { container } = renderWithShop(<OrderDetail order={orderDetail} returnHref={RETURNS} />);
      expect(fact(screen, 'Bestellnummer')).toBe('10000042');
      expect(fact(screen, 'Bestelldatum')).toBe('26.11.2026');
      expect(fact(screen, 'Zahlungsart')).toBe('Rechnung');
      expect(fact(screen, 'E-Mail-Adresse')).toBe('erika.muster@ranzen.test');
      expect(fact(screen, 'Telefon')).toBe('030 1234567');
      expect(fact(screen, 'Ihre Anmerkung')).toBe('Bitte beim Hausmeister abgeben.');
      expect(
        within(screen.getByRole('region', { name: 'Lieferadresse' })).getByText('Hauptstraße 1'),
      ).toBeTruthy();
      const totals = within(screen.getByRole('region', { name: 'Summe' }));
      expect(fact(totals, 'Gesamtsumme')).toBe(orderDetail.totalAmount.stringValue);
      await expectNoAxeViolations(container);
    },
    AXE_TIMEOUT_MS,
  );

  it('shows each parcel with status, carrier, dispatch date, tracking and its invoice', () => {
    renderWithShop(<OrderDetail order={orderDetail} returnHref={RETURNS} />);
    const shipped = within(screen.getByRole('region', { name: /^Paket 2/ }));
    expect(shipped.getByText('Versendet')).toBeTruthy();
    expect(fact(shipped, 'Versand mit')).toBe('DHL');
    expect(fact(shipped, 'Versanddatum')).toBe('24.11.2026');
    expect(fact(shipped, 'Sendungsnummer')).toBe('00340434161094042558');
    const track = shipped.getByRole('link', { name: 'Paket 2 verfolgen' });
    expect(track.getAttribute('href')).toBe(orderDetail.shipments[1]?.trackingLink);
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');
    expect(shipped.getByRole('link', { name: 'Rechnung zu Paket 2 (PDF)' }).getAttribute('href')).toBe(
      '/api/invoice/?orderId=10000042&shipment=2',
    );
    expect(shipped.getByRole('link', { name: 'Klebestift 40 g bewerten' }).getAttribute('href')).toBe(
      '/prod/p-6002/#reviews',
    );
  });

  it('says why a parcel was cancelled, with neither invoice nor tracking nor review', () => {
    renderWithShop(<OrderDetail order={orderDetail} returnHref={RETURNS} />);
    const cancelled = within(screen.getByRole('region', { name: /^Paket 3/ }));
    expect(cancelled.getByText('Storniert')).toBeTruthy();
    expect(fact(cancelled, 'Grund')).toBe('Der Artikel ist nicht lieferbar.');
    expect(cancelled.queryByRole('link')).toBeNull();
  });

  it('flags returnable and returned items, and links the returns flow while anything is returnable', () => {
    const { unmount } = renderWithShop(<OrderDetail order={orderDetail} returnHref={RETURNS} />);
    const delivered = within(screen.getByRole('region', { name: /^Paket 1/ }));
    expect(delivered.getByText('Rückgabe möglich')).toBeTruthy();
    expect(delivered.getByText('1 zurückgeschickt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Artikel zurückschicken' }).getAttribute('href')).toBe(RETURNS);
    unmount();
    renderWithShop(<OrderDetail order={orderDetailWithoutReturns} returnHref={RETURNS} />);
    expect(screen.queryByText('Rückgabe möglich')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Artikel zurückschicken' })).toBeNull();
  });

  it('says the parcels are still being put together before the warehouse split the order, and lists its items', () => {
    renderWithShop(<OrderDetail order={orderDetailBeforeParcels} returnHref={RETURNS} />);
    const parcels = within(screen.getByRole('region', { name: 'Ihre Pakete' }));
    expect(parcels.getByText(/Wir stellen Ihre Bestellung gerade zusammen/)).toBeTruthy();
    // shopping §3 "Order": the order's lines are shown before any parcel carries them.
    const lines = parcels.getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(
      orderDetailBeforeParcels.items.map((item) => expect.stringContaining(item.name)),
    );
    expect(within(lines[0] as HTMLElement).getByText('2 ×', { exact: false })).toBeTruthy();
    expect(parcels.queryByRole('link', { name: /bewerten/ })).toBeNull();
  });

  it('B2B: the customer number and the order reference', () => {
    renderWithShop(
      <OrderDetail
        order={{
          ...orderDetail,
          customerNumber: b2bOrder.customerNumber,
          orderReference: b2bOrder.orderReference,
        }}
        returnHref={RETURNS}
      />,
    );
    expect(fact(screen, 'Kundennummer')).toBe('4711001');
    expect(fact(screen, 'Ihre Bestellreferenz')).toBe('Klasse 3b Herbst');
  });
});
