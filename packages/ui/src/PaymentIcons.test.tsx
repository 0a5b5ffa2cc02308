import { STORES } from '@ranzen/sdk-core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentIcons } from './PaymentIcons';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('PaymentIcons', () => {
  it('labels every payment and delivery icon in two named lists', () => {
    renderWithShop(
      <PaymentIcons
        paymentIcons={['wallet', 'invoice', 'card', 'twint', 'wallet-2', 'e-invoice', 'card-2']}
        deliveryIcons={['carrier-a', 'carrier-b', 'carrier-c', 'national-post']}
      />,
    );
    const payment = screen.getByRole('list', { name: 'Zahlungsarten' });
    expect(
      within(payment)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['PayPal', 'Kauf auf Rechnung', 'Visa', 'TWINT', 'Amazon Pay', 'XRechnung', 'Mastercard']);
    const delivery = screen.getByRole('list', { name: 'Versandarten' });
    expect(
      within(delivery)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['DHL', 'DPD', 'Hermes', 'Die Schweizerische Post']);
  });

  it('uses English labels and leaves out an empty list', () => {
    renderWithShop(<PaymentIcons paymentIcons={['invoice']} deliveryIcons={[]} />, {
      store: STORES['en-DE'],
    });
    expect(screen.getByRole('list', { name: 'Payment methods' })).toHaveTextContent('Buy on invoice');
    expect(screen.queryByRole('list', { name: 'Shipping methods' })).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <PaymentIcons paymentIcons={['wallet', 'invoice', 'card']} deliveryIcons={['carrier-a']} />,
    );
    await expectNoAxeViolations(container);
  });
});
