// spec storefront §5 "A delivery status text meaning 'in stock' gets a green traffic light and the rest
// of the message is shown as a second line. Other texts get a tooltip."
import { STORES } from '@ranzen/sdk-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryStatus, trafficLight } from './DeliveryStatus';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

describe('DeliveryStatus', () => {
  it('shows an in-stock text with a green light and the rest as a second line, without a tooltip', () => {
    const { container } = renderWithShop(
      <DeliveryStatus status={{ text: 'Sofort lieferbar, in 1-3 Werktagen bei Ihnen', color: 'green' }} />,
    );
    expect(screen.getByText('Sofort lieferbar')).toBeInTheDocument();
    expect(screen.getByText('in 1-3 Werktagen bei Ihnen')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-light', 'green');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('gives other texts a tooltip that opens on focus and click', async () => {
    const { user } = renderWithShop(
      <DeliveryStatus status={{ text: 'Lieferbar in 5-7 Werktagen', color: 'yellow' }} />,
    );
    const info = screen.getByRole('button', { name: 'Mehr zur Lieferzeit' });
    expect(info).toHaveAccessibleDescription(/Die Lieferzeit gilt ab Zahlungseingang/);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-open', 'false');
    await user.tab();
    expect(info).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-open', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-open', 'false');
    await user.click(info);
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-open', 'true');
    await user.tab();
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveAttribute('data-open', 'false');
  });

  it.each([
    ['green', 'green'],
    [' Yellow ', 'yellow'],
    ['RED', 'red'],
    ['blue', 'unknown'],
  ] as const)('maps colour %s to the %s light', (color, light) => {
    expect(trafficLight(color)).toBe(light);
  });

  it('treats only texts starting with the in-stock message as in stock, whatever the colour', () => {
    const { container } = renderWithShop(
      <DeliveryStatus status={{ text: 'Lieferbar, sobald verfügbar', color: 'green' }} />,
    );
    expect(container.firstElementChild).toHaveAttribute('data-in-stock', 'false');
    expect(screen.getByText('Lieferbar, sobald verfügbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mehr zur Lieferzeit' })).toBeInTheDocument();
  });

  it('uses the in-stock message of the key it is given (English B2B host)', () => {
    renderWithShop(
      <DeliveryStatus
        status={{ text: 'In stock, delivered in 1-3 working days', color: 'green' }}
        inStockKey="vue.deliveryStatus.inStock.b2bEn"
      />,
      { store: STORES['b2b-en'] },
    );
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('delivered in 1-3 working days')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithShop(
      <DeliveryStatus status={{ text: 'Lieferbar in 5-7 Werktagen', color: 'yellow' }} />,
    );
    await expectNoAxeViolations(container);
  });
});
