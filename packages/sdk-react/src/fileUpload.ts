// Files sent as the GraphQL multipart request (spec shopping §5 "The image upload needs an upload
// signature", §7 "upload signature", "file uploads use multipart"): a return photo, a B2B certificate.
// Apollo's batch link sends JSON only, so the one multipart request is built here: the operation, the map
// naming the file's variable, and the file. Reached only by dynamic import() (an upload form's first use),
// so the GraphQL printer stays out of the first load. The shop API decides the type by the bytes; its
// refusal's message key is what the form shows.
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import {
  type B2bCertificateFieldsFragment,
  UPLOAD_ERRORS,
  UploadB2bCertificateDocument,
  UploadContactAttachmentDocument,
  UploadReturnImageDocument,
  UploadSignatureDocument,
} from '@ranzen/sdk-core';
import { print } from 'graphql';
import { fetchCartIdsFromServer } from './CartProvider';

/** What an upload form shows after an upload: what was stored, or the refusal's message key. */
export type FileUpload<Stored> =
  | ({ readonly ok: true } & Stored)
  | { readonly ok: false; readonly message: string };

/** The answer of an upload that stores a file for a later call: the stored file's id. */
export type StoredFileUpload = FileUpload<{ readonly uploadId: string }>;

/** A return photo's answer: its id goes into the returned line's images. */
export type ReturnImageUpload = StoredFileUpload;

/** A B2B certificate's answer: the certificate now in review. */
export type B2bCertificateUpload = FileUpload<{ readonly certificate: B2bCertificateFieldsFragment }>;

/** What every upload mutation answers beside what it stored. */
interface UploadPayload {
  readonly successful: boolean;
  readonly errorMessage: string | null;
}

type UploadDocument<Field extends string, Payload extends UploadPayload> = TypedDocumentNode<
  { readonly [Name in Field]: Payload },
  { signature: string; file: File }
>;

const GENERAL_ERROR = 'vue.form.error.general';

/**
 * Sends `file` with `document` for this visitor to `endpoint` (the storefront's same-origin GraphQL
 * proxy); the payload of `field` when it was stored, else the refusal's message key. A failed request
 * answers the general message, so the form never waits for nothing.
 */
async function sendFile<Field extends string, Payload extends UploadPayload>(
  client: ApolloClient,
  endpoint: string,
  document: UploadDocument<Field, Payload>,
  field: Field,
  file: File,
): Promise<FileUpload<{ readonly payload: Payload }>> {
  try {
    // An upload belongs to a visitor: a visitor arriving by the order link has no user id cookie yet.
    await fetchCartIdsFromServer({ renew: false });
    // A fresh signature each time: one kept from earlier may have expired.
    const { data } = await client.query({ query: UploadSignatureDocument, fetchPolicy: 'no-cache' });
    const signature = data?.uploadSignature.signature;
    if (!signature) return { ok: false, message: GENERAL_ERROR };
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: print(document), variables: { signature, file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', file, file.name);
    const response = await fetch(endpoint, { method: 'POST', body: form, credentials: 'same-origin' });
    if (response.status === 413) return { ok: false, message: UPLOAD_ERRORS.TOO_LARGE };
    if (!response.ok) return { ok: false, message: GENERAL_ERROR };
    const payload = ((await response.json()) as { data?: Partial<Record<Field, Payload>> }).data?.[field];
    if (payload?.successful) return { ok: true, payload };
    return { ok: false, message: payload?.errorMessage ?? GENERAL_ERROR };
  } catch {
    return { ok: false, message: GENERAL_ERROR };
  }
}

function storedFile(
  answer: FileUpload<{ readonly payload: { readonly uploadId: string | null } }>,
): StoredFileUpload {
  if (!answer.ok) return answer;
  const { uploadId } = answer.payload;
  return uploadId ? { ok: true, uploadId } : { ok: false, message: GENERAL_ERROR };
}

/** Uploads a return photo; the answer's id goes into the returned line's images. */
export async function uploadReturnImage(
  client: ApolloClient,
  endpoint: string,
  file: File,
): Promise<ReturnImageUpload> {
  return storedFile(await sendFile(client, endpoint, UploadReturnImageDocument, 'uploadReturnImage', file));
}

/** Uploads a file for a contact message; the answer's id goes into the message's attachmentIds. */
export async function uploadContactAttachment(
  client: ApolloClient,
  endpoint: string,
  file: File,
): Promise<StoredFileUpload> {
  return storedFile(
    await sendFile(client, endpoint, UploadContactAttachmentDocument, 'uploadContactAttachment', file),
  );
}

/** Uploads the logged-in B2B customer's educational certificate. */
export async function uploadB2bCertificate(
  client: ApolloClient,
  endpoint: string,
  file: File,
): Promise<B2bCertificateUpload> {
  const answer = await sendFile(client, endpoint, UploadB2bCertificateDocument, 'uploadB2bCertificate', file);
  if (!answer.ok) return answer;
  const { certificate } = answer.payload;
  return certificate ? { ok: true, certificate } : { ok: false, message: GENERAL_ERROR };
}
