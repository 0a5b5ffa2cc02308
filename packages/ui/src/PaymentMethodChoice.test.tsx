// The payment step's choice (spec shopping §3 "Payment method", §4 "Payment step", §5 X_RECHNUNG, §8 "No
// payment selected", "Payment return with errorCode").

import { eInvoiceSelected, germanPaymentMethods } from '@ranzen/sdk-react/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodChoice } from './PaymentMethodChoice';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const CONTINUE = { name: 'Weiter zur Übersicht' };

describe('PaymentMethodChoice', () => {
  it('lists every method with its description; a method not enabled cannot be chosen (§3)', async () => {
    const { container } = renderWithShop(
      <PaymentMethodChoice methods={germanPaymentMethods} onSubmit={vi.fn()} />,
    );
    const group = screen.getByRole('group', { name: 'Wie möchten Sie bezahlen?' });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'CREDIT_CARD',
      'PAYPAL',
      'AMAZONPAY',
      'INVOICE',
      'X_RECHNUNG',
      'PREPAID',
    ]);
    expect(
      screen.getByRole('radio', { name: 'Rechnung', description: 'Sie zahlen nach Erhalt der Ware.' }),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Amazon Pay' }) as HTMLInputElement).disabled).toBe(true);
    await expectNoAxeViolations(container);
  });

  it('says a method must be chosen and sends nothing (§8 "No payment selected")', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(
      <PaymentMethodChoice methods={germanPaymentMethods} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', CONTINUE));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie eine Zahlungsart.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen method without a buyer reference', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(
      <PaymentMethodChoice methods={germanPaymentMethods} onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', CONTINUE));
    expect(onSubmit).toHaveBeenCalledWith({ paymentId: 'PAYPAL', buyerReference: null });
  });

  it('asks the e-invoice for its buyer reference and sends it (§3, §4 "X_RECHNUNG needs validation")', async () => {
    const onSubmit = vi.fn();
    const { user, container } = renderWithShop(
      <PaymentMethodChoice methods={germanPaymentMethods} onSubmit={onSubmit} />,
    );
    expect(screen.queryByRole('textbox', { name: 'Leitweg-ID' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'E-Rechnung (XRechnung)' }));
    await user.click(screen.getByRole('button', CONTINUE));
    const reference = screen.getByRole('textbox', { name: 'Leitweg-ID' });
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Für die E-Rechnung benötigen wir Ihre Leitweg-ID.');
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.type(reference, ' 04011000-1234512345-06 ');
    await user.click(screen.getByRole('button', CONTINUE));
    expect(onSubmit).toHaveBeenCalledWith({
      paymentId: 'X_RECHNUNG',
      buyerReference: '04011000-1234512345-06',
    });
  });

  it('starts from the stored choice with its buyer reference', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithShop(<PaymentMethodChoice methods={eInvoiceSelected} onSubmit={onSubmit} />);
    expect((screen.getByRole('textbox', { name: 'Leitweg-ID' }) as HTMLInputElement).value).toBe(
      '991-12345-67',
    );
    await user.click(screen.getByRole('button', CONTINUE));
    expect(onSubmit).toHaveBeenCalledWith({ paymentId: 'X_RECHNUNG', buyerReference: '991-12345-67' });
  });

  it('shows the payment-error warning after a failed payment return (§8 vue.checkout.payment.error)', () => {
    renderWithShop(
      <PaymentMethodChoice
        methods={germanPaymentMethods}
        error="vue.checkout.payment.error"
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Die Zahlung hat nicht geklappt. Bitte wählen Sie eine andere Zahlungsart oder versuchen Sie es erneut.',
    );
  });

  it('disables the choice while saving', () => {
    renderWithShop(<PaymentMethodChoice methods={germanPaymentMethods} saving onSubmit={vi.fn()} />);
    expect((screen.getByRole('button', CONTINUE) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'PayPal' }) as HTMLInputElement).disabled).toBe(true);
  });
});
