// Amazon Pay express in the basket (spec shopping §4 "Amazon Pay express": offered only when activated and
// not for B2B, blocked for some codes, resettable in the cart; §6 no wallet in B2B).
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AmazonPayExpress, type AmazonPayExpressProps } from './AmazonPayExpress';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const OFFERED: AmazonPayExpressProps['express'] = {
  __typename: 'AmazonPayExpress',
  offered: true,
  reason: null,
  blockedItemIds: [],
  selected: false,
};

function renderExpress(props: Partial<AmazonPayExpressProps> = {}) {
  const onStart = vi.fn();
  const onReset = vi.fn();
  const view = renderWithShop(
    <AmazonPayExpress
      express={OFFERED}
      blockedItemNames={[]}
      activity="idle"
      summaryHref="/checkout/summary/"
      onStart={onStart}
      onReset={onReset}
      {...props}
    />,
  );
  return { ...view, onStart, onReset };
}

describe('AmazonPayExpress', () => {
  it('offers the express button and starts Amazon Pay with it', async () => {
    const { container, onStart } = renderExpress();
    const button = screen.getByRole('button', { name: 'Mit Amazon Pay bezahlen' });
    fireEvent.click(button);
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Express-Kasse' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('disables the button while Amazon Pay starts', () => {
    renderExpress({ activity: 'starting' });
    expect(screen.getByRole('button', { name: 'Mit Amazon Pay bezahlen' })).toBeDisabled();
  });

  it('disables the button with the reason and the blocking items when items block it', async () => {
    const { container, onStart } = renderExpress({
      express: {
        __typename: 'AmazonPayExpress',
        offered: false,
        reason: 'BLOCKED_ITEMS',
        blockedItemIds: ['a', 'b'],
        selected: false,
      },
      blockedItemNames: ['Schülerstuhl', 'Malkittel'],
    });
    const button = screen.getByRole('button', { name: 'Mit Amazon Pay bezahlen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Amazon Pay ist für einige Artikel in Ihrem Warenkorb nicht möglich: Schülerstuhl, Malkittel',
    );
    fireEvent.click(button);
    expect(onStart).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows nothing when not offered for another reason (B2B, not activated, empty cart)', () => {
    for (const reason of ['B2B', 'NOT_ACTIVATED', 'EMPTY_CART']) {
      const { container, unmount } = renderExpress({ express: { ...OFFERED, offered: false, reason } });
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('a cart paying with Amazon Pay goes on to the summary or resets Amazon Pay', async () => {
    const { container, onReset } = renderExpress({ express: { ...OFFERED, selected: true } });
    expect(screen.getByText(/Sie bezahlen mit Amazon Pay\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Weiter zur Übersicht' })).toHaveAttribute(
      'href',
      '/checkout/summary/',
    );
    expect(screen.queryByRole('button', { name: 'Mit Amazon Pay bezahlen' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Amazon Pay zurücksetzen' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('an express cart that got a blocked item names it beside the reset', () => {
    renderExpress({
      express: {
        __typename: 'AmazonPayExpress',
        offered: false,
        reason: 'BLOCKED_ITEMS',
        blockedItemIds: ['a'],
        selected: true,
      },
      blockedItemNames: ['Schülerstuhl'],
    });
    expect(
      screen.getByText('Amazon Pay ist für einige Artikel in Ihrem Warenkorb nicht möglich: Schülerstuhl'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amazon Pay zurücksetzen' })).toBeEnabled();
  });
});
