// Vouchers (spec shopping §3 voucher status and attainable vouchers, §5 required field, §8 server
// message shown).

import { money, schoolCart } from '@ranzen/sdk-react/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartVouchers, type CartVouchersProps } from './CartVouchers';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

function renderVouchers(props: Partial<CartVouchersProps> = {}) {
  const onSubmit = vi.fn();
  const onRemove = vi.fn();
  const result = renderWithShop(
    <CartVouchers
      vouchers={schoolCart.vouchers}
      feedback={{ status: 'none' }}
      onSubmit={onSubmit}
      onRemove={onRemove}
      {...props}
    />,
  );
  return { ...result, onSubmit, onRemove };
}

describe('CartVouchers', () => {
  it('sends the typed code', async () => {
    const { onSubmit, user, container } = renderVouchers();
    await user.type(screen.getByLabelText('Gutscheincode'), 'SOMMER5');
    await user.click(screen.getByRole('button', { name: 'Einlösen' }));
    expect(onSubmit).toHaveBeenCalledWith('SOMMER5');
    await expectNoAxeViolations(container);
  });

  it("shows the server's message for a refused code and marks the field invalid", () => {
    renderVouchers({ feedback: { status: 'rejected', message: 'Der Gutschein ist abgelaufen.' } });
    expect(screen.getByRole('status')).toHaveTextContent('Der Gutschein ist abgelaufen.');
    expect(screen.getByLabelText('Gutscheincode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Gutscheincode')).toHaveAccessibleDescription(
      'Der Gutschein ist abgelaufen.',
    );
  });

  it('translates a message key (empty code)', () => {
    renderVouchers({ feedback: { status: 'rejected', message: 'vue.form.error.requiredField' } });
    expect(screen.getByRole('status')).toHaveTextContent('Bitte füllen Sie dieses Feld aus.');
  });

  it('confirms a redeemed code and lists the vouchers with their discount and a remove button', () => {
    const { onRemove } = renderVouchers({ feedback: { status: 'applied', code: 'SCHULSTART' } });
    expect(screen.getByRole('status')).toHaveTextContent('Der Gutschein SCHULSTART wurde eingelöst.');
    expect(screen.getByText('10 € Rabatt zum Schulstart')).toBeInTheDocument();
    expect(screen.getByText(/−10,00 €/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Gutschein SCHULSTART entfernen' }));
    expect(onRemove).toHaveBeenCalledWith('SCHULSTART');
  });

  it('says how much is missing for an attainable voucher', () => {
    renderVouchers({
      vouchers: [
        {
          __typename: 'CartVoucher',
          code: 'AB100',
          successful: false,
          attainable: true,
          failureDescriptions: [],
          description: '15 % ab 100 €',
          missingAmount: money(12.5),
          minimumOrderValue: money(100),
          discount: money(0),
        },
      ],
    });
    expect(screen.getByText('Noch 12,50 € bis zum Mindestbestellwert von 100,00 €.')).toBeInTheDocument();
  });

  it('blocks a second submit while one is on its way', () => {
    renderVouchers({ submitting: true });
    expect(screen.getByRole('button', { name: 'Einlösen' })).toBeDisabled();
  });
});
