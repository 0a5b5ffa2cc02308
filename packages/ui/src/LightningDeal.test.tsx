// spec shopping §4 "Lightning deals" (countdown every second, over at zero, refetch; display bands),
// §9 (tick 1 s, days-only above 3 days); storefront §3.7 lightningDealInfo, §4 shortage overlay.

import { lightningDeal, money } from '@ranzen/sdk-react/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LightningDeal } from './LightningDeal';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const start = Date.UTC(2026, 10, 21, 12);
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

function deal(untilMs: number, reserved = 42) {
  return lightningDeal(untilMs, reserved);
}

describe('LightningDeal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function countdown(): string {
    return screen.getByText('Endet in').parentElement?.querySelector('time')?.textContent ?? '';
  }

  it('shows the deal price against the normal price and the reserved share', () => {
    renderWithShop(<LightningDeal deal={deal(start + 2 * HOUR)} price={money(14.99)} />);
    expect(screen.getByText('Blitzangebot')).toBeInTheDocument();
    expect(screen.getByText('9,99 €')).toBeInTheDocument();
    expect(screen.getByText('statt 14,99 €')).toBeInTheDocument();
    expect(screen.getByText('42 % reserviert')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Anteil bereits reserviert' })).toHaveAttribute(
      'value',
      '42',
    );
  });

  it('leaves the reserved share out of the old display (storefront §7 T217-Blitzangebote off)', () => {
    renderWithShop(<LightningDeal deal={deal(start + 2 * HOUR)} price={money(14.99)} dealStyle="old" />);
    expect(screen.getByText('Blitzangebot')).toBeInTheDocument();
    expect(screen.getByText('9,99 €')).toBeInTheDocument();
    expect(screen.getByText('statt 14,99 €')).toBeInTheDocument();
    expect(countdown()).not.toBe('');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('42 % reserviert')).not.toBeInTheDocument();
  });

  it('shows days only above 3 days, hours across days up to 3 days', () => {
    const { unmount } = renderWithShop(
      <LightningDeal deal={deal(start + 3 * DAY + HOUR)} price={money(14.99)} />,
    );
    expect(countdown()).toBe('noch 3 Tage');
    unmount();
    renderWithShop(
      <LightningDeal
        deal={deal(start + 2 * DAY + 3 * HOUR + 4 * 60 * SECOND + 5 * SECOND)}
        price={money(14.99)}
      />,
    );
    expect(countdown()).toBe('51:04:05');
  });

  it('ticks every second in minutes under an hour and refetches once at the end', () => {
    const onEnd = vi.fn();
    renderWithShop(<LightningDeal deal={deal(start + 61 * SECOND)} price={money(14.99)} onEnd={onEnd} />);
    expect(countdown()).toBe('01:01 Min.');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(countdown()).toBe('01:00 Min.');
    act(() => vi.advanceTimersByTime(60 * SECOND));
    expect(countdown()).toBe('00:00');
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5 * SECOND));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows the sold-out overlay when everything is reserved', () => {
    renderWithShop(<LightningDeal deal={deal(start + HOUR, 100)} price={money(14.99)} />);
    expect(screen.getByRole('status')).toHaveTextContent('Blitzangebot ausverkauft');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = renderWithShop(
      <LightningDeal deal={deal(Date.now() + HOUR)} price={money(14.99)} />,
    );
    await expectNoAxeViolations(container);
  });
});
