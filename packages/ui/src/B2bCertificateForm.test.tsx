// The B2B certificate form (shopping §1 "B2B buyers ... can upload a certificate", §7 "upload B2B
// certificate"; issue 20 item 6): the status in the store's words, the size checked before sending, the
// API's refusal at the file input with the file kept, the new status after an upload.
import { MESSAGES, UPLOAD_ERRORS, UPLOAD_MAX_BYTES, UPLOAD_MAX_MEGABYTES } from '@ranzen/sdk-core';
import type { B2bCertificateUpload } from '@ranzen/sdk-react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { B2bCertificateForm } from './B2bCertificateForm';
import { expectNoAxeViolations } from './test/axe';
import { renderWithShop } from './test/render';

const de = MESSAGES.de;
const fileLabel = de['vue.certificate.file'].replace('{max}', String(UPLOAD_MAX_MEGABYTES));
const submit = () => screen.getByRole('button', { name: de['vue.certificate.submit'] });
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'bescheinigung.pdf', { type: 'application/pdf' });
const IN_REVIEW = {
  __typename: 'B2bCertificate',
  status: 'IN_REVIEW',
  uploadedAt: '2026-11-27T10:00:00.000Z',
  reviewedAt: null,
} as const;

describe('B2bCertificateForm (shopping §7 "upload B2B certificate")', () => {
  it('says that none was uploaded yet, and asks for a file before sending anything', async () => {
    const onUpload = vi.fn(async (): Promise<B2bCertificateUpload> => ({ ok: true, certificate: IN_REVIEW }));
    const { user, container } = renderWithShop(<B2bCertificateForm certificate={null} onUpload={onUpload} />);
    expect(screen.getByRole('status')).toHaveTextContent(de['vue.certificate.none']);
    await user.click(submit());
    expect(screen.getByLabelText(fileLabel)).toHaveAccessibleDescription(de['vue.form.error.requiredField']);
    expect(onUpload).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('refuses a file above the size cap without sending it', async () => {
    const onUpload = vi.fn(async (): Promise<B2bCertificateUpload> => ({ ok: true, certificate: IN_REVIEW }));
    const { user } = renderWithShop(<B2bCertificateForm certificate={null} onUpload={onUpload} />);
    const large = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText(fileLabel), large);
    await user.click(submit());
    expect(screen.getByLabelText(fileLabel)).toHaveAccessibleDescription(
      de[UPLOAD_ERRORS.TOO_LARGE].replace('{max}', String(UPLOAD_MAX_MEGABYTES)),
    );
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("shows the API's refusal at the file input and keeps the chosen file", async () => {
    const onUpload = vi.fn(
      async (): Promise<B2bCertificateUpload> => ({ ok: false, message: UPLOAD_ERRORS.UNSUPPORTED_TYPE }),
    );
    const { user } = renderWithShop(<B2bCertificateForm certificate={null} onUpload={onUpload} />);
    const input = screen.getByLabelText<HTMLInputElement>(fileLabel);
    await user.upload(input, pdf());
    await user.click(submit());
    expect(input).toHaveAccessibleDescription(de[UPLOAD_ERRORS.UNSUPPORTED_TYPE]);
    expect(input.files?.[0]?.name).toBe('bescheinigung.pdf');
    expect(screen.getByRole('status')).toHaveTextContent(de['vue.certificate.none']);
  });

  it('uploads the chosen file and shows the new certificate in review', async () => {
    const onUpload = vi.fn(async (): Promise<B2bCertificateUpload> => ({ ok: true, certificate: IN_REVIEW }));
    const rejected = { ...IN_REVIEW, status: 'REJECTED', reviewedAt: '2026-11-20T10:00:00.000Z' } as const;
    const { user } = renderWithShop(<B2bCertificateForm certificate={rejected} onUpload={onUpload} />);
    expect(screen.getByRole('status')).toHaveTextContent(/konnte nicht anerkannt werden/);
    const file = pdf();
    await user.upload(screen.getByLabelText(fileLabel), file);
    await user.click(submit());
    expect(onUpload).toHaveBeenCalledWith(file);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(de['vue.certificate.uploaded']);
    expect(status).toHaveTextContent(de['vue.certificate.status.IN_REVIEW'].replace('{date}', '27.11.2026'));
  });
});
