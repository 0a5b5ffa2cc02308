// Prime (shopping §4 "Prime", §6 "prime member (status not NONE, shown with a marker)", §7 "join prime
// waiting list"; issue 20 item 4).
import { MESSAGES } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PrimeOfferPanel, PrimeWaitingListForm } from './Prime';
import { PrimeMarker } from './PrimeMarker';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import type { AccountFormOutcome } from './useAccountForm';

const de = MESSAGES.de;

describe('PrimeMarker (§6)', () => {
  it('marks a member and every other status but NONE', () => {
    const { rerender } = renderWithShop(<PrimeMarker status="ACTIVE" />);
    expect(screen.getByText(de['vue.prime.marker.ACTIVE'])).toBeInTheDocument();
    rerender(<PrimeMarker status="NONE" />);
    expect(screen.queryByText(de['vue.prime.marker.ACTIVE'])).not.toBeInTheDocument();
  });
});

describe('PrimeOfferPanel (§4 "Prime")', () => {
  it("shows the price, a member's period and abo, and the way to join only when given", async () => {
    const { container } = renderWithShop(
      <PrimeOfferPanel
        price="29,00 €"
        durationMonths={12}
        membership={{
          status: 'ACTIVE',
          abo: 'PRIME_YEAR',
          startDate: '2026-11-27T10:00:00.000Z',
          endDate: '2027-11-27T10:00:00.000Z',
        }}
        join={null}
        notice="vue.prime.fromCheckout.ALREADY_MEMBER"
      />,
    );
    expect(screen.getByRole('region', { name: de['vue.prime.offer.title'] })).toBeInTheDocument();
    expect(screen.getByText('29,00 € für 12 Monate')).toBeInTheDocument();
    expect(screen.getByText(/27\.11\.2026 bis 27\.11\.2027/)).toHaveTextContent(
      de['vue.prime.status.renews'],
    );
    expect(screen.getByRole('status')).toHaveTextContent(de['vue.prime.fromCheckout.ALREADY_MEMBER']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('links to joining for a visitor', () => {
    renderWithShop(
      <PrimeOfferPanel
        price="29,00 €"
        durationMonths={12}
        membership={null}
        join={{ href: '/prime/checkout/', label: 'vue.prime.offer.loginToJoin' }}
      />,
    );
    expect(screen.getByRole('link', { name: de['vue.prime.offer.loginToJoin'] })).toHaveAttribute(
      'href',
      '/prime/checkout/',
    );
  });
});

describe('PrimeWaitingListForm (§7 "join prime waiting list")', () => {
  it('checks the address first, then sends it with an empty honeypot and thanks', async () => {
    const onJoin = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user, container } = renderWithShop(
      <ToastProvider>
        <PrimeWaitingListForm onJoin={onJoin} />
      </ToastProvider>,
    );
    const email = screen.getByRole('combobox', { name: de['vue.prime.waitingList.email'] });
    await user.type(email, 'kein-mail');
    await user.click(screen.getByRole('button', { name: de['vue.prime.waitingList.submit'] }));
    expect(email).toHaveAccessibleDescription(de['vue.form.error.email.incorrect']);
    expect(onJoin).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, 'eltern@ranzen.test');
    await user.click(screen.getByRole('button', { name: de['vue.prime.waitingList.submit'] }));
    expect(onJoin).toHaveBeenCalledWith({ email: 'eltern@ranzen.test', houseNr: '' });
    expect(await screen.findByRole('status')).toHaveTextContent(de['vue.prime.waitingList.sent']);
    await expectNoAxeViolations(container);
  });
});
