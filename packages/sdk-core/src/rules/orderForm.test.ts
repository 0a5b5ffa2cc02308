// The order form's rules (spec shopping §3 "Bestellschein entry validity", §9 quantity field 1 to 999;
// issue 20 item 5 "paste from a spreadsheet too").
import { describe, expect, it } from 'vitest';
import {
  checkOrderFormRow,
  isOrderFormList,
  ORDER_FORM_MAX_ROWS,
  ORDER_NUMBER_MESSAGE,
  orderFormPdfPath,
  parseOrderFormPaste,
  parseOrderFormPdfQuery,
} from './orderForm';

describe('parseOrderFormPaste: lines of a spreadsheet or a list become rows', () => {
  it('splits lines at newlines and cells at tabs, semicolons or commas; a missing quantity is 1', () => {
    expect(parseOrderFormPaste('10000101\t2\r\n10000202;5\n\n 10000303 \n10000404,12')).toEqual([
      { orderNumber: '10000101', quantity: '2' },
      { orderNumber: '10000202', quantity: '5' },
      { orderNumber: '10000303', quantity: '1' },
      { orderNumber: '10000404', quantity: '12' },
    ]);
  });

  it('keeps a bad quantity as typed (the row check shows it) and takes at most the form lines', () => {
    expect(parseOrderFormPaste('10000101\tzwei')).toEqual([{ orderNumber: '10000101', quantity: 'zwei' }]);
    const many = Array.from({ length: ORDER_FORM_MAX_ROWS + 5 }, (_, n) => `A${n}`).join('\n');
    expect(parseOrderFormPaste(many)).toHaveLength(ORDER_FORM_MAX_ROWS);
  });

  it('tells a list from a single value', () => {
    expect(isOrderFormList('10000101')).toBe(false);
    expect(isOrderFormList(' 10000101 ')).toBe(false);
    expect(isOrderFormList('10000101\t2')).toBe(true);
    expect(isOrderFormList('10000101\n10000202')).toBe(true);
  });
});

describe('checkOrderFormRow', () => {
  it('accepts letters, digits and dashes with a quantity of 1 to 999, in capitals', () => {
    expect(checkOrderFormRow({ orderNumber: ' ab-12 ', quantity: '999' })).toEqual({
      entry: { orderNumber: 'AB-12', quantity: 999 },
      errors: null,
    });
  });

  it('names the failing cell', () => {
    expect(checkOrderFormRow({ orderNumber: '', quantity: '1' }).errors).toEqual({
      orderNumber: 'vue.form.error.requiredField',
      quantity: null,
    });
    expect(checkOrderFormRow({ orderNumber: '1<2', quantity: '0' }).errors).toEqual({
      orderNumber: ORDER_NUMBER_MESSAGE,
      quantity: 'vue.buybox.text.quantity.error',
    });
    expect(checkOrderFormRow({ orderNumber: 'A'.repeat(21), quantity: '1000' }).errors).toEqual({
      orderNumber: 'vue.form.error.maxLength',
      quantity: 'vue.buybox.text.quantity.error',
    });
    expect(checkOrderFormRow({ orderNumber: 'A1', quantity: '1.5' }).errors?.quantity).toBe(
      'vue.buybox.text.quantity.error',
    );
  });
});

describe('the printed form download link', () => {
  it('carries the lines there and back; none is a blank form', () => {
    const entries = [
      { orderNumber: '10000101', quantity: 2 },
      { orderNumber: 'AB-1', quantity: 30 },
    ];
    const path = orderFormPdfPath(entries);
    expect(path).toBe('/api/order-form/?line=10000101%3A2&line=AB-1%3A30');
    expect(parseOrderFormPdfQuery(new URL(path, 'http://shop.test').searchParams)).toEqual(entries);
    expect(orderFormPdfPath([])).toBe('/api/order-form/');
    expect(parseOrderFormPdfQuery(new URLSearchParams())).toEqual([]);
  });

  it('refuses a malformed line or too many lines', () => {
    expect(parseOrderFormPdfQuery(new URLSearchParams('line=A1'))).toBeNull();
    expect(parseOrderFormPdfQuery(new URLSearchParams('line=A1:0'))).toBeNull();
    expect(parseOrderFormPdfQuery(new URLSearchParams('line=%3Cb%3E:1'))).toBeNull();
    const many = new URLSearchParams(Array.from({ length: ORDER_FORM_MAX_ROWS + 1 }, () => ['line', 'A1:1']));
    expect(parseOrderFormPdfQuery(many)).toBeNull();
  });
});
