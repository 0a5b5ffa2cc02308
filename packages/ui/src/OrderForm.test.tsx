// The order form (spec shopping §3 "Bestellschein entry validity", §7 "Validate Bestellschein and add it to
// the cart", "Generate a PDF form"; issue 20 item 5: lines, paste from a spreadsheet, per-line results).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OrderForm, type OrderFormProps, type OrderFormResult } from './OrderForm';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function result(
  orderNumber: string,
  quantity: number,
  fields: Partial<OrderFormResult> = {},
): OrderFormResult {
  return {
    __typename: 'BestellscheinEntryValidity',
    orderNumber,
    quantity,
    validForCart: true,
    hasFollowProduct: false,
    followProduct: null,
    notification: null,
    notificationAmount: null,
    itemId: `${orderNumber}-item`,
    name: `Artikel ${orderNumber}`,
    ...fields,
  };
}

/** Answers each entry as valid unless its order number starts with X (unknown). */
const judge: OrderFormProps['onCheck'] = async (entries) =>
  entries.map(({ orderNumber, quantity }) =>
    orderNumber.startsWith('X')
      ? result(orderNumber, quantity, {
          validForCart: false,
          notification: 'vue.orderform.notification.unknown',
          itemId: null,
          name: null,
        })
      : result(orderNumber, quantity),
  );

function renderForm(props: Partial<OrderFormProps> = {}) {
  const onCheck = vi.fn(judge);
  const onAddToCart = vi.fn(judge);
  const rendered = renderWithShop(<OrderForm onCheck={onCheck} onAddToCart={onAddToCart} {...props} />);
  return { ...rendered, onCheck, onAddToCart };
}

const orderNumberField = (line: number) =>
  screen.getByRole('textbox', { name: `Bestellnummer, Zeile ${line}` });
const quantityField = (line: number) => screen.getByRole('textbox', { name: `Menge, Zeile ${line}` });
const row = (line: number) => screen.getByRole('row', { name: new RegExp(`^${line} `) });

/** Sets a field's text at once (typing key by key is slow under a loaded CI). */
function fill(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

function paste(field: HTMLElement, text: string) {
  fireEvent.paste(field, { clipboardData: { getData: () => text } });
}

describe('OrderForm', () => {
  it('spreads a pasted spreadsheet over the lines and shows each line’s result', async () => {
    const { onAddToCart, user, container } = renderForm();
    paste(orderNumberField(1), '10000101\t2\nX-404\t1\n10000303;4');
    expect(orderNumberField(2)).toHaveValue('X-404');
    expect(quantityField(3)).toHaveValue('4');
    await user.click(screen.getByRole('button', { name: 'Gültige Artikel in den Warenkorb' }));
    expect(onAddToCart).toHaveBeenCalledWith([
      { orderNumber: '10000101', quantity: 2 },
      { orderNumber: 'X-404', quantity: 1 },
      { orderNumber: '10000303', quantity: 4 },
    ]);
    await waitFor(() => expect(within(row(1)).getByText('Lieferbar: Artikel 10000101')).toBeVisible());
    expect(within(row(2)).getByText('Diese Bestellnummer gibt es in unserem Sortiment nicht.')).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('checks the lines in the browser first and sends nothing while one is wrong', async () => {
    const { onCheck, user } = renderForm();
    fill(orderNumberField(1), '10000101');
    fill(quantityField(1), '0');
    fill(orderNumberField(2), '1<2');
    await user.click(screen.getByRole('button', { name: 'Bestellnummern prüfen' }));
    expect(onCheck).not.toHaveBeenCalled();
    expect(quantityField(1)).toHaveAttribute('aria-invalid', 'true');
    expect(orderNumberField(2)).toHaveAttribute('aria-invalid', 'true');
    expect(within(row(1)).getByText('Bitte geben Sie eine gültige Menge ein.')).toBeVisible();
  });

  it('offers the follow product of a line no longer sold', async () => {
    const onCheck = vi.fn<OrderFormProps['onCheck']>(async ([entry]) => [
      result(entry?.orderNumber ?? '', 1, {
        validForCart: false,
        hasFollowProduct: true,
        notification: 'vue.orderform.notification.followProduct',
        followProduct: {
          __typename: 'BestellscheinFollowProduct',
          productId: '100002',
          name: 'Buntstifte 24er',
          path: '/prod/100002/',
          orderNumber: '10000201',
        },
      }),
    ]);
    const { user } = renderForm({ onCheck });
    fill(orderNumberField(1), '10000101');
    await user.click(screen.getByRole('button', { name: 'Bestellnummern prüfen' }));
    expect(
      await screen.findByRole('link', { name: 'Nachfolger: Buntstifte 24er (Bestellnummer 10000201)' }),
    ).toHaveAttribute('href', '/prod/100002/');
  });

  it('keeps what was typed when the call fails', async () => {
    const { user } = renderForm({ onAddToCart: async () => null });
    fill(orderNumberField(1), '10000101');
    await user.click(screen.getByRole('button', { name: 'Gültige Artikel in den Warenkorb' }));
    expect(orderNumberField(1)).toHaveValue('10000101');
  });

  it('adds and removes lines, and prints the typed lines as a PDF', async () => {
    const { user } = renderForm({ initialRows: 1 });
    expect(screen.getByRole('link', { name: 'Bestellschein als PDF drucken' })).toHaveAttribute(
      'href',
      '/api/order-form/',
    );
    await user.click(screen.getByRole('button', { name: 'Zeile hinzufügen' }));
    fill(orderNumberField(2), '10000101');
    expect(screen.getByRole('link', { name: 'Bestellschein als PDF drucken' })).toHaveAttribute(
      'href',
      '/api/order-form/?line=10000101%3A1',
    );
    await user.click(screen.getByRole('button', { name: 'Zeile 1 entfernen' }));
    expect(orderNumberField(1)).toHaveValue('10000101');
    expect(screen.queryByRole('textbox', { name: 'Bestellnummer, Zeile 2' })).toBeNull();
  });
});
