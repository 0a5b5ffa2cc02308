// The educational certificate of a B2B customer (spec shopping §1 "B2B buyers ... can upload a
// certificate", §7 "upload B2B certificate"; issue 20 item 6). The file is an upload like any other
// (uploads.ts: the types, the size cap, the refusals); these are the certificate's own facts: who may
// upload one, the statuses staff give it and the message keys the account page shows (docs/not-shown.md).
import type { B2bCertificateStatus } from '../graphql/generated';
import type { MessageKey } from '../i18n/messages';
import { LOGIN_REQUIRED_MESSAGE } from './sessionAnswers';
import { UPLOAD_ERRORS } from './uploads';

/** What the account page says about the latest certificate, by its status. */
export const B2B_CERTIFICATE_STATUS_TEXTS: Readonly<Record<B2bCertificateStatus, MessageKey>> = {
  IN_REVIEW: 'vue.certificate.status.IN_REVIEW',
  ACCEPTED: 'vue.certificate.status.ACCEPTED',
  REJECTED: 'vue.certificate.status.REJECTED',
};

/**
 * Why a certificate upload was refused: the file's refusals of every upload, a visitor without a login,
 * and anyone but a B2B customer in the B2B store.
 */
export const B2B_CERTIFICATE_ERRORS = {
  ...UPLOAD_ERRORS,
  NOT_LOGGED_IN: LOGIN_REQUIRED_MESSAGE,
  B2B_ONLY: 'vue.certificate.error.b2bOnly',
} as const satisfies Readonly<Record<string, MessageKey>>;
export type B2bCertificateErrorCode = keyof typeof B2B_CERTIFICATE_ERRORS;
