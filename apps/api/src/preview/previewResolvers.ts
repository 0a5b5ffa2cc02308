// Preview data query (preview.graphql; storefront §6, §7). The preview itself is applied by
// pageDetails(preview:) in the cms domain.
import type { Resolvers } from '../generated/resolvers';
import { previewData } from './previewService';

export const previewResolvers: Resolvers = {
  Query: {
    previewData: (_parent, _args, { db }) => previewData(db),
  },
};
