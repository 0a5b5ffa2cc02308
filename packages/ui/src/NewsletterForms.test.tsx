// The newsletter forms (shopping §2 /service/newsletter and /newsletter-abmelden; §7 "newsletter subscribe
// and unsubscribe (email, houseNr)"; shopping §5 field errors on their fields).
import { MESSAGES } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewsletterSignUpForm, NewsletterUnsubscribe } from './NewsletterForms';
import { ToastRegion } from './ToastRegion';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import type { AccountFormOutcome } from './useAccountForm';

const de = MESSAGES.de;
const withToasts = (ui: ReactElement) =>
  renderWithShop(
    <ToastProvider>
      {ui}
      <ToastRegion />
    </ToastProvider>,
  );

describe('NewsletterSignUpForm (§7 "newsletter subscribe")', () => {
  it('checks the e-mail and names before sending, with the spec keys on their fields', async () => {
    const onSubscribe = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user, container } = withToasts(<NewsletterSignUpForm onSubscribe={onSubscribe} />);
    await user.type(screen.getByLabelText(de['vue.address.firstname']), '4711');
    await user.click(screen.getByRole('button', { name: de['vue.newsletter.form.submit'] }));
    expect(
      screen.getByRole('combobox', { name: de['vue.newsletter.form.email'] }),
    ).toHaveAccessibleDescription(de['vue.form.error.requiredField']);
    expect(screen.getByLabelText(de['vue.address.firstname'])).toHaveAttribute('aria-invalid', 'true');
    expect(onSubscribe).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('sends the typed values with an empty honeypot and then asks to confirm by mail', async () => {
    const onSubscribe = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user } = withToasts(<NewsletterSignUpForm onSubscribe={onSubscribe} />);
    await user.type(
      screen.getByRole('combobox', { name: de['vue.newsletter.form.email'] }),
      'anna@ranzen.test',
    );
    await user.selectOptions(screen.getByLabelText(de['vue.address.salutation']), 'ms');
    await user.click(screen.getByRole('button', { name: de['vue.newsletter.form.submit'] }));
    expect(onSubscribe).toHaveBeenCalledWith({
      email: 'anna@ranzen.test',
      salutation: 'ms',
      firstName: '',
      lastName: '',
      houseNr: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(de['vue.newsletter.form.sent']);
  });

  it('keeps what was typed and marks the field the server refused', async () => {
    const onSubscribe = vi.fn(
      async (): Promise<AccountFormOutcome> => ({
        ok: false,
        errorMessage: 'vue.form.error.general',
        fieldErrors: [{ field: 'email', message: 'vue.form.error.email.incorrect' }],
      }),
    );
    const { user } = withToasts(<NewsletterSignUpForm onSubscribe={onSubscribe} />);
    const email = screen.getByRole('combobox', { name: de['vue.newsletter.form.email'] });
    await user.type(email, 'anna@ranzen.test');
    await user.type(screen.getByLabelText(de['vue.address.lastname']), 'Seite');
    await user.click(screen.getByRole('button', { name: de['vue.newsletter.form.submit'] }));
    expect(email).toHaveAccessibleDescription(de['vue.form.error.email.incorrect']);
    expect(email).toHaveValue('anna@ranzen.test');
    expect(screen.getByLabelText(de['vue.address.lastname'])).toHaveValue('Seite');
  });
});

describe('NewsletterUnsubscribe (§7 "newsletter unsubscribe")', () => {
  it("a mail's link unsubscribes on the button only, never on opening", async () => {
    const byToken = vi.fn(async () => true);
    const { user } = withToasts(
      <NewsletterUnsubscribe token="t0ken" onUnsubscribeByToken={byToken} onUnsubscribe={vi.fn()} />,
    );
    expect(byToken).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: de['vue.newsletter.unsubscribe.submit'] }));
    expect(byToken).toHaveBeenCalledWith('t0ken');
    expect(await screen.findByRole('status')).toHaveTextContent(de['vue.newsletter.unsubscribe.done']);
  });

  it('an unknown link falls back to the e-mail form, which sends the address', async () => {
    const onUnsubscribe = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user } = withToasts(
      <NewsletterUnsubscribe
        token="alt"
        onUnsubscribeByToken={async () => false}
        onUnsubscribe={onUnsubscribe}
      />,
    );
    await user.click(screen.getByRole('button', { name: de['vue.newsletter.unsubscribe.submit'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(de['vue.newsletter.unsubscribe.linkFailed']);
    await user.type(
      screen.getByRole('combobox', { name: de['vue.newsletter.form.email'] }),
      'anna@ranzen.test',
    );
    await user.click(screen.getByRole('button', { name: de['vue.newsletter.unsubscribe.submit'] }));
    expect(onUnsubscribe).toHaveBeenCalledWith({ email: 'anna@ranzen.test', houseNr: '' });
    expect(await screen.findByRole('status')).toHaveTextContent(de['vue.newsletter.unsubscribe.done']);
  });
});
