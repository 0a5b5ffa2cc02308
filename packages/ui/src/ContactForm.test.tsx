// The contact form (storefront §2.8; shopping §7 "Contact form", "contact form data (orderId)"; §5 field
// errors on their fields).
import {
  CONTACT_ATTACHMENTS_MAX,
  CONTACT_ATTACHMENTS_MESSAGE,
  MESSAGES,
  UPLOAD_ERRORS,
  UPLOAD_MAX_MEGABYTES,
} from '@ranzen/sdk-core';
import { type StoredFileUpload, ToastProvider } from '@ranzen/sdk-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm, EMPTY_CONTACT_VALUES } from './ContactForm';
import { ToastRegion } from './ToastRegion';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';
import type { AccountFormOutcome } from './useAccountForm';

const de = MESSAGES.de;

function renderForm(
  onSend: () => Promise<AccountFormOutcome>,
  orderNumber = '',
  onUpload?: (file: File) => Promise<StoredFileUpload>,
) {
  return renderWithShop(
    <ToastProvider>
      <ContactForm initial={{ ...EMPTY_CONTACT_VALUES, orderNumber }} onSend={onSend} onUpload={onUpload} />
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
    expect(onSend).toHaveBeenCalledWith(
      {
        topic: 'order',
        firstName: 'Paula',
        lastName: 'Eltern',
        email: 'paula@ranzen.test',
        orderNumber: '10000042',
        message: 'Wo bleibt mein Paket?',
        houseNr: '',
      },
      [],
    );
    expect(await screen.findByRole('status')).toHaveTextContent(de['vue.contact.sent']);
  });
});

const attachmentsLabel = de['vue.contact.attachments']
  .replace('{count}', String(CONTACT_ATTACHMENTS_MAX))
  .replace('{max}', String(UPLOAD_MAX_MEGABYTES));
const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

/** Fills the required fields of a valid message. */
async function fillMessage(user: ReturnType<typeof renderForm>['user']) {
  await user.selectOptions(screen.getByLabelText(de['vue.contact.topic']), 'delivery');
  await user.type(screen.getByLabelText(de['vue.address.firstname']), 'Paula');
  await user.type(screen.getByLabelText(de['vue.address.lastname']), 'Eltern');
  await user.type(screen.getByRole('combobox', { name: de['vue.contact.email'] }), 'paula@ranzen.test');
  await user.type(screen.getByLabelText(de['vue.contact.message']), 'Der Ranzen kam beschädigt an.');
}

describe('ContactForm attachments (§7 "Contact form"; issue 20 item 3)', () => {
  it('uploads each chosen file, lists it removably, and sends the ids with the message', async () => {
    const onSend = vi.fn(async (): Promise<AccountFormOutcome> => ({ ok: true }));
    let next = 0;
    const onUpload = vi.fn(
      async (): Promise<StoredFileUpload> => ({ ok: true, uploadId: `upload-${++next}` }),
    );
    const { user, container } = renderForm(onSend, '', onUpload);
    await fillMessage(user);
    const input = screen.getByLabelText(attachmentsLabel);
    await user.upload(input, photo('riss.jpg'));
    await user.upload(input, photo('delle.jpg'));
    await user.click(screen.getByRole('button', { name: 'riss.jpg entfernen' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('delle.jpg');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: de['vue.contact.submit'] }));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ topic: 'delivery' }), ['upload-2']);
  });

  it(`offers no further file once ${CONTACT_ATTACHMENTS_MAX} are attached`, async () => {
    let next = 0;
    const onUpload = vi.fn(
      async (): Promise<StoredFileUpload> => ({ ok: true, uploadId: `upload-${++next}` }),
    );
    const { user } = renderForm(async () => ({ ok: true }), '', onUpload);
    const input = screen.getByLabelText(attachmentsLabel);
    for (let file = 1; file <= CONTACT_ATTACHMENTS_MAX; file += 1)
      await user.upload(input, photo(`foto-${file}.jpg`));
    expect(input).toBeDisabled();
  });

  it("shows a refused upload and the API's refusal of the attachments at the file input, keeping the text", async () => {
    const onUpload = vi.fn(
      async (): Promise<StoredFileUpload> => ({ ok: false, message: UPLOAD_ERRORS.UNSUPPORTED_TYPE }),
    );
    const onSend = vi.fn(
      async (): Promise<AccountFormOutcome> => ({
        ok: false,
        fieldErrors: [{ field: 'attachments', message: CONTACT_ATTACHMENTS_MESSAGE }],
      }),
    );
    const { user } = renderForm(onSend, '', onUpload);
    await fillMessage(user);
    const input = screen.getByLabelText(attachmentsLabel);
    await user.upload(input, photo('bild.svg'));
    expect(input).toHaveAccessibleDescription(de[UPLOAD_ERRORS.UNSUPPORTED_TYPE]);
    await user.click(screen.getByRole('button', { name: de['vue.contact.submit'] }));
    expect(input).toHaveAccessibleDescription(
      de[CONTACT_ATTACHMENTS_MESSAGE].replace('{count}', String(CONTACT_ATTACHMENTS_MAX)),
    );
    expect(screen.getByLabelText(de['vue.contact.message'])).toHaveValue('Der Ranzen kam beschädigt an.');
  });
});
