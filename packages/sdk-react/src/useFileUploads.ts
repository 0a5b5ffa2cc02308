// The upload forms' hooks (spec shopping §7 "upload B2B certificate", "Contact form", "file uploads use
// multipart"): the upload code and the GraphQL printer load on the first upload only (fileUpload.ts).
import type { ApolloClient } from '@apollo/client';
import { useCallback } from 'react';
import type { B2bCertificateUpload, StoredFileUpload } from './fileUpload';
import { GRAPHQL_ENDPOINT } from './RanzenProvider';
import { useShopClient } from './shopClient';

type Uploader<Answer> = (client: ApolloClient, endpoint: string, file: File) => Promise<Answer>;

function useLazyUploader<Answer>(load: () => Promise<Uploader<Answer>>): (file: File) => Promise<Answer> {
  const shopClient = useShopClient();
  return useCallback(
    async (file: File) => {
      const [upload, client] = await Promise.all([load(), shopClient.load()]);
      return upload(client, GRAPHQL_ENDPOINT, file);
    },
    [shopClient, load],
  );
}

const certificateUploader = async () => (await import('./fileUpload')).uploadB2bCertificate;
const contactAttachmentUploader = async () => (await import('./fileUpload')).uploadContactAttachment;

/**
 * Uploads the logged-in B2B customer's educational certificate; answers the certificate now in review
 * or the refusal's message key.
 *
 * @example
 * ```tsx
 * const upload = useB2bCertificateUpload();
 * const answer = await upload(file);
 * if (!answer.ok) setError(answer.message);
 * ```
 */
export function useB2bCertificateUpload(): (file: File) => Promise<B2bCertificateUpload> {
  return useLazyUploader(certificateUploader);
}

/**
 * Uploads a file for a contact message; answers its upload id (for `attachmentIds`) or the refusal's
 * message key.
 *
 * @example
 * ```tsx
 * const upload = useContactAttachmentUpload();
 * const answer = await upload(file);
 * if (answer.ok) setAttachmentIds([...attachmentIds, answer.uploadId]);
 * ```
 */
export function useContactAttachmentUpload(): (file: File) => Promise<StoredFileUpload> {
  return useLazyUploader(contactAttachmentUploader);
}
