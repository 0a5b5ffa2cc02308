// The description review under a product's description (shopping §7 "save product description review";
// §5 field errors on their fields).
import { MESSAGES } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DescriptionReviewForm } from './DescriptionReviewForm';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import type { AccountFormOutcome } from './useAccountForm';

const de = MESSAGES.de;

function renderForm(onSend: () => Promise<AccountFormOutcome>) {
  return renderWithShop(
    <ToastProvider>
      <DescriptionReviewForm onSend={onSend} />
    </ToastProvider>,
  );
}

describe('DescriptionReviewForm (§7 "save product description review")', () => {
  it('asks for yes or no before sending anything', async () => {
    const onSend = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user, container } = renderForm(onSend);
    await user.click(screen.getByRole('button', { name: de['vue.pdp.descriptionReview.submit'] }));
    expect(
      screen.getByRole('group', { name: de['vue.pdp.descriptionReview.title'] }),
    ).toHaveAccessibleDescription(de['vue.pdp.descriptionReview.error.helpful']);
    expect(onSend).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('sends the answer with what is missing, then thanks', async () => {
    const onSend = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user } = renderForm(onSend);
    await user.click(screen.getByRole('radio', { name: de['vue.pdp.descriptionReview.no'] }));
    await user.type(screen.getByLabelText(de['vue.pdp.descriptionReview.missing']), 'Die Maße fehlen.');
    await user.click(screen.getByRole('button', { name: de['vue.pdp.descriptionReview.submit'] }));
    expect(onSend).toHaveBeenCalledWith({ helpful: 'no', missing: 'Die Maße fehlen.', houseNr: '' });
    expect(await screen.findByRole('status')).toHaveTextContent(de['vue.pdp.descriptionReview.thanks']);
  });
});
