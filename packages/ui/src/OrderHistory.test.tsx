// The order overview (shopping §2 /myaccount/orders with p, q and filter; §4 "Orders: overview with search
// text and date filter, paged; shipment status is shown"; §9 "5 per page ... shown one-based ... default
// date filter last3months"; issue 18 item 4).
import { type OrderOverviewState, orderOverviewPath } from '@ranzen/sdk-core';
import { emptyOrderHistoryPage, orderHistoryPage } from '@ranzen/sdk-react/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderHistory, type OrderHistoryProps } from './OrderHistory';
import { AXE_TIMEOUT_MS, expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const FIRST: OrderOverviewState = { page: 1, searchText: '', dateFilter: 'last3months' };

function renderHistory(props: Partial<OrderHistoryProps> = {}) {
  const onStateChange = vi.fn();
  const result = renderWithShop(
    <OrderHistory
      orders={orderHistoryPage.orders}
      state={FIRST}
      totalPages={orderHistoryPage.pageInfo.totalPages}
      years={[2026, 2025, 2024]}
      hrefFor={orderOverviewPath}
      detailHref={(orderId) => `/myaccount/orders/orderdetail/?orderId=${orderId}`}
      onStateChange={onStateChange}
      {...props}
    />,
  );
  return { ...result, onStateChange };
}

describe('OrderHistory', () => {
  it(
    'lists each order with number, date, total, where its parcels are and a link to its detail (§4)',
    async () => {
      const { container } = renderHistory();
      const orders = screen.getAllByRole('article');
      expect(orders).toHaveLength(5);
      const delivered = within(screen.getByRole('article', { name: 'Bestellung 10000044' }));
      expect(delivered.getByText('Bestelldatum').nextElementSibling?.textContent).toBe('02.10.2026');
      expect(delivered.getByText('Gesamtbetrag').nextElementSibling?.textContent).toBe(
        orderHistoryPage.orders[2]?.totalAmount.stringValue,
      );
      expect(delivered.getByText('Status').nextElementSibling?.textContent).toBe('Zugestellt (2)');
      expect(
        delivered.getByRole('link', { name: 'Details zur Bestellung 10000044' }).getAttribute('href'),
      ).toBe('/myaccount/orders/orderdetail/?orderId=10000044');
      const split = within(screen.getByRole('article', { name: 'Bestellung 10000043' }));
      expect(split.getByText('Status').nextElementSibling?.textContent).toBe('Zugestellt, Storniert');
      // Before the warehouse split it into parcels, the order's own status.
      const unpaid = within(screen.getByRole('article', { name: 'Bestellung 10000042' }));
      expect(unpaid.getByText('Status').nextElementSibling?.textContent).toBe('Zahlung ausstehend');
      await expectNoAxeViolations(container);
    },
    AXE_TIMEOUT_MS,
  );

  it('pages one-based, keeping the search and period in every page link (§9)', () => {
    renderHistory({ state: { page: 1, searchText: 'Füller', dateFilter: '2025' } });
    const paging = screen.getByRole('navigation', { name: 'Seiten' });
    expect(within(paging).getByRole('link', { name: 'Seite 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(paging).getByRole('link', { name: 'Seite 2' }).getAttribute('href')).toBe(
      '/myaccount/orders/?p=2&q=F%C3%BCller&filter=2025',
    );
  });

  it('searches from the first page, and changes the period at once with the typed search', async () => {
    const { user, onStateChange } = renderHistory({ state: { ...FIRST, page: 2 } });
    const search = screen.getByRole('search', { name: 'Bestellungen suchen' });
    await user.type(
      within(search).getByRole('searchbox', { name: 'Bestellnummer oder Artikel' }),
      ' 10000044 ',
    );
    await user.click(within(search).getByRole('button', { name: 'Suchen' }));
    expect(onStateChange).toHaveBeenLastCalledWith({
      page: 1,
      searchText: '10000044',
      dateFilter: 'last3months',
    });
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Zeitraum' }), '2024');
    expect(onStateChange).toHaveBeenLastCalledWith({ page: 1, searchText: '10000044', dateFilter: '2024' });
  });

  it('offers the last three months and the years ordered in, and keeps a year from the URL', () => {
    renderHistory({ state: { ...FIRST, dateFilter: '2019' } });
    const period = screen.getByRole('combobox', { name: 'Zeitraum' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Letzte 3 Monate', '2026', '2025', '2024', '2019']);
    expect((period as HTMLSelectElement).value).toBe('2019');
  });

  it('says when the period has no orders, and when a search found none', () => {
    const { unmount } = renderHistory({ orders: emptyOrderHistoryPage.orders, totalPages: 0 });
    expect(screen.getByText('In diesem Zeitraum haben Sie nichts bei uns bestellt.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderHistory({ orders: [], totalPages: 0, state: { ...FIRST, searchText: 'Zirkel' } });
    expect(screen.getByText('Keine Bestellungen gefunden für „Zirkel“.')).toBeTruthy();
  });

  it('works without scripts: the form GETs the overview with q and filter', () => {
    renderHistory();
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/myaccount/orders/');
    expect(within(form).getByRole('searchbox').getAttribute('name')).toBe('q');
    expect(within(form).getByRole('combobox').getAttribute('name')).toBe('filter');
  });
});
