// The contact form (storefront §2.8; shopping §7 "Contact form", "contact form data (orderId)"; §5 field
// errors on their fields).
import { MESSAGES } from '@ranzen/sdk-core';
import { ToastProvider } from '@ranzen/sdk-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm, EMPTY_CONTACT_VALUES } from './ContactForm';
import { ToastRegion } from './ToastRegion';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import type { AccountFormOutcome } from './useAccountForm';

const de = MESSAGES.de;

function renderForm(onSend: () => Promise<AccountFormOutcome>, orderNumber = '') {
  return renderWithShop(
    <ToastProvider>
      <ContactForm initial={{ ...EMPTY_CONTACT_VALUES, orderNumber }} onSend={onSend} />
      <ToastRegion />
    </ToastProvider>,
  );
}

describe('ContactForm (§7 "Contact form")', () => {
  it('marks the missing fields with the spec keys and sends nothing', async () => {
    const onSend = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user, container } = renderForm(onSend);
    await user.click(screen.getByRole('button', { name: de['vue.contact.submit'] }));
    expect(screen.getByLabelText(de['vue.contact.message'])).toHaveAccessibleDescription(
      de['vue.form.error.requiredField'],
    );
    expect(onSend).not.toHaveBeenCalled();
    // The topic's empty choice asks for the topic (not the salutation's prompt).
    expect(screen.getByRole('option', { name: de['vue.contact.topic.choose'] })).toHaveValue('');
    await expectNoAxeViolations(container);
  });

  it('sends the prefilled order number with what was typed, then thanks', async () => {
    const onSend = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    const { user } = renderForm(onSend, '10000042');
    await user.selectOptions(screen.getByLabelText(de['vue.contact.topic']), 'order');
    await user.type(screen.getByLabelText(de['vue.address.firstname']), 'Paula');
    await user.type(screen.getByLabelText(de['vue.address.lastname']), 'Eltern');
    await user.type(screen.getByRole('combobox', { name: de['vue.contact.email'] }), 'paula@ranzen.test');
    await user.type(screen.getByLabelText(de['vue.contact.message']), 'Wo bleibt mein Paket?');
    await user.click(screen.getByRole('button', { name: de['vue.contact.submit'] }));
    expect(onSend).toHaveBeenCalledWith({
      topic: 'order',
      firstName: 'Paula',
      lastName: 'Eltern',
      email: 'paula@ranzen.test',
      orderNumber: '10000042',
      message: 'Wo bleibt mein Paket?',
      houseNr: '',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(de['vue.contact.sent']);
  });
});
