// uploadSignature, uploadReturnImage and uploadContactAttachment (uploads.graphql; shopping §5, §7 "upload
// signature", "upload return image", "Contact form", "multipart uploads"). Each needs the visitor's user
// id: an upload belongs to the visitor.
import { GraphQLScalarType } from 'graphql';
import type { ApiContext } from '../context';
import type { Resolvers, UploadResult } from '../generated/resolvers';
import { badInput } from '../shop/validation';
import type { UploadedFile, UploadRequest } from './uploadStore';

/** The visitor an upload belongs to; a request without a valid user id is bad input (shopping §7). */
export function visitorOf(ctx: ApiContext): string {
  if (!ctx.userId) throw badInput('A valid user id is required.', 'userId');
  return ctx.userId;
}

/** A file part as yoga's multipart parser (a WHATWG File ponyfill) or a native File hands it over. */
function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'arrayBuffer' in value &&
    typeof value.arrayBuffer === 'function'
  );
}

/** Only a file part of a multipart request is a File: text, numbers or literals in its place are bad input. */
const FileScalar = new GraphQLScalarType<UploadedFile, never>({
  name: 'File',
  description: 'A file of a multipart request.',
  parseValue(value) {
    if (isUploadedFile(value)) return value;
    throw badInput('A file part of a multipart request is required.', 'file');
  },
  parseLiteral() {
    throw badInput('A file cannot be written in the document.', 'file');
  },
  serialize() {
    throw new Error('A File is never sent back.');
  },
});

/** Stores an upload of this visitor for `purpose` (rate-limited per address and visitor). */
async function storeFor(ctx: ApiContext, request: Omit<UploadRequest, 'userId'>): Promise<UploadResult> {
  const userId = visitorOf(ctx);
  await ctx.rateLimit.consume('uploads');
  const result = await ctx.uploads.store(ctx.db, { ...request, userId });
  return result.stored
    ? { successful: true, uploadId: result.uploadId, contentType: result.contentType }
    : { successful: false, errorCode: result.errorCode, errorMessage: result.errorMessage };
}

export const uploadResolvers: Resolvers = {
  File: FileScalar,
  Query: {
    uploadSignature: (_parent, _args, ctx) => {
      const { signature, expiresAt } = ctx.uploads.signatures.sign(visitorOf(ctx));
      return { signature, expiresAt: expiresAt.toISOString() };
    },
  },
  Mutation: {
    uploadReturnImage: (_parent, { signature, file }, ctx) =>
      storeFor(ctx, { purpose: 'return-image', signature, file }),
    uploadContactAttachment: (_parent, { signature, file }, ctx) =>
      storeFor(ctx, { purpose: 'contact-attachment', signature, file }),
  },
};
