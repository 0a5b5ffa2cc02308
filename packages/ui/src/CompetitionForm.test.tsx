// The competition sign-up of a prize draw (shopping §7 "competition subscribe"; storefront §2.10 prize
// draw; §5 field errors on their fields).
import { COMPETITION_CLOSED_MESSAGE, MESSAGES } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompetitionForm, type CompetitionSummary } from './CompetitionForm';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import type { AccountFormOutcome } from './useAccountForm';

const de = MESSAGES.de;
const OPEN: CompetitionSummary = {
  code: 'SCHULSTART-2026',
  name: 'Schulstart-Gewinnspiel 2026',
  closesAt: '2026-08-31T21:59:59.000Z',
  open: true,
};

function renderForm(onEnter: () => Promise<AccountFormOutcome>, competition = OPEN) {
  return renderWithShop(
    <ToastProvider>
      <CompetitionForm competition={competition} onEnter={onEnter} />
    </ToastProvider>,
  );
}

async function fillIn(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByRole('combobox', { name: de['vue.competition.email'] }), 'paula@ranzen.test');
  await user.type(screen.getByLabelText(de['vue.address.firstname']), 'Paula');
  await user.type(screen.getByLabelText(de['vue.address.lastname']), 'Eltern');
}

describe('CompetitionForm (§7 "competition subscribe")', () => {
  it('names the closing date and refuses an entry without the accepted terms', async () => {
    const onEnter = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user, container } = renderForm(onEnter);
    expect(screen.getByText('Teilnahmeschluss: 31.08.2026')).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: de['vue.competition.submit'] }));
    expect(screen.getByRole('checkbox', { name: de['vue.competition.terms'] })).toHaveAccessibleDescription(
      de['vue.competition.error.terms'],
    );
    expect(onEnter).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('sends the entry with the ticked terms, then thanks', async () => {
    const onEnter = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user } = renderForm(onEnter);
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: de['vue.competition.terms'] }));
    await user.click(screen.getByRole('button', { name: de['vue.competition.submit'] }));
    expect(onEnter).toHaveBeenCalledWith({
      email: 'paula@ranzen.test',
      firstName: 'Paula',
      lastName: 'Eltern',
      termsAccepted: 'true',
      houseNr: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(de['vue.competition.entered']);
  });

  it('shows a closed competition as closed, without the form', () => {
    renderForm(vi.fn(), { ...OPEN, open: false });
    expect(screen.getByRole('status')).toHaveTextContent(de['vue.competition.closed']);
    expect(screen.queryByRole('button', { name: de['vue.competition.submit'] })).not.toBeInTheDocument();
  });

  it('turns into the closed notice when the API says the closing date passed meanwhile', async () => {
    const onEnter = vi.fn(
      async (): Promise<AccountFormOutcome> => ({ ok: false, errorMessage: COMPETITION_CLOSED_MESSAGE }),
    );
    const { user } = renderForm(onEnter);
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: de['vue.competition.terms'] }));
    await user.click(screen.getByRole('button', { name: de['vue.competition.submit'] }));
    expect(
      await screen.findByText(de['vue.competition.closed'], { selector: '[role="status"]' }),
    ).toBeInTheDocument();
  });
});
