// Schema b2b-certificate.graphql: the B2B customer's certificate and its upload.
import type { Resolvers } from '../generated/resolvers';
import { visitorOf } from '../uploads/uploadResolvers';
import { latestB2bCertificate, uploadB2bCertificate } from './b2bCertificates';

export const certificateResolvers: Resolvers = {
  Query: {
    b2bCertificate: (_parent, _args, ctx) => latestB2bCertificate(ctx),
  },
  Mutation: {
    uploadB2bCertificate: (_parent, { signature, file }, ctx) =>
      uploadB2bCertificate(ctx, visitorOf(ctx), signature, file),
  },
};
