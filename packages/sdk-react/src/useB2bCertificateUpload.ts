// The B2B certificate upload of the account page (spec shopping §7 "upload B2B certificate"): the upload
// code and the GraphQL printer load on the first upload only (fileUpload.ts).
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { B2bCertificateUpload } from './fileUpload';
import { GRAPHQL_ENDPOINT } from './RanzenProvider';

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
  const client = useApolloClient();
  return useCallback(
    async (file: File) => (await import('./fileUpload')).uploadB2bCertificate(client, GRAPHQL_ENDPOINT, file),
    [client],
  );
}
