// A return photo sent as the GraphQL multipart request (spec shopping §5 "The image upload needs an upload
// signature", §7 "upload signature", "upload return image", "file uploads use multipart"). Apollo's batch
// link sends JSON only, so the one multipart request is built here: the operation, the map naming the
// file's variable, and the file. Reached only by dynamic import() from useReturns (the photo input's first
// use). The shop API decides the type by the bytes; its refusal's message key is what the form shows.
import type { ApolloClient } from '@apollo/client';
import { UPLOAD_ERRORS, UploadReturnImageDocument, UploadSignatureDocument } from '@ranzen/sdk-core';
import { print } from 'graphql';
import { fetchCartIdsFromServer } from './CartProvider';

/** What the form shows after an upload: the stored file's id, or the refusal's message key. */
export type ReturnImageUpload =
  | { readonly ok: true; readonly uploadId: string }
  | { readonly ok: false; readonly message: string };

interface UploadAnswer {
  readonly data?: {
    readonly uploadReturnImage?: {
      readonly successful: boolean;
      readonly uploadId: string | null;
      readonly errorMessage: string | null;
    };
  };
}

const GENERAL_ERROR = 'vue.form.error.general';

/**
 * Uploads `file` for this visitor to `endpoint` (the storefront's same-origin GraphQL proxy); a failed
 * request answers the general message, so the form never waits for nothing.
 */
export async function uploadReturnImage(
  client: ApolloClient,
  endpoint: string,
  file: File,
): Promise<ReturnImageUpload> {
  try {
    return await sendUpload(client, endpoint, file);
  } catch {
    return { ok: false, message: GENERAL_ERROR };
  }
}

async function sendUpload(client: ApolloClient, endpoint: string, file: File): Promise<ReturnImageUpload> {
  // An upload belongs to a visitor: a visitor arriving by the order link has no user id cookie yet.
  await fetchCartIdsFromServer({ renew: false });
  // A fresh signature each time: one kept from earlier may have expired.
  const { data } = await client.query({ query: UploadSignatureDocument, fetchPolicy: 'no-cache' });
  const signature = data?.uploadSignature.signature;
  if (!signature) return { ok: false, message: GENERAL_ERROR };
  const form = new FormData();
  form.set(
    'operations',
    JSON.stringify({ query: print(UploadReturnImageDocument), variables: { signature, file: null } }),
  );
  form.set('map', JSON.stringify({ 0: ['variables.file'] }));
  form.set('0', file, file.name);
  const response = await fetch(endpoint, { method: 'POST', body: form, credentials: 'same-origin' });
  if (response.status === 413) return { ok: false, message: UPLOAD_ERRORS.TOO_LARGE };
  if (!response.ok) return { ok: false, message: GENERAL_ERROR };
  const result = ((await response.json()) as UploadAnswer).data?.uploadReturnImage;
  if (result?.successful && result.uploadId) return { ok: true, uploadId: result.uploadId };
  return { ok: false, message: result?.errorMessage ?? GENERAL_ERROR };
}
